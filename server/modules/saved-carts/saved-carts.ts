import { checkSavedListName, type SavedListNameProblem } from "../../../domain/saved-list-name.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { cartPrice, type CartPrice, totalsJson } from "../cart/cart-json.ts";
import { loadCartView } from "../cart/cart-view.ts";
import { parseCartCode } from "../cart/cart-code.ts";
import { findSavedCart, type ImportReport, renameSavedCartRow, savedCartRows, type SavedCartRow, setSavedCartDeleted } from "./saved-cart-store.ts";

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

export function savedCartUrl(ctx: Pick<RequestContext, "site">, code: string): string {
  return sitePath(ctx.site, `/my-account/saved-carts/${code}`);
}

function toItem(ctx: RequestContext, row: SavedCartRow): SavedCartItem {
  const status = row.importStatus ?? "finished";
  const pricesShown = !ctx.user?.pricesHidden && status !== "uploading";
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    savedDate: row.savedAt.toISOString(),
    mode: row.mode,
    status,
    entries: row.lineCount,
    totalQuantity: row.units,
    totalPrice: pricesShown ? cartPrice(ctx, row.currency, row.totalMinor ?? 0) : null,
    importReport: row.importReport,
    url: savedCartUrl(ctx, row.code),
  };
}

/** The owner's saved carts, newest first (one statement). */
export async function listSavedCarts(ctx: RequestContext): Promise<SavedCartItem[]> {
  return (await savedCartRows(ctx)).map((row) => toItem(ctx, row));
}

/** `GET /my-account/saved-carts/uploadingCarts?cartCodes=`: the state of these carts; unknown and foreign codes are left out. */
export async function uploadingCarts(ctx: RequestContext, codes: readonly string[]): Promise<{ carts: SavedCartItem[]; pollAfterMs: number }> {
  const wanted = codes.map(parseCartCode).filter((code): code is string => code !== null);
  const rows = await savedCartRows(ctx, wanted);
  return { carts: rows.map((row) => toItem(ctx, row)), pollAfterMs: ctx.deps.config.savedCartImport.pollMs };
}

export type SavedCartResult<T> = { ok: true; value: T } | { ok: false; kind: "notFound" } | { ok: false; kind: "invalidName"; problem: SavedListNameProblem };

const NOT_FOUND = { ok: false as const, kind: "notFound" as const };

/** One saved cart with its lines (read only) and totals; not the owner's, deleted or unknown: not found. */
export async function savedCartDetail(ctx: RequestContext, code: string | null | undefined) {
  const wanted = parseCartCode(code);
  const found = wanted === null ? null : await findSavedCart(ctx.db, ctx, wanted);
  if (!found) return null;
  const [row] = await savedCartRows(ctx, [found.code]);
  if (!row) return null;
  const view = await loadCartView(ctx, ctx.db, { id: found.id, code: found.code, mode: found.mode, currency: found.currency, version: found.version });
  return { item: toItem(ctx, row), view };
}

/** `GET /my-account/saved-carts/getTotals?cartCode=`: the totals of account-and-ordering §3 for one saved cart. */
export async function savedCartTotals(ctx: RequestContext, code: string | null | undefined) {
  const detail = await savedCartDetail(ctx, code);
  if (!detail) return null;
  const totals = totalsJson(ctx, detail.view);
  const hidden = ctx.user?.pricesHidden === true;
  return { cartCode: detail.item.code, ...totals, ...(hidden ? { totalPrice: null, total: null, subTotal: null, totalDiscounts: null } : {}) };
}

export async function deleteSavedCart(ctx: RequestContext, code: string | null | undefined): Promise<SavedCartResult<{ code: string }>> {
  const wanted = parseCartCode(code);
  if (wanted === null || !(await setSavedCartDeleted(ctx, wanted, true))) return NOT_FOUND;
  return { ok: true, value: { code: wanted } };
}

export async function undoDeleteSavedCart(ctx: RequestContext, code: string | null | undefined): Promise<SavedCartResult<{ code: string }>> {
  const wanted = parseCartCode(code);
  if (wanted === null || !(await setSavedCartDeleted(ctx, wanted, false))) return NOT_FOUND;
  return { ok: true, value: { code: wanted } };
}

/** `POST {savedCartUrl}/edit-name`: the name rule of §5 first, then the owner's cart. */
export async function renameSavedCart(ctx: RequestContext, code: string | null | undefined, rawName: string): Promise<SavedCartResult<{ code: string; name: string }>> {
  const wanted = parseCartCode(code);
  if (wanted === null || !ctx.user) return NOT_FOUND;
  // An unknown cart answers 404 whatever the name: nothing about it is given away.
  if (!(await findSavedCart(ctx.db, ctx, wanted))) return NOT_FOUND;
  const checked = checkSavedListName(rawName);
  if (!checked.ok) return { ok: false, kind: "invalidName", problem: checked.problem };
  if (!(await renameSavedCartRow(ctx, wanted, checked.name))) return NOT_FOUND;
  return { ok: true, value: { code: wanted, name: checked.name } };
}
