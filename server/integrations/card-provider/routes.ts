import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../context.ts";
import { localCardProvider } from "./local-adapter.ts";

export const CARD_TOKENS_PATH = "/_providers/card/tokens";

const field = z.string().max(256).optional();

const TokenRequest = z.object({
  cardNumber: field,
  expiryMonth: field,
  expiryYear: field,
  securityCode: field,
  holder: field,
  // Accepted like the real provider does; the local one does not need them.
  cardType: field,
  startDate: field,
  issueNumber: field,
});

const TokenResponse = z.object({
  resultCode: z.string(),
  token: z
    .object({ isSecurityCodeSet: z.boolean(), maskedCardNo: z.string(), toBeExpiredAt: z.string(), token: z.string() })
    .optional(),
});

/**
 * The local card provider's hosted endpoint, served outside every site as a third party's would
 * be: no session, no CSRF token. The card form posts card data here and keeps the token object
 * it gets back. Nothing of the request body is logged (decision 0021).
 */
export const cardProviderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const provider = localCardProvider(deps.db, { tokenTtlMs: deps.config.providers.card.tokenTtlMs });
  app.post(
    CARD_TOKENS_PATH,
    {
      // The strict per-address limit of sign-in also slows down testing stolen card numbers.
      config: { csrf: false, rateLimit: deps.config.rateLimit.strict },
      schema: { hide: true, body: TokenRequest, response: { 200: TokenResponse } },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return reply.send(await provider.tokenize(req.body));
    },
  );
};
