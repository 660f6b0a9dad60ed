/** What the sell-sheet import needs from the server, for the pages that place it (cart, quick order, bag). */
import { sitePath } from "#domain/sites.ts";
import type { RequestContext } from "../../../server/context.ts";
import type { SellSheetSettings } from "./sell-sheet-settings.ts";

/** Offered to signed-in trade customers with a booking mode; null elsewhere. */
export function sellSheetSettings(ctx: RequestContext, page: "cart" | "quickOrder" | "bag"): SellSheetSettings | null {
  if (!ctx.user || !ctx.site.b2b || !ctx.bookingMode) return null;
  const { maxBytes, importByVariant } = ctx.deps.config.sellSheet;
  const { maxLines } = ctx.deps.config.lists;
  return {
    uploadPath: sitePath(ctx.site, `/${page}/sellSheetUpload`),
    templatePath: sitePath(ctx.site, "/cart/sellSheetTemplate"),
    mode: ctx.bookingMode,
    maxBytes,
    maxLines,
    importByVariant,
  };
}
