import type { Translator } from "#domain/i18n/index.ts";
import { consumerStockWording } from "#domain/stock-wording.ts";

/** A size's stock as the consumer site words it (decision 0043): "Only N left" below 10, no figure otherwise. */
export function consumerStockText(
  t: Translator,
  stock: { status: string; available: number },
): string {
  const wording = consumerStockWording(stock);
  switch (wording.kind) {
    case "onlyLeft":
      return t("consumer.stock.onlyLeft", { available: wording.available });
    case "inStock":
      return t("product.stock.inStock");
    case "outOfStock":
      return t("product.stock.outOfStock");
    case "forceInStock":
      return t("product.stock.forceInStock");
  }
}
