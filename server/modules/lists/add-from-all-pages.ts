import { parseFacetQuery } from "../../../domain/facets.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { ListPage } from "../../../domain/lists.ts";
import type { RequestContext } from "../../context.ts";
import type { CartResult } from "../cart/cart-service.ts";
import { listProducts } from "../catalog/listing.ts";
import { addMaterials, type ListChangeAnswer } from "./list-service.ts";

const PAGE_SIZE = 96;

/**
 * `addFromAllPages` (decision 0056): every product of a search or category result, with the
 * result's filters, read page by page from the listing (its shared cache) up to
 * `LIST_ADD_ALL_MAX` products, then added like typed material ids. A result larger than the cap
 * is cut there and the answer says so.
 */
export async function addFromAllPages(
  ctx: RequestContext,
  page: ListPage,
  input: { searchUrl: string; categoryCode?: string },
): Promise<CartResult<ListChangeAnswer & { total: number; capped: boolean }>> {
  const query = input.searchUrl.includes("?") ? input.searchUrl.slice(input.searchUrl.indexOf("?") + 1) : "";
  const state = parseFacetQuery(new URLSearchParams(query));
  const category = input.categoryCode && /^[a-z][a-z0-9-]{0,39}$/.test(input.categoryCode) ? input.categoryCode : undefined;
  if (!category && !state.text) {
    return { ok: false, failure: { kind: "invalid", message: "Name a search or a category.", errors: [{ field: "searchUrl", message: "Name a search or a category." }] } };
  }
  const max = ctx.deps.config.lists.addAllMax;
  const codes: string[] = [];
  let total = 0;
  for (let pageNumber = 1; codes.length < max; pageNumber++) {
    const result = await listProducts(ctx, {
      category,
      text: category ? undefined : (state.text ?? undefined),
      facets: state.facets,
      sort: state.sort,
      page: pageNumber,
      pageSize: PAGE_SIZE,
      inventoryMin: state.inventoryMin,
      inventoryMax: state.inventoryMax,
    });
    total = result.total;
    codes.push(...result.items.map((i) => i.code));
    if (result.items.length < PAGE_SIZE || pageNumber * PAGE_SIZE >= total) break;
  }
  const chosen = codes.slice(0, max);
  if (chosen.length === 0) return { ok: false, failure: { kind: "invalid", message: translate(ctx.language, "lists.error.noIds"), errors: [] } };
  const added = await addMaterials(ctx, page, chosen);
  if (!added.ok) return added;
  const capped = total > max;
  const message = [translate(ctx.language, "lists.addAll.done", { count: added.value.addedProductCodes.length }), capped ? translate(ctx.language, "lists.addAll.capped", { max }) : ""]
    .filter((m) => m !== "")
    .join(" ");
  return { ok: true, value: { ...added.value, message, total, capped } };
}
