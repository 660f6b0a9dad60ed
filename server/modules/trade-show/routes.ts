import { z } from "zod";
import { safeRedirect } from "../../../domain/redirects.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { saveTradeShowDelivery } from "./trade-show-delivery.ts";
import { switchTradeShowMode } from "./trade-show-mode.ts";

const Flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { message: "Enter true or false" });
const Text = z.string().max(1000).default("");

const DeliveryBody = z.object({
  tradeShowDestination: Text,
  firstName: Text,
  lastName: Text,
  companyName: Text,
  line1: Text,
  line2: Text,
  townCity: Text,
  postcode: Text,
  phone: Text,
  tradeShowSalesRepId: Text,
});

const DeliveryAnswer = DeliveryBody.required().extend({ countryIso: z.string() });

/** Trade-show mode (decision 0028): the session's switch and the checkout's trade-show delivery form. */
export const tradeShowRoutes: SiteRoutes = async (app) => {
  app.post(
    "/trade-show/update",
    {
      schema: {
        tags: ["checkout"],
        summary: "Switch the session's trade-show mode on or off (JSON or form; a browser form post is sent back to the page it came from)",
        body: z.object({ enabled: Flag, redirect: z.string().max(2000).optional() }),
        response: { 200: z.object({ enabled: z.boolean() }) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const result = await switchTradeShowMode(req.ctx, req.body.enabled);
      if (!result.ok) {
        return result.reason === "signedOut"
          ? sendError(reply, 401, "Please sign in to continue.")
          : sendError(reply, 403, "Trade-show mode is not available for this account.", [{ field: "enabled", message: "Not available" }]);
      }
      if (isBrowserFormPost(req)) return reply.redirect(safeRedirect(req.site, req.body.redirect), 303);
      return reply.send({ enabled: result.enabled });
    },
  );

  app.post(
    "/checkout/simple/trade-show-delivery/set",
    {
      schema: {
        tags: ["checkout"],
        summary: "Store the trade-show delivery form of the cart's checkout (trade-show mode only)",
        body: DeliveryBody,
        response: { 200: DeliveryAnswer },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const result = await saveTradeShowDelivery(req.ctx, req.body);
      if (result.ok) return reply.send(result.delivery);
      const language = req.ctx.language;
      switch (result.failure.kind) {
        case "signedOut":
          return sendError(reply, 401, "Please sign in to continue.");
        case "notInTradeShowMode":
          return sendError(reply, 409, "Trade-show mode is off. Switch it on to use the trade-show delivery form.");
        case "noCart":
          return sendError(reply, 403, "Your account has no cart.");
        case "invalid": {
          const errors = result.failure.errors.map((e) => ({ field: e.field, message: translate(language, e.messageKey) }));
          return sendError(reply, 400, translate(language, "checkout.complete.tradeShowForm"), errors);
        }
      }
    },
  );
};
