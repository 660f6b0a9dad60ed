import { z } from "zod";
import { isPaymentType, paymentTypesFor } from "../../../domain/order-charges.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { chargesJson } from "./charges-json.ts";
import { saveCheckoutChoice } from "./checkout-store.ts";
import { readCheckout } from "./checkout-state.ts";
import { checkoutTotals } from "./checkout-totals.ts";

const Params = z.object({ paymentType: z.string().max(20) });

/**
 * `POST {context}/checkout/payment/{paymentType}`: records the payment type of the active cart's
 * checkout and answers what the order now costs, `{paymentCost, totalTax, totalPriceWithTax}` (with
 * the delivery method's cost, decision 0029).
 * A type the site or account cannot use is refused (the page unchecks the radio).
 */
export const checkoutPaymentRoutes: SiteRoutes = async (app) => {
  app.post("/checkout/payment/:paymentType", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const ctx = req.ctx;
    const cart = await sessionCart(ctx);
    if (!cart.ok) return sendCartFailure(req, reply, cart.failure);
    const type = Params.parse(req.params).paymentType.toUpperCase();
    const allowed = ctx.user ? paymentTypesFor(ctx.site.id, ctx.user.kind) : [];
    if (!isPaymentType(type) || !allowed.includes(type)) {
      const message = `Payment type ${type} is not available here. Choose one of: ${allowed.join(", ")}.`;
      return sendError(reply, 422, message, [{ field: "paymentType", message }]);
    }
    await saveCheckoutChoice(ctx.db, cart.value.id, { paymentType: type }, ctx.now);
    const totals = await checkoutTotals(ctx, cart.value, await readCheckout(ctx.db, cart.value.id), type);
    return reply.send({ paymentType: type, ...chargesJson(ctx, cart.value.currency, totals) });
  });
};
