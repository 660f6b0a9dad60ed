import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { giftCardAmountToApply } from "../../../domain/gift-cards.ts";
import type { Currency } from "../../../domain/sites.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { cartPrice } from "../cart/cart-json.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { saveCheckoutChoice } from "../checkout/checkout-store.ts";
import { readCheckout } from "../checkout/checkout-state.ts";
import { checkoutTotals } from "../checkout/checkout-totals.ts";
import { isPaymentType } from "../../../domain/order-charges.ts";
import { checkGiftCard, type CheckedGiftCard, type GiftCardCheck } from "./gift-card-check.ts";

const Query = z.object({ giftCardNumber: z.string().max(40).default(""), giftCardPin: z.string().max(20).default("") });

const REFUSALS: Record<Exclude<GiftCardCheck, { ok: true }>["reason"], { status: number; message: string }> = {
  signedOut: { status: 401, message: "Please sign in to continue." },
  malformed: { status: 400, message: "Enter the 16-digit gift card number and its PIN." },
  invalid: { status: 422, message: "The gift card number or PIN is not valid." },
  tooManyChecks: { status: 429, message: "Too many gift card checks. Please try again later." },
};

/** Checks the card from the query or body; answers the refusal itself and returns null then. */
async function checkedCard(req: FastifyRequest, reply: FastifyReply, input: unknown): Promise<CheckedGiftCard | null> {
  reply.header("cache-control", "private, no-store");
  const parsed = Query.safeParse(input);
  const result: GiftCardCheck = parsed.success ? await checkGiftCard(req.ctx, { number: parsed.data.giftCardNumber, pin: parsed.data.giftCardPin }) : { ok: false, reason: "malformed" };
  if (result.ok && result.card.currency === req.ctx.site.defaultCurrency) return result.card;
  const refusal = REFUSALS[result.ok ? "invalid" : result.reason];
  await sendError(reply, refusal.status, refusal.message, [{ field: "giftCardNumber", message: refusal.message }]);
  return null;
}

/** What the popup shows once a card is known: its balance and what it would pay of this order. */
async function cardAnswer(req: FastifyRequest, card: CheckedGiftCard, withCart: boolean) {
  const ctx = req.ctx;
  const currency = card.currency as Currency;
  const balance = { giftCardBalance: card.balanceMinor, giftCardFormattedBalance: cartPrice(ctx, currency, card.balanceMinor).formattedValue };
  if (!withCart) return { ok: true as const, answer: balance, amountMinor: 0 };
  const cart = await sessionCart(ctx);
  if (!cart.ok) return { ok: false as const, failure: cart.failure };
  const checkout = await readCheckout(ctx.db, cart.value.id);
  const type = checkout.paymentType && isPaymentType(checkout.paymentType) ? checkout.paymentType : null;
  const totals = await checkoutTotals(ctx, cart.value, checkout, type);
  const amountMinor = giftCardAmountToApply(card.balanceMinor, totals.totalWithTaxMinor);
  return {
    ok: true as const,
    cartId: cart.value.id,
    amountMinor,
    answer: { ...balance, amountToApply: amountMinor, formattedAmountToApply: cartPrice(ctx, currency, amountMinor).formattedValue, remainingToPay: cartPrice(ctx, currency, totals.totalWithTaxMinor - amountMinor) },
  };
}

/**
 * Gift cards on the consumer site (decision 0022): the balance check, the checkout's validate,
 * and apply / remove of the part payment. The PIN travels in the query of the two GETs the spec
 * names; the request log redacts `giftCardPin`.
 *
 * The three routes that check a number and PIN have the strict per-address limit of sign-in on
 * top of the per-session one (decision 0029), counted together: a client changing sessions is
 * still slowed down. Over it they answer 429 before anything is read or counted.
 */
export const giftCardRoutes: SiteRoutes = async (app, { deps }) => {
  const perAddress = app.rateLimit({ ...deps.config.rateLimit.strict, groupId: "gift-card-checks" });
  // The route's own limit replaces the general one (`rateLimit: false` turns that off here).
  const checks = { config: { rateLimit: false as const }, onRequest: perAddress };

  // After the CSRF check (preValidation), so a POST without its token is still a 403 everywhere.
  app.addHook("preHandler", async (req, reply) => {
    if (req.ctx.site.b2b) await sendError(reply, 404, "Gift cards are sold and redeemed on the consumer site.", []);
  });

  app.get("/giftcard/balance", checks, async (req, reply) => {
    const card = await checkedCard(req, reply, req.query);
    if (!card) return reply;
    const result = await cardAnswer(req, card, false);
    return result.ok ? reply.send(result.answer) : sendCartFailure(req, reply, result.failure);
  });

  app.get("/checkout/payment/giftcard/validate", checks, async (req, reply) => {
    const card = await checkedCard(req, reply, req.query);
    if (!card) return reply;
    const result = await cardAnswer(req, card, true);
    return result.ok ? reply.send(result.answer) : sendCartFailure(req, reply, result.failure);
  });

  app.post("/checkout/payment/giftcard/apply", checks, async (req, reply) => {
    const card = await checkedCard(req, reply, req.body);
    if (!card) return reply;
    const result = await cardAnswer(req, card, true);
    if (!result.ok) return sendCartFailure(req, reply, result.failure);
    if (result.amountMinor <= 0 || result.cartId === undefined) {
      const message = "This gift card has no balance left to apply.";
      return sendError(reply, 422, message, [{ field: "giftCardNumber", message }]);
    }
    await saveCheckoutChoice(req.ctx.db, result.cartId, { giftCardId: card.id, giftCardAmountMinor: result.amountMinor }, req.ctx.now);
    return reply.send(result.answer);
  });

  app.post("/checkout/payment/giftcard/remove", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const cart = await sessionCart(req.ctx);
    if (!cart.ok) return sendCartFailure(req, reply, cart.failure);
    await saveCheckoutChoice(req.ctx.db, cart.value.id, { giftCardId: null, giftCardAmountMinor: null }, req.ctx.now);
    return reply.send({ removed: true });
  });
};
