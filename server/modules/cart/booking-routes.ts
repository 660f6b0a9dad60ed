import { z } from "zod";
import { safeRedirect } from "../../../domain/redirects.ts";
import { BOOKING_MODES } from "../../../domain/booking-modes.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { switchBookingMode } from "./booking-mode.ts";

/** Booking mode switch (shopping-flow §2, §5; decision 0017). */
export const bookingRoutes: SiteRoutes = async (app) => {
  app.post(
    "/booking/status/update",
    {
      schema: {
        tags: ["cart"],
        summary: "Switch the session's booking mode (JSON or form; a browser form post is sent on to redirectUrl)",
        body: z.object({ mode: z.string().max(40), redirect: z.string().max(2000).optional() }),
        response: { 200: z.object({ mode: z.enum(BOOKING_MODES), redirectUrl: z.string() }) },
      },
    },
    async (req, reply) => {
      const result = await switchBookingMode(req.ctx, req.body.mode);
      if (!result.ok) {
        return result.reason === "signedOut"
          ? sendError(reply, 401, "Please sign in to continue.")
          : sendError(reply, 400, "This booking mode is not available for your account.", [{ field: "mode", message: "Choose one of your booking modes" }]);
      }
      // The page the switch was made on (same site only), else the home page.
      const redirectUrl = safeRedirect(req.site, req.body.redirect);
      reply.header("cache-control", "private, no-store");
      if (isBrowserFormPost(req)) return reply.redirect(redirectUrl, 303);
      return reply.send({ mode: result.mode, redirectUrl });
    },
  );
};
