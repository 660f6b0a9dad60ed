import { CALENDAR_TIME_ZONES, calendarCountryOf } from "../../../domain/business-days.ts";
import { fileSizeText } from "../../../domain/csv-file.ts";
import { nameCharactersLeft } from "../../../domain/saved-list-name.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { restoreSavedCart } from "./save-cart.ts";
import { listSavedCarts, savedCartDetail, type SavedCartItem } from "./saved-carts.ts";

/** What the saved-carts pages show (decision 0058); the pages call these in-process. */
export interface SavedCartsPage {
  carts: SavedCartItem[];
  /** Dates are shown in the site's time zone, on the server and in the browser alike. */
  timeZone: string;
  locale: string;
  urls: { self: string; import: string; uploading: string; cart: string };
  pollAfterMs: number;
}

function urls(ctx: RequestContext) {
  const list = sitePath(ctx.site, "/my-account/saved-carts");
  return { self: list, import: `${list}/import`, uploading: `${list}/uploadingCarts`, cart: sitePath(ctx.site, "/cart") };
}

const timeZoneOf = (ctx: RequestContext) => CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)];

export async function savedCartsPage(ctx: RequestContext): Promise<SavedCartsPage> {
  return { carts: await listSavedCarts(ctx), timeZone: timeZoneOf(ctx), locale: ctx.locale, urls: urls(ctx), pollAfterMs: ctx.deps.config.savedCartImport.pollMs };
}

export interface SavedCartLine {
  key: string;
  productName: string;
  materialId: number;
  colour: string;
  size: string;
  target: string | null;
  quantity: number;
}

/** One saved cart, read only, with its rename form; null: not the owner's (404). */
export async function savedCartPage(ctx: RequestContext, code: string | undefined) {
  const detail = await savedCartDetail(ctx, code);
  if (!detail) return null;
  const lines: SavedCartLine[] = detail.view.lines.map((l) => ({
    key: `${l.entryNumber}`,
    productName: l.productName,
    materialId: l.materialId,
    colour: l.colourName,
    size: l.size,
    target: l.targetNames?.[ctx.language] ?? l.target,
    quantity: l.quantity,
  }));
  return { item: detail.item, lines, charactersLeft: nameCharactersLeft(detail.item.name), timeZone: timeZoneOf(ctx), locale: ctx.locale, urls: urls(ctx) };
}
export type SavedCartPage = NonNullable<Awaited<ReturnType<typeof savedCartPage>>>;

/** The restore page's confirmation: the saved cart's name and mode. */
export async function restorePage(ctx: RequestContext, code: string | undefined) {
  const detail = await savedCartDetail(ctx, code);
  if (!detail) return null;
  return { code: detail.item.code, name: detail.item.name, mode: detail.item.mode, status: detail.item.status, urls: { ...urls(ctx), restore: `${detail.item.url}/restore`, savedCart: detail.item.url } };
}
export type RestorePage = NonNullable<Awaited<ReturnType<typeof restorePage>>>;

export { restoreSavedCart };

/** The import page: its limits and where the form posts. */
export function importPage(ctx: RequestContext) {
  const settings = ctx.deps.config.savedCartImport;
  return { maxBytes: settings.maxBytes, maxSize: fileSizeText(settings.maxBytes), maxLines: ctx.deps.config.lists.maxLines, urls: urls(ctx) };
}
export type ImportPage = ReturnType<typeof importPage>;
