import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../../http/errors.ts";
import { activeCart, type CartRef } from "../cart/active-cart.ts";

/**
 * The session's own active cart (decision 0018: no endpoint takes a cart id, so nobody reaches
 * another customer's cart), or the refusal already sent: 401 signed out, 403 no cart.
 */
export async function sessionCartOrRefuse(req: FastifyRequest, reply: FastifyReply): Promise<CartRef | null> {
  const result = await activeCart(req.ctx);
  if (result.ok) return result.cart;
  if (result.reason === "signedOut") sendError(reply, 401, "Please sign in to continue.");
  else sendError(reply, 403, "This account has no cart of its own.");
  return null;
}
