import { checkSavedListName, type SavedListNameProblem } from "../../../domain/saved-list-name.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { cartPrice, type CartPrice, totalsJson } from "../cart/cart-json.ts";
import { loadCartView } from "../cart/cart-view.ts";
import { findSavedCart, type ImportReport, parseSavedCartCode, renameSavedCartRow, savedCartRows, type SavedCartRow, setSavedCartDeleted } from "./saved-cart-store.ts";

/** A saved cart as the list and the polling call show it (account-and-ordering §3 "uploading saved carts"). */
export interface SavedCartItem {
  code: string;
  name: string;
  description: string | null;
  /** ISO date and time it was saved. */
  savedDate: string;
  mode: SavedCartRow["mode"];
  status: "uploading" | "finished" | "failed";
  /** Lines (a size for a delivery target). */
  entries: number;
  totalQuantity: number;
  /** At list prices; null while uploading or when prices are hidden. */
  totalPrice: CartPrice | null;
  importReport: ImportReport | null;
  url: string;
}

export function savedCartUrl(ctx: Pick<RequestContext, "site">, code: number | string): string {
  return sitePath(ctx.site, `/my-account/saved-carts/${code}`);
}

function toItem(ctx: RequestContext, row: SavedCartRow): SavedCartItem {
  const status = row.importStatus ?? "finished";
  const pricesShown = !ctx.user?.pricesHidden && status !== "uploading";
  return {
    code: String(row.id),
    name: row.name,
    description: row.description,
    savedDate: row.savedAt.toISOString(),
    mode: row.mode,
    status,
    entries: row.lineCount,
    totalQuantity: row.units,
    totalPrice: pricesShown ? cartPrice(ctx, row.currency, row.totalMinor ?? 0) : null,
    importReport: row.importReport,
    url: savedCartUrl(ctx, row.id),
  };
}

/** The owner's saved carts, newest first (one statement). */
export async function listSavedCarts(ctx: RequestContext): Promise<SavedCartItem[]> {
  return (await savedCartRows(ctx)).map((row) => toItem(ctx, row));
}

/** `GET /my-account/saved-carts/uploadingCarts?cartCodes=`: the state of these carts; unknown and foreign codes are left out. */
export async function uploadingCarts(ctx: RequestContext, codes: readonly string[]): Promise<{ carts: SavedCartItem[]; pollAfterMs: number }> {
  const ids = codes.map(parseSavedCartCode).filter((id): id is number => id !== null);
  const rows = await savedCartRows(ctx, ids);
  return { carts: rows.map((row) => toItem(ctx, row)), pollAfterMs: ctx.deps.config.savedCartImport.pollMs };
}

export type SavedCartResult<T> = { ok: true; value: T } | { ok: false; kind: "notFound" } | { ok: false; kind: "invalidName"; problem: SavedListNameProblem };

const NOT_FOUND = { ok: false as const, kind: "notFound" as const };

/** One saved cart with its lines (read only) and totals; not the owner's, deleted or unknown: not found. */
export async function savedCartDetail(ctx: RequestContext, code: string | undefined) {
  const id = parseSavedCartCode(code);
  const found = id === null ? null : await findSavedCart(ctx.db, ctx, id);
  if (!found) return null;
  const [row] = await savedCartRows(ctx, [found.id]);
  if (!row) return null;
  const view = await loadCartView(ctx, ctx.db, { id: found.id, mode: found.mode, currency: found.currency, version: found.version });
  return { item: toItem(ctx, row), view };
}

/** `GET /my-account/saved-carts/getTotals?cartCode=`: the totals of account-and-ordering §3 for one saved cart. */
export async function savedCartTotals(ctx: RequestContext, code: string | undefined) {
  const detail = await savedCartDetail(ctx, code);
  if (!detail) return null;
  const totals = totalsJson(ctx, detail.view);
  const hidden = ctx.user?.pricesHidden === true;
  return { cartCode: detail.item.code, ...totals, ...(hidden ? { totalPrice: null, total: null, subTotal: null, totalDiscounts: null } : {}) };
}

export async function deleteSavedCart(ctx: RequestContext, code: string | undefined): Promise<SavedCartResult<{ code: string }>> {
  const id = parseSavedCartCode(code);
  if (id === null || !(await setSavedCartDeleted(ctx, id, true))) return NOT_FOUND;
  return { ok: true, value: { code: String(id) } };
}

export async function undoDeleteSavedCart(ctx: RequestContext, code: string | undefined): Promise<SavedCartResult<{ code: string }>> {
  const id = parseSavedCartCode(code);
  if (id === null || !(await setSavedCartDeleted(ctx, id, false))) return NOT_FOUND;
  return { ok: true, value: { code: String(id) } };
}

/** `POST {savedCartUrl}/edit-name`: the name rule of §5 first, then the owner's cart. */
export async function renameSavedCart(ctx: RequestContext, code: string | undefined, rawName: string): Promise<SavedCartResult<{ code: string; name: string }>> {
  const id = parseSavedCartCode(code);
  if (id === null || !ctx.user) return NOT_FOUND;
  // An unknown cart answers 404 whatever the name: nothing about it is given away.
  if (!(await findSavedCart(ctx.db, ctx, id))) return NOT_FOUND;
  const checked = checkSavedListName(rawName);
  if (!checked.ok) return { ok: false, kind: "invalidName", problem: checked.problem };
  if (!(await renameSavedCartRow(ctx, id, checked.name))) return NOT_FOUND;
  return { ok: true, value: { code: String(id), name: checked.name } };
}
