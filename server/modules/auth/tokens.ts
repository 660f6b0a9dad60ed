import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 128 bits of randomness, URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A code pages and calls name a record by: `prefix` and `length` random base32 characters (5 bits each), not guessable from another. */
export function randomCode(prefix: string, length = 12): string {
  return prefix + Array.from(randomBytes(length), (byte) => BASE32[byte & 31]).join("");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function hmac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
