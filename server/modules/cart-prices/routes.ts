import { z } from "zod";
import { deliveryTargetKey, PRICE_UPDATE_STATUSES, showsAggregatedPrices } from "../../../domain/cart-prices.ts";
import { chargedUnitPrice } from "../../../domain/dealer-price.ts";
import type { RequestContext } from "../../context.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { aggregatedEntries, cartPrice } from "../cart/cart-json.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { cartMoney, priceSourceOf, type CartMoney } from "./cart-money.ts";
import { requestPriceUpdate, type PriceUpdate } from "./runs.ts";

export const FormattedPriceSchema = z.object({ value: z.number().int(), currency: z.string(), formattedValue: z.string() });

const PriceUpdateSchema = z.object({
  cartTotal: FormattedPriceSchema,
  status: z.enum(PRICE_UPDATE_STATUSES),
  pricesFromSAP: z.array(
    z.object({
      materialId: z.number().int(),
      deliveryTarget: z.string().nullable(),
      yourPrice: FormattedPriceSchema.nullable(),
      orderEntryTotal: FormattedPriceSchema.nullable(),
    }),
  ),
  /** Corporate accounts: the cart JSON's aggregatedEntries with the customer prices. */
  aggregatedEntries: z.array(
    z.object({
      baseProduct: z.object({ code: z.string(), materialId: z.number().int(), name: z.string(), url: z.string(), image: z.string(), price: FormattedPriceSchema.nullable() }),
      quantity: z.number().int(),
      price: FormattedPriceSchema.nullable(),
      totalPrice: FormattedPriceSchema.nullable(),
      hasPromotions: z.boolean(),
      discountPrice: FormattedPriceSchema.nullable(),
    }),
  ),
  priceVisible: z.boolean(),
  cartVersion: z.number().int(),
});
type PriceUpdateBody = z.infer<typeof PriceUpdateSchema>;

function priceUpdateBody(ctx: RequestContext, update: PriceUpdate, money: CartMoney): PriceUpdateBody {
  const currency = money.view.cart.currency;
  const source = priceSourceOf(ctx);
  // Hidden prices are priced as shown ones (decision 0048), and answered N/A.
  const priceVisible = !(ctx.user?.pricesHidden ?? false);
  const pricesFromSAP =
    !priceVisible
      ? money.lines.map((l) => ({ materialId: l.materialId, deliveryTarget: deliveryTargetKey(l.deliveryTarget), yourPrice: null, orderEntryTotal: null }))
      : source === "erp" && update.status === "COMPLETED"
        ? money.lines
            .filter((l) => l.erpPriced)
            .map((l) => {
              // What the line is charged: the net price, else its list price (decision 0048).
              const unit = chargedUnitPrice(l.yourUnitMinor, l.listUnitMinor)?.unitMinor ?? null;
              return {
                materialId: l.materialId,
                deliveryTarget: deliveryTargetKey(l.deliveryTarget),
                yourPrice: cartPrice(ctx, currency, unit),
                orderEntryTotal: cartPrice(ctx, currency, unit === null ? null : unit * l.quantity),
              };
            })
        : [];
  const aggregated = ctx.user && priceVisible && source === "erp" && showsAggregatedPrices(ctx.user.kind);
  return {
    cartTotal: cartPrice(ctx, currency, money.totalMinor),
    status: update.status,
    pricesFromSAP,
    aggregatedEntries: aggregated ? aggregatedEntries(ctx, money.view, money.view.lines) : [],
    priceVisible,
    cartVersion: update.cartVersion,
  };
}

/** Customer prices of the cart from the ERP, through a job the page polls (decision 0019). */
export const cartPriceRoutes: SiteRoutes = async (app) => {
  // The bag is the cart seen with the list tools (decision 0056): the same run answers both.
  for (const url of ["/cart/updatePrices", "/bag/updatePrices"]) app.post(
    url,
    {
      schema: {
        tags: ["cart"],
        summary: "Start (or join) the ERP price run of the active cart's current version; post again every second while IN_PROGRESS",
        response: { 200: PriceUpdateSchema },
      },
    },
    async (req, reply) => {
      const cart = await sessionCart(req.ctx);
      if (!cart.ok) return sendCartFailure(req, reply, cart.failure);
      const update = await requestPriceUpdate(req.ctx, cart.value);
      const money = await cartMoney(req.ctx, cart.value);
      return reply.header("cache-control", "private, no-store").send(priceUpdateBody(req.ctx, update, money));
    },
  );
};
