import type { FastifyReply, FastifyRequest } from "fastify";
import type { ListFormError } from "../../../domain/lists.ts";
import { checkSavedListName } from "../../../domain/saved-list-name.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";

/** The closed error a page shows for a refused name (`?listError=`), or null when the name passes. */
export function nameError(raw: string | undefined): ListFormError | null {
  const checked = checkSavedListName(raw ?? "");
  return checked.ok ? null : checked.problem;
}

/**
 * A refused list call: JSON with the message for a script; a form posted without script goes back
 * to `back` with a closed error code the page words itself (never the message as URL text).
 */
export function sendListFailure(req: FastifyRequest, reply: FastifyReply, failure: CartFailure, back: string, code: ListFormError = "failed"): FastifyReply {
  if (isBrowserFormPost(req) && failure.kind !== "signedOut") return reply.redirect(`${back}?listError=${code}`, 303);
  return sendCartFailure(req, reply, failure);
}
