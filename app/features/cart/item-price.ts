/**
 * What an item shows as its amount (decision 0019): customer prices from the price update for
 * users priced by the ERP (nothing while they are asked, "not available" after a failure or for a
 * material the ERP has no price for); list price × the shown quantity for everyone else.
 */
import { priceLineKey } from "#domain/cart-prices.ts";
import type { CartItemView } from "./cart-view.ts";

export type PriceState =
  | { kind: "off" }
  | { kind: "checking" }
  | { kind: "done"; total: string; lines: ReadonlyMap<string, string | null> }
  | { kind: "failed" };

export function itemPriceKey(item: Pick<CartItemView, "materialId" | "target">): string {
  return priceLineKey(Number(item.materialId), item.target);
}

export interface ItemPriceOptions {
  priceVisible: boolean;
  prices: PriceState;
  /** Minor units of the cart's currency as the page writes them. */
  format: (minor: number) => string;
  notAvailable: string;
}

export function itemPriceText(item: Pick<CartItemView, "materialId" | "target" | "unitPrice">, quantity: number, options: ItemPriceOptions): string | null {
  if (!options.priceVisible) return null;
  switch (options.prices.kind) {
    case "checking":
      return null;
    case "failed":
      return options.notAvailable;
    case "done":
      return options.prices.lines.get(itemPriceKey(item)) ?? options.notAvailable;
    case "off":
      return item.unitPrice === null ? options.notAvailable : options.format(item.unitPrice * quantity);
  }
}
