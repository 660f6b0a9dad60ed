import type { FastifyRequest } from "fastify";

/** The storefront's origin as customers reach it: `PUBLIC_URL` when set, else the request's own. */
export function publicOrigin(req: FastifyRequest): string {
  return req.ctx.deps.config.publicUrl ?? `${req.protocol}://${req.host}`;
}
