import { publicOrigin } from "../../http/public-origin.ts";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { translate, type MessageKey } from "../../../domain/i18n/index.ts";
import { EXPORT_CONTENT_TYPES, exportErrorOfProblem, exportFileName, isExportFormat, parseOrderSelection, type SelectionFields, type SelectionProblem } from "../../../domain/order-export-selection.ts";
import { safeRedirect } from "../../../domain/redirects.ts";
import { sitePath } from "../../../domain/sites.ts";
import { wantsHtml, wantsJson } from "../../http/access.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { exportStatus, queueExport } from "./export-jobs.ts";
import { exportRefusal, exportScopeOf, exportsAsJob, selectedOrderIds, siteToday } from "./service.ts";
import { MAX_MAILED_ORDERS, maySendPdf, sendOrdersPdf } from "./send-pdf.ts";
import { sendPdfInput, selectionFieldsOf, SendBody, ExportBody, ExportQuery } from "./request-fields.ts";
import { writeExport } from "./write-export.ts";

const t = (req: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) => translate(req.ctx.language, key, params);

function signedOut(req: FastifyRequest, reply: FastifyReply) {
  if (req.method === "GET" && wantsHtml(req.headers.accept)) return reply.redirect(`${sitePath(req.site, "/login")}?redirect=${encodeURIComponent(req.url)}`, 302);
  return sendError(reply, 401, t(req, "orderExport.error.signedOut"));
}

function selectionError(req: FastifyRequest, reply: FastifyReply, problem: SelectionProblem) {
  const message =
    problem.problem === "empty" ? t(req, "orderExport.error.empty") : problem.problem === "tooMany" ? t(req, "orderExport.error.tooMany", { max: problem.max }) : t(req, "orderExport.error.invalidCode", { code: problem.code });
  return sendError(reply, 400, message, [{ field: "orderCodes", message }]);
}

/** A page posted (or linked) without script: it gets the history again with an alert, not JSON. */
function fromPage(req: FastifyRequest): boolean {
  return isBrowserFormPost(req) || (req.method === "GET" && wantsHtml(req.headers.accept) && !wantsJson(req.headers.accept));
}

/** Back to the page the export came from (`returnUrl`, else the history) with `pdfSend=` or `exportError=`. */
function backToPage(req: FastifyRequest, reply: FastifyReply, returnUrl: string | undefined, param: "pdfSend" | "exportError", value: string) {
  const target = safeRedirect(req.site, returnUrl, { origin: publicOrigin(req), fallback: sitePath(req.site, "/my-account/orders") });
  const url = new URL(target, "http://storefront.invalid");
  url.searchParams.set(param, value);
  return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 303);
}

const NO_STORE = "no-store, private";

/**
 * `GET|POST {context}/my-account/exportOrderList`: the chosen orders (or all the history's filters
 * match) as Excel, PDF or CSV, streamed at once; more than the job threshold (1,000) are written by
 * the `orders.exportList` job and answered with its progress page (decision 0050).
 */
