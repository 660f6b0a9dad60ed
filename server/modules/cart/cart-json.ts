import { formatMoney } from "../../../domain/money.ts";
import { type Currency, sitePath } from "../../../domain/sites.ts";
import { type CartTrackingEvent, cartTrackingEvent as domainCartTrackingEvent } from "../../../domain/tracking.ts";
import type { RequestContext } from "../../context.ts";
import { productImageUrl } from "../catalog/featured.ts";
import type { CartLineView, CartView } from "./cart-view.ts";

/** An amount of the cart's currency as the JSON carries it. */
export interface CartPrice {
  value: number;
  currency: string;
  formattedValue: string;
}

type Ctx = Pick<RequestContext, "locale" | "site">;

export function cartPrice(ctx: Pick<RequestContext, "locale">, currency: Currency, minor: number): CartPrice;
export function cartPrice(ctx: Pick<RequestContext, "locale">, currency: Currency, minor: number | null): CartPrice | null;
export function cartPrice(ctx: Pick<RequestContext, "locale">, currency: Currency, minor: number | null): CartPrice | null {
  if (minor === null) return null;
  return { value: minor, currency, formattedValue: formatMoney({ amount: minor, currency }, ctx.locale) };
}

function entryJson(ctx: Ctx, view: CartView, line: CartLineView) {
  return {
    entryNumber: line.entryNumber,
    product: {
      code: line.upc,
      baseProductCode: line.productCode,
      materialId: line.materialId,
      name: line.productName,
      size: line.size,
      colour: line.colourName,
      url: sitePath(ctx.site, `/p/${encodeURIComponent(line.productCode)}`),
      image: productImageUrl(line.productCode, line.colourCode),
    },
    quantity: line.quantity,
    basePrice: cartPrice(ctx, view.cart.currency, line.unitPriceMinor),
    totalPrice: cartPrice(ctx, view.cart.currency, line.totalMinor),
    deliveryTarget: line.deliveryTargetCode !== null && line.deliveryYear !== null ? { code: line.deliveryTargetCode, year: line.deliveryYear } : null,
    seasonCollection: line.seasonCollection,
    stockStatus: line.forceInStock ? "forceInStock" : line.stockLeft <= 0 ? "outOfStock" : line.stockLeft <= line.lowStockThreshold ? "lowStock" : "inStock",
    error: line.windowClosed ? "bookingWindowClosed" : line.stockError,
  };
}

export type CartEntryJson = ReturnType<typeof entryJson>;

