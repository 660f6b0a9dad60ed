import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { translate } from "../../../domain/i18n/index.ts";
import { sitePath, type Site } from "../../../domain/sites.ts";
import { clearCookie, setHttpOnlyCookie } from "../../http/cookies.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { PENDING_COOKIE, PENDING_LIFETIME_SECONDS, openPending, sealPending } from "./pending.ts";
import { notificationItems, subscribeToSoldOut, updateSubscriptions, type SubscribeResult } from "./subscriptions.ts";

const ProductCode = z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, "Letters, digits, - and _ only");
const ColourCode = z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, "Letters, digits, - and _ only");
/** Forms send an empty field for "no colour". */
const OptionalColour = z.preprocess((v) => (v === "" ? undefined : v), ColourCode.optional());
const Item = z.object({ variantId: z.string().trim().min(1, "Choose a size").max(32), variantSize: z.string().optional(), notificationSubscription: z.boolean() });
const ItemReply = z.object({ variantId: z.string(), variantSize: z.string(), notificationSubscription: z.boolean() });
const ErrorReply = z.object({ errorMessage: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })) });
const COMPLETE_PATH = "/backinstock-notification/complete";

function loginUrl(site: Site): string {
  return `${sitePath(site, "/login")}?redirect=${encodeURIComponent(sitePath(site, COMPLETE_PATH))}`;
}

/** The product page, with the outcome for the page's notice. */
function productPage(site: Site, code: string, colour: string | null, outcome: "added" | "nothingSoldOut"): string {
  const query = new URLSearchParams(colour ? { colour, backInStock: outcome } : { backInStock: outcome });
  return `${sitePath(site, `/p/${encodeURIComponent(code)}`)}?${query}`;
}

function lookupError(reply: FastifyReply, req: FastifyRequest, reason: "unknownProduct" | "unknownColour", status: 400 | 404, productField: string) {
  const message = translate(req.ctx.language, "notifications.unknownProduct");
  return sendError(reply, status, message, [{ field: reason === "unknownColour" ? "colour" : productField, message }]);
}

export const notificationRoutes: SiteRoutes = async (app, { deps }) => {
  app.post(
    "/backinstock-notification/add/",
    {
      schema: {
        tags: ["notifications"],
        summary: "Back-in-stock: mail me when the sold-out sizes of this product (or colour) can be ordered again",
        description:
          "Signed in: subscribes and answers {success, message}. Anonymous: keeps the request in a signed cookie for 30 minutes and answers 401 with redirectUrl (the login page, which comes back to complete it); a form post without JavaScript gets a 303 there instead.",
        body: z.object({ productCode: ProductCode, colour: OptionalColour, CSRFToken: z.string().optional() }),
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          401: ErrorReply.extend({ redirectUrl: z.string() }),
        },
      },
    },
    async (req, reply) => {
      const { productCode } = req.body;
      const colour = req.body.colour ?? null;
      const result: SubscribeResult = await subscribeToSoldOut(req.ctx, { productCode, colour, origin: publicOrigin(req) });
      const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(req.ctx.language, key, params);
      if (result.ok) {
        if (isBrowserFormPost(req)) return reply.redirect(productPage(req.site, productCode, colour, "added"), 303);
        return { success: true as const, message: t("notifications.added", { name: result.productName }) };
      }
      switch (result.reason) {
        case "unknownProduct":
        case "unknownColour":
          return lookupError(reply, req, result.reason, 400, "productCode");
        case "nothingSoldOut":
          if (isBrowserFormPost(req)) return reply.redirect(productPage(req.site, productCode, colour, "nothingSoldOut"), 303);
          return sendError(reply, 409, t("notifications.nothingSoldOut"), [{ field: "productCode", message: t("notifications.nothingSoldOut") }]);
        case "signIn": {
          const sealed = await sealPending(deps.db, { siteId: req.site.id, productCode, colour }, req.ctx.now);
          setHttpOnlyCookie(req, reply, deps.config.session, PENDING_COOKIE, sealed, PENDING_LIFETIME_SECONDS);
          const redirectUrl = loginUrl(req.site);
          if (isBrowserFormPost(req)) return reply.redirect(redirectUrl, 303);
          return reply.code(401).send({ errorMessage: t("notifications.signInRequired"), errors: [], redirectUrl });
        }
      }
    },
  );

  app.get(
    COMPLETE_PATH,
    {
      schema: {
        tags: ["notifications"],
        summary: "Completes a back-in-stock request made before signing in (the login page's redirect target), then shows the product",
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const pending = await openPending(deps.db, req.cookies[PENDING_COOKIE], req.site.id, req.ctx.now);
      if (!pending) return reply.redirect(sitePath(req.site, "/"), 303);
      if (!req.ctx.user) return reply.redirect(loginUrl(req.site), 303);
      const result = await subscribeToSoldOut(req.ctx, { ...pending, origin: publicOrigin(req) });
      clearCookie(reply, PENDING_COOKIE);
      if (result.ok) return reply.redirect(productPage(req.site, pending.productCode, pending.colour, "added"), 303);
      if (result.reason === "nothingSoldOut") return reply.redirect(productPage(req.site, pending.productCode, pending.colour, "nothingSoldOut"), 303);
      return reply.redirect(sitePath(req.site, "/"), 303);
    },
  );

  app.get(
    "/inventory/notification/:productId",
    {
      schema: {
        tags: ["notifications"],
        summary: "Inventory notifications of the signed-in user for a product's sold-out sizes (productId is the product code; colour narrows to one colour)",
        params: z.object({ productId: ProductCode }),
        querystring: z.object({ colour: ColourCode.optional() }),
        response: { 200: z.array(ItemReply) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      if (!req.ctx.user) return sendError(reply, 401, "Please sign in to continue.");
      const result = await notificationItems(req.ctx, req.params.productId, req.query.colour ?? null);
      if (!result.ok) return lookupError(reply, req, result.reason, 404, "productId");
      return result.items;
    },
  );

  app.post(
    "/inventory/notification/:productId",
    {
      schema: {
        tags: ["notifications"],
        summary: "Enrol in or leave inventory notifications: a JSON list of {variantId, notificationSubscription}; answers the listed variants' state",
        params: z.object({ productId: ProductCode }),
        body: z.array(Item).min(1, "Choose at least one size").max(200),
        response: { 200: z.array(ItemReply) },
      },
    },
    async (req, reply) => {
      if (!req.ctx.user) return sendError(reply, 401, "Please sign in to continue.");
      const result = await updateSubscriptions(req.ctx, req.params.productId, { items: req.body, origin: publicOrigin(req) });
      if (result.ok) return result.items;
      if (result.reason === "unknownVariants") {
        const message = translate(req.ctx.language, "notifications.unknownVariant");
        return sendError(reply, 400, "Please correct the highlighted fields.", result.indexes.map((i) => ({ field: `${i}.variantId`, message })));
      }
      return lookupError(reply, req, result.reason, 404, "productId");
    },
  );
};
