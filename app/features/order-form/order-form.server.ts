/**
 * The order form page's loader (decision 0059): the search from the URL (`?text=` keyword or
 * `?ids=` product ids) and, with `?selected=` codes, the grid of those products. Every part is a
 * GET, so searching and creating the form work without script.
 */
import { redirect } from "react-router";
import { KEYWORD_MAX_LENGTH, parseCheckedIds, productIdTokens, sanitizeProductIds } from "#domain/order-form.ts";
import { sitePath } from "#domain/sites.ts";
import type { OrderFormGrid, OrderFormListItem } from "../../../server/modules/order-form/order-form-service.ts";
import type { ProductTile } from "../../../server/modules/catalog/featured.ts";
import type { LoaderArgs } from "../../load-context.ts";

/** Products one keyword search lists; more means the buyer should narrow the words. */
const KEYWORD_RESULTS = 48;

export type OrderFormResults = { kind: "none" } | { kind: "keyword"; items: ProductTile[]; total: number } | { kind: "ids"; items: OrderFormListItem[]; unmatched: string[] };

export async function loadOrderForm({ request, context }: LoaderArgs) {
  const { ctx, services } = context;
  const url = new URL(request.url);
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  const maxProducts = ctx.deps.config.orderForm.maxProducts;
  const text = (url.searchParams.get("text") ?? "").trim().slice(0, KEYWORD_MAX_LENGTH);
  const ids = sanitizeProductIds(url.searchParams.get("ids") ?? "").trim();
  const requested = url.searchParams.getAll("selected");
  const selected = parseCheckedIds(requested, maxProducts);

  const [results, grid, targets] = await Promise.all([
    searchResults(context, text, ids),
    selected.length > 0 ? services.orderForm.orderFormGrid(ctx, selected) : Promise.resolve<OrderFormGrid | null>(null),
    services.bookingWindows.openDeliveryTargets(ctx),
  ]);
  return {
    contextPath: ctx.site.contextPath,
    text,
    ids,
    results,
    selected,
    /** More were asked for than one form holds: the first `maxProducts` are shown. */
    capped: new Set(requested).size > maxProducts,
    grid,
    maxProducts,
    mode: ctx.bookingMode,
    targets,
    skipStockLimits: ctx.user.kind === "promo",
  };
}

async function searchResults({ ctx, services }: LoaderArgs["context"], text: string, ids: string): Promise<OrderFormResults> {
  if (ids !== "") {
    const found = await services.orderForm.productsByIds(ctx, productIdTokens(ids));
    return { kind: "ids", ...found };
  }
  if (text === "") return { kind: "none" };
  const listing = await services.listing.listProducts(ctx, { text, facets: {}, page: 1, pageSize: KEYWORD_RESULTS });
  return { kind: "keyword", items: listing.items, total: listing.total };
}

export type OrderFormData = Awaited<ReturnType<typeof loadOrderForm>>;
