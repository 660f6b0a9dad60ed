/**
 * Pure generation of one base product with its colours, prices, variants, stock and inbound
 * inventory. Product i draws from its own random stream, so it is the same whatever the total
 * number of products or the insertion chunk size.
 */
import { Rng, deriveSeed } from "./rng.ts";
import { addDays, SEED_BASE_DATE } from "./dates.ts";
import { upcForVariant } from "./upc.ts";
import type { SeededTeam } from "./reference.ts";
import {
  COLOURS,
  COLOUR_STORIES,
  LIFESTYLE_LINES,
  PRODUCT_LABELS,
  SILHOUETTES,
  SIZES,
  TEAM_COLOURS_NAME,
  type ColourSeed,
  type ProductType,
  type SilhouetteSeed,
} from "./reference-data.ts";
import { describeProduct } from "./descriptions.ts";
import type { LocalizedText } from "../schema/catalog.ts";

const STREAM_PRODUCT = 1;

export interface GeneratedVariant {
  id: number;
  colourId: number;
  size: string;
  sizePosition: number;
  upc: string;
  maxOrderQuantity: number | null;
  stock: { quantity: number; forceInStock: boolean };
  inbound: { arrivalDate: string; quantity: number }[];
}

export interface GeneratedColour extends ColourSeed {
  id: number;
  position: number;
}

export interface GeneratedProduct {
  id: number;
  code: string;
  materialId: number;
  name: string;
  /** English copy, with its Spanish and Japanese translations. */
  description: LocalizedText;
  silhouetteCode: string;
  productType: ProductType;
  teamId: number | null;
  categoryCode: string;
  gender: "unisex" | "women" | "kids";
  labels: string[];
  gcp: boolean;
  createdAt: string;
  /** The day it went on sale (`YYYY-MM-DD`): products labelled NEW arrived in the 45 days before the seed's day. */
  arrivalDate: string;
  /** MSRP in minor units: USD cents, whole yen, MXN centavos. */
  prices: { USD: number; JPY: number; MXN: number };
  colours: GeneratedColour[];
  variants: GeneratedVariant[];
}

/** Ids already used before this product: the generator hands out the next ones. */
export interface IdCursor {
  colour: number;
  variant: number;
}

const SILHOUETTE_WEIGHTS: readonly (readonly [SilhouetteSeed, number])[] = SILHOUETTES.map(
  (s) => [s, s.weight] as const,
);

/** MSRP range in whole US dollars per product type (prices end in .99). */
const USD_RANGE: Record<ProductType, readonly [number, number]> = {
  fitted: [39, 49],
  stretch: [32, 42],
  adjustable: [29, 38],
  snapback: [32, 45],
  knit: [29, 36],
  apparel: [45, 59],
};

const MAX_ORDER_QUANTITIES = [24, 48, 96] as const;
const INBOUND_OFFSETS = Array.from({ length: 26 }, (_, k) => 7 * (k + 1)); // 1–26 weeks ahead

export function productCode(index: number): string {
  return `BRM${String(index + 1).padStart(6, "0")}`;
}

export function generateProduct(
  random: number,
  index: number,
  teams: readonly SeededTeam[],
  ids: IdCursor,
): GeneratedProduct {
  const rng = new Rng(deriveSeed(random, STREAM_PRODUCT, index));
  const silhouette = rng.weighted(SILHOUETTE_WEIGHTS);
  const type = silhouette.productType;
  const gender = rng.weighted([
    ["unisex", 80],
    ["women", 10],
    ["kids", 10],
  ] as const);
  const team = rng.chance(0.8) ? rng.pick(teams) : null;
  const gcp = rng.chance(0.03);
  const story = gcp ? "Custom Programme" : rng.pick(COLOUR_STORIES);
  const brandLine = team ? team.name : rng.pick(LIFESTYLE_LINES);

  let categoryCode: string;
  if (gender === "women") categoryCode = "women";
  else if (gender === "kids") categoryCode = "kids";
  else if (team) categoryCode = "sports";
  else if (type !== "apparel" && rng.chance(0.3)) categoryCode = "all-headwear";
  else categoryCode = "lifestyle";

  const labels = PRODUCT_LABELS.filter((label) => {
    if (label === "NEW") return rng.chance(0.15);
    if (label === "BESTSELLER") return rng.chance(0.1);
    if (label === "LIMITED") return rng.chance(0.05);
    return rng.chance(0.08); // ECO
  });
  const isNew = labels.includes("NEW");
  const arrivalDate = addDays(SEED_BASE_DATE, -(isNew ? rng.int(0, 45) : rng.int(46, 900)));
  const createdAt = `${arrivalDate}T${String(rng.int(6, 20)).padStart(2, "0")}:00:00Z`;

  const colourCount = rng.weighted([
    [1, 40],
    [2, 35],
    [3, 25],
  ] as const);
  const palette: ColourSeed[] = [];
  if (team) {
    palette.push({
      code: "TMC",
      name: TEAM_COLOURS_NAME,
      primaryHex: team.primaryHex,
      secondaryHex: team.secondaryHex,
    });
  }
  palette.push(...rng.sample(COLOURS, colourCount - palette.length));
  const colours: GeneratedColour[] = palette.map((c, position) => ({ ...c, id: ++ids.colour, position }));

  const [lo, hi] = USD_RANGE[type];
  const dollars = rng.int(lo, hi);
  const prices = {
    USD: dollars * 100 + 99,
    // About 147 yen to the dollar, rounded to 100 yen: 4,400–8,800 yen.
    JPY: Math.round(((dollars + 1) * 147) / 100) * 100,
    // About 18 pesos to the dollar, priced at x9.00 pesos, in centavos.
    MXN: (Math.round(((dollars + 1) * 18) / 10) * 10 - 1) * 100,
  };

  const variants: GeneratedVariant[] = [];
  const sizes = SIZES[type];
  for (const colour of colours) {
    sizes.forEach((size, sizePosition) => {
      const n = ids.variant++;
      variants.push({
        id: n + 1,
        colourId: colour.id,
        size,
        sizePosition,
        upc: upcForVariant(n),
        maxOrderQuantity: rng.chance(0.1) ? rng.pick(MAX_ORDER_QUANTITIES) : null,
        stock: stockFor(rng),
        inbound: rng.chance(0.3)
          ? rng
              .sample(INBOUND_OFFSETS, rng.int(1, 3))
              .sort((a, b) => a - b)
              .map((days) => ({ arrivalDate: addDays(SEED_BASE_DATE, days), quantity: 12 * rng.int(1, 50) }))
          : [],
      });
    });
  }

  const id = index + 1;
  return {
    id,
    code: productCode(index),
    materialId: 300_000 + id,
    name: `${brandLine} ${story} ${silhouette.name}`,
    description: describeProduct(rng, { silhouette, team, brandLine, colours, labels, gender }),
    silhouetteCode: silhouette.code,
    productType: type,
    teamId: team?.id ?? null,
    categoryCode,
    gender,
    labels,
    gcp,
    createdAt,
    arrivalDate,
    prices,
    colours,
    variants,
  };
}

/** ~83% in stock, ~8% low, ~7% sold out, ~2% force-in-stock with nothing on hand. */
function stockFor(rng: Rng): { quantity: number; forceInStock: boolean } {
  const r = rng.next();
  if (r < 0.07) return { quantity: 0, forceInStock: false };
  if (r < 0.15) return { quantity: rng.int(1, 9), forceInStock: false };
  if (r < 0.17) return { quantity: 0, forceInStock: true };
  const s = rng.next();
  return { quantity: 20 + Math.floor(1980 * s * s), forceInStock: false };
}
