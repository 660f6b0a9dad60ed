import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../context.ts";
import { renderApprovePage, renderClosedPage } from "./approve-page.ts";
import { localWallet, WALLET_APPROVE_PATH, type ClosedPaymentStatus } from "./local-adapter.ts";

const PaymentId = z.string().max(100);

const CLOSED_STATUS: Record<ClosedPaymentStatus | "notFound", number> = {
  approved: 409,
  cancelled: 409,
  captured: 409,
  refunded: 409,
  expired: 410,
  notFound: 404,
};

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

function sendClosed(reply: FastifyReply, status: ClosedPaymentStatus | "notFound"): FastifyReply {
  return sendHtml(reply, CLOSED_STATUS[status], renderClosedPage(status));
}

/**
 * The local wallet provider's approve page, outside every site like a third party's: no
 * session and no storefront CSRF token. The payment id in the URL is the payer's capability.
 */
export const walletProviderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const wallet = localWallet(deps.db, { paymentTtlMs: deps.config.providers.wallet.paymentTtlMs });

  app.get(
    WALLET_APPROVE_PATH,
    { schema: { hide: true, querystring: z.object({ paymentId: PaymentId.default("") }) } },
    async (req, reply) => {
      const payment = await wallet.paymentForPayer(req.query.paymentId);
      if (payment.kind !== "open") return sendClosed(reply, payment.kind === "closed" ? payment.status : "notFound");
      return sendHtml(reply, 200, renderApprovePage(payment, WALLET_APPROVE_PATH));
    },
  );

  app.post(
    WALLET_APPROVE_PATH,
    {
      config: { csrf: false },
      schema: { hide: true, body: z.object({ paymentId: PaymentId, decision: z.enum(["pay", "cancel"]) }) },
    },
    async (req, reply) => {
      const result = await wallet.decide(req.body.paymentId, req.body.decision);
      if (result.kind === "redirect") return reply.header("cache-control", "no-store").redirect(result.url, 303);
      return sendClosed(reply, result.kind === "closed" ? result.status : "notFound");
    },
  );
};
