import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { translate } from "../../../domain/i18n/index.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { passwordResetTokens, userSites, users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/service.ts";
import { hashPassword } from "./password.ts";
import { acceptablePassword, normaliseEmail } from "./service.ts";
import { revokeUserSessions } from "./sessions.ts";
import { takeAttempt } from "./throttle.ts";
import { randomToken, sha256 } from "./tokens.ts";

const TOKEN_LIFETIME_MS = 60 * 60_000;
/** Reset mails per e-mail address per hour: enough for a lost mail, too few to spam someone. */
const RESET_MAILS_PER_HOUR = 3;

export type ResetRequestResult = { ok: true } | { ok: false; reason: "email" | "throttled" };
export type ResetResult =
  | { ok: true }
  | { ok: false; reason: "token" | "required" | "mismatch" | "weak" };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Mails a reset link when the address belongs to an account of this site. The answer is the
 * same either way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  input: { email: string; origin: string },
): Promise<ResetRequestResult> {
  const email = normaliseEmail(input.email);
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return { ok: false, reason: "email" };
  const key = `reset:email:${email}`;
  if (!(await takeAttempt(ctx.db, key, RESET_MAILS_PER_HOUR, 3_600_000, ctx.now))) return { ok: false, reason: "throttled" };

  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .innerJoin(userSites, and(eq(userSites.userId, users.id), eq(userSites.siteId, ctx.site.id)))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.disabled, false)));
  if (!user) return { ok: true };

  const token = randomToken(32);
  const link = `${input.origin}${sitePath(ctx.site, "/login/pw/change")}?token=${token}`;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: user.id,
      siteId: ctx.site.id,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + TOKEN_LIFETIME_MS),
    });
    const language = ctx.language;
    await queueMail(
      { ...ctx, db: tx },
      {
        template: "password-reset",
        to: user.email,
        subject: translate(language, "mail.reset.subject"),
        text: translate(language, "mail.reset.body", { name: user.name, link }),
      },
    );
  });
  return { ok: true };
}

/** Whether a reset token can still be used (the change page checks before showing the form). */
export async function isResetTokenValid(ctx: RequestContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        eq(passwordResetTokens.siteId, ctx.site.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, ctx.now),
      ),
    );
  return row !== undefined;
}

/** Sets the new password, spends the token and signs the user out everywhere. */
export async function resetPassword(
  ctx: RequestContext,
  input: { token: string; password: string; confirm: string },
): Promise<ResetResult> {
  if (!input.password || !input.confirm) return { ok: false, reason: "required" };
  if (input.password !== input.confirm) return { ok: false, reason: "mismatch" };
  if (!acceptablePassword(ctx, input.password)) return { ok: false, reason: "weak" };
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          eq(passwordResetTokens.siteId, ctx.site.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, ctx.now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return { ok: false as const, reason: "token" as const };
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: ctx.now })
      .where(eq(users.id, spent.userId));
    await revokeUserSessions(tx, spent.userId, ctx.now);
    return { ok: true as const };
  });
}
