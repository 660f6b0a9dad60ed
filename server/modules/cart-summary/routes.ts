import { z } from "zod";
import { PRODUCT_TYPES } from "../../../domain/cart-filter.ts";
import { deliveryTargetKey } from "../../../domain/cart-prices.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { targetKey } from "../cart/booking-windows.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { cartPrice } from "../cart/cart-json.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { priceLinesOf, pricedCartView } from "../cart-prices/goods.ts";
import { FormattedPriceSchema } from "../cart-prices/routes.ts";
import { summariseOrder, type SummaryCell } from "./summary-order.ts";

const MonthEntrySchema = z.object({ productType: z.enum(PRODUCT_TYPES), quantity: z.number().int(), price: FormattedPriceSchema.nullable() });

const SummarySchema = z.object({
  mode: z.string(),
  currency: z.string(),
  priceVisible: z.boolean(),
  headers: z.array(z.object({ productType: z.enum(PRODUCT_TYPES), name: z.string() })),
  orderEntries: z.array(
    z.object({
      /** Delivery target code (month or season); null for the one row of a STOCK or GCP cart. */
      month: z.string().nullable(),
      deliveryYear: z.number().int().nullable(),
      name: z.string(),
      monthEntries: z.array(MonthEntrySchema),
      quantity: z.number().int(),
      price: FormattedPriceSchema.nullable(),
    }),
  ),
  totals: z.object({ monthEntries: z.array(MonthEntrySchema), quantity: z.number().int(), price: FormattedPriceSchema.nullable() }),
});

/** The order-summary modal's data (account-and-ordering §3 "Summary order data"; decision 0019). */
export const cartSummaryRoutes: SiteRoutes = async (app) => {
  app.get(
    "/cart/getSummaryOrderData",
    {
      schema: {
        tags: ["cart"],
        summary: "The active cart per delivery target (month or season and year) and product type: quantity and price",
        response: { 200: SummarySchema },
      },
    },
    async (req, reply) => {
      const ctx = req.ctx;
      const cart = await sessionCart(ctx);
      if (!cart.ok) return sendCartFailure(req, reply, cart.failure);
      const { view, prices } = await pricedCartView(ctx, cart.value);
      const shipOrder = view.targets.map((t) => targetKey(t.code, t.year));
      const { rows, totals } = summariseOrder(priceLinesOf(view.lines, prices), shipOrder);
      // Hidden prices: the modal shows quantities only.
      const priceVisible = !(ctx.user?.pricesHidden ?? false);
      const price = (minor: number) => (priceVisible ? cartPrice(ctx, cart.value.currency, minor) : null);
      const cells = (list: SummaryCell[]) => list.map((c) => ({ productType: c.productType, quantity: c.quantity, price: price(c.priceMinor) }));
      return reply.header("cache-control", "private, no-store").send({
        mode: cart.value.mode,
        currency: cart.value.currency,
        priceVisible,
        headers: PRODUCT_TYPES.map((productType) => ({ productType, name: translate(ctx.language, `cartSummary.productType.${productType}`) })),
        orderEntries: rows.map((row) => ({
          month: row.target?.code ?? null,
          deliveryYear: row.target?.year ?? null,
          name: row.target ? (row.target.names?.[ctx.language] ?? deliveryTargetKey(row.target) ?? "") : translate(ctx.language, "cartSummary.stock"),
          monthEntries: cells(row.cells),
          quantity: row.quantity,
          price: price(row.priceMinor),
        })),
        totals: { monthEntries: cells(totals.cells), quantity: totals.quantity, price: price(totals.priceMinor) },
      });
    },
  );
};
