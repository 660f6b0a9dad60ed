import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { translate, type MessageKey } from "../../../domain/i18n/index.ts";
import { savedListNameMessage } from "../../../domain/saved-list-name.ts";
import { fileSizeText } from "../../../domain/csv-file.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { cartCodeParam } from "../cart/cart-code.ts";
import { queueCsvImport, type ImportRefusal } from "./csv-import.ts";
import { saveActiveCart } from "./save-cart.ts";
import { deleteSavedCart, renameSavedCart, savedCartTotals, savedCartUrl, undoDeleteSavedCart, uploadingCarts } from "./saved-carts.ts";

const LIST = "/my-account/saved-carts";
const NO_STORE = "private, no-store";
const t = (req: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) => translate(req.ctx.language, key, params);

/** Room for the multipart framing and the token around the file. */
const MULTIPART_OVERHEAD = 256 * 1024;

const CodeParams = z.object({ code: cartCodeParam });
const NameBody = z.object({ name: z.string().max(1000) });
const SaveBody = z.object({ name: z.string().max(1000), description: z.string().max(1000).optional() });

/** A page's form (no script) goes to a page with a notice; a script gets JSON. */
function toPage(req: FastifyRequest, reply: FastifyReply, path: string, params: Record<string, string>) {
  const query = new URLSearchParams(params).toString();
  return reply.redirect(`${sitePath(req.site, path)}${query ? `?${query}` : ""}`, 303);
}

function signedOut(req: FastifyRequest, reply: FastifyReply) {
  if (isBrowserFormPost(req)) return reply.redirect(`${sitePath(req.site, "/login")}?redirect=${encodeURIComponent(sitePath(req.site, LIST))}`, 303);
  return sendError(reply, 401, t(req, "savedCarts.signedOut"));
}

const notFound = (req: FastifyRequest, reply: FastifyReply) => sendError(reply.header("cache-control", NO_STORE), 404, t(req, "savedCarts.notFound"));

function importMessage(req: FastifyRequest, refusal: ImportRefusal): string {
  const maxBytes = req.ctx.deps.config.savedCartImport.maxBytes;
  return t(req, `savedCarts.import.error.${refusal.problem}`, { size: fileSizeText(maxBytes), lines: refusal.lines ?? 0, max: refusal.max ?? 0 });
}

