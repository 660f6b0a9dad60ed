import { and, eq, sql } from "drizzle-orm";
import { isPasswordAcceptable } from "../../../domain/password-strength.ts";
import { SIGN_IN_FREE_FAILURES } from "../../../domain/sign-in-throttle.ts";
import { SITE_IDS } from "../../../domain/sites.ts";
import type { SignInRefusal } from "../../../domain/sign-in.ts";
import { termsStanding } from "../../../domain/terms.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import { userSites, users } from "../../db/schema/index.ts";
import type { CartMergeResult } from "../../../domain/cart-merge.ts";
import { isGuestShopper } from "../cart/guest-cart.ts";
import { mergeGuestCart } from "../cart/guest-merge.ts";
import { burnPasswordCheck, verifyPassword } from "./password.ts";
import { revokeSession, rotateIntoUserSession, sessionUserColumns, sessionUserOf } from "./sessions.ts";
import { openDeviceToken, sealDeviceToken, type KnownDevice } from "./devices.ts";
import { clearFailures, lockedUntil, recordFailure, type ThrottleRule } from "./throttle.ts";

export type SignInResult =
  /** `deviceToken`: the device cookie to hand the browser (it now knows this account). */
  | { ok: true; user: SessionUser; rawSessionId: string; deviceToken: string; cartMerge: CartMergeResult | null }
  /** Nothing changed (a wrong password counts towards the delays, decision 0033). */
  | ({ ok: false } & SignInRefusal);

/** Wait after the first failure past the free ones; it doubles up to LOGIN_LOCK_MINUTES. */
const BASE_DELAY_MS = 60_000;
/** Failures are remembered this long from the first of a series. */
const FAILURE_WINDOW_MS = 24 * 3_600_000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The sign-in delays for a key allowed `factor` × LOGIN_MAX_FAILURES free failures; other checks
 * of a password (the change of e-mail) use the same rule.
 */
export function signInThrottleRule(ctx: RequestContext, factor: number): ThrottleRule {
  const { maxFailures, lockMs } = ctx.deps.config.login;
  return { freeFailures: maxFailures * factor, baseDelayMs: BASE_DELAY_MS, maxDelayMs: lockMs, windowMs: FAILURE_WINDOW_MS };
}

interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
  /** Whether a successful sign-in forgets the key's failures. */
  clearedBySuccess: boolean;
}

/**
 * The throttle keys of an attempt (decision 0033). From a device this account signed in on
 * before: only the device's own key, so nobody elsewhere can slow its owner down. Otherwise the
 * (account, client address) pair, the client address and the account as tried from unknown
 * devices, each with delays that grow but never lock for longer than LOGIN_LOCK_MINUTES.
 */
function throttleKeys(ctx: RequestContext, email: string, device: KnownDevice | null, knownDevice: boolean): ThrottleKey[] {
  const rule = (factor: number) => signInThrottleRule(ctx, factor);
  if (device && knownDevice) return [{ key: `login:device:${device.id}:${email}`, rule: rule(SIGN_IN_FREE_FAILURES.pair), clearedBySuccess: true }];
  return [
    { key: `login:pair:${email}|${ctx.ip}`, rule: rule(SIGN_IN_FREE_FAILURES.pair), clearedBySuccess: true },
    { key: `login:ip:${ctx.ip}`, rule: rule(SIGN_IN_FREE_FAILURES.address), clearedBySuccess: false },
    { key: `login:account:${email}`, rule: rule(SIGN_IN_FREE_FAILURES.account), clearedBySuccess: false },
  ];
}

/**
 * Checks the credentials and, when they hold, replaces the visitor's session with a new one
 * for the user (the id rotates at sign-in). The reply for an unknown e-mail and for a wrong
 * password is the same and takes the same time. `deviceToken` is the browser's device cookie.
 */
export async function signIn(
  ctx: RequestContext,
  input: { email: string; password: string; termsAccepted: boolean; deviceToken?: string | null },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  if (!email || !input.password) return { ok: false, reason: "required" };

  const [found] = await ctx.db
    .select({
      ...sessionUserColumns,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
      termsVersion: users.termsVersion,
      siteAllowed: sql<boolean>`exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${userSites.siteId} = ${ctx.site.id})`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const device = await openDeviceToken(ctx.deps.db, input.deviceToken);
  const keys = throttleKeys(ctx, email, device, found !== undefined && device !== null && device.userIds.includes(found.id));
  const locked = await lockedUntil(ctx.db, keys.map((k) => k.key), ctx.now);
  if (locked) return { ok: false, reason: "throttled", retryAfterMs: locked.getTime() - ctx.now.getTime() };

  const passwordOk = found
    ? await verifyPassword(found.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!found || !passwordOk || found.disabled) {
    for (const { key, rule } of keys) await recordFailure(ctx.db, key, rule, ctx.now);
    return { ok: false, reason: "invalid" };
  }
  if (!found.siteAllowed) {
    const rows = await ctx.db.select({ siteId: userSites.siteId }).from(userSites).where(eq(userSites.userId, found.id));
    const sites = SITE_IDS.filter((id) => rows.some((r) => r.siteId === id));
    return { ok: false, reason: "site", sites };
  }
  const termsVersion = ctx.deps.config.terms.version;
  const terms = termsStanding(found.termsVersion, termsVersion);
  const needsTerms = terms !== "accepted";
  if (needsTerms && !input.termsAccepted) return { ok: false, reason: "terms", updated: terms === "updated" };

  const deviceToken = await sealDeviceToken(ctx.deps.db, device, found.id);
  return ctx.db.transaction(async (tx) => {
    await clearFailures(tx, keys.filter((k) => k.clearedBySuccess).map((k) => k.key));
    if (needsTerms) {
      await tx
        .update(users)
        .set({ termsVersion, termsAcceptedAt: ctx.now })
        .where(eq(users.id, found.id));
    }
    const session = await rotateIntoUserSession(tx, ctx, found.id);
    const user = sessionUserOf(found);
    const cartMerge = await mergeVisitorBasket({ ...ctx, db: tx }, user);
    return { ok: true as const, user, rawSessionId: session.rawId, deviceToken, cartMerge };
  });
}

/**
 * The visitor's basket of the session being replaced goes into the user's cart (decision 0041);
 * `ctx.db` must be the sign-in's transaction. Only the consumer site has baskets.
 */
export async function mergeVisitorBasket(ctx: RequestContext, user: SessionUser): Promise<CartMergeResult | null> {
  if (!isGuestShopper(ctx) || !ctx.sessionIdHash) return null;
  return mergeGuestCart(ctx, user, ctx.sessionIdHash);
}

/** Ends the current session (the browser gets a fresh anonymous identity afterwards). */
export async function signOut(ctx: RequestContext): Promise<void> {
  if (ctx.sessionIdHash) await revokeSession(ctx.db, ctx.sessionIdHash, ctx.now);
}

/** Whether the user may use the site at all (used by page guards and the agent). */
export async function canUseSite(ctx: RequestContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: userSites.userId })
    .from(userSites)
    .where(and(eq(userSites.userId, userId), eq(userSites.siteId, ctx.site.id)));
  return row !== undefined;
}

export function passwordRules(ctx: RequestContext) {
  return { minLength: ctx.deps.config.password.minLength, policyMode: ctx.deps.config.password.policyMode };
}

export function acceptablePassword(ctx: RequestContext, password: string): boolean {
  return isPasswordAcceptable(password, passwordRules(ctx));
}
