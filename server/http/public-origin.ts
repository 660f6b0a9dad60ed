import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.ts";

/**
 * The storefront's origin as customers reach it, for mailed and absolute links: `PUBLIC_URL`, else
 * `http://localhost:PORT` (or `http://HOST:PORT` when HOST names one interface; decision 0031). Never the request's Host or X-Forwarded-* headers, so
 * a request cannot choose where a password-reset link points.
 */
export function publicOrigin(req: FastifyRequest): string {
  return configuredOrigin(req.ctx.deps.config, req.server);
}

/** The same origin outside a request (jobs); `server` supplies the port when PORT=0 chose one. */
export function configuredOrigin(config: Pick<AppConfig, "publicUrl" | "localHost">, server?: FastifyInstance): string {
  if (config.publicUrl) return config.publicUrl;
  const address = server?.server.address();
  const port = address && typeof address === "object" ? (address satisfies AddressInfo).port : 0;
  return `http://${config.localHost}:${port}`;
}
