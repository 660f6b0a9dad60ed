import { z } from "zod";
import { CUSTOMER_FILTER_MAX } from "../../../domain/order-history-filters.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { customerFilter } from "./service.ts";

const ErrorReply = z.object({ errorMessage: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })) });
const CustomerIds = z.array(z.string().trim().min(1).max(40)).max(CUSTOMER_FILTER_MAX);

/**
 * `POST {context}/my-account/orders` (account-and-ordering §7 "Account"): the body is the list of
 * chosen customer filter ids (unit uids, or "all"); the answer is the `customerFilterId` the page
 * puts in its URL, with the exclusive "Show All" rule applied (decision 0049).
 */
export const orderHistoryRoutes: SiteRoutes = async (app) => {
  app.post(
    "/my-account/orders",
    {
      schema: {
        tags: ["orders"],
        summary: "The customerFilterId value of the order history for a list of chosen customers",
        body: CustomerIds,
        response: { 200: z.object({ customerFilterId: z.string() }), 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      if (!req.ctx.user) return sendError(reply, 401, translate(req.ctx.language, "orderHistory.signIn"));
      const result = await customerFilter(req.ctx, req.body);
      if (!result.ok) {
        const message = translate(req.ctx.language, "orderHistory.customers.unknown");
        return sendError(reply, 400, message, result.unknown.map((uid) => ({ field: "customerFilterId", message: `${message} (${uid})` })));
      }
      return { customerFilterId: result.customerFilterId };
    },
  );
};
