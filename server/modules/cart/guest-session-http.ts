import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestContext } from "../../context.ts";
import { ANON_COOKIE, sessionCookieName, setHttpOnlyCookie } from "../../http/cookies.ts";
import { isGuestShopper, openGuestSession } from "./guest-cart.ts";

/** Thrown to roll the new anonymous session back when the change it was opened for kept nothing. */
class Discarded<T> extends Error {
  constructor(readonly result: T) {
    super("discarded");
  }
}

/**
 * Runs an add to the cart for whoever asks. A visitor on the consumer site without a session gets
 * an anonymous session for their basket (decision 0041) in the same transaction as the add, kept
 * only when `keep` says the add put something in it: a refused or empty add leaves nothing behind.
 * The visitor must have sent the `brim_anon` cookie: the CSRF check (which runs first) already
 * requires a token derived from it, so clients that keep no cookies never open a basket.
 */
export async function withGuestBasket<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  change: (ctx: RequestContext) => Promise<T>,
  keep: (result: T) => boolean,
): Promise<T> {
  const ctx = req.ctx;
  if (!isGuestShopper(ctx) || ctx.sessionIdHash !== null || !req.cookies[ANON_COOKIE]) return change(ctx);
  let rawId: string | null = null;
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const session = await openGuestSession(ctx, tx, req.csrfToken);
      const answer = await change({ ...ctx, db: tx, sessionIdHash: session.idHash });
      if (!keep(answer)) throw new Discarded(answer);
      rawId = session.rawId;
      return answer;
    });
    if (rawId !== null) {
      const { session } = ctx.deps.config;
      setHttpOnlyCookie(req, reply, session, sessionCookieName(ctx.site.id), rawId, Math.floor((session.guestAbsoluteMs ?? session.absoluteMs) / 1000));
    }
    return result;
  } catch (error) {
    if (error instanceof Discarded) return (error as Discarded<T>).result;
    throw error;
  }
}
