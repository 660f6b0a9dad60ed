import type { Translator } from "#domain/i18n/index.ts";
import type { SavedCartItem } from "../../../server/modules/saved-carts/saved-carts.ts";

/** The day a saved cart was saved, in the site's time zone (the same text on the server and in the browser). */
export function savedDay(item: Pick<SavedCartItem, "savedDate">, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(item.savedDate));
}

export function itemsText(t: Translator, item: Pick<SavedCartItem, "totalQuantity" | "entries">): string {
  return t("savedCarts.items", { count: item.totalQuantity, lines: item.entries });
}

export function totalText(t: Translator, item: Pick<SavedCartItem, "totalPrice">): string {
  return item.totalPrice?.formattedValue ?? t("savedCarts.notAvailable");
}
