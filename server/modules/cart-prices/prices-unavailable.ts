import type { FastifyReply, FastifyRequest } from "fastify";
import { translate } from "../../../domain/i18n/index.ts";
import { sendError, type AnsweringError } from "../../http/errors.ts";

/** How long a client is asked to wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 120;

const BRAND = Symbol.for("brim.pricesUnavailable");

/**
 * The ERP could not quote a dealer's cart (decision 0048): nothing is shown or charged at another
 * figure, and nothing is changed; the request answers 503 "Prices are unavailable right now".
 * Page loaders turn it into a 503 page (`app/prices-unavailable.server.ts`).
 */
export class PricesUnavailableError extends Error implements AnsweringError {
  readonly statusCode = 503;
  readonly [BRAND] = true;

  constructor(cause: unknown) {
    super("Prices are unavailable", { cause });
    this.name = "PricesUnavailableError";
  }

  answer(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    const language = req.ctx?.language ?? req.site.defaultLanguage;
    reply.header("retry-after", String(RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
    return sendError(reply, this.statusCode, translate(language, "dealerPrice.unavailable"));
  }
}

/**
 * Whether `error` is a PricesUnavailableError, by its brand: the page build bundles its own copy
 * of this module, so `instanceof` does not see the server's errors there.
 */
export function isPricesUnavailable(error: unknown): error is PricesUnavailableError {
  return typeof error === "object" && error !== null && BRAND in error;
}
