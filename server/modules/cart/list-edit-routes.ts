import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { integer } from "../../../domain/input.ts";
import type { ListPage } from "../../../domain/lists.ts";
import { removedCartHref } from "../../../domain/cart-removal.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import type { RequestContext } from "../../context.ts";
import { LIST_ROUTE_PREFIXES, listContext, listPagePath, listParams, PAGE_OF_PREFIX } from "../lists/page-list.ts";
import { listProductIds } from "../lists/held-products.ts";
import { parseTargetKey, targetKey } from "./booking-windows.ts";
import { clearCart, hideOrRevive, updateEntry } from "./cart-edits.ts";
import { CartQuerySchema, expectedVersion, LineListSchema, QuantitySchema, sendCartFailure, toLineInput, viewOptions } from "./cart-http.ts";
import { cartJson, totalsJson } from "./cart-json.ts";
import type { CartFailure } from "./cart-line-input.ts";
import { cartAmounts, cartMoney } from "../cart-prices/cart-money.ts";
import { changeLines } from "./cart-service.ts";
import { batchStatus } from "../../../domain/cart-lines.ts";

const UpdateEntryBody = z.object({
  productCode: z.string().min(1).max(40),
  initialQuantity: QuantitySchema,
  quantity: z.union([QuantitySchema, z.literal("").transform(() => 0)]),
  entryNumber: integer({ min: 0, max: 1_000_000 }),
});

const NO_STORE = "private, no-store";

interface ListCall {
  ctx: RequestContext;
  page: ListPage;
  /** The list's page, where forms without script and refused updates go back to. */
  pagePath: (forceValidation?: boolean) => string;
}

/**
 * The edits every list page makes (decision 0056): `{context}/cart/…`, `/quickOrder/…`, `/bag/…`
 * and `/savedBag/{code}/…` each set quantities, remove, undo, update an entry and clear, on their
 * own list, with the cart's rules (decision 0018): every change locks the list's row.
 */