function groupBy<K, V>(items: readonly V[], key: (v: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function sumOf<V>(items: readonly V[], value: (v: V) => number | null): number | null {
  let sum = 0;
  for (const item of items) {
    const v = value(item);
    if (v === null) return null;
    sum += v;
  }
  return sum;
}

/** One row per base product: quantity over its sizes (and targets), its unit and total price. */
export function aggregatedEntries(ctx: Ctx, view: CartView, lines: readonly CartLineView[]) {
  return [...groupBy(lines, (l) => l.productId).values()].map((group) => {
    const first = group[0] as CartLineView;
    const listTotal = sumOf(group, (l) => (l.msrpMinor === null ? null : l.msrpMinor * l.quantity));
    const total = sumOf(group, (l) => l.totalMinor);
    return {
      baseProduct: {
        code: first.productCode,
        materialId: first.materialId,
        name: first.productName,
        url: sitePath(ctx.site, `/p/${encodeURIComponent(first.productCode)}`),
        image: productImageUrl(first.productCode, first.colourCode),
        price: cartPrice(ctx, view.cart.currency, first.msrpMinor),
      },
      quantity: group.reduce((s, l) => s + l.quantity, 0),
      price: cartPrice(ctx, view.cart.currency, first.unitPriceMinor),
      totalPrice: cartPrice(ctx, view.cart.currency, total),
      hasPromotions: listTotal !== null && total !== null && total < listTotal,
      discountPrice: cartPrice(ctx, view.cart.currency, listTotal !== null && total !== null && total < listTotal ? listTotal - total : null),
    };
  });
}

function prebookingEntries(ctx: Ctx, view: CartView, lines: readonly CartLineView[], language: RequestContext["language"]) {
  const byTarget = groupBy(
    lines.filter((l) => l.target !== null),
    (l) => l.target,
  );
  return [...byTarget.values()].map((group) => {
    const first = group[0] as CartLineView;
    return {
      deliveryTarget: { code: first.deliveryTargetCode, year: first.deliveryYear, name: first.targetNames?.[language] ?? first.target },
      originalEntries: group.map((l) => entryJson(ctx, view, l)),
      baseProducts: [...new Set(group.map((l) => l.productCode))],
      totalCount: group.reduce((s, l) => s + l.quantity, 0),
    };
  });
}

/** What the cart costs: the goods (customer prices where known), vouchers, and what is paid. */
export interface CartAmounts {
  subtotalMinor: number;
  voucherDiscountMinor: number;
  totalMinor: number;
}

/** The view's own amounts: its line totals, no vouchers. */
export function viewAmounts(view: CartView): CartAmounts {
  return { subtotalMinor: view.totals.totalMinor, voucherDiscountMinor: 0, totalMinor: view.totals.totalMinor };
}

/** Totals, first shape of account-and-ordering §3, in both spellings. */
export function totalsJson(ctx: Pick<RequestContext, "locale">, view: CartView, amounts: CartAmounts = viewAmounts(view)) {
  const t = view.totals;
  const currency = view.cart.currency;
  const totalPrice = cartPrice(ctx, currency, amounts.totalMinor);
  return {
    version: view.cart.version,
    totalPrice,
    total: totalPrice?.formattedValue ?? null,
    subTotal: cartPrice(ctx, currency, amounts.subtotalMinor),
    totalDiscounts: cartPrice(ctx, currency, amounts.voucherDiscountMinor),
    materialIDsCount: t.materialIDsCount,
    products: t.materialIDsCount,
    totalUnitCount: t.totalUnitCount,
    quantity: t.totalUnitCount,
    filteredMaterialIDsCount: t.filteredMaterialIDsCount,
    deliveryItemsQuantity: t.deliveryItemsQuantity,
  };
}

/** The cart response of shopping-flow §3 (the lines the filter lets through). */
export function cartJson(ctx: Pick<RequestContext, "locale" | "site" | "language">, view: CartView) {
  const totals = totalsJson(ctx, view);
  return {
    code: view.cart.code,
    version: view.cart.version,
    mode: view.cart.mode,
    currency: view.cart.currency,
    entries: view.shown.map((l) => entryJson(ctx, view, l)),
    aggregatedEntries: aggregatedEntries(ctx, view, view.shown),
    prebookingEntries: prebookingEntries(ctx, view, view.shown, ctx.language),
    totalPrice: totals.totalPrice,
    totalUnitCount: totals.totalUnitCount,
    materialIDsCount: totals.materialIDsCount,
    filteredMaterialIDsCount: totals.filteredMaterialIDsCount,
  };
}

/** Totals, second shape of account-and-ordering §3. */
export function detailedTotalsJson(
  ctx: Pick<RequestContext, "locale" | "site" | "language">,
  view: CartView,
  approvalRequired: boolean,
  amounts: CartAmounts = viewAmounts(view),
) {
  const json = cartJson(ctx, view);
  const listTotal = sumOf(view.lines, (l) => (l.msrpMinor === null ? null : l.msrpMinor * l.quantity));
  return {
    entries: json.entries,
    aggregatedEntries: json.aggregatedEntries,
    totalPriceData: cartPrice(ctx, view.cart.currency, amounts.totalMinor),
    totalDiscounts: cartPrice(ctx, view.cart.currency, amounts.voucherDiscountMinor),
    totalWithoutDiscounts: cartPrice(ctx, view.cart.currency, listTotal),
    prebookingEntries: json.prebookingEntries,
    orderApprovalData: { approvalRequired },
  };
}

/** GA4 `add_to_cart` / `remove_from_cart` from lines and the quantity each changed by. */
export function cartTrackingEvent(
  event: CartTrackingEvent["event"],
  view: CartView,
  changes: readonly { line: CartLineView; quantity: number }[],
): CartTrackingEvent {
  return domainCartTrackingEvent(
    event,
    view.cart.currency,
    changes.map(({ line, quantity }) => ({
      code: line.productCode,
      name: line.productName,
      unitPriceMinor: line.unitPriceMinor,
      category: line.productType,
      size: line.size,
      quantity,
    })),
  );
}
