import { integer } from "../../../domain/input.ts";
import { z } from "zod";
import { batchStatus } from "../../../domain/cart-lines.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { formReturnPath, formToBatch, sendFormFailure, sendFormOutcome } from "./add-to-cart-form.ts";
import { targetKey } from "./booking-windows.ts";
import { QuantitySchema, sendCartFailure } from "./cart-http.ts";
import { cartJson } from "./cart-json.ts";
import type { LineInput } from "./cart-line-input.ts";
import { addToCartAnswer } from "./add-to-cart-answer.ts";
import { changeLines } from "./cart-service.ts";
import { withGuestBasket } from "./guest-session-http.ts";

const MultiDLine = z.object({
  productCode: z.string().min(1, "Choose a size").max(40),
  quantity: QuantitySchema,
  entryNumber: integer({ min: -1, max: 1_000_000 }).default(-1),
  deliveryTarget: z.string().regex(/^[A-Z0-9_]{1,20}$/, "Unknown delivery target").nullish(),
  deliveryYear: integer({ min: 2000 }).nullish(),
  seasonCollection: z.string().max(40).nullish(),
});
const MultiDBody = z.union([
  z.object({
    productCode: z.string().max(40).optional(),
    entries: z.array(MultiDLine).min(1, "Add at least one size").max(200, "At most 200 sizes at once"),
    /** A browser form post (the product page without script) goes back here. */
    redirect: z.string().max(2000).optional(),
  }),
  MultiDLine,
]);

function multiDLines(body: z.infer<typeof MultiDBody>): LineInput[] {
  const lines = "entries" in body ? body.entries : [body];
  return lines.map((l) => ({
    upc: l.productCode,
    quantity: l.quantity,
    target: l.deliveryTarget && l.deliveryYear ? { code: l.deliveryTarget, year: l.deliveryYear } : null,
    seasonCollection: l.seasonCollection ?? null,
    entryNumber: l.entryNumber,
  }));
}


/** Cart changes (decision 0018). Every one locks the cart row, so none is lost. */
export const cartRoutes: SiteRoutes = async (app) => {
  app.post(
    "/cart/updateMultiD",
    {
      schema: {
        tags: ["cart"],
        summary: "Add a product's size quantities to the session's cart (one line or a batch); answers the cart JSON and the add-to-cart fields",
        description:
          "JSON: one line or a batch. A form post (the product page without script: productCode, redirect, deliveryTargetAndYear, qty.{UPC} per size) is read as a batch, and a browser gets 303 back to the page with ?cart={outcome}&added={units}.",
        body: MultiDBody,
      },
      preValidation: formToBatch,
    },
    async (req, reply) => {
      const lines = multiDLines(req.body);
      // A visitor on the consumer site adds to a basket of their own (decision 0041).
      const result = await withGuestBasket(
        req,
        reply,
        (ctx) => changeLines(ctx, lines, { add: true }),
        (r) => r.ok && r.value.outcomes.some((o) => o.quantityAdded > 0),
      );
      const back = isBrowserFormPost(req) ? formReturnPath(req, "entries" in req.body ? req.body : {}) : null;
      if (!result.ok) {
        const target = lines[0]?.target ? targetKey(lines[0].target.code, lines[0].target.year) : null;
        return back === null ? sendCartFailure(req, reply, result.failure) : sendFormFailure(req, reply, result.failure, back, target);
      }
      const { view, outcomes } = result.value;
      const statusCode = batchStatus(outcomes.map((o) => o.statusCode));
      if (back !== null) return sendFormOutcome(reply, back, statusCode, outcomes.reduce((sum, o) => sum + o.quantityAdded, 0));
      return reply.header("cache-control", "private, no-store").send({
        ...cartJson(req.ctx, view),
        statusCode,
        lines: outcomes.map((o) => ({ productCode: o.upc, deliveryTarget: o.target, quantityAdded: o.quantityAdded, quantity: o.quantity, statusCode: o.statusCode })),
        ...addToCartAnswer(req.ctx, view, outcomes, statusCode),
      });
    },
  );
};
