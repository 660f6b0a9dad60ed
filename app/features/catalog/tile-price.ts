import type { Translator } from "#domain/i18n/index.ts";

/**
 * A product card's price (listing and carousel tiles, search suggestions): the MSRP, labelled
 * "MSRP" on trade sites so it never reads as the partner's own price; plain on the consumer site,
 * where it is what the shopper pays (decision 0048).
 */
export function tilePriceText(t: Translator, tradeSite: boolean, price: { formattedValue: string } | null): string {
  if (!price) return t("price.notAvailable");
  return tradeSite ? t("dealerPrice.tileMsrp", { price: price.formattedValue }) : price.formattedValue;
}
