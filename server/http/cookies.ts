import type { FastifyReply, FastifyRequest } from "fastify";
import type { SiteId } from "../../domain/sites.ts";

/** One session cookie per site: signing in to /partner does not sign in to /jp/partner. */
export function sessionCookieName(siteId: SiteId): string {
  return `brim_${siteId}`;
}
/** Random id of a visitor without a session; the pre-session CSRF token is derived from it. */
export const ANON_COOKIE = "brim_anon";
export const LANGUAGE_COOKIE = "brim_lang";
export const CURRENCY_COOKIE = "brim_cur";

export interface CookieSecurity {
  secureCookies: boolean;
}

function secure(req: FastifyRequest, security: CookieSecurity): boolean {
  return security.secureCookies || req.protocol === "https";
}

export function setHttpOnlyCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  security: CookieSecurity,
  name: string,
  value: string,
  maxAgeSeconds?: number,
): void {
  reply.setCookie(name, value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secure(req, security),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** Serialised Set-Cookie value for responses built outside Fastify (React Router actions). */
export function serialiseSessionCookie(
  req: FastifyRequest,
  security: CookieSecurity,
  siteId: SiteId,
  rawId: string,
): string {
  return serialiseHttpOnlyCookie(req, security, sessionCookieName(siteId), rawId);
}

/** Serialised Set-Cookie value of an httpOnly cookie; lasting when `maxAgeSeconds` is given. */
export function serialiseHttpOnlyCookie(
  req: FastifyRequest,
  security: CookieSecurity,
  name: string,
  value: string,
  maxAgeSeconds?: number,
): string {
  return req.server.serializeCookie(name, value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secure(req, security),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  });
}

export function clearCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: "/" });
}
