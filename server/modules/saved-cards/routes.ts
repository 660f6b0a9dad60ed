import type { FastifyReply } from "fastify";
import { z } from "zod";
import { translate } from "../../../domain/i18n/index.ts";
import type { Language } from "../../../domain/sites.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { listSavedCards, removeSavedCard, type SavedCardFailure } from "./service.ts";

const Body = z.object({ savedCardId: z.string().trim().min(1).max(40) });

function sendFailure(reply: FastifyReply, language: Language, failure: SavedCardFailure): FastifyReply {
  if (failure === "signedOut") return sendError(reply, 401, "Please sign in to continue.", []);
  const message = translate(language, failure === "expired" ? "checkout.savedCard.expired" : "checkout.savedCard.notFound");
  return sendError(reply, failure === "expired" ? 422 : 404, message, [{ field: "savedCardId", message }]);
}

/**
 * The saved-payments popup's calls (service-and-support §2; decision 0029):
 * `GET {context}/checkout/payment/saved-cards` → `{savedCards: [{id, maskedCardNo, cardType, expiryMonth, expiryYear, expiry, expired}]}`
 * and `POST {context}/checkout/payment/saved-cards/remove {savedCardId}` → `{removed, savedCards}`.
 * A user reaches only their own cards: another user's id is 404 and changes nothing.
 */
export const savedCardRoutes: SiteRoutes = async (app) => {
  app.get("/checkout/payment/saved-cards", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const list = await listSavedCards(req.ctx);
    return list.ok ? reply.send({ savedCards: list.value }) : sendFailure(reply, req.ctx.language, list.failure);
  });

  app.post("/checkout/payment/saved-cards/remove", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    if (!req.ctx.user) return sendFailure(reply, req.ctx.language, "signedOut");
    const body = Body.safeParse(req.body ?? {});
    const removed = body.success ? await removeSavedCard(req.ctx, body.data.savedCardId) : ({ ok: false, failure: "notFound" } as const);
    if (!removed.ok) return sendFailure(reply, req.ctx.language, removed.failure);
    const list = await listSavedCards(req.ctx);
    return reply.send({ removed: removed.value.id, savedCards: list.ok ? list.value : [] });
  });
};
