import { z } from "zod";
import { safeRedirect } from "../../../domain/redirects.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { priceVisibility, updatePriceVisibility } from "./visibility.ts";

const Flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { message: "Enter true or false" });

/** Price visibility (account-and-ordering §5): whether hiding is offered, the current state, and the switch. */
export const priceVisibilityRoutes: SiteRoutes = async (app) => {
  app.get(
    "/price/visibility/is-hiding-available",
    { schema: { tags: ["pricing"], summary: "Whether the user may switch customer prices off", response: { 200: z.object({ isHidingAvailable: z.boolean() }) } } },
    async (req, reply) => reply.header("cache-control", "private, no-store").send({ isHidingAvailable: priceVisibility(req.ctx).hidingAvailable }),
  );

  app.get(
    "/price/visibility/status",
    { schema: { tags: ["pricing"], summary: "Whether customer prices are shown to the user", response: { 200: z.object({ shouldDisplayPrice: z.boolean() }) } } },
    async (req, reply) => reply.header("cache-control", "private, no-store").send({ shouldDisplayPrice: priceVisibility(req.ctx).shouldDisplayPrice }),
  );

  app.post(
    "/price/visibility/update",
    {
      schema: {
        tags: ["pricing"],
        summary: "Switch customer prices on or off (JSON or form; a browser form post is sent back to the page it came from)",
        body: z.object({ shouldDisplayPrice: Flag, redirect: z.string().max(2000).optional() }),
        response: { 200: z.object({ shouldDisplayPrice: z.boolean() }) },
      },
    },
    async (req, reply) => {
      const result = await updatePriceVisibility(req.ctx, req.body.shouldDisplayPrice);
      if (!result.ok) {
        return result.reason === "signedOut"
          ? sendError(reply, 401, "Please sign in")
          : sendError(reply, 403, "Price hiding is not available for this account", [{ field: "shouldDisplayPrice", message: "Not available" }]);
      }
      if (isBrowserFormPost(req)) return reply.redirect(safeRedirect(req.site, req.body.redirect), 303);
      return reply.send({ shouldDisplayPrice: result.visibility.shouldDisplayPrice });
    },
  );
};
