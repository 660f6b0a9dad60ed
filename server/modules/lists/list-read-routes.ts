import { z } from "zod";
import { needsNegotiation } from "../../../domain/negotiation.ts";
import { CSRF_FIELD } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { safeEqual } from "../auth/tokens.ts";
import { CartQuerySchema, sendCartFailure, viewOptions } from "../cart/cart-http.ts";
import { totalsJson } from "../cart/cart-json.ts";
import { cartMoney } from "../cart-prices/cart-money.ts";
import { LIST_ROUTE_PREFIXES, listContext, listParams, PAGE_OF_PREFIX } from "./page-list.ts";
import { addMaterials, listCounter, openList } from "./list-service.ts";
import { listCall } from "./list-routes.ts";

const NO_STORE = "private, no-store";

/** Reading lists (decision 0056): totals, the negotiation flag, the quick-order counter, and the toggle's add. */
export const listReadRoutes: SiteRoutes = async (app) => {
  for (const prefix of LIST_ROUTE_PREFIXES) {
    const page = PAGE_OF_PREFIX[prefix];
    // The cart's own totals call stays in the cart module; the other lists answer the same shape.
    if (page !== "cart") {
      app.get(
        `${prefix}/getTotals`,
        {
          schema: {
            tags: ["lists"],
            summary: "The list's totals (first shape): counts and price; recalculate=true is accepted (totals are always computed afresh)",
            params: listParams(prefix, {}),
            querystring: CartQuerySchema.extend({ recalculate: z.string().max(10).optional() }),
          },
        },
        async (req, reply) => {
          const ctx = await listCall(req, reply, page, req.params.listCode, { create: false });
          if (!ctx) return reply;
          const list = await openList(ctx);
          if (!list.ok) return sendCartFailure(req, reply, list.failure);
          const money = await cartMoney(ctx, list.value, viewOptions(req, req.query));
          return reply.header("cache-control", NO_STORE).send(totalsJson(ctx, money.view, money));
        },
      );
    }

    app.get(
      `${prefix}/hasCartNegotiationProducts`,
      {
        schema: {
          tags: ["lists"],
          summary: "Whether the list holds a product without a price for the customer (it needs an offer before checkout): a boolean",
          params: listParams(prefix, {}),
        },
      },
      async (req, reply) => {
        const ctx = await listCall(req, reply, page, req.params.listCode, { create: false });
        if (!ctx) return reply;
        const list = await openList(ctx);
        if (!list.ok) return sendCartFailure(req, reply, list.failure);
        const money = await cartMoney(ctx, list.value);
        return reply.header("cache-control", NO_STORE).send(money.view.lines.some(needsNegotiation));
      },
    );
  }

  for (const [prefix, page] of [["/quickOrder", "quickOrder"], ["/bag", "unifiedShoppingBag"]] as const) {
    app.get(
      `${prefix}/getActualProductsQuantity`,
      { schema: { tags: ["lists"], summary: "How many products the list shows: {quickOrderCounter}" } },
      async (req, reply) => {
        // Reading never opens a quick order: none yet counts 0.
        const listed = await listContext(req.ctx, page, undefined, { create: false });
        if (!listed.ok && listed.failure.kind === "notFound" && req.ctx.user && req.ctx.site.b2b) return reply.header("cache-control", NO_STORE).send({ quickOrderCounter: 0 });
        if (!listed.ok) return sendCartFailure(req, reply, listed.failure);
        const ctx = listed.value;
        const counter = await listCounter(ctx);
        if (!counter.ok) return sendCartFailure(req, reply, counter.failure);
        return reply.header("cache-control", NO_STORE).send({ quickOrderCounter: counter.value });
      },
    );

    app.get(
      `${prefix}/add/:id`,
      {
        schema: {
          tags: ["lists"],
          summary: "The toggle's add of one product (material id or product code). A GET that changes the list, so it needs the CSRFToken header like a POST",
          params: z.object({ id: z.string().min(1).max(40) }),
        },
      },
      async (req, reply) => {
        // A GET that writes: refused without the page's token, so no other site can make a browser call it.
        const token = req.headers[CSRF_FIELD.toLowerCase()];
        if (typeof token !== "string" || !req.csrfToken || !safeEqual(token, req.csrfToken)) {
          return sendError(reply, 403, "Your session token is missing or no longer valid. Reload the page and try again.");
        }
        const ctx = await listCall(req, reply, page);
        if (!ctx) return reply;
        const result = await addMaterials(ctx, page, [req.params.id]);
        if (!result.ok) return sendCartFailure(req, reply, result.failure);
        return reply.header("cache-control", NO_STORE).send(result.value);
      },
    );
  }
};
