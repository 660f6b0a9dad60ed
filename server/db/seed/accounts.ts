/**
 * Units, users and their links: exactly the accounts of DESIGN.md's table, plus a sales-rep
 * tree of units without a login and cost centres.
 */
import { SITE_IDS, type SiteId } from "../../../domain/sites.ts";
import { CURRENT_TERMS_VERSION } from "../../../domain/terms.ts";
import type { DbOrTx } from "../client.ts";
import { costCentres, salesRepUnits, unitApprovalRules, unitApprovers, units, userSites, userUnits, users } from "../schema/index.ts";
import { hashPassword } from "../../modules/auth/password.ts";
import { mustGet } from "./reference.ts";

export const DEMO_PASSWORD = "Brim#2026";
/** The seeded accounts accepted the terms in force, so they sign in with `username`, `password` and `CSRFToken` alone (DESIGN.md). */
const TERMS_ACCEPTED_AT = new Date("2026-01-15T09:00:00Z");

type Kind = (typeof units.$inferInsert)["accountKind"];

interface UnitSeed {
  key: string;
  uid: string;
  name: string;
  siteId: SiteId;
  kind: Kind;
  parent?: string;
  creditBlocked?: boolean;
  orderExportEnabled?: boolean;
  creditLimitMinor?: number;
}

const UNITS: readonly UnitSeed[] = [
  // Units with a login.
  { key: "dealer", uid: "0010000101", name: "Summit Caps Dealer", siteId: "us", kind: "dealer", creditLimitMinor: 250_000_000 /* USD 2.5M */ },
  { key: "corporate", uid: "0010000102", name: "Northwind Outfitters Corporate", siteId: "us", kind: "corporate" },
  { key: "franchise", uid: "0010000103", name: "Capstone Franchise Group", siteId: "us", kind: "franchise", orderExportEnabled: false },
  { key: "promo", uid: "0010000104", name: "Brightline Promo Supply", siteId: "us", kind: "promo" },
  // The buyer's company: a corporate account whose orders go through an approver.
  { key: "buyer", uid: "0010000105", name: "Lakeshore Team Sports", siteId: "us", kind: "corporate" },
  // The buyer's second company (the company switch, decision 0054): no approval rule, its orders are placed at once.
  { key: "buyerYouth", uid: "0010000106", name: "Lakeshore Youth Athletics", siteId: "us", kind: "corporate" },
  { key: "jpDealer", uid: "0020000201", name: "Sora Headwear Trading Co., Ltd.", siteId: "jp", kind: "dealer", creditLimitMinor: 30_000_000 /* JPY 30M */ },
  { key: "mxDealer", uid: "0030000301", name: "Gorras del Norte S.A. de C.V.", siteId: "mx", kind: "dealer", creditLimitMinor: 500_000_000 /* MXN 5M */ },
  // The sales representative's tree: top units and their sub-units, no login.
  { key: "summitDenver", uid: "0010000111", name: "Summit Caps – Denver Store", siteId: "us", kind: "dealer", parent: "dealer" },
  { key: "summitBoulder", uid: "0010000112", name: "Summit Caps – Boulder Store", siteId: "us", kind: "dealer", parent: "dealer" },
  { key: "ridgeline", uid: "0010000120", name: "Ridgeline Sports Co.", siteId: "us", kind: "dealer", creditLimitMinor: 100_000_000 /* USD 1M */ },
  { key: "ridgeSpokane", uid: "0010000121", name: "Ridgeline Sports – Spokane", siteId: "us", kind: "dealer", parent: "ridgeline" },
  { key: "ridgeBoise", uid: "0010000122", name: "Ridgeline Sports – Boise", siteId: "us", kind: "dealer", parent: "ridgeline" },
  { key: "ridgeMissoula", uid: "0010000123", name: "Ridgeline Sports – Missoula", siteId: "us", kind: "dealer", parent: "ridgeline" },
  { key: "harborview", uid: "0010000130", name: "Harborview Team Supply", siteId: "us", kind: "dealer", creditBlocked: true },
  { key: "harborOutlet", uid: "0010000131", name: "Harborview Team Supply – Outlet", siteId: "us", kind: "dealer", parent: "harborview", creditBlocked: true },
  { key: "prairie", uid: "0010000140", name: "Prairie Fan Shop", siteId: "us", kind: "franchise" },
  { key: "prairieWichita", uid: "0010000141", name: "Prairie Fan Shop – Wichita", siteId: "us", kind: "franchise", parent: "prairie" },
  { key: "prairieTopeka", uid: "0010000142", name: "Prairie Fan Shop – Topeka", siteId: "us", kind: "franchise", parent: "prairie" },
];

const SALES_REP_TOP_UNITS = ["dealer", "ridgeline", "harborview", "prairie"] as const;

interface UserSeed {
  email: string;
  name: string;
  kind: Kind;
  unit: string | null;
  sites: readonly SiteId[];
  language: "en" | "ja" | "es";
  currency: "USD" | "JPY" | "MXN";
  dealerOwner?: boolean;
  rapidDelivery?: boolean;
}

