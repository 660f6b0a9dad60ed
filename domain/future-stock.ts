/**
 * Future stock (spec account-and-ordering §7 "POST to the future-stock url with skus and
 * productCode", §8; shopping-flow §2 "future stock popup (320 by 320)"): when and how many units
 * of a product's sizes arrive. Partner sites only.
 */

/** The popup is 320 by 320 CSS pixels. */
export const FUTURE_STOCK_POPUP_PX = 320;
/** At most this many skus per request: more than any product's sizes in one colour. */
export const FUTURE_STOCK_MAX_SKUS = 50;

/** Sizes in these stock states offer the future-stock popup (the others can be ordered now). */
export const FUTURE_STOCK_STATUSES: ReadonlySet<string> = new Set(["outOfStock", "lowStock"]);

/** The skus (UPCs) of the sizes that offer future stock, in size order. */
export function futureStockSkus(sizes: readonly { upc: string; status: string }[]): string[] {
  return sizes.filter((s) => FUTURE_STOCK_STATUSES.has(s.status)).map((s) => s.upc);
}

/** One arrival of one requested sku. */
export interface FutureStockEntry {
  sku: string;
  size: string;
  /** `YYYY-MM-DD`. */
  date: string;
  quantity: number;
}

/** The endpoint's answer: arrivals by size then date, or `available: false` and a message to show. */
export interface FutureStockAnswer {
  available: boolean;
  message?: string;
  entries: FutureStockEntry[];
}
