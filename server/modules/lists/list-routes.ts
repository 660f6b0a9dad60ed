import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ListPage } from "../../../domain/lists.ts";
import { parseTargetKey } from "../cart/booking-windows.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { shopperCart } from "../cart/cart-service.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import type { RequestContext } from "../../context.ts";
import { addFromAllPages } from "./add-from-all-pages.ts";
import { addMaterials, listIfOpened, removeMaterials } from "./list-service.ts";
import { moveToCart } from "./move-to-cart.ts";
import { listContext, listPagePath, listParams } from "./page-list.ts";
import { applyPaste, emptyPlan, planPaste } from "./paste.ts";
import { undoImport } from "./snapshots.ts";
import { sendListFailure } from "./form-failure.ts";

const NO_STORE = "private, no-store";

/** `{materialIds}`: a list of ids, or one string of ids separated by commas, spaces or new lines. */
export const MaterialIdsSchema = z
  .union([z.array(z.string().max(40)).max(2000), z.string().max(40_000).meta({ format: "multiline" })])
  .transform((ids) => (typeof ids === "string" ? ids.split(/[\s,;]+/) : ids).map((id) => id.trim()).filter((id) => id.length > 0))
  .refine((ids) => ids.length > 0, "Enter at least one material id.")
  .refine((ids) => ids.every((id) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/.test(id)), "Material ids are letters, digits, dots, hyphens and underscores.");

const PasteBody = z.object({
  text: z.string().max(400_000, "The pasted list is too long.").meta({ format: "multiline" }),
  preview: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).default(false),
  deliveryTargetAndYear: z.string().max(60).optional(),
});

/** The partner sites' list tools, each at the quick order's and the bag's paths (decision 0056). */
const TOOL_PAGES: { prefix: "/quickOrder" | "/bag"; page: ListPage }[] = [
  { prefix: "/quickOrder", page: "quickOrder" },
  { prefix: "/bag", page: "unifiedShoppingBag" },
];

/** A list call's context, or the refusal already sent. */
export async function listCall(req: FastifyRequest, reply: FastifyReply, page: ListPage, code?: string | null, options: { create?: boolean } = {}): Promise<RequestContext | null> {
  const listed = await listContext(req.ctx, page, code, options);
  if (listed.ok) return listed.value;
  await sendCartFailure(req, reply, listed.failure);
  return null;
}


