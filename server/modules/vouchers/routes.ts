import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { translate } from "../../../domain/i18n/index.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { cartPrice } from "../cart/cart-json.ts";
import { cartMoney } from "../cart-prices/cart-money.ts";
import { FormattedPriceSchema } from "../cart-prices/routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { applyVoucher, releaseVoucher, type VoucherChange, type VoucherFailure } from "./service.ts";

/** Code problems are input validation (400); the rest are business refusals (422). */
const VALIDATION_FAILURES: ReadonlySet<VoucherFailure> = new Set(["empty", "tooLong", "badCharacters"]);

const VoucherAnswerSchema = z.object({
  voucherCode: z.string(),
  successfulMessage: z.string(),
  appliedVouchers: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(["percent", "absolute"]),
      /** percent: basis points (1000 = 10 %); absolute: minor units. */
      value: z.number().int(),
      discount: FormattedPriceSchema,
      /** False while the voucher gives nothing (cart below its minimum, expired); `message` says why. */
      applicable: z.boolean(),
      message: z.string().nullable(),
    }),
  ),
  voucherDiscount: FormattedPriceSchema,
  subtotal: FormattedPriceSchema,
  totalPrice: FormattedPriceSchema,
});

/**
 * Where a browser form post goes afterwards: the cart page with the alert to show —
 * `voucherAlert` = applied | released | a failure reason (text `voucher.alert.{voucherAlert}`).
 */
export function voucherAlertUrl(req: FastifyRequest, alert: "applied" | "released" | VoucherFailure, code: string): string {
  const query = new URLSearchParams({ voucherAlert: alert, voucherCode: code.slice(0, 40) });
  return `${sitePath(req.site, "/cart")}?${query.toString()}`;
}

async function answer(req: FastifyRequest, reply: FastifyReply, cart: CartRef, change: VoucherChange, done: "applied" | "released"): Promise<FastifyReply> {
  const ctx = req.ctx;
  reply.header("cache-control", "private, no-store");
  if (isBrowserFormPost(req)) return reply.redirect(voucherAlertUrl(req, change.ok ? done : change.reason, change.code), 303);
  if (!change.ok) {
    const message = translate(ctx.language, `voucher.alert.${change.reason}`, { code: change.code });
    return sendError(reply, VALIDATION_FAILURES.has(change.reason) ? 400 : 422, message, [{ field: "voucherCode", message }]);
  }
  const money = await cartMoney(ctx, cart);
  const price = (minor: number) => cartPrice(ctx, cart.currency, minor);
  return reply.send({
    voucherCode: change.code,
    successfulMessage: translate(ctx.language, `voucher.alert.${done}`, { code: change.code }),
    appliedVouchers: money.vouchers.map((v) => ({
      code: v.code,
      kind: v.kind,
      value: v.value,
      discount: price(v.discountMinor),
      applicable: v.refusal === null,
      message: v.refusal === null ? null : translate(ctx.language, `voucher.alert.${v.refusal}`, { code: v.code }),
    })),
    voucherDiscount: price(money.voucherDiscountMinor),
    subtotal: price(money.subtotalMinor),
    totalPrice: price(money.totalMinor),
  });
}

const Body = z.object({ voucherCode: z.string().max(200).default("") });

/** Voucher apply and release forms of the cart page (JSON or browser forms; decision 0019). */
export const voucherRoutes: SiteRoutes = async (app) => {
  app.post(
    "/cart/voucher/apply",
    {
      schema: {
        tags: ["cart"],
        summary: "Apply a voucher to the active cart (a browser form post is sent back to the cart with ?voucherAlert=)",
        body: Body,
        response: { 200: VoucherAnswerSchema },
      },
    },
    async (req, reply) => {
      const cart = await sessionCart(req.ctx);
      if (!cart.ok) return sendCartFailure(req, reply, cart.failure);
      return answer(req, reply, cart.value, await applyVoucher(req.ctx, cart.value, req.body.voucherCode), "applied");
    },
  );

  app.post(
    "/cart/voucher/release",
    {
      schema: {
        tags: ["cart"],
        summary: "Take a voucher off the active cart (a browser form post is sent back to the cart with ?voucherAlert=)",
        body: Body,
        response: { 200: VoucherAnswerSchema },
      },
    },
    async (req, reply) => {
      const cart = await sessionCart(req.ctx);
      if (!cart.ok) return sendCartFailure(req, reply, cart.failure);
      return answer(req, reply, cart.value, await releaseVoucher(req.ctx, cart.value, req.body.voucherCode), "released");
    },
  );
};
