import { z } from "zod";
import { translate } from "../../../domain/i18n/index.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { cartPrice } from "../cart/cart-json.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { recordWalletReturn, startWalletPayment } from "./wallet-checkout.ts";

const RETURN_PATH = "/checkout/payment/wallet/return";
const CANCEL_PATH = "/checkout/payment/wallet/cancel";

const ReturnQuery = z.object({ paymentId: z.string().max(100).default(""), PayerID: z.string().max(40).optional() });

/**
 * The wallet's approve-and-return flow at checkout (decision 0025):
 * - `POST {context}/checkout/payment/wallet/start` creates the provider payment for what is left
 *   to pay and answers `{paymentId, approveUrl, amount}` (a browser form post is redirected there);
 * - the provider sends the payer back to `GET …/wallet/return?paymentId=…&PayerID=…` or
 *   `GET …/wallet/cancel?paymentId=…`, which record the outcome and go back to the checkout page.
 */
export const walletCheckoutRoutes: SiteRoutes = async (app) => {
  app.post("/checkout/payment/wallet/start", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const origin = publicOrigin(req);
    const result = await startWalletPayment(req.ctx, {
      returnUrl: origin + sitePath(req.site, RETURN_PATH),
      cancelUrl: origin + sitePath(req.site, CANCEL_PATH),
    });
    if (!result.ok) {
      const { failure } = result;
      if (failure.kind === "notWallet") {
        const message = translate(req.ctx.language, "checkout.wallet.notChosen");
        return sendError(reply, 422, message, [{ field: "paymentType", message }]);
      }
      if (failure.kind === "nothingToPay") {
        const message = translate(req.ctx.language, "checkout.wallet.nothingToPay");
        return sendError(reply, 422, message, [{ field: "wallet", message }]);
      }
      return sendCartFailure(req, reply, failure);
    }
    if (isBrowserFormPost(req)) return reply.redirect(result.approveUrl, 303);
    return reply.send({ paymentId: result.paymentId, approveUrl: result.approveUrl, amount: cartPrice(req.ctx, result.currency, result.amountMinor) });
  });

  for (const path of [RETURN_PATH, CANCEL_PATH]) {
    app.get(path, async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const query = ReturnQuery.safeParse(req.query);
      const checkout = sitePath(req.site, "/checkout");
      if (!query.success) return reply.redirect(checkout, 303);
      const payerId = path === RETURN_PATH ? (query.data.PayerID ?? "") : null;
      const outcome = await recordWalletReturn(req.ctx, { paymentId: query.data.paymentId, payerId });
      // Signed out meanwhile: sign in and come back here, so the approval is not lost.
      if (outcome === "signedOut") return reply.redirect(`${sitePath(req.site, "/login")}?redirect=${encodeURIComponent(req.url)}`, 303);
      return reply.redirect(checkout, 303);
    });
  }
};
