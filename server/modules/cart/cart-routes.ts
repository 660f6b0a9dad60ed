import { integer } from "../../../domain/input.ts";
import { z } from "zod";
import { batchStatus } from "../../../domain/cart-lines.ts";
import { removedCartHref } from "../../../domain/cart-removal.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { formReturnPath, formToBatch, sendFormFailure, sendFormOutcome } from "./add-to-cart-form.ts";
import { parseTargetKey, targetKey } from "./booking-windows.ts";
import { clearCart, hideOrRevive, updateEntry } from "./cart-edits.ts";
import {
  CartQuerySchema,
  cartPagePath,
  expectedVersion,
  LineListSchema,
  QuantitySchema,
  sendCartFailure,
  toLineInput,
  viewOptions,
} from "./cart-http.ts";
import { cartJson, totalsJson } from "./cart-json.ts";
import type { LineInput } from "./cart-line-input.ts";
import { cartAmounts, cartMoney } from "../cart-prices/cart-money.ts";
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

const UpdateEntryBody = z.object({
  productCode: z.string().min(1).max(40),
  initialQuantity: QuantitySchema,
  quantity: z.union([QuantitySchema, z.literal("").transform(() => 0)]),
  entryNumber: integer({ min: 0, max: 1_000_000 }),
});

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

  app.post(
    "/cart/quantity",
    {
      schema: {
        tags: ["cart"],
        summary: "Set the quantities of cart lines (the page's recalculation); answers the totals. Header X-Cart-Version: the version the page read",
        querystring: CartQuerySchema,
        body: LineListSchema,
      },
    },
    async (req, reply) => {
      const options = { add: false, expectedVersion: expectedVersion(req), ...viewOptions(req, req.query) };
      const result = await changeLines(req.ctx, req.body.map(toLineInput), options);
      if (!result.ok) return sendCartFailure(req, reply, result.failure, { redirect: true });
      const { view, outcomes } = result.value;
      return reply.header("cache-control", "private, no-store").send({
        ...totalsJson(req.ctx, view, await cartAmounts(req.ctx, view)),
        lines: outcomes.map((o) => ({ id: o.upc, deliveryTarget: o.target, quantity: o.quantity, statusCode: o.statusCode })),
      });
    },
  );

  app.post(
    "/cart/products/quantity",
    {
      schema: {
        tags: ["cart"],
        summary: "Set the quantities of many cart lines at once (choose-quantity and copy-to-month dialogs); answers the cart JSON",
        querystring: CartQuerySchema,
        body: LineListSchema,
      },
    },
    async (req, reply) => {
      const result = await changeLines(req.ctx, req.body.map(toLineInput), { add: false, expectedVersion: expectedVersion(req), ...viewOptions(req, req.query) });
      if (!result.ok) return sendCartFailure(req, reply, result.failure, { redirect: true });
      const { view, outcomes } = result.value;
      return reply.header("cache-control", "private, no-store").send({
        ...cartJson(req.ctx, view),
        statusCode: batchStatus(outcomes.map((o) => o.statusCode)),
        lines: outcomes.map((o) => ({ id: o.upc, deliveryTarget: o.target, quantity: o.quantity, statusCode: o.statusCode })),
      });
    },
  );

  for (const action of ["del", "undo"] as const) {
    app.post(
      `/cart/${action}/:productCode`,
      {
        schema: {
          tags: ["cart"],
          summary: action === "del" ? "Remove a product's lines (of one delivery target, or all); answers the totals and the undo URL" : "Undo the last removal of a product; answers the totals",
          params: z.object({ productCode: z.string().min(1).max(40) }),
          querystring: CartQuerySchema,
        },
      },
      async (req, reply) => {
        const target = parseTargetKey(req.query.deliveryTargetAndYear);
        const options = viewOptions(req, req.query);
        const result = await hideOrRevive(req.ctx, action === "del" ? "remove" : "undo", req.params.productCode, target, options);
        if (!result.ok) {
          // A form without script (the emptied cart's Undo, a second click): back to the cart page.
          if (isBrowserFormPost(req) && result.failure.kind !== "signedOut") return reply.redirect(cartPagePath(req, true), 303);
          return sendCartFailure(req, reply, result.failure, { redirect: true });
        }
        const money = await cartMoney(req.ctx, result.value.cart, options);
        const query = new URLSearchParams();
        if (req.query.deliveryTargetAndYear) query.set("deliveryTargetAndYear", req.query.deliveryTargetAndYear);
        if (req.query.q) query.set("q", req.query.q);
        const undoUrl = `${cartPagePath(req)}/undo/${encodeURIComponent(req.params.productCode)}${query.size > 0 ? `?${query}` : ""}`;
        if (isBrowserFormPost(req)) {
          // The Remove form without script: back to the cart naming the removal, whose page offers its Undo.
          const back = action === "del" ? removedCartHref(cartPagePath(req), req.params.productCode, target ? targetKey(target.code, target.year) : null) : cartPagePath(req);
          return reply.redirect(back, 303);
        }
        return reply.header("cache-control", "private, no-store").send({ ...totalsJson(req.ctx, money.view, money), ...(action === "del" ? { undoUrl } : {}) });
      },
    );
  }

  app.post(
    "/cart/update",
    {
      schema: {
        tags: ["cart"],
        summary: "Entry update and removal form (quantity 0 removes); a browser form is sent back to the cart",
        body: UpdateEntryBody,
      },
    },
    async (req, reply) => {
      const result = await updateEntry(req.ctx, { upc: req.body.productCode, entryNumber: req.body.entryNumber, initialQuantity: req.body.initialQuantity, quantity: req.body.quantity });
      if (!result.ok) {
        if (isBrowserFormPost(req) && result.failure.kind !== "signedOut") return reply.redirect(cartPagePath(req, true), 303);
        return sendCartFailure(req, reply, result.failure, { redirect: true });
      }
      if (isBrowserFormPost(req)) return reply.redirect(cartPagePath(req), 303);
      return reply.header("cache-control", "private, no-store").send(cartJson(req.ctx, (await cartMoney(req.ctx, result.value.cart)).view));
    },
  );

  app.post(
    "/cart/clear",
    { schema: { tags: ["cart"], summary: "Remove every line of the session's cart" } },
    async (req, reply) => {
      const result = await clearCart(req.ctx);
      if (!result.ok) return sendCartFailure(req, reply, result.failure);
      if (isBrowserFormPost(req)) return reply.redirect(cartPagePath(req), 303);
      return reply.header("cache-control", "private, no-store").send({ ok: true, version: result.value.version });
    },
  );
};
