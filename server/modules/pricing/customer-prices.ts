import { and, eq, inArray, sql } from "drizzle-orm";
import { chargedUnitPrice, QUANTITY_SCALE_STEPS, quantityScale, type PriceSource, type ScaleRow } from "../../../domain/dealer-price.ts";
import type { RequestContext } from "../../context.ts";
import { prices as listPrices, products } from "../../db/schema/index.ts";
import { formattedPrice, type FormattedPrice } from "../catalog/visitor-price.ts";
import { ErpUnavailableError, type PricedLine, type PriceRequestLine } from "../../integrations/erp/pricing-port.ts";
import { PriceQuoteCache } from "./quote-cache.ts";

/** One row of the quantity scale: from `minQuantity` units on one order line, this unit price. */
export interface ScalePrice {
  minQuantity: number;
  yourPrice: FormattedPrice;
}

/**
 * What a customer sees as "your price" for one material: the unit price a cart line of one unit
 * is charged (`source` LIST: the ERP has no condition, the MSRP is charged, decision 0048), and the
 * quantity scale, each row what a line of that many units is charged.
 */
export type CustomerPrice =
  | { status: "OK"; yourPrice: FormattedPrice; source: PriceSource; scale: ScalePrice[] }
  | { status: "NOT_AVAILABLE" }
  | { status: "HIDDEN" };

export type CustomerPricesResult =
  | { kind: "priced"; prices: Map<number, CustomerPrice> }
  /** Consumers, and partner users without a customer unit, have no customer prices. */
  | { kind: "noCustomer" }
  /** The ERP failed or did not answer in time; amounts are shown as not available. */
  | { kind: "erpUnavailable" };

/** The top-level unit of a unit: the sold-to party the ERP prices for. */
export async function soldToOf(ctx: Pick<RequestContext, "db">, unitId: number): Promise<string | null> {
  const result = await ctx.db.execute<{ uid: string }>(sql`
    with recursive chain(id, uid, parent_id, depth) as (
      select id, uid, parent_id, 0 from units where id = ${unitId}
      union all
      select u.id, u.uid, u.parent_id, c.depth + 1 from units u join chain c on u.id = c.parent_id where c.depth < 20
    )
    select uid from chain where parent_id is null limit 1`);
  return result.rows[0]?.uid ?? null;
}

const soldToByUser = new WeakMap<object, { unitId: number; soldTo: Promise<string | null> }>();

/**
 * `soldToOf` the signed-in user's unit, looked up once per request (the session's user object is
 * the request's own): a dealer's cart change quotes before and after its transaction.
 */
export function userSoldTo(ctx: Pick<RequestContext, "db" | "user">): Promise<string | null> {
  const user = ctx.user;
  if (!user || user.unitId === null) return Promise.resolve(null);
  const known = soldToByUser.get(user);
  if (known?.unitId === user.unitId) return known.soldTo;
  const soldTo = soldToOf(ctx, user.unitId);
  soldToByUser.set(user, { unitId: user.unitId, soldTo });
  return soldTo;
}

/**
 * Prices of the signed-in customer for `materialIds` (one unit and each quantity scale step), from
 * the ERP pricing port in one call, reusing this process's recent answers. A material the ERP has
 * no condition for is charged its MSRP (LIST); one with neither is NOT_AVAILABLE.
 */
export async function customerPrices(ctx: RequestContext, materialIds: readonly number[], signal?: AbortSignal): Promise<CustomerPricesResult> {
  const unitId = ctx.user?.unitId;
  if (!ctx.site.b2b || unitId === null || unitId === undefined) return { kind: "noCustomer" };
  // Hidden prices are not even asked for: nothing about them reaches the page.
  if (ctx.user?.pricesHidden) return { kind: "priced", prices: new Map(materialIds.map((id) => [id, { status: "HIDDEN" as const }])) };
  const soldTo = await soldToOf(ctx, unitId);
  if (!soldTo) return { kind: "noCustomer" };

  const request = materialIds.flatMap((materialId) => QUANTITY_SCALE_STEPS.map((quantity) => ({ materialId, quantity })));
  let quoted: PricedLine[];
  try {
    quoted = await quoteMaterials(ctx, soldTo, request, signal);
  } catch (error) {
    ctx.log.warn({ err: error, soldTo }, "ERP price simulation failed");
    return { kind: "erpUnavailable" };
  }
  const msrp = await msrpOf(ctx, materialIds);

  const prices = new Map<number, CustomerPrice>();
  for (const id of materialIds) {
    const steps = request.flatMap((line, i) => {
      const charged = line.materialId === id ? chargedUnitPrice(quoted[i]?.netUnitPriceMinor ?? null, msrp.get(id) ?? null) : null;
      return charged ? [{ ...charged, minQuantity: line.quantity }] : [];
    });
    prices.set(id, customerPriceOf(ctx, quantityScale(steps)));
  }
  return { kind: "priced", prices };
}

function customerPriceOf(ctx: Pick<RequestContext, "currency" | "locale">, scale: readonly ScaleRow[]): CustomerPrice {
  const first = scale[0];
  if (first?.minQuantity !== 1) return { status: "NOT_AVAILABLE" };
  return {
    status: "OK",
    yourPrice: formattedPrice(ctx, first.unitMinor),
    source: first.source,
    scale: scale.map((row) => ({ minQuantity: row.minQuantity, yourPrice: formattedPrice(ctx, row.unitMinor) })),
  };
}

/** The catalogue's list price (MSRP) per material in the context's currency: what a cart line counts without an ERP price. */
async function msrpOf(ctx: Pick<RequestContext, "db" | "currency">, materialIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ materialId: products.materialId, msrpMinor: listPrices.msrpMinor })
    .from(products)
    .innerJoin(listPrices, and(eq(listPrices.productId, products.id), eq(listPrices.currency, ctx.currency)))
    .where(inArray(products.materialId, [...materialIds]));
  return new Map(rows.map((r) => [r.materialId, r.msrpMinor]));
}

/**
 * The ERP's price of each line (material and quantity) for `soldTo` in the context's currency,
 * in request order, asking the ERP only for lines this process has not priced recently (the
 * product page's quotes and the dealer cart's, decision 0043). Throws when the ERP fails.
 */
export async function quoteMaterials(
  ctx: Pick<RequestContext, "deps" | "now" | "currency">,
  soldTo: string,
  request: readonly PriceRequestLine[],
  signal?: AbortSignal,
): Promise<PricedLine[]> {
  const cache = ctx.deps.priceQuotes;
  const now = ctx.now.getTime();
  const keyOf = (line: PriceRequestLine) => PriceQuoteCache.key(soldTo, ctx.currency, line.materialId, line.quantity);
  const known = request.map((line) => cache.lookup(keyOf(line), now));
  const missing = request.filter((_, i) => known[i] === undefined);
  if (missing.length === 0) return known.filter((line): line is PricedLine => line !== undefined);
  const priced = await ctx.deps.pricing.priceMaterials({ soldTo, currency: ctx.currency, lines: [...missing] }, signal);
  // The port answers line by line in request order; anything else is a broken answer.
  if (priced.length !== missing.length || priced.some((p, i) => p.materialId !== missing[i]?.materialId)) throw new ErpUnavailableError("ERP answered other lines than asked");
  let next = 0;
  return request.map((line, i) => {
    const hit = known[i];
    if (hit) return hit;
    const fresh = priced[next++] as PricedLine;
    cache.store(keyOf(line), fresh, now);
    return fresh;
  });
}