export const listEditRoutes: SiteRoutes = async (app) => {
  for (const prefix of LIST_ROUTE_PREFIXES) {
    const page = PAGE_OF_PREFIX[prefix];
    const tag = page === "cart" ? "cart" : "lists";
    const opened = async (req: FastifyRequest, reply: FastifyReply, code: string | null | undefined): Promise<ListCall | null> => {
      const pagePath = (force = false) => `${listPagePath(req.site, page, code)}${force ? "?forceValidation=true" : ""}`;
      const listed = await listContext(req.ctx, page, code);
      if (listed.ok) return { ctx: listed.value, page, pagePath };
      await sendListFailure(req, reply, listed.failure, pagePath, false);
      return null;
    };
    const fail = (req: FastifyRequest, reply: FastifyReply, call: ListCall, failure: CartFailure, redirect = true) =>
      sendListFailure(req, reply, failure, call.pagePath, redirect);

    /** The page's quantities set on the list (both recalculation calls), with each line as stored. */
    const setLines = async (req: FastifyRequest, query: z.infer<typeof CartQuerySchema>, call: ListCall, body: z.infer<typeof LineListSchema>) => {
      const result = await changeLines(call.ctx, body.map(toLineInput), { add: false, expectedVersion: expectedVersion(req), ...viewOptions(req, query) });
      if (!result.ok) return result;
      const lines = result.value.outcomes.map((o) => ({ id: o.upc, deliveryTarget: o.target, quantity: o.quantity, statusCode: o.statusCode }));
      return { ok: true as const, value: { ...result.value, lines } };
    };

    app.post(
      `${prefix}/quantity`,
      {
        schema: {
          tags: [tag],
          summary: "Set the quantities of the list's lines (the page's recalculation); answers the totals. Header X-Cart-Version: the version the page read",
          params: listParams(prefix, {}),
          querystring: CartQuerySchema,
          body: LineListSchema,
        },
      },
      async (req, reply) => {
        const call = await opened(req, reply, req.params.listCode);
        if (!call) return reply;
        const result = await setLines(req, req.query, call, req.body);
        if (!result.ok) return fail(req, reply, call, result.failure);
        const { view, lines } = result.value;
        return reply.header("cache-control", NO_STORE).send({ ...totalsJson(call.ctx, view, await cartAmounts(call.ctx, view)), lines });
      },
    );

    app.post(
      `${prefix}/products/quantity`,
      {
        schema: {
          tags: [tag],
          summary: "Set the quantities of many lines at once (choose-quantity and copy-to-month dialogs); answers the cart JSON",
          params: listParams(prefix, {}),
          querystring: CartQuerySchema,
          body: LineListSchema,
        },
      },
      async (req, reply) => {
        const call = await opened(req, reply, req.params.listCode);
        if (!call) return reply;
        const result = await setLines(req, req.query, call, req.body);
        if (!result.ok) return fail(req, reply, call, result.failure);
        const { view, outcomes, lines } = result.value;
        return reply.header("cache-control", NO_STORE).send({ ...cartJson(call.ctx, view), statusCode: batchStatus(outcomes.map((o) => o.statusCode)), lines });
      },
    );

    for (const action of ["del", "undo"] as const) {
      app.post(
        `${prefix}/${action}/:productCode`,
        {
          schema: {
            tags: [tag],
            summary:
              action === "del"
                ? "Remove a product (its lines of one delivery target, or all, and the list's hold on it); answers the totals, the undo URL and the list's product count"
                : "Undo the last removal of a product; answers the totals and the list's product count",
            params: listParams(prefix, { productCode: z.string().min(1).max(40) }),
            querystring: CartQuerySchema,
          },
        },
        async (req, reply) => {
          const call = await opened(req, reply, req.params.listCode);
          if (!call) return reply;
          const target = parseTargetKey(req.query.deliveryTargetAndYear);
          const options = viewOptions(req, req.query);
          const result = await hideOrRevive(call.ctx, action === "del" ? "remove" : "undo", req.params.productCode, target, options);
          if (!result.ok) {
            // A form without script (the emptied list's Undo, a second click): back to the page.
            if (isBrowserFormPost(req) && result.failure.kind !== "signedOut") return reply.redirect(call.pagePath(true), 303);
            return fail(req, reply, call, result.failure);
          }
          const money = await cartMoney(call.ctx, result.value.cart, options);
          const query = new URLSearchParams();
          if (req.query.deliveryTargetAndYear) query.set("deliveryTargetAndYear", req.query.deliveryTargetAndYear);
          if (req.query.q) query.set("q", req.query.q);
          const undoUrl = `${call.pagePath()}/undo/${encodeURIComponent(req.params.productCode)}${query.size > 0 ? `?${query}` : ""}`;
          if (isBrowserFormPost(req)) {
            // The Remove form without script: back to the page naming the removal, whose page offers its Undo.
            const back = action === "del" ? removedCartHref(call.pagePath(), req.params.productCode, target ? targetKey(target.code, target.year) : null) : call.pagePath();
            return reply.redirect(back, 303);
          }
          const quickOrderCounter = page === "cart" ? undefined : (await listProductIds(call.ctx.db, result.value.cart.id)).length;
          return reply.header("cache-control", NO_STORE).send({ ...totalsJson(call.ctx, money.view, money), ...(action === "del" ? { undoUrl } : {}), quickOrderCounter });
        },
      );
    }

    app.post(
      `${prefix}/update`,
      {
        schema: {
          tags: [tag],
          summary: "Entry update and removal form (quantity 0 removes); a browser form is sent back to the list's page",
          params: listParams(prefix, {}),
          body: UpdateEntryBody,
        },
      },
      async (req, reply) => {
        const call = await opened(req, reply, req.params.listCode);
        if (!call) return reply;
        const result = await updateEntry(call.ctx, { upc: req.body.productCode, entryNumber: req.body.entryNumber, initialQuantity: req.body.initialQuantity, quantity: req.body.quantity });
        if (!result.ok) {
          if (isBrowserFormPost(req) && result.failure.kind !== "signedOut") return reply.redirect(call.pagePath(true), 303);
          return fail(req, reply, call, result.failure);
        }
        if (isBrowserFormPost(req)) return reply.redirect(call.pagePath(), 303);
        return reply.header("cache-control", NO_STORE).send(cartJson(call.ctx, (await cartMoney(call.ctx, result.value.cart)).view));
      },
    );

    app.post(
      `${prefix}/clear`,
      { schema: { tags: [tag], summary: "Remove every line and product of the list", params: listParams(prefix, {}) } },
      async (req, reply) => {
        const call = await opened(req, reply, req.params.listCode);
        if (!call) return reply;
        const result = await clearCart(call.ctx);
        if (!result.ok) return fail(req, reply, call, result.failure, false);
        if (isBrowserFormPost(req)) return reply.redirect(call.pagePath(), 303);
        return reply.header("cache-control", NO_STORE).send({ ok: true, version: result.value.version });
      },
    );
  }
};

function sendListFailure(req: FastifyRequest, reply: FastifyReply, failure: CartFailure, pagePath: (force?: boolean) => string, redirect = true): FastifyReply {
  return sendCartFailure(req, reply, failure, { redirect, redirectUrl: pagePath(true) });
}
