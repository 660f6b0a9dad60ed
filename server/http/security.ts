import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../context.ts";
import { registerRateLimit } from "./rate-limit.ts";

/**
 * Security headers (CSP with per-response script nonces, nosniff, frame-ancestors, HSTS when
 * served over HTTPS in production), compression and the general rate limit (decision 0047).
 */
export async function registerSecurity(
  app: FastifyInstance,
  deps: AppDeps,
  opts: { development: boolean },
): Promise<void> {
  const production = deps.config.production;
  await app.register(import("@fastify/helmet"), {
    enableCSPNonces: true,
    contentSecurityPolicy: opts.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            // React Aria positions overlays and hides text with style attributes.
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
          },
        },
    strictTransportSecurity: production && (deps.config.publicUrl ?? "").startsWith("https:")
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(import("@fastify/compress"), { threshold: 1024 });
  await registerRateLimit(app, deps);
}
