/**
 * A sell sheet posted as a file (multipart `file`: the form without script, or a client that
 * does not read the workbook itself): read in memory with limits, parsed by the same domain rules
 * as the page, and turned into the JSON payload the route validates.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { translate } from "../../../domain/i18n/index.ts";
import { isAcceptableSellSheet } from "../../../domain/sell-sheet/file-check.ts";
import { sellSheetErrorText, skippedCellText } from "../../../domain/sell-sheet/messages.ts";
import { parseSellSheet } from "../../../domain/sell-sheet/parse.ts";
import type { SellSheetError, SkippedCell } from "../../../domain/sell-sheet/types.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import { readWorkbook } from "./read-workbook.ts";

/** The cells of an uploaded sheet that were not imported, kept for the answer. */
const fileReports = new WeakMap<FastifyRequest, SkippedCell[]>();

export function skippedCellsOf(req: FastifyRequest): SkippedCell[] {
  return fileReports.get(req) ?? [];
}

export type FileRefusal = SellSheetError | { code: "fileType" } | { code: "tooBig" };

function isMultipart(req: FastifyRequest): boolean {
  return (req.headers["content-type"] ?? "").startsWith("multipart/form-data");
}

/** Where a browser's form goes back to: the page it was on (`cart`, `quickOrder`, `bag`) with the outcome. */
export function formOutcomePath(req: FastifyRequest, outcome: Record<string, string | number>): string {
  const page = /\/(cart|quickOrder|bag)\/sellSheetUpload/.exec(req.url)?.[1] ?? "cart";
  const query = new URLSearchParams(Object.entries(outcome).map(([k, v]) => [k, String(v)]));
  return `${sitePath(req.site, `/${page}`)}?${query}`;
}

function refuse(req: FastifyRequest, reply: FastifyReply, refusal: FileRefusal): FastifyReply {
  if (isBrowserFormPost(req)) return reply.redirect(formOutcomePath(req, { sellSheet: "error", code: refusal.code }), 303);
  const t = (key: Parameters<typeof translate>[1]) => translate(req.ctx.language, key);
  if (refusal.code === "fileType") return sendError(reply, 400, t("sellSheet.error.fileType"), [{ field: "file", message: t("sellSheet.error.fileType") }]);
  if (refusal.code === "tooBig") return sendError(reply, 413, t("sellSheet.error.tooBig"), [{ field: "file", message: t("sellSheet.error.tooBig") }]);
  const { message, detail } = sellSheetErrorText(refusal, (key, params) => translate(req.ctx.language, key, params));
  return sendError(reply, 400, message, [{ field: "file", message: detail ?? message }]);
}

/** preValidation: signed out first (nothing is read for them), then the file to the payload. */
export async function fileToPayload(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!req.ctx.user) {
    if (isBrowserFormPost(req)) return reply.redirect(sitePath(req.site, "/login"), 303);
    return sendError(reply, 401, "Please sign in to continue.");
  }
  if (!isMultipart(req)) return undefined;
  const { maxBytes, importByVariant } = req.ctx.deps.config.sellSheet;
  const { maxLines } = req.ctx.deps.config.lists;
  const form = req.rawBody
    ? await new Response(new Uint8Array(req.rawBody), { headers: { "content-type": req.headers["content-type"] ?? "" } }).formData().catch(() => null)
    : null;
  const files = form ? form.getAll("file").filter((f): f is File => typeof f !== "string") : [];
  if (!isAcceptableSellSheet(files, maxBytes)) return refuse(req, reply, { code: files.length === 1 && files[0]!.size > maxBytes ? "tooBig" : "fileType" });
  const read = readWorkbook(Buffer.from(await files[0]!.arrayBuffer()), files[0]!.name, { maxBytes, maxLines });
  if (!read.ok) return refuse(req, reply, { code: read.error });
  const mode = req.ctx.bookingMode ?? "STOCK";
  const parsed = parseSellSheet(read.workbook, { mode, importByVariant, maxLines });
  if (!parsed.ok) return refuse(req, reply, parsed.error);
  fileReports.set(req, parsed.skipped);
  req.body = parsed.payload;
  return undefined;
}

export function skippedCellMessages(req: FastifyRequest): { sheet: string; row: number; column: number; reason: string; message: string }[] {
  return skippedCellsOf(req).map((c) => ({ ...c, message: skippedCellText(c, (key, params) => translate(req.ctx.language, key, params)) }));
}
