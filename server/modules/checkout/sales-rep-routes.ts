import type { FastifyReply } from "fastify";
import { z } from "zod";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { chooseSalesRep, salesRepsFor, type SalesRepFailure } from "./sales-reps.ts";
import { salesRepTree } from "../lists/sales-rep-tree.ts";

const Body = z.object({ uid: z.string().trim().min(1).max(254) });
const UNKNOWN = "Choose a sales representative from the list.";

function sendRefusal(reply: FastifyReply, failure: SalesRepFailure): FastifyReply {
  if (failure.kind === "signedOut") return sendError(reply, 401, "Please sign in to continue.");
  return sendError(reply, 403, "Only promo and discount accounts choose a sales representative.");
}

/**
 * Promo and discount users name a sales representative at checkout (shopping-flow §4, §6):
 * `GET {context}/sales-rep` lists the site's active representatives as tree items
 * `[{uid, name, label, unitUid, subItems}]`; `POST {context}/checkout/simple/sales-rep/set {uid}`
 * records one for the active cart. A sales representative gets their customer tree instead
 * (units they cover, their child units and buyers), to prepare saved bags for (decision 0056).
 * Other accounts are refused (403).
 */
export const salesRepRoutes: SiteRoutes = async (app) => {
  app.get("/sales-rep", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    if (req.ctx.user?.kind === "salesrep") return reply.send(await salesRepTree(req.ctx));
    const result = await salesRepsFor(req.ctx);
    return result.ok ? reply.send(result.value) : sendRefusal(reply, result.failure);
  });

  app.post("/checkout/simple/sales-rep/set", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const body = Body.safeParse(req.body);
    if (!body.success) return sendError(reply, 400, UNKNOWN, [{ field: "uid", message: UNKNOWN }]);
    const result = await chooseSalesRep(req.ctx, body.data.uid);
    if (result.ok) return reply.send(result.value);
    const failure = result.failure;
    if (failure.kind === "unknownSalesRep") return sendError(reply, 422, UNKNOWN, [{ field: "uid", message: UNKNOWN }]);
    if (failure.kind === "notPromo") return sendRefusal(reply, failure);
    return sendCartFailure(req, reply, failure);
  });
};
