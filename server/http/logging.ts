import type { FastifyServerOptions } from "fastify";

/** Query parameters whose values never reach the log (reset links, tokens). */
const SECRET_QUERY = /([?&](?:token|password|CSRFToken|giftCardPin|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** pino request logs without passwords, tokens, card data or cookies. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "req.headers.csrftoken",
        'res.headers["set-cookie"]',
        "*.password",
        "*.CSRFToken",
        // Card and gift-card data, should any object holding them ever be logged.
        "*.cardNumber",
        "*.securityCode",
        "*.giftCardPin",
        "*.token",
        "*.card.token",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
