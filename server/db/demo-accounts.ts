/** The demo accounts of DESIGN.md, as printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: "dealer@example.com", sites: "/partner", description: "dealer, all three booking modes, booking windows" },
  { email: "corporate@example.com", sites: "/partner", description: "corporate account (aggregated prices, discounts)" },
  { email: "franchise@example.com", sites: "/partner", description: "franchise account, order export disabled" },
  { email: "promo@example.com", sites: "/partner", description: "promo/discount user (sales rep, no stock limits)" },
  { email: "buyer@example.com", sites: "/partner", description: "buyer whose orders need approval" },
  { email: "approver@example.com", sites: "/partner", description: "approver of buyer@example.com" },
  { email: "salesrep@example.com", sites: "/partner", description: "sales representative with a tree of customers" },
  { email: "agent@example.com", sites: "all", description: "assisted-service agent" },
  { email: "jp.dealer@example.com", sites: "/jp/partner", description: "Japanese dealer, rapid delivery" },
  { email: "mx.dealer@example.com", sites: "/mx/partner", description: "Mexican dealer" },
  { email: "shopper@example.com", sites: "/", description: "consumer" },
] as const;
