/**
 * The cart page's loader: reads the state from the URL and the cart of the session's booking
 * mode from the cart services (in-process), and arranges it for the page (cart-page-view.ts).
 */
import { data, redirect } from "react-router";
import { LIST_FORM_ERRORS, LIST_FORM_NOTICES, type ListFormError, type ListFormNotice, type ListPage } from "#domain/lists.ts";
import { oneOf } from "#domain/one-of.ts";
import { cartControls, type CartControls } from "#domain/cart-controls.ts";
import { formatCartFilter, materialIdFilterActive, parseCartFilter, sanitizeMaterialIdFilter, withCartFilter } from "#domain/cart-filter.ts";
import { translate } from "#domain/i18n/index.ts";
import { formatMoney } from "#domain/money.ts";
import { formatVoucherPercent } from "#domain/vouchers.ts";
import { isCurrency, sitePath, type Language } from "#domain/sites.ts";
import { productImageUrl } from "../../../server/modules/catalog/featured.ts";
import type { CartPageRead, RemovedQuery } from "../../../server/modules/cart/cart-page.ts";
import type { CartResult } from "../../../server/modules/cart/cart-service.ts";
import { listPagePath } from "../../../server/modules/lists/page-list.ts";
import type { RestorableRemoval } from "../../../server/modules/cart/cart-store.ts";
import type { LoaderArgs } from "../../load-context.ts";
import { parseCartSort, type CartSort } from "./cart-items.ts";
import { buildCartView } from "./cart-page-view.ts";
import type { EmptiedCartUndo } from "./cart-view.ts";
import { packPageView, type WirePageView } from "./cart-wire.ts";
import { parseSeasonTab } from "./season-tabs.ts";
import { sellSheetSettings } from "../sell-sheet/sell-sheet-settings.server.ts";
import type { SellSheetSettings } from "../sell-sheet/sell-sheet-settings.ts";

export interface CartPageData {
  /** Which list the page shows (decision 0056): the cart, the quick order, the bag or a saved bag. */
  page: ListPage;
  /** The quick order is not opened yet: the page shows its introduction. */
  intro: boolean;
  /** A saved bag's name. */
  listName: string | null;
  /** What a list form posted without script came back with (`?listError=`, `?listNotice=`). */
  listNotice: { error: ListFormError | null; notice: ListFormNotice | null };
  /** Each item's grid packed for the trip (cart-wire.ts): the page reads it through `unpackPageView`. */
  view: WirePageView;
  /**
   * The removal `?removed=` names, while it is the cart's latest change: "… was removed. Undo" as a
   * form, on the emptied cart and after the no-script Remove form (decision 0042).
   */
  undo: EmptiedCartUndo | null;
  cartPath: string;
  checkoutHref: string;
  shopHref: string;
  initial: {
    q: string;
    sort: CartSort;
    tab: string | null;
    forceValidation: boolean;
    confirmClear: boolean;
    /** A voucher form posted without script comes back with the outcome (decision 0019). */
    voucherAlert: { alert: string; code: string } | null;
  };
  idMaxLength: number;
  /** A visitor's basket on the consumer site (decision 0041): vouchers and checkout need sign-in. */
  guest: boolean;
  /** The sell-sheet import (decision 0057), for signed-in trade customers. */
  sellSheet: SellSheetSettings | null;
}

/**
 * The URL's state. A filter-by-id form without script sends `materialId` beside `q`: it is folded
 * into the filter string, so the page and its links only ever use `q`.
 */
function readLocation(url: URL, idMaxLength: number, controls: CartControls): CartPageData["initial"] {
  let filters = parseCartFilter(url.searchParams.get("q"), idMaxLength);
  // A consumer has no "With errors" tab to leave such a filter by (decision 0041).
  if (!controls.errorFilter) filters = withCartFilter(filters, "status", []);
  const typed = url.searchParams.get("materialId");
  if (typed !== null) {
    const id = sanitizeMaterialIdFilter(typed, idMaxLength);
    filters = withCartFilter(filters, "materialId", materialIdFilterActive(id) ? [id] : []);
  }
  const tab = url.searchParams.get("tab");
  return {
    q: formatCartFilter(filters),
    sort: parseCartSort(url.searchParams.get("sort")),
    tab: parseSeasonTab(tab) ? tab : null,
    forceValidation: url.searchParams.get("forceValidation") === "true",
    confirmClear: url.searchParams.get("confirmClear") === "1",
    voucherAlert: voucherAlertOf(url),
  };
}

const VOUCHER_ALERTS = ["applied", "released", "empty", "tooLong", "badCharacters", "notFound", "notYetValid", "expired", "wrongCurrency", "belowMinimum", "usedUp", "customerLimit", "notApplied", "cartOrdered"];

function voucherAlertOf(url: URL): CartPageData["initial"]["voucherAlert"] {
  const alert = url.searchParams.get("voucherAlert");
  if (!alert || !VOUCHER_ALERTS.includes(alert)) return null;
  return { alert, code: (url.searchParams.get("voucherCode") ?? "").slice(0, 40) };
}