/** Quick order and bag: add and remove by material id, paste, undo an import, add a whole result, move to the cart. */
export const listRoutes: SiteRoutes = async (app) => {
  for (const { prefix, page } of TOOL_PAGES) {
    for (const action of ["add", "remove"] as const) {
      app.post(
        `${prefix}/api/${action}Materials`,
        {
          // Ids pasted into the box come one per line.
          config: { multilineFields: ["materialIds"] },
          schema: {
            tags: ["lists"],
            summary: `${action === "add" ? "Add" : "Remove"} products by material id or product code; answers {message, addedProductCodes, quickOrderCounter}`,
            body: z.object({ materialIds: MaterialIdsSchema }),
          },
        },
        async (req, reply) => {
          const ctx = await listCall(req, reply, page);
          if (!ctx) return reply;
          const result = action === "add" ? await addMaterials(ctx, page, req.body.materialIds) : await removeMaterials(ctx, page, req.body.materialIds);
          if (!result.ok) return sendListFailure(req, reply, result.failure, listPagePath(req.site, page));
          if (isBrowserFormPost(req)) return reply.redirect(listPagePath(req.site, page), 303);
          return reply.header("cache-control", NO_STORE).send(result.value);
        },
      );
    }

    app.post(
      `${prefix}/addFromAllPages`,
      {
        schema: {
          tags: ["lists"],
          summary: "Add every product of a search or category result (all its pages, up to LIST_ADD_ALL_MAX); answers the add answer and whether the result was capped",
          body: z.object({ searchUrl: z.string().max(2000).default(""), categoryCode: z.string().max(60).optional() }),
        },
      },
      async (req, reply) => {
        const ctx = await listCall(req, reply, page);
        if (!ctx) return reply;
        const result = await addFromAllPages(ctx, page, req.body);
        if (!result.ok) return sendListFailure(req, reply, result.failure, listPagePath(req.site, page));
        return reply.header("cache-control", NO_STORE).send(result.value);
      },
    );
  }

  for (const { prefix, page } of [...TOOL_PAGES, { prefix: "/savedBag/:listCode", page: "savedBag" as const }]) {
    app.post(
      `${prefix}/api/pasteMaterials`,
      {
        config: { multilineFields: ["text"] },
        schema: {
          tags: ["lists"],
          summary: "A pasted list (one 'id', 'id quantity' or 'id,size,quantity' a line): with preview=true only the report; else written, with the report and the undo URL",
          params: listParams(prefix, {}),
          body: PasteBody,
        },
      },
      async (req, reply) => {
        const ctx = await listCall(req, reply, page, req.params.listCode);
        if (!ctx) return reply;
        const back = listPagePath(req.site, page, req.params.listCode);
        const plan = await planPaste(ctx, req.body.text);
        if (!plan.ok) return sendListFailure(req, reply, plan.failure, back);
        if (req.body.preview) return reply.header("cache-control", NO_STORE).send({ preview: true, ...plan.value });
        const nothing = emptyPlan(ctx, plan.value);
        if (nothing) return sendListFailure(req, reply, nothing, back);
        const applied = await applyPaste(ctx, plan.value, parseTargetKey(req.body.deliveryTargetAndYear));
        if (!applied.ok) return sendListFailure(req, reply, applied.failure, back);
        if (isBrowserFormPost(req)) return reply.redirect(`${back}?imported=${applied.value.lines.length}`, 303);
        return reply.header("cache-control", NO_STORE).send({ preview: false, ...applied.value, undoUrl: `${back}/undoImport` });
      },
    );

    app.post(
      `${prefix}/undoImport`,
      { schema: { tags: ["lists"], summary: "Put the list back as it was before its last import or paste, if nothing changed since", params: listParams(prefix, {}) } },
      async (req, reply) => {
        const ctx = await listCall(req, reply, page, req.params.listCode);
        if (!ctx) return reply;
        const back = listPagePath(req.site, page, req.params.listCode);
        const list = await listIfOpened(ctx);
        if (!list.ok) return sendListFailure(req, reply, list.failure, back);
        const result = await undoImport(ctx, list.value);
        if (!result.ok) return sendListFailure(req, reply, result.failure, back);
        if (isBrowserFormPost(req)) return reply.redirect(`${back}?listNotice=undone`, 303);
        return reply.header("cache-control", NO_STORE).send(result.value);
      },
    );
  }

  app.post(
    "/quickOrder/submit",
    { schema: { tags: ["lists"], summary: "Add the quick order's quantities to the cart of its mode; the quick order keeps what did not fit. Answers the report and the cart's URL" } },
    async (req, reply) => {
      const ctx = await listCall(req, reply, "quickOrder");
      if (!ctx) return reply;
      const result = await moveToCart(ctx, ctx.list ?? null, { keepList: false });
      const cartUrl = listPagePath(req.site, "cart");
      if (!result.ok) return sendListFailure(req, reply, result.failure, listPagePath(req.site, "quickOrder"));
      if (isBrowserFormPost(req)) return reply.redirect(`${cartUrl}?listNotice=moved`, 303);
      return reply.header("cache-control", NO_STORE).send({ ...result.value, redirectUrl: cartUrl });
    },
  );

  app.post(
    "/quickOrder/introduction",
    { schema: { tags: ["lists"], summary: "The introduction was read: the quick order is opened (empty), and the introduction no longer shows" } },
    async (req, reply) => {
      const ctx = await listCall(req, reply, "quickOrder");
      if (!ctx) return reply;
      // The one call whose write is opening the quick order (decision 0060).
      const opened = await shopperCart(ctx, { create: true });
      if (!opened.ok) return sendCartFailure(req, reply, opened.failure);
      if (isBrowserFormPost(req)) return reply.redirect(listPagePath(req.site, "quickOrder"), 303);
      return reply.header("cache-control", NO_STORE).send({ ok: true });
    },
  );
};
