import type { ListPage } from "../../../domain/lists.ts";
import type { RequestContext } from "../../context.ts";
import { cartPage, type CartPageRead, type RemovedQuery } from "../cart/cart-page.ts";
import type { CartResult } from "../cart/cart-service.ts";
import { listContext } from "./page-list.ts";

export type ListPageRead = { kind: "list"; read: CartPageRead; name: string | null } | { kind: "notOpened" };

/**
 * What a list page renders (decision 0056): the cart page's read of the quick order, the bag (the
 * cart with its held products) or a saved bag. A quick order not opened yet is not created by
 * looking at it: the page shows its introduction instead.
 */
export async function listPage(ctx: RequestContext, page: ListPage, code: string | undefined, query: { removed?: RemovedQuery | null }): Promise<CartResult<ListPageRead>> {
  const listed = await listContext(ctx, page, code, { create: page !== "quickOrder" });
  if (!listed.ok) {
    if (page === "quickOrder" && listed.failure.kind === "notFound" && ctx.user && ctx.site.b2b) return { ok: true, value: { kind: "notOpened" } };
    return listed;
  }
  const read = await cartPage(listed.value, { ...query, withHeld: true });
  const list = listed.value.list;
  const name = list && "name" in list && typeof list.name === "string" ? list.name : null;
  return read.ok ? { ok: true, value: { kind: "list", read: read.value, name } } : read;
}
