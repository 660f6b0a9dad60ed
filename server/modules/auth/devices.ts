import type { Db } from "../../db/client.ts";
import { appSecret } from "./secrets.ts";
import { hmac, randomToken, safeEqual } from "./tokens.ts";

/** httpOnly cookie that marks a browser where accounts signed in before (decision 0033). */
export const DEVICE_COOKIE = "brim_device";
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;
/** Accounts one browser remembers (a shared shop computer); the oldest drops out. */
const MAX_ACCOUNTS = 5;

export interface KnownDevice {
  /** Random id of the browser, the key of its own sign-in throttle. */
  id: string;
  /** Users who signed in successfully on it, oldest first. */
  userIds: number[];
}

const secret = (db: Db) => appSecret(db, "device");

function payload(device: KnownDevice): string {
  return `${device.id}.${device.userIds.join("-")}`;
}

/** The device a cookie names, when the server signed it; null for a missing, forged or malformed one. */
export async function openDeviceToken(db: Db, token: string | null | undefined): Promise<KnownDevice | null> {
  if (!token || token.length > 200) return null;
  const match = /^([A-Za-z0-9_-]{22})\.(\d{1,10}(?:-\d{1,10}){0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id = "", ids = "", mac = ""] = match;
  if (!safeEqual(mac, hmac(await secret(db), `${id}.${ids}`))) return null;
  return { id, userIds: ids.split("-").map(Number) };
}

/** The cookie value after `userId` signed in on `device` (a new device when null). */
export async function sealDeviceToken(db: Db, device: KnownDevice | null, userId: number): Promise<string> {
  const others = (device?.userIds ?? []).filter((id) => id !== userId);
  const next: KnownDevice = { id: device?.id ?? randomToken(16), userIds: [...others, userId].slice(-MAX_ACCOUNTS) };
  const body = payload(next);
  return `${body}.${hmac(await secret(db), body)}`;
}
