import { data, redirect } from "react-router";
import { oneOf } from "#domain/one-of.ts";
import { sitePath } from "#domain/sites.ts";
import type { ActionArgs, LoaderArgs } from "../../load-context.ts";
import type { ImportPage, RestorePage, SavedCartPage, SavedCartsPage } from "../../../server/modules/saved-carts/page-data.ts";

/** Signed out: to the login page and back here afterwards. */
function requireUser({ request, context }: LoaderArgs) {
  const { ctx } = context;
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(new URL(request.url).pathname)}`);
  return ctx;
}

/** Notices the list shows after a form without script came back (`?deleted=12`, `?saved=12`…). */
export interface ListNotices {
  saved: string | null;
  deleted: string | null;
  undone: string | null;
  imported: string | null;
}

const code = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : null);

/** `{context}/my-account/saved-carts`: the owner's saved carts. */
export async function loadSavedCarts(args: LoaderArgs): Promise<SavedCartsPage & { notices: ListNotices }> {
  const ctx = requireUser(args);
  const query = new URL(args.request.url).searchParams;
  const notices = { saved: code(query.get("saved")), deleted: code(query.get("deleted")), undone: code(query.get("undone")), imported: code(query.get("imported")) };
  return { ...(await args.context.services.savedCarts.savedCartsPage(ctx)), notices };
}

/** `{context}/my-account/saved-carts/{code}`: one saved cart, read only, with its rename form. */
export async function loadSavedCart(args: LoaderArgs): Promise<SavedCartPage & { renamed: boolean; nameError: string | null }> {
  const ctx = requireUser(args);
  const page = await args.context.services.savedCarts.savedCartPage(ctx, args.params.code);
  if (!page) throw data(null, { status: 404 });
  const query = new URL(args.request.url).searchParams;
  return { ...page, renamed: query.get("renamed") === "1", nameError: query.has("nameError") ? "nameChangeError" : null };
}

/** `GET {context}/my-account/saved-carts/{code}/restore`: what restoring does, with the form that does it (a GET never writes). */
export async function loadRestore(args: LoaderArgs): Promise<RestorePage> {
  const ctx = requireUser(args);
  const page = await args.context.services.savedCarts.restorePage(ctx, args.params.code);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** `POST {context}/my-account/saved-carts/{code}/restore`: into the active cart of its mode, answering the per-line report. */
export async function restoreAction({ params, context }: ActionArgs) {
  const { ctx } = context;
  if (!ctx.user) throw data(null, { status: 401 });
  const result = await context.services.savedCarts.restoreSavedCart(ctx, params.code);
  if (!result.ok) {
    if (result.kind === "notFound") throw data(null, { status: 404 });
    return { ok: false as const, error: result.kind };
  }
  return { ok: true as const, lines: result.lines };
}

const IMPORT_ERRORS = ["noFile", "notCsv", "tooLarge", "tooManyLines", "noHeader", "empty", "unreadable", "noCart"] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number] | "generic";

/** `{context}/my-account/saved-carts/import`: the upload form; a form without script comes back with `?importError=`. */
export function loadImport(args: LoaderArgs): ImportPage & { error: { kind: ImportError; lines: number } | null } {
  const ctx = requireUser(args);
  const query = new URL(args.request.url).searchParams;
  const raw = query.get("importError");
  const kind: ImportError | null = raw === null ? null : (oneOf(IMPORT_ERRORS, raw) ?? "generic");
  return { ...args.context.services.savedCarts.importPage(ctx), error: kind === null ? null : { kind, lines: Number(query.get("lines")) || 0 } };
}
