/**
 * Checkout data: address books (units' shared books and the consumer's own) and gift cards.
 * Gift-card numbers and PINs are development data, listed in the README.
 */
import { eq } from "drizzle-orm";
import { newGiftCardNumber } from "../../../domain/gift-cards.ts";
import { hashPassword } from "../../modules/auth/password.ts";
import type { DbOrTx } from "../client.ts";
import { addresses, giftCards, users } from "../schema/index.ts";
import { Rng } from "./rng.ts";

interface AddressSeed {
  firstName: string;
  lastName: string;
  companyName?: string;
  countryIso: string;
  line1: string;
  line2?: string;
  townCity: string;
  regionIso?: string;
  postcode: string;
  phone: string;
}

/** Address books by unit key; the dealer's has more than four, so the popup shows search and scrolls. */
const UNIT_ADDRESSES: Record<string, readonly AddressSeed[]> = {
  dealer: [
    { firstName: "Megan", lastName: "Alvarez", companyName: "Summit Caps Dealer", countryIso: "US", line1: "1450 Larimer Street", townCity: "Denver", regionIso: "US-CO", postcode: "80202", phone: "(303) 555-0142" },
    { firstName: "Receiving", lastName: "Dock", companyName: "Summit Caps Warehouse", countryIso: "US", line1: "4800 Dahlia Street", line2: "Door 7", townCity: "Denver", regionIso: "US-CO", postcode: "80216", phone: "(303) 555-0177" },
    { firstName: "Store", lastName: "Manager", companyName: "Summit Caps – Boulder Store", countryIso: "US", line1: "1200 Pearl Street", townCity: "Boulder", regionIso: "US-CO", postcode: "80302", phone: "(303) 555-0190" },
    { firstName: "Store", lastName: "Manager", companyName: "Summit Caps – Denver Store", countryIso: "US", line1: "500 16th Street", townCity: "Denver", regionIso: "US-CO", postcode: "80202", phone: "(303) 555-0155" },
    { firstName: "Event", lastName: "Team", companyName: "Summit Caps Events", countryIso: "US", line1: "1701 Bryant Street", townCity: "Denver", regionIso: "US-CO", postcode: "80204", phone: "(303) 555-0121" },
    { firstName: "Megan", lastName: "Alvarez", companyName: "Summit Caps Mountain Pop-up", countryIso: "US", line1: "600 East Main Street", townCity: "Aspen", regionIso: "US-CO", postcode: "81611", phone: "(970) 555-0133" },
  ],
  corporate: [
    { firstName: "Daniel", lastName: "Okafor", companyName: "Northwind Outfitters", countryIso: "US", line1: "200 Pine Street", townCity: "Seattle", regionIso: "US-WA", postcode: "98101", phone: "(206) 555-0110" },
  ],
  franchise: [
    { firstName: "Priya", lastName: "Raman", companyName: "Capstone Franchise Group", countryIso: "US", line1: "75 State Street", townCity: "Boston", regionIso: "US-MA", postcode: "02109", phone: "(617) 555-0163" },
  ],
  promo: [
    { firstName: "Tyler", lastName: "Brooks", companyName: "Brightline Promo Supply", countryIso: "US", line1: "333 West Wacker Drive", townCity: "Chicago", regionIso: "US-IL", postcode: "60606", phone: "(312) 555-0184" },
  ],
  buyer: [
    { firstName: "Marcus", lastName: "Bell", companyName: "Lakeshore Team Sports", countryIso: "US", line1: "1000 Lake Shore Drive", townCity: "Chicago", regionIso: "US-IL", postcode: "60611", phone: "(312) 555-0199" },
    { firstName: "Athletics", lastName: "Office", companyName: "Lakeshore Team Sports", countryIso: "US", line1: "2500 North Cannon Drive", townCity: "Chicago", regionIso: "US-IL", postcode: "60614", phone: "(312) 555-0120" },
  ],
  jpDealer: [
    { firstName: "Kenji", lastName: "Sato", companyName: "Sora Headwear Trading Co., Ltd.", countryIso: "JP", line1: "1-2-3 Jingumae", townCity: "Shibuya-ku", regionIso: "JP-13", postcode: "150-0001", phone: "03-5555-0199" },
  ],
  mxDealer: [
    { firstName: "Lucía", lastName: "Hernández", companyName: "Gorras del Norte S.A. de C.V.", countryIso: "MX", line1: "Av. Constitución 400", townCity: "Monterrey", regionIso: "MX-NLE", postcode: "64000", phone: "81 5555 0199" },
  ],
  harborview: [
    { firstName: "Accounts", lastName: "Payable", companyName: "Harborview Team Supply", countryIso: "US", line1: "88 Harbor Way", townCity: "San Diego", regionIso: "US-CA", postcode: "92101", phone: "(619) 555-0111" },
  ],
};

