import { z } from "zod";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { chooseCostCentre } from "./cost-centres.ts";

const Body = z.object({ costCentreCode: z.string().trim().min(1).max(40) });
const UNKNOWN = "Choose one of your unit's cost centres.";

/**
 * `POST {context}/checkout/simple/cost-centre/set {costCentreCode}`: the cost centre of a payment
 * on ACCOUNT (service-and-support §1, §3). Only the user's own unit's cost centres are accepted.
 */
export const costCentreRoutes: SiteRoutes = async (app) => {
  app.post("/checkout/simple/cost-centre/set", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const body = Body.safeParse(req.body);
    if (!body.success) return sendError(reply, 400, UNKNOWN, [{ field: "costCentreCode", message: UNKNOWN }]);
    const result = await chooseCostCentre(req.ctx, body.data.costCentreCode);
    if (result.ok) return reply.send({ costCentreCode: result.value.code, name: result.value.name });
    if (result.failure.kind === "unknownCostCentre") return sendError(reply, 422, UNKNOWN, [{ field: "costCentreCode", message: UNKNOWN }]);
    return sendCartFailure(req, reply, result.failure);
  });
};
