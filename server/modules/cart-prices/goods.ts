import { and, desc, eq } from "drizzle-orm";
import { averageUnitPriceMinor, cartPriceSource, priceLineKey, type CartPriceSource } from "../../../domain/cart-prices.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { cartPriceLines, cartPriceRuns } from "../../db/schema/index.ts";
import { readCartPriceLines, type CartPriceLine } from "./lines.ts";

export interface PricedCartLine extends CartPriceLine {
  /** The latest completed ERP run priced this line at this very quantity. */
  erpPriced: boolean;
  /** The ERP's net unit price; null when not priced (yet) or when the ERP has none for the material. */
  yourUnitMinor: number | null;
  /** What the totals count per unit: the customer price when known, else the list price. */
  unitMinor: number | null;
  /** `unitMinor` × quantity (0 when the product has no price at all). */
  totalMinor: number;
}

/** The goods value of a cart before vouchers. */
export interface CartGoods {
  currency: Currency;
  source: CartPriceSource;
  lines: PricedCartLine[];
  /** Σ list price × quantity. */
  listSubtotalMinor: number;
  /** Σ line totals: customer prices where known, list prices otherwise. */
  subtotalMinor: number;
}

type PriceCtx = Pick<RequestContext, "db" | "user" | "site">;

export function priceSourceOf(ctx: Pick<RequestContext, "user" | "site">): CartPriceSource {
  return ctx.user ? cartPriceSource(ctx.user, ctx.site.b2b) : "list";
}

/**
 * Customer unit prices of the cart's latest COMPLETED price run, keyed by `priceLineKey`, with
 * the quantity each was priced for (a price holds only for that quantity: quantity scales).
 * Empty unless the user's cart prices come from the ERP (not dealers, consumers, hidden prices).
 */
export async function latestCustomerPrices(
  ctx: PriceCtx,
  cartId: number,
): Promise<Map<string, { quantity: number; yourUnitMinor: number | null }>> {
  const prices = new Map<string, { quantity: number; yourUnitMinor: number | null }>();
  if (priceSourceOf(ctx) !== "erp") return prices;
  const [run] = await ctx.db
    .select({ id: cartPriceRuns.id })
    .from(cartPriceRuns)
    .where(and(eq(cartPriceRuns.cartId, cartId), eq(cartPriceRuns.status, "COMPLETED")))
    .orderBy(desc(cartPriceRuns.cartVersion))
    .limit(1);
  if (!run) return prices;
  const rows = await ctx.db
    .select({
      materialId: cartPriceLines.materialId,
      code: cartPriceLines.deliveryTargetCode,
      year: cartPriceLines.deliveryYear,
      quantity: cartPriceLines.quantity,
      yourUnitMinor: cartPriceLines.yourPriceMinor,
    })
    .from(cartPriceLines)
    .where(eq(cartPriceLines.runId, run.id));
  for (const r of rows) {
    const target = r.code !== null && r.year !== null ? { code: r.code, year: r.year } : null;
    prices.set(priceLineKey(r.materialId, target), { quantity: r.quantity, yourUnitMinor: r.yourUnitMinor });
  }
  return prices;
}

/** Prices `lines` with the customer prices known for their quantities, else the list price. */
export function priceLines(lines: readonly CartPriceLine[], customer: ReadonlyMap<string, { quantity: number; yourUnitMinor: number | null }>): PricedCartLine[] {
  return lines.map((line) => {
    const known = customer.get(priceLineKey(line.materialId, line.deliveryTarget));
    const erpPriced = known !== undefined && known.quantity === line.quantity;
    const yourUnitMinor = erpPriced ? known.yourUnitMinor : null;
    const unitMinor = yourUnitMinor ?? line.listUnitMinor;
    return { ...line, erpPriced, yourUnitMinor, unitMinor, totalMinor: (unitMinor ?? 0) * line.quantity };
  });
}

/**
 * The cart's goods value, line by line: what every total of the cart starts from. Inside a
 * transaction, pass a context whose `db` is the transaction handle.
 */
export async function cartGoods(ctx: PriceCtx, cart: { id: number; currency: Currency }): Promise<CartGoods> {
  const lines = await readCartPriceLines(ctx.db, cart);
  const customer = await latestCustomerPrices(ctx, cart.id);
  const priced = priceLines(lines, customer);
  return {
    currency: cart.currency,
    source: priceSourceOf(ctx),
    lines: priced,
    listSubtotalMinor: priced.reduce((sum, l) => sum + (l.listUnitMinor ?? 0) * l.quantity, 0),
    subtotalMinor: priced.reduce((sum, l) => sum + l.totalMinor, 0),
  };
}

/** A base product's lines together (corporate accounts' aggregated prices and discounts). */
export interface AggregatedPrice {
  materialId: number;
  productCode: string;
  quantity: number;
  listUnitMinor: number | null;
  /** Average customer unit price over the product's lines; null unless every line has one. */
  discountUnitMinor: number | null;
  totalMinor: number;
  /** The customer pays less than list for it. */
  hasPromotions: boolean;
}

export function aggregateByProduct(lines: readonly PricedCartLine[]): AggregatedPrice[] {
  const byMaterial = new Map<number, PricedCartLine[]>();
  for (const line of lines) byMaterial.set(line.materialId, [...(byMaterial.get(line.materialId) ?? []), line]);
  return [...byMaterial.values()].map((group) => {
    const first = group[0] as PricedCartLine;
    const quantity = group.reduce((s, l) => s + l.quantity, 0);
    const totalMinor = group.reduce((s, l) => s + l.totalMinor, 0);
    const allCustomer = group.every((l) => l.yourUnitMinor !== null);
    const discountUnitMinor = allCustomer ? averageUnitPriceMinor(totalMinor, quantity) : null;
    return {
      materialId: first.materialId,
      productCode: first.productCode,
      quantity,
      listUnitMinor: first.listUnitMinor,
      discountUnitMinor,
      totalMinor,
      hasPromotions: discountUnitMinor !== null && first.listUnitMinor !== null && discountUnitMinor < first.listUnitMinor,
    };
  });
}
