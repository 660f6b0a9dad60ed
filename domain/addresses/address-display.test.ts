import { describe, expect, it } from "vitest";
import type { Language } from "../sites.ts";
import { addressDisplayLines, type NamedAddress } from "./address-display.ts";
import { countryName } from "./countries.ts";

/** Region names as the server's region data gives them (server/modules/addresses/regions.ts). */
const REGION_NAMES: Record<string, Partial<Record<Language, string>>> = {
  "US-CO": { en: "Colorado" },
  "JP-13": { en: "Tokyo", ja: "東京都" },
  "MX-NLE": { en: "Nuevo León", es: "Nuevo León" },
};

/** A stored address (codes) named in a language, as the confirmation and the book name them. */
function named(a: Omit<NamedAddress, "regionName" | "countryName"> & { regionIso: string | null; countryIso: string }, language: Language): NamedAddress {
  const regionName = a.regionIso === null ? null : (REGION_NAMES[a.regionIso]?.[language] ?? null);
  return { ...a, regionName, countryName: countryName(a.countryIso, language) };
}

const denver = { firstName: "Megan", lastName: "Alvarez", companyName: "Summit Caps Dealer", line1: "1450 Larimer Street", line2: null, townCity: "Denver", regionIso: "US-CO", postcode: "80202", countryIso: "US" };
const tokyo = { firstName: "Kenji", lastName: "Sato", companyName: "Sora Headwear Trading Co., Ltd.", line1: "1-2-3 Jingumae", line2: null, townCity: "Shibuya-ku", regionIso: "JP-13", postcode: "150-0001", countryIso: "JP" };
const monterrey = { firstName: "Lucía", lastName: "Hernández", companyName: "Gorras del Norte S.A. de C.V.", line1: "Av. Constitución 400", line2: null, townCity: "Monterrey", regionIso: "MX-NLE", postcode: "64000", countryIso: "MX" };
const portland = { firstName: "Emily", lastName: "Carter", companyName: null, line1: "9 Harbor Road", line2: "Apt 3B", townCity: "Portland", regionIso: null, postcode: "04101", countryIso: "US" };

describe("addressDisplayLines", () => {
  it.each([
    ["US, English", denver, "en", ["Megan Alvarez", "Summit Caps Dealer", "1450 Larimer Street", "Denver, Colorado 80202", "United States"]],
    ["Japan, Japanese", tokyo, "ja", ["Kenji Sato", "Sora Headwear Trading Co., Ltd.", "1-2-3 Jingumae", "Shibuya-ku, 東京都 150-0001", "日本"]],
    ["Japan, English", tokyo, "en", ["Kenji Sato", "Sora Headwear Trading Co., Ltd.", "1-2-3 Jingumae", "Shibuya-ku, Tokyo 150-0001", "Japan"]],
    ["Mexico, Spanish", monterrey, "es", ["Lucía Hernández", "Gorras del Norte S.A. de C.V.", "Av. Constitución 400", "Monterrey, Nuevo León 64000", "México"]],
    ["no company, a second line, no region", portland, "en", ["Emily Carter", "9 Harbor Road, Apt 3B", "Portland, 04101", "United States"]],
  ] as const)("%s", (_label, address, language, lines) => {
    expect(addressDisplayLines(named(address, language))).toEqual(lines);
  });

  it("never shows the stored codes", () => {
    const lines = addressDisplayLines(named(denver, "en")).join("\n");
    expect(lines).not.toMatch(/US-CO|\bUS\b/);
  });
});