const SHOPPER_ADDRESSES: readonly AddressSeed[] = [
  { firstName: "Emily", lastName: "Carter", countryIso: "US", line1: "42 Maple Avenue", townCity: "Portland", regionIso: "US-OR", postcode: "97205", phone: "(503) 555-0147" },
  { firstName: "Emily", lastName: "Carter", countryIso: "US", line1: "9 Harbor Road", line2: "Apt 3B", townCity: "Portland", regionIso: "US-ME", postcode: "04101", phone: "(207) 555-0102" },
];

/**
 * Consumer-site gift cards (USD). The numbers are random with a Luhn check digit like issued
 * cards (decision 0032), drawn from a generator with a fixed seed (not SEED_RANDOM) so every
 * database, test and the README have the same ones. PIN and balance are in the README.
 */
const GIFT_CARD_NUMBERS_SEED = 0x6006_2026;
const seededDigits = new Rng(GIFT_CARD_NUMBERS_SEED);
const seedCard = (pin: string, balanceMinor: number) => ({ number: newGiftCardNumber(() => seededDigits.int(0, 9)), pin, balanceMinor });
export const SEED_GIFT_CARDS: readonly { number: string; pin: string; balanceMinor: number }[] = [
  seedCard("1234", 5_000),
  seedCard("2345", 50_000),
  seedCard("3456", 0),
  seedCard("4567", 2_500),
];

function addressRows(seeds: readonly AddressSeed[], owner: { unitId: number } | { userId: number }, prefix: string) {
  return seeds.map((a, i) => ({
    ...owner,
    code: `${prefix}-${i + 1}`,
    firstName: a.firstName,
    lastName: a.lastName,
    companyName: a.companyName ?? null,
    countryIso: a.countryIso,
    line1: a.line1,
    line2: a.line2 ?? null,
    townCity: a.townCity,
    regionIso: a.regionIso ?? null,
    postcode: a.postcode,
    phone: a.phone,
    phoneCountry: a.countryIso,
    isDefault: i === 0,
    verification: "verified" as const,
  }));
}

export async function seedCheckout(tx: DbOrTx, unitIds: ReadonlyMap<string, number>): Promise<Record<string, number>> {
  const rows = Object.entries(UNIT_ADDRESSES).flatMap(([key, seeds]) => {
    const unitId = unitIds.get(key);
    if (unitId === undefined) throw new Error(`seed: no unit ${key} for its addresses`);
    return addressRows(seeds, { unitId }, `U${unitId}`);
  });
  const [shopper] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "shopper@example.com"));
  if (shopper) rows.push(...addressRows(SHOPPER_ADDRESSES, { userId: shopper.id }, `C${shopper.id}`));
  await tx.insert(addresses).values(rows);
  const cards = await Promise.all(SEED_GIFT_CARDS.map(async (c) => ({ number: c.number, pinHash: await hashPassword(c.pin), currency: "USD", balanceMinor: c.balanceMinor })));
  await tx.insert(giftCards).values(cards);
  return { addresses: rows.length, giftCards: cards.length };
}
