import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { checkText, MAX_INPUT_DEPTH } from "../../domain/input.ts";
import { wantsHtml } from "./access.ts";
import { formRecord } from "./body-parsers.ts";
import { isBrowserFormPost, refusedPagePath } from "./csrf.ts";
import { sendError } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Fields (by name, at any depth) that take multi-line text: newline, carriage return and tab allowed. */
    multilineFields?: readonly string[];
  }
}

/**
 * Fields that name where to send the browser next. They go through safeRedirect (decision 0034),
 * which sends a target holding control characters to the site's home; the input layer drops such
 * a value instead of refusing the request, so a tampered link still shows the sign-in page.
 */
const REDIRECT_FIELDS: ReadonlySet<string> = new Set(["redirect"]);

export const CONTROL_MESSAGE = "Remove control characters (such as NUL or line breaks) from this field.";
export const DEPTH_MESSAGE = "The request is nested too deeply.";

interface Refusal {
  field: string;
  message: string;
}

class InputRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/**
 * Checks every string of `value` (keys too) and NFC-normalises it in place; throws InputRefused
 * naming the first field that holds a control character, or that nests too deeply.
 */
function cleanTree(value: unknown, path: string, depth: number, multiline: ReadonlySet<string>, fieldName: string): unknown {
  if (typeof value === "string") {
    const checked = checkText(value, { multiline: multiline.has(fieldName) });
    if (!checked.ok && REDIRECT_FIELDS.has(fieldName)) return "";
    if (!checked.ok) throw new InputRefused({ field: path, message: CONTROL_MESSAGE });
    return checked.value;
  }
  if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) return value;
  if (depth >= MAX_INPUT_DEPTH) throw new InputRefused({ field: path, message: DEPTH_MESSAGE });
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanTree(value[i], join(path, i), depth + 1, multiline, fieldName);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleanKey = checkText(key);
    if (!cleanKey.ok) throw new InputRefused({ field: path || "body", message: CONTROL_MESSAGE });
    const cleaned = cleanTree(record[key], join(path, cleanKey.value), depth + 1, multiline, cleanKey.value);
    if (cleanKey.value !== key) delete record[key];
    record[cleanKey.value] = cleaned;
  }
  return record;
}

/** The form pairs of a url-encoded body, checked and normalised; the raw body is rewritten when one changed. */
function cleanUrlEncoded(req: FastifyRequest, multiline: ReadonlySet<string>): void {
  if (!req.rawBody) return;
  const text = req.rawBody.toString("utf8");
  const pairs = [...new URLSearchParams(text)];
  let changed = false;
  const cleaned = pairs.map(([name, value]) => {
    const cleanName = checkText(name);
    if (!cleanName.ok) throw new InputRefused({ field: "body", message: CONTROL_MESSAGE });
    const checkedValue = checkText(value, { multiline: multiline.has(cleanName.value) });
    const cleanValue = !checkedValue.ok && REDIRECT_FIELDS.has(cleanName.value) ? { ok: true as const, value: "" } : checkedValue;
    if (!cleanValue.ok) throw new InputRefused({ field: cleanName.value, message: CONTROL_MESSAGE });
    if (cleanName.value !== name || cleanValue.value !== value) changed = true;
    return [cleanName.value, cleanValue.value] as [string, string];
  });
  if (changed) {
    req.rawBody = Buffer.from(new URLSearchParams(cleaned).toString(), "utf8");
    req.body = formRecord(cleaned);
  }
}

/** The text fields of a multipart body (files are not text): checked, not rewritten. */
async function checkMultipart(req: FastifyRequest, multiline: ReadonlySet<string>): Promise<void> {
  if (!req.rawBody) return;
  const form = await new Response(new Uint8Array(req.rawBody), { headers: { "content-type": req.headers["content-type"] ?? "" } })
    .formData()
    .catch(() => null);
  if (!form) return;
  for (const [name, value] of form) {
    if (!checkText(name).ok) throw new InputRefused({ field: "body", message: CONTROL_MESSAGE });
    if (typeof value === "string" && !checkText(value, { multiline: multiline.has(name) }).ok) {
      throw new InputRefused({ field: name, message: CONTROL_MESSAGE });
    }
  }
}

function contentType(req: FastifyRequest): string {
  return (req.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/** Applies the input rules to one request: path parameters, query and body, in place. */
export async function cleanRequestInput(req: FastifyRequest): Promise<Refusal | null> {
  const multiline = new Set(req.routeOptions.config.multilineFields ?? []);
  try {
    req.params = cleanTree(req.params, "", 0, new Set(), "");
    req.query = cleanTree(req.query, "", 0, multiline, "");
    const type = contentType(req);
    if (type === "application/x-www-form-urlencoded") cleanUrlEncoded(req, multiline);
    else if (type === "multipart/form-data") await checkMultipart(req, multiline);
    req.body = cleanTree(req.body, "", 0, multiline, "");
    return null;
  } catch (error) {
    if (error instanceof InputRefused) return error.refusal;
    throw error;
  }
}

/** A browser asking for a page (not a data request, not a script's fetch). */
export function isPageRequest(req: FastifyRequest): boolean {
  return req.method === "GET" && wantsHtml(req.headers.accept) && !req.headers["x-requested-with"] && !req.url.includes(".data") && req.routeOptions.url === "/*";
}

/**
 * The input layer (decision 0035): before any schema or handler sees a request, every string of
 * its path, query and body is NFC-normalised, and a control character anywhere (a newline only
 * where the route allows multi-line text) is refused with 400 naming the field. Registered after
 * the CSRF check, so a request without its token is still a 403 whatever it holds.
 */
export function registerInputLayer(app: FastifyInstance): void {
  app.addHook("preValidation", async (req: FastifyRequest, reply: FastifyReply) => {
    const refusal = await cleanRequestInput(req);
    if (!refusal) return undefined;
    // A browser showing a document (a page's address, a form posted without script) gets the
    // page again with a notice, as 400, rather than a JSON body it would print.
    const render = req.server.renderRefusedPage;
    const page = isPageRequest(req) ? req.url.split("?", 1)[0]! : isBrowserFormPost(req) ? refusedPagePath(req) : null;
    if (render && page !== null && (await render(req, reply, page, "input"))) return reply;
    return sendError(reply, 400, "Please correct the highlighted fields.", [refusal]);
  });
}
