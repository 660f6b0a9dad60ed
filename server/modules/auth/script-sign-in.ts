import type { FastifyReply, FastifyRequest } from "fastify";
import { createTranslator } from "../../../domain/i18n/index.ts";
import { safeRedirect } from "../../../domain/redirects.ts";
import { loginError, loginErrorFields, loginErrorText, signInRefusalStatus } from "../../../domain/sign-in.ts";
import type { AppDeps } from "../../context.ts";
import { serialiseHttpOnlyCookie, serialiseSessionCookie } from "../../http/cookies.ts";
import { sendError } from "../../http/errors.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from "./devices.ts";
import { signIn } from "./service.ts";

/** A script's sign-in post: it asks for JSON and not for a page (a browser's form always accepts text/html). */
export function isScriptSignIn(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** The posted fields: form-encoded and JSON bodies arrive parsed, multipart ones as bytes. */
async function postedFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  const body = req.body;
  if (Buffer.isBuffer(body)) {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": req.headers["content-type"] ?? "" } })
      .formData()
      .catch(() => null);
    return form ? Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) : {};
  }
  return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * `POST {context}/login` from a script (decision 0046): the page's sign-in, answered in JSON. A
 * refusal is the error shape with the page's message (the terms: field `termsAccepted`, code
 * `terms-required` or `terms-updated`); a success sets the cookies and says where to go.
 */
export async function signInForScript(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const fields = await postedFields(req);
  const result = await signIn(req.ctx, {
    email: text(fields.username),
    password: text(fields.password),
    termsAccepted: fields.termsAccepted === true || fields.termsAccepted === "true",
    deviceToken: req.cookies[DEVICE_COOKIE] ?? null,
  });
  reply.header("cache-control", "no-store");
  if (!result.ok) {
    if (result.reason === "throttled") reply.header("retry-after", Math.ceil(result.retryAfterMs / 1000));
    const error = loginError(result);
    const message = loginErrorText(createTranslator(req.ctx.language), error);
    return sendError(reply, signInRefusalStatus(result), message, loginErrorFields(error, message));
  }
  reply.header("set-cookie", [
    serialiseSessionCookie(req, deps.config.session, req.site.id, result.rawSessionId),
    serialiseHttpOnlyCookie(req, deps.config.session, DEVICE_COOKIE, result.deviceToken, DEVICE_COOKIE_SECONDS),
  ]);
  return reply.send({ signedIn: true, redirectUrl: safeRedirect(req.site, text(fields.redirect)) });
}
