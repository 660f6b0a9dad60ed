import { and, eq, sql } from "drizzle-orm";
import { isPasswordAcceptable } from "../../../domain/password-strength.ts";
import { SITE_IDS, type SiteId } from "../../../domain/sites.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import { userSites, users } from "../../db/schema/index.ts";
import { burnPasswordCheck, verifyPassword } from "./password.ts";
import { revokeSession, rotateIntoUserSession, sessionUserColumns, sessionUserOf } from "./sessions.ts";
import { clearFailures, lockedUntil, recordFailure, type ThrottleRule } from "./throttle.ts";

/** Version of the terms of use a user must have accepted to sign in. */
export const CURRENT_TERMS_VERSION = 1;

export type SignInResult =
  | { ok: true; user: SessionUser; rawSessionId: string }
  | { ok: false; reason: "invalid" | "required" }
  | { ok: false; reason: "throttled"; retryAfterMs: number }
  | { ok: false; reason: "terms" }
  /** The password was right but the account belongs to other sites: where it can sign in. */
  | { ok: false; reason: "site"; sites: SiteId[] };

/** Client addresses get more room than one e-mail: offices share an address. */
const IP_FAILURE_FACTOR = 5;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function throttleKeys(ctx: RequestContext, email: string) {
  const { maxFailures, lockMs } = ctx.deps.config.login;
  const emailRule: ThrottleRule = { maxFailures, windowMs: lockMs, lockMs };
  const ipRule: ThrottleRule = { maxFailures: maxFailures * IP_FAILURE_FACTOR, windowMs: lockMs, lockMs };
  return [
    { key: `login:email:${email}`, rule: emailRule },
    { key: `login:ip:${ctx.ip}`, rule: ipRule },
  ];
}

/**
 * Checks the credentials and, when they hold, replaces the visitor's session with a new one
 * for the user (the id rotates at sign-in). The reply for an unknown e-mail and for a wrong
 * password is the same and takes the same time.
 */
export async function signIn(
  ctx: RequestContext,
  input: { email: string; password: string; termsAccepted: boolean },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  if (!email || !input.password) return { ok: false, reason: "required" };
  const keys = throttleKeys(ctx, email);
  const locked = await lockedUntil(ctx.db, keys.map((k) => k.key), ctx.now);
  if (locked) return { ok: false, reason: "throttled", retryAfterMs: locked.getTime() - ctx.now.getTime() };

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
  const needsTerms = (found.termsVersion ?? 0) < CURRENT_TERMS_VERSION;
  if (needsTerms && !input.termsAccepted) return { ok: false, reason: "terms" };

  return ctx.db.transaction(async (tx) => {
    await clearFailures(tx, keys[0]!.key);
    if (needsTerms) {
      await tx
        .update(users)
        .set({ termsVersion: CURRENT_TERMS_VERSION, termsAcceptedAt: ctx.now })
        .where(eq(users.id, found.id));
    }
    const session = await rotateIntoUserSession(tx, ctx, found.id);
    const user = sessionUserOf(found);
    return { ok: true as const, user, rawSessionId: session.rawId };
  });
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
