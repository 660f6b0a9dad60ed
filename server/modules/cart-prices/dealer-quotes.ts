import { and, eq, lt } from "drizzle-orm";
import { priceLineKey } from "../../../domain/cart-prices.ts";
import { isCurrency, type Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { cartPriceLines, cartPriceRuns, carts } from "../../db/schema/index.ts";
import type { PricedLine } from "../../integrations/erp/pricing-port.ts";
import { quoteMaterials, userSoldTo } from "../pricing/customer-prices.ts";
import { PricesUnavailableError } from "./prices-unavailable.ts";
import { storedPriceState } from "./goods.ts";
import { erpLinesFrom, erpLinesOf, type ErpLine } from "./runs.ts";

/** How long reading a dealer's cart waits for the ERP's quote of its lines. */
const QUOTE_WAIT_MS = 8_000;

/**
 * The dealer's price handling (decision 0043): dealers skip the asynchronous price update; the
 * first read of a cart version quotes its lines (per material and delivery target, the line's
 * quantity, so quantity scales count) from the pricing port, through the per-process quote cache
 * the product page's price uses, and stores them as that version's COMPLETED price run. Every
 * total, the checkout and the order then read those prices, so what the dealer is shown is what
 * the order charges. A cart whose lines all hold their quoted quantity asks nothing and answers
 * those prices (null: read them again, after quoting). The ERP
 * failing or not answering in time throws PricesUnavailableError (503, decision 0048): no dealer
 * amount is ever shown at another figure, and nothing is stored.
 *
 * Call it on the pool, never inside a transaction (the local ERP adapter reads the catalogue on
 * the pool: on the embedded database that would wait for the transaction forever).
 */
export async function quoteDealerCart(ctx: RequestContext, cartId: number): Promise<Map<string, number | null> | null> {
  if ((ctx.user?.unitId ?? null) === null) return null;
  // Every line still has the price quoted for its quantity (a lock alone bumps the version): the
  // common case, answered with the prices in one statement.
  const stored = await storedPriceState(ctx, cartId);
  if (stored.complete) return stored.prices;
  const [cart] = await ctx.db.select({ version: carts.version, code: carts.code, currency: carts.currency, mode: carts.mode }).from(carts).where(eq(carts.id, cartId));
  if (!cart || !isCurrency(cart.currency)) return null;
  const lines = await erpLinesOf(ctx.db, { id: cartId, code: cart.code, version: cart.version, currency: cart.currency, mode: cart.mode });
  if (lines.length === 0 || lines.every((l) => stored.prices.has(priceLineKey(l.materialId, l.deliveryTarget)))) return null;
  const soldTo = await userSoldTo(ctx);
  if (soldTo === null) return null;
  const priced = await quoteOrRefuse(ctx, soldTo, cart.currency, lines, cartId);
  // The run, its lines and the removal of older runs commit together: a request quoting a newer
  // version at the same moment removes older runs, so a run must never be seen without its lines.
  await ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(cartPriceRuns)
      .values({ cartId, cartVersion: cart.version, soldTo, currency: cart.currency, status: "COMPLETED", startedAt: ctx.now, finishedAt: ctx.now })
      .onConflictDoNothing()
      .returning({ id: cartPriceRuns.id });
    // Another request quoted this version a moment ago.
    if (!run) return;
    await tx.insert(cartPriceLines).values(
      lines.map((l, i) => {
        const unit = priced[i]?.netUnitPriceMinor ?? null;
        return {
          runId: run.id,
          materialId: l.materialId,
          deliveryTargetCode: l.deliveryTarget?.code ?? null,
          deliveryYear: l.deliveryTarget?.year ?? null,
          quantity: l.quantity,
          yourPriceMinor: unit,
          entryTotalMinor: unit === null ? null : unit * l.quantity,
        };
      }),
    );
    await tx.delete(cartPriceRuns).where(and(eq(cartPriceRuns.cartId, cartId), lt(cartPriceRuns.cartVersion, cart.version)));
  });
  return null;
}

/**
 * Before a dealer's cart change (decision 0048): quotes the cart's lines as they will be after it
 * (`rows`: every size's quantity after the change, per delivery target) through the quote cache,
 * so a change the ERP cannot price is refused (PricesUnavailableError, 503) before anything is
 * written, and the quote after the change's transaction (`quoteDealerCart`) is answered from the
 * cache. On the pool, never inside a transaction.
 */
export async function quoteDealerChange(
  ctx: RequestContext,
  cart: { id: number; currency: Currency },
  rows: Iterable<{ materialId: number; deliveryTargetCode: string | null; deliveryYear: number | null; quantity: number }>,
): Promise<void> {
  const lines = erpLinesFrom(rows);
  if (lines.length === 0) return;
  const soldTo = await userSoldTo(ctx);
  if (soldTo !== null) await quoteOrRefuse(ctx, soldTo, cart.currency, lines, cart.id);
}

/** The quote of `lines` for the dealer, or PricesUnavailableError when the ERP fails or does not answer in time. */
async function quoteOrRefuse(ctx: RequestContext, soldTo: string, currency: Currency, lines: readonly ErpLine[], cartId: number): Promise<PricedLine[]> {
  try {
    return await quoteMaterials({ ...ctx, currency }, soldTo, lines, AbortSignal.timeout(QUOTE_WAIT_MS));
  } catch (error) {
    ctx.log.warn({ err: error, soldTo, cartId }, "ERP quote of a dealer cart failed");
    throw new PricesUnavailableError(error);
  }
}
