import { sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { visitorPrice, type FormattedPrice } from "../catalog/visitor-price.ts";
import { ErpUnavailableError, type PricedLine, type PriceRequestLine } from "../../integrations/erp/pricing-port.ts";
import { PriceQuoteCache } from "./quote-cache.ts";

/** What a customer sees as "your price" for one material. */
export type CustomerPrice = { status: "OK"; yourPrice: FormattedPrice } | { status: "NOT_AVAILABLE" } | { status: "HIDDEN" };

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

/**
 * Net prices of the signed-in customer for `materialIds` (one unit each), from the ERP pricing
 * port, reusing this process's recent answers. Materials the ERP cannot price are NOT_AVAILABLE.
 */
export async function customerPrices(ctx: RequestContext, materialIds: readonly number[], signal?: AbortSignal): Promise<CustomerPricesResult> {
  const unitId = ctx.user?.unitId;
  if (!ctx.site.b2b || unitId === null || unitId === undefined) return { kind: "noCustomer" };
  // Hidden prices are not even asked for: nothing about them reaches the page.
  if (ctx.user?.pricesHidden) return { kind: "priced", prices: new Map(materialIds.map((id) => [id, { status: "HIDDEN" as const }])) };
  const soldTo = await soldToOf(ctx, unitId);
  if (!soldTo) return { kind: "noCustomer" };

  let lines: Map<number, PricedLine>;
  try {
    const quoted = await quoteMaterials(ctx, soldTo, materialIds.map((materialId) => ({ materialId, quantity: 1 })), signal);
    lines = new Map(quoted.map((line) => [line.materialId, line]));
  } catch (error) {
    ctx.log.warn({ err: error, soldTo }, "ERP price simulation failed");
    return { kind: "erpUnavailable" };
  }

  const prices = new Map<number, CustomerPrice>();
  for (const id of materialIds) {
    const net = lines.get(id)?.netUnitPriceMinor ?? null;
    const yourPrice = visitorPrice(ctx, net);
    prices.set(id, yourPrice ? { status: "OK", yourPrice } : { status: "NOT_AVAILABLE" });
  }
  return { kind: "priced", prices };
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