/** Who approves whose orders is the unit's (unit_approvers below, decision 0052). */
const USERS: readonly UserSeed[] = [
  { email: "dealer@example.com", name: "Megan Alvarez", kind: "dealer", unit: "dealer", sites: ["us"], language: "en", currency: "USD", dealerOwner: true },
  { email: "corporate@example.com", name: "Daniel Okafor", kind: "corporate", unit: "corporate", sites: ["us"], language: "en", currency: "USD" },
  { email: "franchise@example.com", name: "Priya Raman", kind: "franchise", unit: "franchise", sites: ["us"], language: "en", currency: "USD" },
  { email: "promo@example.com", name: "Tyler Brooks", kind: "promo", unit: "promo", sites: ["us"], language: "en", currency: "USD" },
  { email: "approver@example.com", name: "Hannah Lindqvist", kind: "approver", unit: "buyer", sites: ["us"], language: "en", currency: "USD" },
  { email: "buyer@example.com", name: "Marcus Bell", kind: "buyer", unit: "buyer", sites: ["us"], language: "en", currency: "USD" },
  { email: "salesrep@example.com", name: "Olivia Chen", kind: "salesrep", unit: null, sites: ["us"], language: "en", currency: "USD" },
  // A second customer in the sales rep's tree (decision 0056: a rep prepares saved bags for several customers).
  { email: "ridgeline@example.com", name: "Sam Ortiz", kind: "dealer", unit: "ridgeline", sites: ["us"], language: "en", currency: "USD" },
  { email: "agent@example.com", name: "Jordan Whitaker", kind: "agent", unit: null, sites: SITE_IDS, language: "en", currency: "USD" },
  { email: "jp.dealer@example.com", name: "Kenji Sato", kind: "dealer", unit: "jpDealer", sites: ["jp"], language: "ja", currency: "JPY", dealerOwner: true, rapidDelivery: true },
  { email: "mx.dealer@example.com", name: "Lucía Hernández", kind: "dealer", unit: "mxDealer", sites: ["mx"], language: "es", currency: "MXN", dealerOwner: true },
  { email: "shopper@example.com", name: "Emily Carter", kind: "consumer", unit: null, sites: ["b2c"], language: "en", currency: "USD" },
];

const COST_CENTRES: readonly { unit: string; code: string; name: string }[] = [
  { unit: "corporate", code: "CC-100", name: "Marketing" },
  { unit: "corporate", code: "CC-200", name: "Events & Sponsorship" },
  { unit: "corporate", code: "CC-300", name: "Retail Stores" },
  { unit: "buyer", code: "CC-410", name: "Athletics" },
  { unit: "buyer", code: "CC-420", name: "Booster Club" },
];

/** Other units than their home unit that users belong to (the company switch). */
const MEMBERSHIPS: readonly { email: string; unit: string }[] = [{ email: "buyer@example.com", unit: "buyerYouth" }];

export interface AccountsSummary {
  /** Unit id by key (dealer, corporate, franchise, promo, buyer, jpDealer, mxDealer, ...). */
  unitIds: Map<string, number>;
  counts: Record<string, number>;
}

export async function seedAccounts(tx: DbOrTx): Promise<AccountsSummary> {
  const unitIds = new Map<string, number>();
  // One insert per unit: parents precede their children in UNITS, and there are only a few.
  for (const u of UNITS) {
    const [row] = await tx
      .insert(units)
      .values({
        uid: u.uid,
        name: u.name,
        siteId: u.siteId,
        parentId: u.parent ? mustGet(unitIds, u.parent) : null,
        accountKind: u.kind,
        creditBlocked: u.creditBlocked ?? false,
        orderExportEnabled: u.orderExportEnabled ?? true,
        creditLimitMinor: u.creditLimitMinor ?? null,
      })
      .returning({ id: units.id });
    if (!row) throw new Error(`seed: unit ${u.key} not inserted`);
    unitIds.set(u.key, row.id);
  }

  // Demo data only: the password is hashed once and the same encoded Argon2id hash (with its
  // one salt) is stored for every demo account, which saves ~30 ms per account. Real accounts
  // always get their own salt from hashPassword().
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const userIds = new Map<string, number>();
  const siteRows: (typeof userSites.$inferInsert)[] = [];
  for (const u of USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        email: u.email,
        name: u.name,
        passwordHash,
        kind: u.kind,
        unitId: u.unit ? mustGet(unitIds, u.unit) : null,
        language: u.language,
        currency: u.currency,
        dealerOwner: u.dealerOwner ?? false,
        rapidDelivery: u.rapidDelivery ?? false,
        // Dealers and franchisees show the catalogue to their own customers: they may hide prices.
        priceHidingAvailable: u.kind === "dealer" || u.kind === "franchise",
        termsVersion: CURRENT_TERMS_VERSION,
        termsAcceptedAt: TERMS_ACCEPTED_AT,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`seed: user ${u.email} not inserted`);
    userIds.set(u.email, row.id);
    for (const siteId of u.sites) siteRows.push({ userId: row.id, siteId });
  }
  await tx.insert(userSites).values(siteRows);

  const repId = mustGet(userIds, "salesrep@example.com");
  await tx
    .insert(salesRepUnits)
    .values(SALES_REP_TOP_UNITS.map((key) => ({ repUserId: repId, unitId: mustGet(unitIds, key) })));

  await tx
    .insert(costCentres)
    .values(COST_CENTRES.map((c) => ({ unitId: mustGet(unitIds, c.unit), code: c.code, name: c.name, currency: "USD" })));

  // Every order of the buyer's company waits for its approver (no threshold).
  await tx.insert(unitApprovalRules).values({ unitId: mustGet(unitIds, "buyer"), thresholdMinor: null, currency: "USD" });
  await tx.insert(unitApprovers).values({ unitId: mustGet(unitIds, "buyer"), userId: mustGet(userIds, "approver@example.com") });

  // Units besides their home unit that users may switch to (the home unit is always theirs).
  await tx.insert(userUnits).values(MEMBERSHIPS.map((m) => ({ userId: mustGet(userIds, m.email), unitId: mustGet(unitIds, m.unit) })));

  return {
    unitIds,
    counts: {
      units: UNITS.length,
      users: USERS.length,
      userSites: siteRows.length,
      salesRepUnits: SALES_REP_TOP_UNITS.length,
      costCentres: COST_CENTRES.length,
      userUnits: MEMBERSHIPS.length,
    },
  };
}