async function exportOrderList(req: FastifyRequest, reply: FastifyReply, fields: SelectionFields & { format?: string | undefined; returnUrl?: string | undefined }, historyParams: URLSearchParams) {
  const ctx = req.ctx;
  const refusal = await exportRefusal(ctx);
  if (refusal === "signedOut" || !ctx.user) return signedOut(req, reply);
  // 403 and 404 stay answers whoever asks (a foreign code answers as an unknown one); what a page's own form can get wrong goes back to it.
  if (refusal === "disabled") return sendError(reply, 403, t(req, "orderExport.error.disabled"));
  const format = fields.format?.trim().toLowerCase();
  if (!isExportFormat(format)) return fromPage(req) ? backToPage(req, reply, fields.returnUrl, "exportError", "format") : sendError(reply, 400, t(req, "orderExport.error.format"), [{ field: "format", message: t(req, "orderExport.error.format") }]);
  const parsed = parseOrderSelection(fields);
  const badSelection = (problem: SelectionProblem) => (fromPage(req) ? backToPage(req, reply, fields.returnUrl, "exportError", exportErrorOfProblem(problem)) : selectionError(req, reply, problem));
  if (!parsed.ok) return badSelection(parsed);
  const selected = await selectedOrderIds(ctx, parsed.selection, historyParams);
  if (!selected.ok) return sendError(reply, 404, t(req, "orderExport.error.notFound"), [{ field: "orderCodes", message: t(req, "orderExport.error.notFound") }]);
  if (selected.ids.length === 0) return badSelection({ problem: "empty" });
  if (exportsAsJob(ctx, selected.ids.length)) {
    const queued = await queueExport(ctx, format, selected.ids);
    if (wantsJson(req.headers.accept)) return reply.code(202).header("cache-control", NO_STORE).send(queued);
    return reply.redirect(queued.statusUrl, 303);
  }
  const body = new PassThrough();
  writeExport(format, body, exportScopeOf(ctx), selected.ids, { owner: ctx.user.name, today: siteToday(ctx) }).catch((error: unknown) => {
    req.log.error({ err: error }, "order list export failed while streaming");
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header("content-type", EXPORT_CONTENT_TYPES[format])
    .header("content-disposition", `attachment; filename="${exportFileName(format, siteToday(ctx))}"`)
    .header("cache-control", NO_STORE)
    .header("x-content-type-options", "nosniff")
    .send(body);
}

const IdParams = z.object({ id: z.string().max(64) });
const StatusReply = z.object({ id: z.string(), format: z.string(), status: z.string(), total: z.number(), done: z.number(), fileName: z.string(), downloadUrl: z.string().nullable() });

export const orderExportRoutes: SiteRoutes = async (app) => {
  const description =
    "orderCodes (codes joined by `;`) or repeated orderCode fields, or allMatching=true with the history's filters (filterBy, searchCode, customerFilterId, activeTab, sort); format xlsx | pdf | csv. Answers the file as an attachment; more than 1,000 orders: 202 {exportId, statusUrl} for JSON clients, else 303 to the progress page. 400 empty or invalid selection, 403 export disabled, 404 a code the user cannot reach.";
  app.get("/my-account/exportOrderList", { schema: { tags: ["orders"], summary: "Export orders (Excel, PDF, CSV)", description, querystring: ExportQuery } }, async (req, reply) =>
    exportOrderList(req, reply, { ...selectionFieldsOf(req.query), returnUrl: req.query.returnUrl }, new URLSearchParams(Object.entries(req.query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])))),
  );
  app.post("/my-account/exportOrderList", { schema: { tags: ["orders"], summary: "Export orders (Excel, PDF, CSV)", description, body: ExportBody } }, async (req, reply) => {
    const fields = { ...selectionFieldsOf(req.body, req), returnUrl: req.body.returnUrl };
    return exportOrderList(req, reply, fields, new URLSearchParams(Object.entries(req.body).flatMap(([k, v]) => (typeof v === "string" && k !== "CSRFToken" ? [[k, v]] : []))));
  });

  app.get("/my-account/exportOrderList/:id/status", { schema: { tags: ["orders"], summary: "Progress of a large order export (its owner only)", params: IdParams, response: { 200: StatusReply } } }, async (req, reply) => {
    const status = req.ctx.user ? await exportStatus(req.ctx, req.params.id) : null;
    if (!status) return sendError(reply, req.ctx.user ? 404 : 401, req.ctx.user ? t(req, "orderExport.error.notFound") : t(req, "orderExport.error.signedOut"));
    const { filePath: _filePath, ...view } = status;
    return reply.header("cache-control", NO_STORE).send(view);
  });

  app.get("/my-account/exportOrderList/:id/download", { schema: { tags: ["orders"], summary: "The file of a finished large order export (its owner only)", params: IdParams } }, async (req, reply) => {
    if (!req.ctx.user) return signedOut(req, reply);
    const status = await exportStatus(req.ctx, req.params.id);
    if (!status) return sendError(reply, 404, t(req, "orderExport.error.notFound"));
    const page = sitePath(req.site, `/my-account/exportOrderList/${status.id}`);
    const file = status.status === "done" && status.filePath ? await stat(status.filePath).catch(() => null) : null;
    if (!file || !status.filePath) {
      if (status.status !== "done" && wantsHtml(req.headers.accept)) return reply.redirect(page, 303);
      return sendError(reply, status.status === "done" ? 404 : 409, t(req, status.status === "done" ? "orderExport.error.notFound" : "orderExport.progress.queued"));
    }
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES[status.format])
      .header("content-length", String(file.size))
      .header("content-disposition", `attachment; filename="${status.fileName}"`)
      .header("cache-control", NO_STORE)
      .header("x-content-type-options", "nosniff")
      .send(createReadStream(status.filePath));
  });

  app.post(
    "/my-account/exportOrderList/send",
    {
      schema: {
        tags: ["orders"],
        summary: "Send the PDF of the chosen orders by mail (sales representatives and agents)",
        description:
          "orderCodes / orderCode, sendToCustomer, sendToAsmAgent (at least one), returnUrl. JSON: {message}; a form post is redirected (303) to returnUrl with pdfSend=sent or pdfSend=failed. 403 for other accounts, 404 for a code the user cannot reach.",
        body: SendBody,
      },
    },
    async (req, reply) => {
      if (!req.ctx.user) return signedOut(req, reply);
      const form = isBrowserFormPost(req);
      const back = (outcome: "sent" | "failed") => backToPage(req, reply, req.body.returnUrl, "pdfSend", outcome);
      if (!maySendPdf(req.ctx)) return sendError(reply, 403, t(req, "orderExport.send.forbidden"));
      const input = sendPdfInput(req.body, req);
      if (!input.ok) return form ? back("failed") : selectionError(req, reply, input);
      const result = await sendOrdersPdf(req.ctx, input.value).catch((error: unknown) => {
        req.log.error({ err: error }, "sending the order PDF failed");
        return null;
      });
      if (result === null) {
        if (form) return back("failed");
        const message = t(req, "orderExport.send.failure");
        return reply.code(500).send({ message, errorMessage: message, errors: [] });
      }
      if (result.ok) return form ? back("sent") : { message: t(req, "orderExport.send.success") };
      switch (result.problem) {
        case "forbidden":
          return sendError(reply, 403, t(req, "orderExport.send.forbidden"));
        case "notFound":
          return sendError(reply, 404, t(req, "orderExport.error.notFound"), [{ field: "orderCodes", message: t(req, "orderExport.error.notFound") }]);
        case "noRecipient":
        case "tooMany": {
          if (form) return back("failed");
          const message = result.problem === "noRecipient" ? t(req, "orderExport.send.noRecipient") : t(req, "orderExport.send.tooMany", { max: MAX_MAILED_ORDERS });
          return sendError(reply, 400, message, [{ field: result.problem === "noRecipient" ? "sendToCustomer" : "orderCodes", message }]);
        }
      }
    },
  );
};
