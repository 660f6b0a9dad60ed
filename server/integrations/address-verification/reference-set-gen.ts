/**
 * Generates the local address service's reference set: fictional towns and streets in real
 * regions of the four supported countries, deterministic for its seed. The committed
 * reference-set.json is this output; regenerate it with
 *   npx tsx server/integrations/address-verification/reference-set-gen.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Rng } from "../../db/seed/rng.ts";
import type { ReferenceAddress, SupportedCountry } from "./reference-set.ts";

const SEED = 20260521;

interface Town {
  name: string;
  region: string;
  regionName: string;
  /** Country-specific start of the town's postcodes. */
  postcodeBase: string;
  addresses: number;
}

interface CountryPlan {
  country: SupportedCountry;
  towns: Town[];
  streets: string[];
  /** Second lines some addresses carry (suites, colonias, buildings). */
  secondLines: string[];
  /** Share of addresses with a second line; 1 = all (Mexican colonias). */
  secondLineShare: number;
  /** Street-range entries (house numbers not resolved). */
  ranges: number;
}

const PLANS: CountryPlan[] = [
  {
    country: "US",
    towns: [
      { name: "Riverton Falls", region: "US-OR", regionName: "OR", postcodeBase: "97301", addresses: 22 },
      { name: "Cedar Hollow", region: "US-OH", regionName: "OH", postcodeBase: "43015", addresses: 8 },
      { name: "Maple Bluff", region: "US-TX", regionName: "TX", postcodeBase: "75402", addresses: 8 },
      { name: "Silver Creek", region: "US-CO", regionName: "CO", postcodeBase: "80421", addresses: 7 },
    ],
    streets: ["Juniper Way", "Quarry Hill Road", "Lantern Lane", "Bramblewood Drive", "Copperleaf Avenue", "Heron Point Street", "Old Mill Road", "Thistle Court"],
    secondLines: ["Suite 200", "Apt 4B", "Unit 12", "Floor 3"],
    secondLineShare: 0.25,
    ranges: 3,
  },
  {
    country: "CA",
    towns: [
      { name: "Pine Harbour", region: "CA-NS", regionName: "NS", postcodeBase: "B3K", addresses: 21 },
      { name: "Maplewood Falls", region: "CA-ON", regionName: "ON", postcodeBase: "K7L", addresses: 6 },
      { name: "Cedar Bay", region: "CA-BC", regionName: "BC", postcodeBase: "V9R", addresses: 5 },
      { name: "Prairie Rock", region: "CA-AB", regionName: "AB", postcodeBase: "T4N", addresses: 4 },
    ],
    streets: ["Harbourview Road", "Spruce Ridge Crescent", "Loyalist Street", "Birchmount Avenue", "Tidewater Lane", "Foxglove Drive", "Kingfisher Way"],
    secondLines: ["Unit 4", "Suite 310", "Apt 2"],
    secondLineShare: 0.2,
    ranges: 3,
  },
  {
    country: "MX",
    towns: [
      { name: "San Isidro del Valle", region: "MX-JAL", regionName: "Jal.", postcodeBase: "44", addresses: 21 },
      { name: "Villa Esmeralda", region: "MX-NLE", regionName: "N.L.", postcodeBase: "64", addresses: 5 },
      { name: "Santa Lucía de las Flores", region: "MX-PUE", regionName: "Pue.", postcodeBase: "72", addresses: 4 },
      { name: "Puerto Azul", region: "MX-ROO", regionName: "Q. Roo", postcodeBase: "77", addresses: 3 },
    ],
    streets: ["Calle Jacaranda", "Avenida de los Álamos", "Calle Mirador del Sol", "Privada Colibrí", "Calle Bugambilia", "Avenida Río Escondido", "Calle Nogal"],
    secondLines: ["Col. Las Brisas", "Col. Lomas del Ángel", "Col. Jardines del Lago", "Col. El Mirador"],
    secondLineShare: 1,
    ranges: 3,
  },
  {
    country: "JP",
    towns: [
      { name: "Kazehara", region: "JP-13", regionName: "Tokyo", postcodeBase: "15", addresses: 21 },
      { name: "Sakuramori", region: "JP-27", regionName: "Osaka", postcodeBase: "53", addresses: 3 },
      { name: "Tsukishiro", region: "JP-01", regionName: "Hokkaido", postcodeBase: "06", addresses: 2 },
      { name: "Minamidai", region: "JP-40", regionName: "Fukuoka", postcodeBase: "81", addresses: 1 },
    ],
    streets: ["Kirigaoka", "Hoshizora", "Aoyagicho", "Midorino", "Tsubakidai", "Kotobukicho"],
    secondLines: ["Kaede Bldg 3F", "Sakura Heights 201", "Hikari Tower 12F"],
    secondLineShare: 0.3,
    ranges: 0,
  },
];

