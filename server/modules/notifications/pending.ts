import type { SiteId } from "../../../domain/sites.ts";
import type { Db } from "../../db/client.ts";
import { appSecret } from "../auth/secrets.ts";
import { hmac, safeEqual } from "../auth/tokens.ts";

/**
 * A back-in-stock request of a visitor who was not signed in, kept in a signed HttpOnly cookie
 * until they are: nothing is written to the database for an anonymous visitor, and only this
 * browser can complete the request (a link cannot subscribe somebody else).
 */
export const PENDING_COOKIE = "brim_bis";
export const PENDING_LIFETIME_SECONDS = 30 * 60;

export interface PendingNotification {
  siteId: SiteId;
  productCode: string;
  colour: string | null;
}

interface Sealed {
  s: SiteId;
  p: string;
  c: string | null;
  /** Expiry, seconds since the epoch. */
  e: number;
}

// The CSRF secret already exists for every visitor; the prefix keeps the two uses apart.
const secret = (db: Db) => appSecret(db, "csrf");
const sign = (key: string, payload: string) => hmac(key, `back-in-stock:${payload}`);

export async function sealPending(db: Db, pending: PendingNotification, now: Date): Promise<string> {
  const sealed: Sealed = { s: pending.siteId, p: pending.productCode, c: pending.colour, e: Math.floor(now.getTime() / 1000) + PENDING_LIFETIME_SECONDS };
  const payload = Buffer.from(JSON.stringify(sealed)).toString("base64url");
  return `${payload}.${sign(await secret(db), payload)}`;
}

/** The pending request in the cookie, when it is genuine, unexpired and for this site. */
export async function openPending(db: Db, value: string | undefined, siteId: SiteId, now: Date): Promise<PendingNotification | null> {
  if (!value || value.length > 1024) return null;
  const [payload = "", signature = ""] = value.split(".", 2);
  if (!safeEqual(signature, sign(await secret(db), payload))) return null;
  try {
    const sealed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Sealed>;
    if (sealed.s !== siteId || typeof sealed.p !== "string" || typeof sealed.e !== "number") return null;
    if (sealed.e * 1000 < now.getTime()) return null;
    return { siteId, productCode: sealed.p, colour: typeof sealed.c === "string" ? sealed.c : null };
  } catch {
    return null;
  }
}
