import { integer } from "../../../domain/input.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { checkCheckoutComment, CHECKOUT_COMMENT_ERROR_CODES, CHECKOUT_COMMENT_MESSAGES, isCheckoutCommentRequired } from "../../../domain/checkout-comment.ts";
import { checkoutRoleOf } from "../../../domain/complete-order.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { checkPurchaseNumber, purchaseNumberMessage } from "../../../domain/purchase-number.ts";
import { checkRequestedShipDates } from "../../../domain/requested-ship-dates.ts";
import { checkShipDates, defaultShipDates } from "../../../domain/ship-dates.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { readCart } from "../cart/cart-service.ts";
import { saveCheckoutChoice } from "./checkout-store.ts";
import { cartShipDateRules, cartTargetsOf, type CartShipDateRules } from "./ship-date-rules.ts";

/** The session's cart and its ship-date rules; answers the refusal itself and returns null then. */
async function cartWithRules(req: FastifyRequest, reply: FastifyReply): Promise<{ cart: CartRef; rules: CartShipDateRules } | null> {
  reply.header("cache-control", "private, no-store");
  const read = await readCart(req.ctx);
  if (!read.ok) {
    await sendCartFailure(req, reply, read.failure);
    return null;
  }
  const view = read.value;
  return { cart: view.cart, rules: await cartShipDateRules(req.ctx, view.cart.mode, cartTargetsOf(view.lines)) };
}

const DatesQuery = z.object({
  shouldRemoveFirst: z.enum(["true", "false"]).optional(),
  deliveryTarget: z.string().max(20).optional(),
  deliveryYear: integer({ min: 2000 }).optional(),
});

const ShipDate = z.string().max(10).nullish();
const ShipDatesBody = z.union([
  z.object({ requestedShipDates: z.array(z.object({ deliveryTarget: z.string().max(20), deliveryYear: integer({ min: 2000 }), desiredShipDate: ShipDate, cancelDate: ShipDate })).max(60) }),
  z.object({ desiredShipDate: ShipDate, cancelDate: ShipDate }),
]);

/**
 * Checkout steps that record one choice each (decision 0022): ship dates, comment, purchase
 * number and the terms. Each re-checks the rule the page applies (domain/), refuses with field errors and then
 * changes nothing.
 */
