import { eq, or } from "drizzle-orm";
import { type AddLineStatus, quantityToAdd } from "../../../domain/cart-lines.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { products } from "../../db/schema/index.ts";
import { rememberSessionCart } from "../auth/sessions.ts";
import { quoteDealerChange } from "../cart-prices/dealer-quotes.ts";
import { cartCustomerPriceLookup, priceSourceOf, pricedCartView } from "../cart-prices/goods.ts";
import { activeCart, type CartRef } from "./active-cart.ts";
import { GUEST_CART_MODE, guestCart, isGuestShopper } from "./guest-cart.ts";
import { type CartFailure, checkLines, type LineInput, lineKey, resolveVariants, type ResolvedVariant } from "./cart-line-input.ts";
import { cartEntriesOf, type LineWrite, lockCart, lockOwnedCart, type StoredLine, storedLinesOf, writeLines } from "./cart-store.ts";
import { cartDeliveryTargets, type CartView, type CartViewOptions, loadCartView } from "./cart-view.ts";

export type CartResult<T> = { ok: true; value: T } | { ok: false; failure: CartFailure };

export interface LineOutcome {
  upc: string;
  target: { code: string; year: number } | null;
  quantityAdded: number;
  /** The line's quantity after the change. */
  quantity: number;
  statusCode: AddLineStatus;
}

export interface CartChangeResult {
  view: CartView;
  outcomes: LineOutcome[];
}

const fail = (failure: CartFailure) => ({ ok: false as const, failure });

/** The session's active cart, or why there is none. */
export async function sessionCart(ctx: RequestContext): Promise<CartResult<CartRef>> {
  const found = await activeCart(ctx);
  if (found.ok) return { ok: true, value: found.cart };
  return fail(found.reason === "signedOut" ? { kind: "signedOut" } : { kind: "noCart" });
}

/** A visitor's basket that does not exist yet: nothing to show or change (decision 0041). */
export const EMPTY_BASKET: CartFailure = { kind: "notFound", message: "Your basket is empty." };

/**
 * The cart the cart pages and calls work on: the session's active cart for a signed-in user, the
 * visitor's basket on the consumer site (created only when `create`: adding), else signed out.
 * Checkout, payment and vouchers use `sessionCart`: a visitor signs in to check out.
 */
export async function shopperCart(ctx: RequestContext, options: { create?: boolean } = {}): Promise<CartResult<CartRef>> {
  if (ctx.list) return { ok: true, value: ctx.list };
  if (ctx.opensQuickOrder) return quickOrderOf(ctx, options.create === true);
  if (!isGuestShopper(ctx)) return sessionCart(ctx);
  const cart = await guestCart(ctx, options.create === true);
  return cart ? { ok: true, value: cart } : fail(EMPTY_BASKET);
}

/** The user's quick order not opened when the call began (decision 0060): opened only when `create` (a write, inside its transaction). */
async function quickOrderOf(ctx: RequestContext, create: boolean): Promise<CartResult<CartRef>> {
  const found = await activeCart(ctx, "quickOrder", { create });
  if (found.ok) return { ok: true, value: found.cart };
  if (found.reason === "none") return fail({ kind: "notFound", message: translate(ctx.language, "lists.error.notInThisList") });
  return fail(found.reason === "signedOut" ? { kind: "signedOut" } : { kind: "noCart" });
}

/**
 * The list or cart a write works on, looked up inside the write's transaction `tx`: the quick
 * order not opened yet, or a first cart, is opened there, so a refused write (rolled back)
 * leaves none behind (decision 0060). Refusals are thrown as CartRefusal.
 */
export async function cartToWrite(ctx: RequestContext, tx: DbOrTx): Promise<CartRef> {
  const opened = await shopperCart({ ...ctx, db: tx }, { create: true });
  if (!opened.ok) throw new CartRefusal(opened.failure);
  return opened.value;
}

/** The booking mode of the cart a change works on: the session's, or STOCK for a visitor's basket. */
function cartModeOf(ctx: RequestContext) {
  if (ctx.list) return ctx.list.mode;
  return isGuestShopper(ctx) ? GUEST_CART_MODE : ctx.bookingMode;
}

/** The cart as the page and the JSON show it. */
export async function readCart(ctx: RequestContext, options: CartViewOptions = {}): Promise<CartResult<CartView>> {
  const cart = await sessionCart(ctx);
  if (!cart.ok) return cart;
  return { ok: true, value: await loadCartView(ctx, ctx.db, cart.value, options) };
}

