import type { FastifyInstance } from "fastify";
import { sendError } from "./errors.ts";

/**
 * Whether a Host header names one of the allowed hosts. An entry with a port must match with it;
 * an entry without one matches the name on any port. Names compare without case.
 */
export function isAllowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  if (!host) return false;
  const full = host.toLowerCase();
  const name = full.startsWith("[") ? full.slice(0, full.indexOf("]") + 1) : (full.split(":", 1)[0] ?? "");
  return allowed.some((entry) => entry === full || entry === name);
}

/**
 * ALLOWED_HOSTS (decision 0031): a request for another host is answered 400 before anything else
 * runs. `/healthz` stays open to load balancers that call it by address.
 */
export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]): void {
  if (allowed.length === 0) return;
  app.addHook("onRequest", async (req, reply) => {
    if (req.url === "/healthz" || isAllowedHost(req.host, allowed)) return;
    return sendError(reply, 400, "This storefront does not answer for this host name.", [{ field: "host", message: "Unknown host" }]);
  });
}