/** `?removed={code}&deliveryTargetAndYear=` (`removedCartHref`): after the cart's last product was removed, or a no-script removal. */
function removedOf(url: URL): RemovedQuery | null {
  const code = url.searchParams.get("removed");
  if (!code || code.length > 40) return null;
  return { productCode: code, target: parseSeasonTab(url.searchParams.get("deliveryTargetAndYear")) };
}

function undoOf(removed: RestorableRemoval | null, cartPath: string, language: Language): EmptiedCartUndo | null {
  if (!removed) return null;
  const target = removed.target;
  const query = target ? `?deliveryTargetAndYear=${encodeURIComponent(`${target.code}-${target.year}`)}` : "";
  return {
    name: removed.productName,
    targetName: target ? (target.names?.[language] ?? `${target.code}-${target.year}`) : null,
    action: `${cartPath}/undo/${encodeURIComponent(removed.productCode)}${query}`,
  };
}

/** The read of the page's list: the cart's own, or a list's through the lists module; null: a quick order not opened yet. */
async function readList(args: LoaderArgs, page: ListPage, code: string | undefined, removed: RemovedQuery | null): Promise<CartResult<(CartPageRead & { name: string | null }) | null>> {
  const { ctx, services } = args.context;
  if (page === "cart") {
    const read = await services.cartPage.cartPage(ctx, { removed });
    return read.ok ? { ok: true, value: { ...read.value, name: null } } : read;
  }
  const read = await services.lists.listPage(ctx, page, code, { removed });
  if (!read.ok) return read;
  return { ok: true, value: read.value.kind === "list" ? { ...read.value.read, name: read.value.name } : null };
}

export async function loadCartPage(args: LoaderArgs, page: ListPage = "cart", code?: string): Promise<CartPageData> {
  const { request, context } = args;
  const { ctx } = context;
  const url = new URL(request.url);
  const cartPath = listPagePath(ctx.site, page, code);
  // Partner sites are sign-in only; on the consumer site a visitor sees their basket (decision 0041).
  const guest = !ctx.user && !ctx.site.b2b;
  if (!ctx.user && !guest) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(cartPath + url.search)}`);
  const idMaxLength = ctx.deps.config.cart.filterIdMaxLength;
  const base = {
    page,
    intro: false,
    listName: null as string | null,
    listNotice: { error: oneOf(LIST_FORM_ERRORS, url.searchParams.get("listError")), notice: oneOf(LIST_FORM_NOTICES, url.searchParams.get("listNotice")) },
    cartPath,
    checkoutHref: sitePath(ctx.site, "/checkout"),
    shopHref: sitePath(ctx.site, "/"),
    initial: readLocation(url, idMaxLength, cartControls(ctx.site)),
    idMaxLength,
    guest,
    sellSheet: page === "savedBag" ? null : sellSheetSettings(ctx, page === "unifiedShoppingBag" ? "bag" : page),
  };
  const read = await readList(args, page, code, removedOf(url));
  if (!read.ok) {
    if (read.failure.kind === "noCart") return { ...base, undo: null, view: { kind: "noCart", reason: "noBookingMode" } };
    // Another user's saved bag, or a list tool on the consumer site: not found, like an unknown one.
    if (page !== "cart" && read.failure.kind === "notFound") throw data(null, { status: 404 });
    // A visitor who has not added anything has no basket yet.
    if (guest && read.failure.kind === "notFound") return { ...base, undo: null, view: { kind: "empty", mode: "STOCK" } };
    throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(cartPath + url.search)}`);
  }
  if (read.value === null) return { ...base, intro: true, undo: null, view: { kind: "empty", mode: ctx.bookingMode ?? "STOCK" } };
  const { view: cart, variants, silhouetteNames, money, priceSource, removed, held, name } = read.value;
  base.listName = name;
  const undo = undoOf(removed, cartPath, ctx.language);
  if (cart.lines.length === 0 && held.length === 0) return { ...base, undo, view: { kind: "empty", mode: cart.cart.mode } };
  const currency = isCurrency(cart.cart.currency) ? cart.cart.currency : ctx.site.defaultCurrency;
  const format = (minor: number) => formatMoney({ amount: minor, currency }, ctx.locale);
  const view = buildCartView({
    mode: cart.cart.mode,
    version: cart.cart.version,
    currency,
    lines: cart.lines,
    targets: cart.targets,
    totals: cart.totals,
    money,
    variants,
    held,
    silhouetteNames,
    language: ctx.language,
    priceVisible: !(ctx.user?.pricesHidden ?? false),
    // The ERP's price run is the cart's (and so the bag's); the other lists show list prices.
    pollPrices: priceSource === "erp" && (page === "cart" || page === "unifiedShoppingBag"),
    skipStockLimits: ctx.user?.kind === "promo",
    vouchers: money.vouchers.map((v) => ({
      code: v.code,
      value: v.kind === "percent" ? formatVoucherPercent(v.value, ctx.locale) : format(v.value),
      discount: format(v.discountMinor),
      problem: v.refusal ? translate(ctx.language, `voucher.alert.${v.refusal}`, { code: v.code }) : null,
    })),
    format,
    productUrl: (code) => sitePath(ctx.site, `/p/${encodeURIComponent(code)}`),
    imageUrl: productImageUrl,
  });
  return { ...base, undo, view: packPageView(view) };
}
