import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { markCreditBlockPopupSeen } from "./credit-block.ts";

/** `POST {context}/my-account/creditBlockPopupSeen`: the credit-block popup is not shown again this session. */
export const creditBlockRoutes: SiteRoutes = async (app) => {
  app.post("/my-account/creditBlockPopupSeen", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const result = await markCreditBlockPopupSeen(req.ctx);
    return result.ok ? reply.send({ seen: true }) : sendError(reply, 401, "Please sign in to continue.");
  });
};
