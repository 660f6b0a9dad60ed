import type { AddToCartResult } from "#domain/add-to-cart.ts";
import type { Translator } from "#domain/i18n/index.ts";
import type { DeliveryTargetChoice } from "../../../server/modules/cart/booking-windows.ts";
import type { AddedLine } from "./use-add-to-cart.ts";

export interface Notice {
  tone: "success" | "warning" | "error";
  message: string;
}

/** The message for an outcome the page's URL carries after a form post without script. */
export function outcomeNotice(t: Translator, result: AddToCartResult, targets: readonly DeliveryTargetChoice[]): Notice {
  const count = String(result.added);
  switch (result.outcome) {
    case "success":
      return { tone: "success", message: t("cartApi.add.success", { count }) };
    case "lowStock":
    case "maxOrderQuantityExceeded":
      return { tone: "warning", message: t(`cartApi.add.${result.outcome}`, { count }) };
    case "noStock":
      return { tone: "error", message: t("cartApi.add.noStock") };
    case "needQuantity":
      return { tone: "error", message: t("product.addToCart.needQuantity") };
    case "windowClosed":
      return { tone: "error", message: t("cartApi.windowClosed", { target: targets.find((o) => o.key === result.target)?.name ?? result.target ?? "" }) };
    case "gcpOnly":
    case "notGcp":
      return { tone: "error", message: t(`cartApi.${result.outcome}`) };
    case "noCart":
      return { tone: "error", message: t("product.addToCart.noCart") };
    case "failed":
      return { tone: "error", message: t("product.addToCart.failed") };
  }
}

/** What one size's note says after an add; null when it was added in full. */
export function lineNote(t: Translator, line: AddedLine | undefined): string | null {
  if (!line || line.statusCode === "success") return null;
  return t(`product.addToCart.line.${line.statusCode}`, { count: String(line.quantityAdded) });
}