/** The `csvFile` part of a multipart body, or null when the body has none. */
async function csvFileOf(req: FastifyRequest): Promise<{ name: string; type: string; bytes: Uint8Array } | null> {
  if (!req.rawBody) return null;
  const form = await new Response(new Uint8Array(req.rawBody), { headers: { "content-type": req.headers["content-type"] ?? "" } })
    .formData()
    .catch(() => null);
  const file = form?.get("csvFile");
  if (!(file instanceof File)) return null;
  return { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** Saved carts and the CSV saved-cart import (issue 15, decision 0058): every call is the owner's only; anyone else's code answers 404. */
export const savedCartRoutes: SiteRoutes = async (app, opts) => {
  app.post(
    "/cart/save",
    { schema: { tags: ["saved carts"], summary: "Save the session's active cart as a saved cart (its lines move there; the cart is emptied)", body: SaveBody } },
    async (req, reply) => {
      const result = await saveActiveCart(req.ctx, { name: req.body.name, description: req.body.description ?? null });
      const form = isBrowserFormPost(req);
      if (result.ok) return form ? toPage(req, reply, LIST, { saved: result.code }) : reply.code(201).header("cache-control", NO_STORE).send({ code: result.code, url: result.url, entries: result.lines });
      if (result.kind === "signedOut") return signedOut(req, reply);
      if (form) return toPage(req, reply, "/cart", { saveError: result.kind === "invalidName" ? result.problem : result.kind });
      if (result.kind === "invalidName") {
        const name = savedListNameMessage(result.problem, result.character);
        const message = t(req, name.key, name.params);
        return sendError(reply, 400, message, [{ field: "name", message }]);
      }
      return sendError(reply, result.kind === "empty" ? 400 : 403, t(req, result.kind === "empty" ? "saveCart.empty" : "saveCart.noCart"));
    },
  );

  app.get(
    `${LIST}/getTotals`,
    { schema: { tags: ["saved carts"], summary: "A saved cart's totals (account-and-ordering §3)", querystring: z.object({ cartCode: z.string().max(40).default("") }) } },
    async (req, reply) => {
      if (!req.ctx.user) return signedOut(req, reply);
      const totals = await savedCartTotals(req.ctx, req.query.cartCode);
      return totals ? reply.header("cache-control", NO_STORE).send(totals) : notFound(req, reply);
    },
  );

  app.get(
    `${LIST}/uploadingCarts`,
    {
      schema: {
        tags: ["saved carts"],
        summary: "The state of saved carts being imported; poll again after pollAfterMs while any is uploading",
        querystring: z.object({ cartCodes: z.string().max(2000).default("") }),
      },
    },
    async (req, reply) => {
      if (!req.ctx.user) return signedOut(req, reply);
      const codes = req.query.cartCodes.split(/[\s,;]+/).filter(Boolean).slice(0, 100);
      return reply.header("cache-control", NO_STORE).send(await uploadingCarts(req.ctx, codes));
    },
  );

  const remove = async (req: FastifyRequest<{ Params: z.infer<typeof CodeParams> }>, reply: FastifyReply) => {
    if (!req.ctx.user) return signedOut(req, reply);
    const result = await deleteSavedCart(req.ctx, req.params.code);
    if (!result.ok) return notFound(req, reply);
    if (isBrowserFormPost(req)) return toPage(req, reply, LIST, { deleted: result.value.code });
    return reply.header("cache-control", NO_STORE).send({ code: result.value.code, undoUrl: `${savedCartUrl(req.ctx, result.value.code)}/undoDelete` });
  };
  const deleteSchema = { tags: ["saved carts"], summary: "Delete a saved cart (kept for Undo); POST is the form's way without script", params: CodeParams };
  app.delete(`${LIST}/:code/delete`, { schema: deleteSchema }, remove);
  app.post(`${LIST}/:code/delete`, { schema: { ...deleteSchema, hide: true } }, remove);

  app.post(
    `${LIST}/:code/undoDelete`,
    { schema: { tags: ["saved carts"], summary: "Bring a deleted saved cart back", params: CodeParams } },
    async (req, reply) => {
      if (!req.ctx.user) return signedOut(req, reply);
      const result = await undoDeleteSavedCart(req.ctx, req.params.code);
      if (!result.ok) return notFound(req, reply);
      if (isBrowserFormPost(req)) return toPage(req, reply, LIST, { undone: result.value.code });
      return reply.header("cache-control", NO_STORE).send({ code: result.value.code });
    },
  );

  app.post(
    `${LIST}/:code/edit-name`,
    { schema: { tags: ["saved carts"], summary: "Rename a saved cart (name rules of account-and-ordering §5; error saved_bag_name_change_error)", params: CodeParams, body: NameBody } },
    async (req, reply) => {
      if (!req.ctx.user) return signedOut(req, reply);
      const result = await renameSavedCart(req.ctx, req.params.code, req.body.name);
      if (!result.ok && result.kind === "notFound") return notFound(req, reply);
      const page = `${LIST}/${req.params.code ?? ""}`;
      if (isBrowserFormPost(req)) return toPage(req, reply, page, result.ok ? { renamed: "1" } : { nameError: result.problem });
      if (!result.ok) {
        const message = t(req, "savedCarts.nameChangeError");
        return sendError(reply, 400, message, [{ field: "name", message, code: "saved_bag_name_change_error" }]);
      }
      return reply.header("cache-control", NO_STORE).send(result.value);
    },
  );

  app.post(
    `${LIST}/import`,
    {
      // A file well above the limit is refused (413) before it is all read; up to here the answer is §8's 400.
      bodyLimit: opts.deps.config.savedCartImport.maxBytes + MULTIPART_OVERHEAD,
      schema: {
        tags: ["saved carts"],
        summary: "Import a CSV file (multipart, field csvFile) as a saved cart; 202 with its code, then poll uploadingCarts",
        description: "400 with errorMessage when no file was chosen, it is not a CSV file, it is too large, or it cannot be read or has too many lines.",
      },
    },
    async (req, reply) => {
      if (!req.ctx.user) return signedOut(req, reply);
      const type = req.headers["content-type"] ?? "";
      const file = type.startsWith("multipart/form-data") ? await csvFileOf(req) : null;
      const result = await queueCsvImport(req.ctx, file);
      const form = isBrowserFormPost(req);
      if (result.ok) {
        if (form) return toPage(req, reply, LIST, { imported: result.code });
        return reply.code(202).header("cache-control", NO_STORE).send({ code: result.code, pollAfterMs: result.pollAfterMs, listUrl: sitePath(req.site, LIST) });
      }
      if (form) return toPage(req, reply, `${LIST}/import`, { importError: result.problem, ...(result.lines ? { lines: String(result.lines) } : {}) });
      const message = importMessage(req, result);
      return sendError(reply, result.problem === "noCart" ? 403 : 400, message, [{ field: "csvFile", message }]);
    },
  );
};
