import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { safeRedirect } from "../../../domain/redirects.ts";
import { sitePath, type Language } from "../../../domain/sites.ts";
import { addressText, addressTexts, type AddressTextKey } from "../../../domain/addresses/address-texts.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { AddressFailure } from "./service.ts";

const RegionSchema = z.object({ isocode: z.string(), name: z.string() });

export const AddressViewSchema = z.object({
  addressId: z.string(),
  addressCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  townCity: z.string(),
  region: RegionSchema.nullable(),
  postcode: z.string(),
  country: RegionSchema,
  phone: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  defaultAddress: z.boolean(),
  enabled: z.boolean(),
  verified: z.boolean().nullable(),
  formattedAddress: z.string(),
});

export const RegionListSchema = z.array(RegionSchema);

/** Forms send "true" or "on" for a ticked box; JSON sends booleans. */
export const Flag = z.union([z.boolean(), z.string().max(10)]).optional();
export const isTicked = (value: z.infer<typeof Flag>) => value === true || value === "true" || value === "on";

/** The popup's calls name an address as `addressId`, the spec's routes as `addressCode`: both are its code. */
export const CodeBody = z.object({
  addressCode: z.string().max(40).optional(),
  addressId: z.string().max(40).optional(),
  /** A browser form post goes back to this path of the site afterwards. */
  redirect: z.string().max(500).optional(),
  CSRFToken: z.string().optional(),
});

const STATUS: Record<AddressFailure["kind"], number> = { signedOut: 401, noBook: 403, notFound: 404, invalid: 400, addressDisabled: 422, noCart: 403, duplicate: 409 };

const MESSAGE: Record<Exclude<AddressFailure["kind"], "duplicate">, AddressTextKey> = {
  signedOut: "alert.signedOut",
  noBook: "alert.noBook",
  notFound: "alert.notFound",
  invalid: "alert.invalid",
  addressDisabled: "alert.addressDisabled",
  noCart: "alert.noCart",
};

/** What a refusal says in the page's language; a twin says whether the address is in the list or disabled there. */
export function addressFailureMessage(language: Language, failure: AddressFailure): string {
  const key = failure.kind === "duplicate" ? (failure.enabled ? "alert.duplicate" : "alert.duplicateDisabled") : MESSAGE[failure.kind];
  return addressText(addressTexts(language), key);
}

/** What a browser form post comes back to: the `redirect` path when it is on this site, else the account page; `addressAlert` says what happened. */
export function alertRedirect(req: FastifyRequest, reply: FastifyReply, redirect: string | undefined, alert: string): FastifyReply {
  const target = safeRedirect(req.site, redirect, { fallback: sitePath(req.site, "/my-account") });
  return reply.redirect(`${target}${target.includes("?") ? "&" : "?"}addressAlert=${encodeURIComponent(alert)}`, 303);
}

export function sendAddressFailure(req: FastifyRequest, reply: FastifyReply, failure: AddressFailure, redirect?: string): FastifyReply {
  reply.header("cache-control", "private, no-store");
  if (isBrowserFormPost(req)) {
    if (failure.kind === "signedOut") return reply.redirect(sitePath(req.site, "/login"), 303);
    return alertRedirect(req, reply, redirect, failure.kind);
  }
  return sendError(reply, STATUS[failure.kind], addressFailureMessage(req.ctx.language, failure), failure.kind === "invalid" ? failure.errors : []);
}

/** The address code of a call, or a 400 answer naming the field. */
export function codeOf(req: FastifyRequest, reply: FastifyReply, body: z.infer<typeof CodeBody>): string | FastifyReply {
  const code = (body.addressCode ?? body.addressId ?? "").trim();
  if (code) return code;
  const texts = addressTexts(req.ctx.language);
  return sendError(reply, 400, addressText(texts, "alert.invalid"), [{ field: "addressCode", message: addressText(texts, "error.addressCode") }]);
}

/** An HTML fragment (the address form), never cached. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header("cache-control", "private, no-store").type("text/html; charset=utf-8").send(html);
}