/** Same variant and target asked twice in one call: one line with the quantities summed. */
function mergeDuplicates(lines: readonly LineInput[], sum: boolean): LineInput[] {
  const merged = new Map<string, LineInput>();
  for (const line of lines) {
    const key = `${line.upc}|${line.target?.code ?? ""}|${line.target?.year ?? 0}|${line.entryNumber ?? -1}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: sum ? seen.quantity + line.quantity : line.quantity } : line);
  }
  return [...merged.values()];
}

export interface Planned {
  writes: LineWrite[];
  outcomes: LineOutcome[];
}

/**
 * What each requested line becomes. `add` lines add to what is there; the others set the
 * quantity (0 hides the line). Either way the rules of `quantityToAdd` decide how much fits.
 */
export function planLines(
  ctx: RequestContext,
  cart: CartRef,
  lines: readonly LineInput[],
  found: ReadonlyMap<string, ResolvedVariant>,
  stored: ReadonlyMap<string, StoredLine>,
  maxEntryNumber: number,
  add: boolean,
): Planned {
  let nextEntry = maxEntryNumber + 1;
  const writes: LineWrite[] = [];
  const outcomes: LineOutcome[] = [];
  for (const line of lines) {
    const variant = found.get(line.upc);
    if (!variant) continue;
    const code = line.target?.code ?? null;
    const year = line.target?.year ?? null;
    const existing = stored.get(lineKey(variant.variantId, code, year));
    const current = existing && !existing.deleted ? existing.quantity : 0;
    const adding = add && !(line.entryNumber !== undefined && line.entryNumber >= 0);
    const { quantityAdded, status } = quantityToAdd({
      mode: cart.mode,
      current: adding ? current : 0,
      requested: line.quantity,
      stockLeft: variant.stockLeft,
      maxOrderQuantity: variant.maxOrderQuantity,
      forceInStock: variant.forceInStock,
      skipStockLimits: ctx.user?.kind === "promo",
    });
    const quantity = adding ? current + quantityAdded : quantityAdded;
    outcomes.push({ upc: line.upc, target: line.target, quantityAdded: adding ? quantityAdded : quantity, quantity, statusCode: status });
    if (!existing && quantity === 0) continue;
    if (existing && !existing.deleted && existing.quantity === quantity) continue;
    writes.push({
      entryNumber: existing?.entryNumber ?? nextEntry++,
      productId: variant.productId,
      variantId: variant.variantId,
      quantity,
      deliveryTargetCode: code,
      deliveryYear: year,
      seasonCollection: line.seasonCollection,
      deleted: quantity === 0,
    });
  }
  return { writes, outcomes };
}

export interface ChangeLinesOptions extends CartViewOptions {
  /** Add to the lines (`updateMultiD`) rather than set them (the cart page's recalculation). */
  add: boolean;
  /** The version the page read; another version means another tab changed the cart. */
  expectedVersion?: number;
}

/**
 * Adds or sets lines of the session's cart in one transaction: the cart row is locked first,
 * so concurrent changes run one after the other and none is lost.
 */
export async function changeLines(ctx: RequestContext, input: readonly LineInput[], options: ChangeLinesOptions): Promise<CartResult<CartChangeResult>> {
  if (!ctx.user && !isGuestShopper(ctx)) return fail({ kind: "signedOut" });
  const mode = cartModeOf(ctx);
  if (!mode) return fail({ kind: "noCart" });
  const lines = mergeDuplicates(input, options.add);
  // Checked before the cart is looked up, so a refused first add does not leave an empty cart.
  const [found, targets] = await Promise.all([resolveVariants(ctx.db, lines.map((l) => l.upc)), cartDeliveryTargets(ctx, ctx.db, mode)]);
  const refused = checkLines(mode, lines, found, targets, ctx.language);
  if (refused) return fail(refused);
  // A list (decision 0056) was resolved and authorized by its route; it is locked by id below.
  const remembered = ctx.list || ctx.opensQuickOrder ? null : (ctx.sessionCartId ?? null);
  let cart: CartRef;
  if (ctx.list) {
    cart = ctx.list;
  } else if (ctx.opensQuickOrder) {
    // Opened in the transaction below (decision 0060); until then an empty list of the session's mode.
    cart = { id: 0, code: "", mode, currency: ctx.site.defaultCurrency, version: 0 };
  } else if (remembered !== null) {
    // Checked by the locking update below; the version and the code come from there.
    cart = { id: remembered, code: "", mode, currency: ctx.site.defaultCurrency, version: 0 };
  } else {
    const opened = await shopperCart(ctx, { create: options.add });
    if (!opened.ok) return opened;
    cart = opened.value;
  }
  // A dealer's change is quoted before anything is written (decision 0048): refused with 503 when
  // the ERP cannot price it, never committed with an error answer.
  if (priceSourceOf(ctx) === "quote") await quoteChangedCart(ctx, cart, lines, found, options.add);
  if (remembered === null && !ctx.list && !ctx.opensQuickOrder && ctx.sessionIdHash && ctx.user) await rememberSessionCart(ctx.db, ctx.sessionIdHash, mode, cart.id);
  const owner = ctx.user ? { userId: ctx.user.id, unitId: ctx.user.unitId, siteId: ctx.site.id, mode } : null;

  const result = await ctx.db.transaction(async (tx): Promise<CartResult<CartChangeResult>> => {
    if (ctx.opensQuickOrder) cart = await cartToWrite(ctx, tx);
    const locked = remembered !== null && owner ? await lockOwnedCart(tx, cart.id, owner, ctx.now) : await lockCart(tx, cart.id, ctx.now);
    if (!locked) throw new CartRefusal(FORGOTTEN_CART);
    // The lock bumped the version: the page's version is one below it when nobody else wrote.
    if (options.expectedVersion !== undefined && options.expectedVersion !== locked.version - 1) throw new CartRefusal(STALE_CART);
    const { stored, maxEntryNumber } = await storedLinesOf(tx, cart.id, [...found.values()].map((v) => v.variantId));
    if (!entryNumbersMatch(lines, found, stored)) throw new CartRefusal({ kind: "notFound", message: "No such entry in your cart." });
    const plan = planLines(ctx, cart, lines, found, stored, maxEntryNumber, options.add);
    await writeLines(tx, cart.id, plan.writes, ctx.now);
    // Customer prices where stored (an ERP run, a dealer's quote), as every total counts them.
    const customerPrice = await cartCustomerPriceLookup({ ...ctx, db: tx }, cart.id);
    const view = await loadCartView(ctx, tx, { ...cart, version: locked.version, code: locked.code }, { ...options, targets, customerPrice });
    return { ok: true, value: { view, outcomes: plan.outcomes } };
  }).catch(refusalToResult);
  // The remembered cart was ordered, or the user now orders for another unit: look it up again.
  if (!result.ok && result.failure === FORGOTTEN_CART) return changeLines({ ...ctx, sessionCartId: null }, input, options);
  // A dealer's lines carry their quoted price from the first answer on (decision 0043): quoted
  // after the change committed, so the ERP is never waited for under the cart's lock.
  if (result.ok && priceSourceOf(ctx) === "quote") {
    const { view } = await pricedCartView(ctx, result.value.view.cart, { ...options, targets: result.value.view.targets });
    return { ok: true, value: { ...result.value, view } };
  }
  return result;
}

/**
 * Quotes a dealer's cart as it will be after the change (the stored lines, read on the pool
 * before the transaction, with the planned quantities), so the quote after the transaction
 * comes from the cache. The plan is made again under the cart's lock; a change in between only
 * costs that quote another ERP call.
 */
async function quoteChangedCart(ctx: RequestContext, cart: CartRef, lines: readonly LineInput[], found: ReadonlyMap<string, ResolvedVariant>, add: boolean): Promise<void> {
  const entries = await cartEntriesOf(ctx.db, cart.id);
  const after = new Map(entries.map((e) => [lineKey(e.variantId, e.deliveryTargetCode, e.deliveryYear), { ...e, quantity: e.deleted ? 0 : e.quantity }]));
  for (const outcome of planLines(ctx, cart, lines, found, after, 0, add).outcomes) {
    const variant = found.get(outcome.upc);
    if (!variant) continue;
    const code = outcome.target?.code ?? null;
    const year = outcome.target?.year ?? null;
    after.set(lineKey(variant.variantId, code, year), { ...variant, id: 0, entryNumber: 0, deliveryTargetCode: code, deliveryYear: year, quantity: outcome.quantity, deleted: false });
  }
  await quoteDealerChange(ctx, cart, after.values());
}

/** The session's remembered cart is not its active cart any more (never answered to a client). */
const FORGOTTEN_CART: CartFailure = { kind: "conflict", message: "The remembered cart is no longer active." };

/** `updateMultiD` lines naming an entry number must name an entry of this cart with that variant. */
function entryNumbersMatch(lines: readonly LineInput[], found: ReadonlyMap<string, ResolvedVariant>, stored: ReadonlyMap<string, StoredLine>): boolean {
  const numbers = new Map([...stored.values()].map((s) => [s.entryNumber, s]));
  return lines.every((l) => {
    if (l.entryNumber === undefined || l.entryNumber < 0) return true;
    const entry = numbers.get(l.entryNumber);
    return entry !== undefined && entry.variantId === found.get(l.upc)?.variantId;
  });
}

export const STALE_CART: CartFailure = { kind: "conflict", message: "The cart was changed in another window. Please review it and try again." };

/** Thrown inside a cart transaction to roll it back and answer `failure`. */
export class CartRefusal extends Error {
  constructor(readonly failure: CartFailure) {
    super(failure.kind);
    this.name = "CartRefusal";
  }
}

export function refusalToResult(error: unknown): CartResult<never> {
  if (error instanceof CartRefusal) return fail(error.failure);
  throw error;
}

/** The base product of a code (or, on the lists' toggles, a material id), for removal and undo. */
export async function productIdOf(db: DbOrTx, code: string): Promise<number | null> {
  const byMaterial = /^\d{1,15}$/.test(code) ? eq(products.materialId, Number(code)) : undefined;
  const [row] = await db.select({ id: products.id }).from(products).where(byMaterial ? or(eq(products.code, code), byMaterial) : eq(products.code, code)).limit(1);
  return row?.id ?? null;
}
