import type { AddLineStatus } from "../../../domain/cart-lines.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { MessageKey } from "../../../domain/i18n/index.ts";
import { miniCartCountText } from "../../../domain/mini-cart.ts";
import type { RequestContext } from "../../context.ts";
import { cartPrice, cartTrackingEvent } from "./cart-json.ts";
import type { LineOutcome } from "./cart-service.ts";
import type { CartLineView, CartView } from "./cart-view.ts";

const MESSAGE: Record<AddLineStatus, MessageKey> = {
  success: "cartApi.add.success",
  lowStock: "cartApi.add.lowStock",
  noStock: "cartApi.add.noStock",
  maxOrderQuantityExceeded: "cartApi.add.maxOrderQuantityExceeded",
};

/**
 * The add-to-cart fields of account-and-ordering §7 for the product page: a message, the
 * mini-cart layer (what was added, the new count and total) and the data layer event.
 */
export function addToCartAnswer(ctx: Pick<RequestContext, "language" | "locale">, view: CartView, outcomes: readonly LineOutcome[], status: AddLineStatus) {
  const added = outcomes.reduce((sum, o) => sum + o.quantityAdded, 0);
  const message = translate(ctx.language, MESSAGE[status], { count: String(added) });
  const linesByKey = new Map(view.lines.map((l) => [`${l.upc}|${l.target ?? ""}`, l]));
  const changes = outcomes.flatMap((o) => {
    const line = linesByKey.get(`${o.upc}|${o.target ? `${o.target.code}-${o.target.year}` : ""}`);
    return line && o.quantityAdded > 0 ? [{ line, quantity: o.quantityAdded }] : [];
  });
  const count = view.totals.totalUnitCount;
  return {
    errorMessage: added === 0 ? message : null,
    successfulMessage: added > 0 ? message : null,
    addToCartLayer: {
      added: changes.map(({ line, quantity }: { line: CartLineView; quantity: number }) => ({
        code: line.productCode,
        upc: line.upc,
        name: line.productName,
        size: line.size,
        colour: line.colourName,
        quantity,
        deliveryTarget: line.target,
      })),
      miniCartCount: count,
      miniCartCountText: miniCartCountText(count),
      miniCartPrice: cartPrice(ctx, view.cart.currency, view.totals.totalMinor)?.formattedValue ?? null,
    },
    cartAnalyticsData: changes.length > 0 ? cartTrackingEvent("add_to_cart", view, changes) : null,
  };
}
