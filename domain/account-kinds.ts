/** The kinds of account of the storefront (the database's `account_kind` enum is built from this list). */
export const ACCOUNT_KINDS = ["consumer", "dealer", "franchise", "corporate", "promo", "buyer", "approver", "salesrep", "agent"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