export const checkoutStepRoutes: SiteRoutes = async (app) => {
  app.get("/checkout/dates/get", async (req, reply) => {
    const found = await cartWithRules(req, reply);
    if (!found) return reply;
    const query = DatesQuery.safeParse(req.query);
    if (!query.success) return sendError(reply, 400, "The ship-date request is not valid.", []);
    const opts = { shouldRemoveFirst: query.data.shouldRemoveFirst === "true" };
    if (found.rules.kind === "single") {
      const dates = defaultShipDates(found.rules.rules, opts);
      if (!dates) return sendError(reply, 422, translate(req.ctx.language, "checkout.shipDate.desired.noDates"), [{ field: "desiredShipDate", message: translate(req.ctx.language, "checkout.shipDate.desired.noDates") }]);
      return reply.send(dates);
    }
    const perTarget = found.rules.targets
      .filter((t) => query.data.deliveryTarget === undefined || (t.deliveryTarget === query.data.deliveryTarget && t.deliveryYear === query.data.deliveryYear))
      .map((t) => ({ deliveryTarget: t.deliveryTarget, deliveryYear: t.deliveryYear, ...(defaultShipDates(t.rules, opts) ?? { desiredShipDate: null, cancelDate: null, maxCancellationDate: null }) }));
    const first = perTarget[0];
    if (!first) return sendError(reply, 404, "The cart has no such delivery target.", [{ field: "deliveryTarget", message: "Unknown delivery target" }]);
    return reply.send({ desiredShipDate: first.desiredShipDate, cancelDate: first.cancelDate, maxCancellationDate: first.maxCancellationDate, requestedShipDates: perTarget });
  });

  app.post("/checkout/simple/ship-dates/set", async (req, reply) => {
    const found = await cartWithRules(req, reply);
    if (!found) return reply;
    const body = ShipDatesBody.safeParse(req.body);
    if (!body.success) return sendError(reply, 400, "Send the desired ship date and cancel date.", []);
    const language = req.ctx.language;
    const input = body.data;
    let stored;
    if (found.rules.kind === "single") {
      const one = "requestedShipDates" in input ? input.requestedShipDates[0] : input;
      const checked = checkShipDates(found.rules.rules, one ?? {});
      if (!checked.ok) return sendError(reply, 422, translate(language, checked.errors[0]!.messageKey), checked.errors.map((e) => ({ field: e.field, message: translate(language, e.messageKey) })));
      stored = [{ deliveryTarget: null, deliveryYear: null, desiredShipDate: checked.desiredShipDate, cancelDate: checked.cancelDate }];
    } else {
      const checked = checkRequestedShipDates("requestedShipDates" in input ? input.requestedShipDates : [], found.rules.targets);
      if (!checked.ok) return sendError(reply, 422, translate(language, checked.errors[0]!.messageKey), checked.errors.map((e) => ({ field: e.field, message: translate(language, e.messageKey) })));
      stored = checked.dates;
    }
    await saveCheckoutChoice(req.ctx.db, found.cart.id, { requestedShipDates: stored }, req.ctx.now);
    return reply.send({ requestedShipDates: stored });
  });

  // The comment is a textarea: line breaks and tabs are its own (decision 0035).
  app.post("/checkout/simple/comment/set", { config: { multilineFields: ["comment"] } }, async (req, reply) => {
    const read = await readCart(req.ctx);
    if (!read.ok) return sendCartFailure(req, reply, read.failure);
    // No length limit here: the body limit bounds it, and a long comment is refused as too long, not read as none.
    const raw = z.object({ comment: z.string().default("") }).safeParse(req.body ?? {});
    if (!raw.success) return sendError(reply, 400, "Send the comment as text.", [{ field: "comment", message: "Send the comment as text." }]);
    const role = checkoutRoleOf(req.ctx.user!.kind);
    const checked = checkCheckoutComment(raw.data.comment, { required: isCheckoutCommentRequired(role, req.ctx.site.id, req.ctx.tradeShow) });
    if (!checked.ok) {
      const message = translate(req.ctx.language, CHECKOUT_COMMENT_MESSAGES[checked.error]);
      return sendError(reply, 400, message, [{ field: "comment", message, code: CHECKOUT_COMMENT_ERROR_CODES[checked.error] }]);
    }
    await saveCheckoutChoice(req.ctx.db, read.value.cart.id, { comment: checked.value || null }, req.ctx.now);
    return reply.header("cache-control", "private, no-store").send({ comment: checked.value });
  });

  // The terms completed for this checkout (decision 0024): kept with the cart's checkout so the box
  // stays ticked when the shopper comes back (from the wallet provider too). Only ever set: the
  // page's box cannot be unticked once the terms are completed.
  app.post("/checkout/terms/accept", async (req, reply) => {
    const read = await readCart(req.ctx);
    if (!read.ok) return sendCartFailure(req, reply, read.failure);
    const raw = z.object({ termsAccepted: z.literal(true) }).safeParse(req.body ?? {});
    if (!raw.success) {
      const message = translate(req.ctx.language, "checkout.complete.terms");
      return sendError(reply, 400, message, [{ field: "termsAccepted", message }]);
    }
    await saveCheckoutChoice(req.ctx.db, read.value.cart.id, { termsAcceptedAt: req.ctx.now }, req.ctx.now);
    return reply.header("cache-control", "private, no-store").send({ termsAccepted: true });
  });

  app.post("/checkout/simple/purchase-number/set", async (req, reply) => {
    const read = await readCart(req.ctx);
    if (!read.ok) return sendCartFailure(req, reply, read.failure);
    const raw = z.object({ purchaseNumber: z.string().max(200).default("") }).safeParse(req.body ?? {});
    const checked = checkPurchaseNumber(req.ctx.site.id, raw.success ? raw.data.purchaseNumber : "\u0000");
    if (!checked.ok) {
      const message = translate(req.ctx.language, purchaseNumberMessage(req.ctx.site.id, checked.error));
      return sendError(reply, 400, message, [{ field: "purchaseNumber", message }]);
    }
    await saveCheckoutChoice(req.ctx.db, read.value.cart.id, { purchaseNumber: checked.value || null }, req.ctx.now);
    return reply.header("cache-control", "private, no-store").send({ purchaseNumber: checked.value });
  });
};
