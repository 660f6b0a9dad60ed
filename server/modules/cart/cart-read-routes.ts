import { z } from "zod";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { cartGrid } from "./cart-grid.ts";
import { CartQuerySchema, sendCartFailure, viewOptions } from "./cart-http.ts";
import { detailedTotalsJson, totalsJson } from "./cart-json.ts";
import { approvalRequired } from "../approvals/approval-needed.ts";
import { cartMoney } from "../cart-prices/cart-money.ts";
import { shopperCart } from "./cart-service.ts";
import { miniCart } from "./mini-cart.ts";

const NO_STORE = "private, no-store";

/** Reading the cart (decision 0018): size grid, totals, mini cart. */
export const cartReadRoutes: SiteRoutes = async (app) => {
  app.get(
    "/cart/grid",
    {
      schema: {
        tags: ["cart"],
        summary: "The size grid of one product with the cart's quantities (every colour and size, stock, delivery targets)",
        querystring: z.object({ productCode: z.string().min(1).max(40), readOnly: z.enum(["true", "false"]).default("false") }),
      },
    },
    async (req, reply) => {
      const result = await cartGrid(req.ctx, req.query.productCode, req.query.readOnly === "true");
      if (!result.ok) return sendCartFailure(req, reply, result.failure);
      if (!result.value) return sendError(reply, 404, "Failed to get variant matrix.", [{ field: "productCode", message: "No such product" }]);
      return reply.header("cache-control", NO_STORE).send(result.value);
    },
  );

  app.get(
    "/cart/getTotals",
    {
      schema: {
        tags: ["cart"],
        summary: "Cart totals: counts and price (first shape, both spellings), or with detailed=true entries, aggregated entries and prebooking groups (second shape)",
        querystring: CartQuerySchema.extend({ detailed: z.enum(["true", "false"]).default("false"), recalculate: z.string().max(10).optional() }),
      },
    },
    async (req, reply) => {
      const opened = await shopperCart(req.ctx);
      if (!opened.ok) return sendCartFailure(req, reply, opened.failure);
      const money = await cartMoney(req.ctx, opened.value, viewOptions(req, req.query));
      reply.header("cache-control", NO_STORE);
      if (req.query.detailed === "true") {
        const approval = await approvalRequired(req.ctx, { amountMinor: money.totalMinor, currency: money.view.cart.currency });
        return reply.send(detailedTotalsJson(req.ctx, money.view, approval, money));
      }
      return reply.send(totalsJson(req.ctx, money.view, money));
    },
  );

  app.get(
    "/cart/miniCart",
    { schema: { tags: ["cart"], summary: "The header's mini cart: the layer with recent products, count, price and the cart's 8-digit code" } },
    async (req, reply) => {
      const mini = await miniCart(req.ctx);
      return reply.header("cache-control", NO_STORE).send({
        addToCartLayer: { recent: mini.recent, miniCartCount: mini.count, miniCartCountText: mini.countText, miniCartPrice: mini.total?.formattedValue ?? null, cartCode: mini.cartCode },
        miniCartCount: mini.count,
        miniCartPrice: mini.total?.formattedValue ?? null,
      });
    },
  );

  app.get(
    "/cart/miniCart/refresh",
    { schema: { tags: ["cart"], summary: "The mini cart's count, price and the cart's 8-digit code" } },
    async (req, reply) => {
      const mini = await miniCart(req.ctx);
      return reply.header("cache-control", NO_STORE).send({ miniCartCount: mini.count, miniCartCountText: mini.countText, miniCartPrice: mini.total?.formattedValue ?? null, cartCode: mini.cartCode });
    },
  );
};
