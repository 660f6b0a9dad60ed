import { z } from "zod";
import { batchStatus } from "../../../domain/cart-lines.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { addToCartAnswer } from "../cart/add-to-cart-answer.ts";
import { parseTargetKey } from "../cart/booking-windows.ts";
import { QuantitySchema, sendCartFailure } from "../cart/cart-http.ts";
import type { LineInput } from "../cart/cart-line-input.ts";
import { changeLines } from "../cart/cart-service.ts";

/** Most lines one order form posts: 50 products of a few colours and sizes fit easily. */
const MAX_ENTRIES = 2000;

/** service-and-support §3, §7: `{cartEntries:[{product:{code},quantity}]}`, code = the size's UPC. */
const AddBody = z.object({
  cartEntries: z
    .array(z.object({ product: z.object({ code: z.string().trim().min(1, "Enter a product code").max(40) }), quantity: QuantitySchema }))
    .min(1, "Enter a quantity")
    .max(MAX_ENTRIES, "At most 2,000 lines at once"),
  /** PREBOOKING: the delivery target every line goes to, "SPRING-2027" (decision 0059). */
  deliveryTargetAndYear: z
    .string()
    .regex(/^[A-Z0-9_]{1,20}-\d{4}$/, "Unknown delivery target")
    .optional(),
});

/** The order form's add to cart (decision 0059): the product page's add, many products at once. */
export const orderFormRoutes: SiteRoutes = async (app) => {
  app.post(
    "/orderForm/addToCart",
    {
      schema: {
        tags: ["cart"],
        summary: "Add the order form's quantities to the session's cart; answers the product page's add-to-cart fields (message, mini-cart layer, data-layer event)",
        body: AddBody,
      },
    },
    async (req, reply) => {
      // Signed in only, on every site: a visitor's basket is filled from the product pages.
      if (!req.ctx.user) return sendCartFailure(req, reply, { kind: "signedOut" });
      const target = parseTargetKey(req.body.deliveryTargetAndYear);
      const lines: LineInput[] = req.body.cartEntries.filter((e) => e.quantity > 0).map((e) => ({ upc: e.product.code, quantity: e.quantity, target, seasonCollection: null }));
      if (lines.length === 0) return sendError(reply.header("cache-control", "private, no-store"), 400, "Enter a quantity", [{ field: "quantity", message: "Enter a quantity" }]);
      const result = await changeLines(req.ctx, lines, { add: true });
      if (!result.ok) return sendCartFailure(req, reply, result.failure);
      const { view, outcomes } = result.value;
      const statusCode = batchStatus(outcomes.map((o) => o.statusCode));
      return reply.header("cache-control", "private, no-store").send({
        statusCode,
        lines: outcomes.map((o) => ({ productCode: o.upc, deliveryTarget: o.target, quantityAdded: o.quantityAdded, quantity: o.quantity, statusCode: o.statusCode })),
        ...addToCartAnswer(req.ctx, view, outcomes, statusCode),
      });
    },
  );
};
