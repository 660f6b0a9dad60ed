import type { FastifyReply, FastifyRequest } from "fastify";
import { safeRedirect } from "../../../domain/redirects.ts";
import { type AddToCartOutcome, withAddToCartResult } from "../../../domain/add-to-cart.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { parseTargetKey } from "./booking-windows.ts";
import type { CartFailure } from "./cart-line-input.ts";

/** The product page's size inputs are named `qty.{UPC}`. */
export const QUANTITY_FIELD_PREFIX = "qty.";

function isFormEncoded(req: FastifyRequest): boolean {
  return (req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object") return {};
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** Where a browser's form post goes back to: its `redirect` (same site only), else the product page. */
export function formReturnPath(req: FastifyRequest, body: { productCode?: string | undefined; redirect?: string | undefined }): string {
  const productPage = body.productCode ? sitePath(req.site, `/p/${encodeURIComponent(body.productCode)}`) : sitePath(req.site, "/");
  return safeRedirect(req.site, body.redirect, { fallback: productPage });
}

function redirectWith(reply: FastifyReply, back: string, outcome: AddToCartOutcome, added: number, target?: string | null): FastifyReply {
  return reply.header("cache-control", "private, no-store").redirect(withAddToCartResult(back, { outcome, added, target }), 303);
}

/** The spec's one line as form fields (`productCode`, `quantity`, `entryNumber`): no `qty.{UPC}` field. */
function isSingleLine(form: Record<string, string>): boolean {
  return "quantity" in form && !Object.keys(form).some((name) => name.startsWith(QUANTITY_FIELD_PREFIX));
}

/** The form's one line as the JSON line reads it; blank optional fields count as not sent. */
function singleLine(form: Record<string, string>, target: ReturnType<typeof parseTargetKey>): Record<string, string | number | undefined> {
  const given = (name: string) => (form[name]?.trim() ? form[name] : undefined);
  return {
    productCode: form.productCode,
    quantity: form.quantity,
    entryNumber: given("entryNumber"),
    deliveryTarget: given("deliveryTarget") ?? target?.code,
    deliveryYear: given("deliveryYear") ?? target?.year,
    seasonCollection: given("seasonCollection"),
  };
}

/**
 * preValidation of `updateMultiD`: the product page's form without script (fields `productCode`,
 * `redirect`, `deliveryTargetAndYear`, `qty.{UPC}` per size) becomes the JSON batch. A browser's
 * form with no quantity, or with one that is not a number of at most 5 digits, goes straight back
 * to the page with the outcome instead of a JSON 400. The spec's single line posted as a form
 * (`productCode`, `quantity`, `entryNumber`) is read as the JSON line.
 */
export async function formToBatch(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!isFormEncoded(req)) return undefined;
  const form = formFields(req.body);
  const target = parseTargetKey(form.deliveryTargetAndYear);
  if (isSingleLine(form)) {
    req.body = singleLine(form, target);
    return undefined;
  }
  const filled = Object.entries(form)
    .filter(([name, value]) => name.startsWith(QUANTITY_FIELD_PREFIX) && value.trim() !== "")
    .map(([name, value]) => ({ upc: name.slice(QUANTITY_FIELD_PREFIX.length), text: value.trim() }));
  const entries = filled
    .filter((f) => !/^0+$/.test(f.text))
    .map((f) => ({ productCode: f.upc, quantity: f.text, entryNumber: -1, deliveryTarget: target?.code, deliveryYear: target?.year }));
  if (isBrowserFormPost(req)) {
    const back = formReturnPath(req, form);
    if (filled.some((f) => !/^\d{1,5}$/.test(f.text))) return redirectWith(reply, back, "failed", 0);
    if (entries.length === 0) return redirectWith(reply, back, "needQuantity", 0);
  }
  req.body = { productCode: form.productCode, redirect: form.redirect, entries };
  return undefined;
}

/** A refused add from a browser's form post: back to the page with the outcome, or to sign in. */
export function sendFormFailure(req: FastifyRequest, reply: FastifyReply, failure: CartFailure, back: string, target: string | null): FastifyReply {
  if (failure.kind === "signedOut") return reply.redirect(`${sitePath(req.site, "/login")}?redirect=${encodeURIComponent(back)}`, 303);
  if (failure.kind === "noCart") return redirectWith(reply, back, "noCart", 0);
  if (failure.kind === "refused") {
    if (failure.errors.some((e) => e.field === "deliveryTarget")) return redirectWith(reply, back, "windowClosed", 0, target);
    return redirectWith(reply, back, req.ctx.bookingMode === "GCP" ? "notGcp" : "gcpOnly", 0);
  }
  return redirectWith(reply, back, "failed", 0);
}

/** A successful add from a browser's form post: back to the page with the line outcome. */
export function sendFormOutcome(reply: FastifyReply, back: string, outcome: AddToCartOutcome, added: number): FastifyReply {
  return redirectWith(reply, back, outcome, added);
}
