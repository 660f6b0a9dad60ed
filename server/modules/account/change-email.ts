import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { changeEmailProblems, type ChangeEmailErrors, type ChangeEmailInput } from "../../../domain/change-email.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { normaliseRegistrationEmail } from "../../../domain/registration.ts";
import { SIGN_IN_FREE_FAILURES } from "../../../domain/sign-in-throttle.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { signInThrottleRule } from "../auth/service.ts";
import { verifyPassword } from "../auth/password.ts";
import { createSession, revokeUserSessions } from "../auth/sessions.ts";
import { clearFailures, lockedUntil, recordFailure } from "../auth/throttle.ts";
import { queueMail } from "../mail/service.ts";

export type ChangeEmailResult =
  /** `rawSessionId`: the browser's new session (the old id no longer works). */
  | { ok: true; email: string; rawSessionId: string }
  /** Nothing changed; `retryAfterMs` when the password checks of this user are throttled. */
  | { ok: false; errors: ChangeEmailErrors; retryAfterMs?: number };

/** The throttle key of this user's password checks here: the sign-in rule of one account from one place (decision 0053). */
const throttleKey = (userId: number) => `change-email:user:${userId}`;

function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined;
  return code === "23505" || (cause !== undefined && isUniqueViolation(cause));
}

/**
 * Signs the user out everywhere and gives this browser a new session id that keeps its session's
 * data and token (the page it is on goes on working), as sign-in rotates it.
 */
async function rotateSession(tx: DbOrTx, ctx: RequestContext, userId: number): Promise<string> {
  const [current] = ctx.sessionIdHash
    ? await tx.select({ data: sessions.data, csrfToken: sessions.csrfToken }).from(sessions).where(and(eq(sessions.idHash, ctx.sessionIdHash), isNull(sessions.revokedAt)))
    : [];
  await revokeUserSessions(tx, userId, ctx.now);
  const session = await createSession(tx, {
    siteId: ctx.site.id,
    userId,
    data: current?.data ?? {},
    csrfToken: current?.csrfToken,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now: ctx.now,
    timeouts: ctx.deps.config.session,
  });
  return session.rawId;
}

/**
 * Changes the signed-in user's e-mail after checking their password (throttled like sign-in,
 * keyed on the user), the address's shape and that no other account has it in any case. Mails
 * a notice to the old address and a confirmation to the new one, in the change's transaction.
 */
export async function changeEmail(ctx: RequestContext, input: ChangeEmailInput, origin: string): Promise<ChangeEmailResult> {
  if (!ctx.user) throw Object.assign(new Error("Please sign in to continue."), { statusCode: 401 });
  const userId = ctx.user.id;
  const errors = changeEmailProblems(input, ctx.user.email);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const key = throttleKey(userId);
  const locked = await lockedUntil(ctx.db, [key], ctx.now);
  if (locked) return { ok: false, errors: { password: "throttled" }, retryAfterMs: locked.getTime() - ctx.now.getTime() };

  const [user] = await ctx.db.select({ email: users.email, name: users.name, passwordHash: users.passwordHash, language: users.language }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error("signed-in user not found");
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(ctx.db, key, signInThrottleRule(ctx, SIGN_IN_FREE_FAILURES.pair), ctx.now);
    return { ok: false, errors: { password: "wrongPassword" } };
  }

  const email = normaliseRegistrationEmail(input.newEmail);
  const taken = { ok: false as const, errors: { newEmail: "taken" as const } };
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)));
  if (other) return taken;

  const language = ctx.language;
  const supportLink = `${origin}${sitePath(ctx.site, "/support")}`;
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ email }).where(eq(users.id, userId));
      await clearFailures(tx, [key]);
      const rawSessionId = await rotateSession(tx, ctx, userId);
      const mailCtx = { ...ctx, db: tx };
      await queueMail(mailCtx, {
        template: "email-changed-notice",
        to: user.email,
        subject: translate(language, "profile.mail.oldAddress.subject"),
        text: translate(language, "profile.mail.oldAddress.body", { name: user.name, newEmail: email, link: supportLink }),
      });
      await queueMail(mailCtx, {
        template: "email-changed-confirmation",
        to: email,
        subject: translate(language, "profile.mail.newAddress.subject"),
        text: translate(language, "profile.mail.newAddress.body", { name: user.name, link: `${origin}${sitePath(ctx.site, "/login")}` }),
      });
      return { ok: true as const, email, rawSessionId };
    });
  } catch (error) {
    // Another account took the address between the check and the update (users_email_lower_idx).
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}
