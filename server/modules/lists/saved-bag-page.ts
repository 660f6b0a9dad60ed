import type { RequestContext } from "../../context.ts";
import type { CartResult } from "../cart/cart-service.ts";
import { salesRepTree, type SalesRepTreeItem } from "./sales-rep-tree.ts";
import { savedBagList, type SavedBagListItem } from "./saved-bags.ts";

export interface SavedBagsPageRead {
  bags: SavedBagListItem[];
  /** A sales rep prepares bags for the customers of this tree; null for everyone else. */
  customers: SalesRepTreeItem[] | null;
}

/** What `{context}/savedBag` shows (decision 0056): the user's saved bags, and a rep's customer tree. */
export async function savedBagsPage(ctx: RequestContext): Promise<CartResult<SavedBagsPageRead>> {
  const list = await savedBagList(ctx);
  if (!list.ok) return list;
  const customers = ctx.user?.kind === "salesrep" ? await salesRepTree(ctx) : null;
  return { ok: true, value: { bags: list.value, customers } };
}
