import { z } from "zod";
import { deliveryTargetKey, PRICE_UPDATE_STATUSES, showsAggregatedPrices } from "../../../domain/cart-prices.ts";
import type { RequestContext } from "../../context.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { aggregateByProduct, cartMoney, cartPrice, type CartMoney } from "./cart-money.ts";
import { requestPriceUpdate, type PriceUpdate } from "./runs.ts";
import { sessionCartOrRefuse } from "./session-cart.ts";

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
  aggregatedEntries: z.array(
    z.object({
      baseProduct: z.object({ code: z.string(), materialId: z.number().int() }),
      quantity: z.number().int(),
      price: FormattedPriceSchema.nullable(),
      discountPrice: FormattedPriceSchema.nullable(),
      totalPrice: FormattedPriceSchema,
      hasPromotions: z.boolean(),
    }),
  ),
  priceVisible: z.boolean(),
  cartVersion: z.number().int(),
});
type PriceUpdateBody = z.infer<typeof PriceUpdateSchema>;

function priceUpdateBody(ctx: Pick<RequestContext, "locale" | "user">, update: PriceUpdate, money: CartMoney): PriceUpdateBody {
  const price = (minor: number | null) => (minor === null ? null : cartPrice(ctx, money.currency, minor));
  const pricesFromSAP =
    money.source === "hidden"
      ? money.lines.map((l) => ({ materialId: l.materialId, deliveryTarget: deliveryTargetKey(l.deliveryTarget), yourPrice: null, orderEntryTotal: null }))
      : money.source === "erp" && update.status === "COMPLETED"
        ? money.lines
            .filter((l) => l.erpPriced)
            .map((l) => ({
              materialId: l.materialId,
              deliveryTarget: deliveryTargetKey(l.deliveryTarget),
              yourPrice: price(l.yourUnitMinor),
              orderEntryTotal: price(l.yourUnitMinor === null ? null : l.yourUnitMinor * l.quantity),
            }))
        : [];
  const aggregated = ctx.user && money.source === "erp" && showsAggregatedPrices(ctx.user.kind) ? aggregateByProduct(money.lines) : [];
  return {
    cartTotal: cartPrice(ctx, money.currency, money.totalMinor),
    status: update.status,
    pricesFromSAP,
    aggregatedEntries: aggregated.map((a) => ({
      baseProduct: { code: a.productCode, materialId: a.materialId },
      quantity: a.quantity,
      price: price(a.listUnitMinor),
      discountPrice: price(a.discountUnitMinor),
      totalPrice: cartPrice(ctx, money.currency, a.totalMinor),
      hasPromotions: a.hasPromotions,
    })),
    priceVisible: !(ctx.user?.pricesHidden ?? false),
    cartVersion: update.cartVersion,
  };
}

/** Customer prices of the cart from the ERP, through a job the page polls (decision 0019). */
export const cartPriceRoutes: SiteRoutes = async (app) => {
  app.post(
    "/cart/updatePrices",
    {
      schema: {
        tags: ["cart"],
        summary: "Start (or join) the ERP price run of the active cart's current version; post again every second while IN_PROGRESS",
        response: { 200: PriceUpdateSchema },
      },
    },
    async (req, reply) => {
      const cart = await sessionCartOrRefuse(req, reply);
      if (!cart) return reply;
      const update = await requestPriceUpdate(req.ctx, cart);
      const money = await cartMoney(req.ctx, cart);
      return reply.header("cache-control", "private, no-store").send(priceUpdateBody(req.ctx, update, money));
    },
  );
};