/** Canadian postal code letters (never D, F, I, O, Q, U). */
const CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

function postcodeOf(country: SupportedCountry, town: Town, streetIndex: number): string {
  switch (country) {
    case "US":
      return String(Number(town.postcodeBase) + streetIndex).padStart(5, "0");
    case "CA":
      return `${town.postcodeBase} ${(streetIndex % 9) + 1}${CA_LETTERS[(streetIndex * 7) % CA_LETTERS.length]}${(streetIndex * 3 + 1) % 10}`;
    case "MX":
      return `${town.postcodeBase}${String(100 + streetIndex * 37).padStart(3, "0")}`;
    case "JP":
      return `${town.postcodeBase}${streetIndex}-${String(40 + streetIndex * 113).padStart(4, "0")}`;
  }
}

function premiseOf(country: SupportedCountry, rng: Rng): string {
  if (country === "JP") return `${rng.int(1, 5)}-${rng.int(1, 30)}-${rng.int(1, 20)}`;
  if (country === "MX") return String(rng.int(1, 480));
  return String(rng.int(1, 98) * 20 + rng.int(0, 19));
}

function planAddresses(plan: CountryPlan, rng: Rng): ReferenceAddress[] {
  const out: ReferenceAddress[] = [];
  const used = new Set<string>();
  const id = () => `${plan.country}-${String(out.length + 1).padStart(3, "0")}`;
  for (const town of plan.towns) {
    for (let i = 0; i < town.addresses; i++) {
      const streetIndex = rng.int(0, plan.streets.length - 1);
      const street = plan.streets[streetIndex] ?? "";
      let premise = premiseOf(plan.country, rng);
      while (used.has(`${town.name}|${street}|${premise}`)) premise = premiseOf(plan.country, rng);
      used.add(`${town.name}|${street}|${premise}`);
      out.push({
        id: id(),
        country: plan.country,
        premise,
        range: null,
        street,
        line2: rng.chance(plan.secondLineShare) ? rng.pick(plan.secondLines) : "",
        town: town.name,
        region: town.region,
        regionName: town.regionName,
        postcode: postcodeOf(plan.country, town, streetIndex),
      });
    }
  }
  // Street ranges on the first town's streets: a block of house numbers not resolved further.
  const town = plan.towns[0];
  for (let r = 0; town && r < plan.ranges; r++) {
    const streetIndex = (r * 3) % plan.streets.length;
    const from = (r + 1) * 100;
    out.push({
      id: id(),
      country: plan.country,
      premise: "",
      range: [from, from + 98],
      street: plan.streets[streetIndex] ?? "",
      line2: "",
      town: town.name,
      region: town.region,
      regionName: town.regionName,
      postcode: postcodeOf(plan.country, town, streetIndex),
    });
  }
  return out;
}

export function generateReferenceSet(seed = SEED): ReferenceAddress[] {
  const rng = new Rng(seed);
  return PLANS.flatMap((plan) => planAddresses(plan, rng));
}

export const REFERENCE_SET_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "reference-set.json");

/** One address per line, so a change of the generator shows as a readable diff. */
export function referenceSetJson(): string {
  return `[\n${generateReferenceSet().map((a) => JSON.stringify(a)).join(",\n")}\n]\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(REFERENCE_SET_FILE, referenceSetJson());
}
