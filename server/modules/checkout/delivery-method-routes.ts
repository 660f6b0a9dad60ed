import { z } from "zod";
import { translate } from "../../../domain/i18n/index.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { chargesJson } from "./charges-json.ts";
import { chooseDeliveryMethod } from "./delivery-methods.ts";

const Body = z.object({ deliveryMethodCode: z.string().max(40) });

/**
 * `POST {context}/checkout/simple/delivery-method/set {deliveryMethodCode}` (service-and-support
 * §2, decision 0029): stores the delivery method and answers the order's totals with it,
 * `{deliveryMethodCode, deliveryCost, paymentCost, totalTax, totalPriceWithTax}`. A code the cart
 * may not use is refused 422 with the codes it may, and changes nothing.
 */
export const deliveryMethodRoutes: SiteRoutes = async (app) => {
  app.post("/checkout/simple/delivery-method/set", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const ctx = req.ctx;
    const body = Body.safeParse(req.body ?? {});
    const result = await chooseDeliveryMethod(ctx, body.success ? body.data.deliveryMethodCode : "");
    if (result.ok) return reply.send(chargesJson(ctx, result.value.cart.currency, result.value.totals));
    if (result.failure.kind !== "unknownDeliveryMethod") return sendCartFailure(req, reply, result.failure);
    const message = translate(ctx.language, "checkout.delivery.unknown", { codes: result.failure.offered.map((m) => m.code).join(", ") });
    return sendError(reply, 422, message, [{ field: "deliveryMethodCode", message }]);
  });
};
