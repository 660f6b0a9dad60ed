/**
 * The rep's blank sell sheet (`GET …/sellSheetTemplate`, decision 0057): the `sell` layout with
 * every size the catalogue sells across; in PREBOOKING one sheet per open delivery target of the
 * unit, named as the import expects ("SPRING-2027").
 */
import * as XLSX from "@e965/xlsx";
import type { RequestContext } from "../../context.ts";
import { targetKey } from "../cart/booking-windows.ts";
import { cartDeliveryTargets } from "../cart/cart-view.ts";

/** The catalogue's sizes in the order a rep reads them: one size, stretch, fitted, apparel. */
export const TEMPLATE_SIZES = [
  "OSFA", "S/M", "M/L", "L/XL",
  "6 7/8", "7", "7 1/8", "7 1/4", "7 3/8", "7 1/2", "7 5/8", "7 3/4", "7 7/8", "8",
  "XS", "S", "M", "L", "XL", "2XL", "3XL",
] as const;

export const TEMPLATE_HEADER = ["MATERIAL", "COLOR", "DESCRIPTION", ...TEMPLATE_SIZES];

export async function sellSheetTemplate(ctx: RequestContext): Promise<Buffer> {
  const mode = ctx.bookingMode ?? "STOCK";
  const names = mode === "PREBOOKING" ? (await cartDeliveryTargets(ctx, ctx.db, mode)).filter((t) => t.open).map((t) => targetKey(t.code, t.year)) : [];
  const book = XLSX.utils.book_new();
  for (const name of names.length > 0 ? names : ["Sell sheet"]) {
    const sheet = XLSX.utils.aoa_to_sheet([TEMPLATE_HEADER]);
    sheet["!cols"] = TEMPLATE_HEADER.map((h, i) => ({ wch: i < 3 ? 14 : Math.max(5, h.length + 1) }));
    XLSX.utils.book_append_sheet(book, sheet, name);
  }
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
