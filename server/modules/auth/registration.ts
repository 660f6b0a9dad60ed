import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { translate } from "../../../domain/i18n/index.ts";
import { validateRegistration, normaliseRegistrationEmail, type RegistrationErrors, type RegistrationInput } from "../../../domain/registration.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { pendingRegistrations, userSites, users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/service.ts";
import { hashPassword } from "./password.ts";
import type { CartMergeResult } from "../../../domain/cart-merge.ts";
import { mergeVisitorBasket, passwordRules } from "./service.ts";
import { rotateIntoUserSession, sessionUserColumns, sessionUserOf } from "./sessions.ts";
import { lockedUntil, recordFailure } from "./throttle.ts";
import { randomToken, sha256 } from "./tokens.ts";

/** How long the e-mailed link opens the account. */
export const REGISTRATION_LINK_HOURS = 24;
/** Registration mails per address per hour: enough for a lost mail, too few to flood someone's inbox. */
const MAILS_PER_HOUR = 3;

export type RegistrationResult =
  /** The same whether the address is new or has an account: a mail went to it (decision 0037). */
  | { ok: true }
  | { ok: false; reason: "invalid"; errors: RegistrationErrors }
  /** Partner accounts are opened by Brim, not by self-registration. */
  | { ok: false; reason: "notOffered" };

export type ConfirmationResult = { ok: true; rawSessionId: string; cartMerge: CartMergeResult | null } | { ok: false; reason: "link" };

/**
 * A consumer registration on the consumer site. The answer never says whether the address has
 * an account: a new address gets a link that opens the account; an address with an account gets a
 * mail saying so, with the sign-in and password-reset links. Partner sites do not offer it.
 */
export async function registerConsumer(ctx: RequestContext, input: RegistrationInput & { origin: string; returnTo?: string }): Promise<RegistrationResult> {
  if (ctx.site.b2b) return { ok: false, reason: "notOffered" };
  const errors = validateRegistration(input, passwordRules(ctx));
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };

  const email = normaliseRegistrationEmail(input.email);
  // Hashed whatever happens next, so the answer takes as long for a known address as for a new one.
  const passwordHash = await hashPassword(input.password);
  const key = `register:email:${email}`;
  if (await lockedUntil(ctx.db, [key], ctx.now)) return { ok: true };
  await recordFailure(ctx.db, key, { freeFailures: MAILS_PER_HOUR, baseDelayMs: 3_600_000, maxDelayMs: 3_600_000, windowMs: 3_600_000 }, ctx.now);

  const [owner] = await ctx.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const link = (path: string) => `${input.origin}${sitePath(ctx.site, path)}`;
  if (owner) {
    const language = ctx.language;
    await queueMail(ctx, {
      template: "registration-exists",
      to: owner.email,
      subject: translate(language, "mail.register.exists.subject"),
      text: translate(language, "mail.register.exists.body", { name: owner.name, login: link("/login"), reset: link("/login/pw/request") }),
    });
    return { ok: true };
  }

  const token = randomToken(32);
  const name = input.name.trim();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(pendingRegistrations).values({
      tokenHash: sha256(token),
      siteId: ctx.site.id,
      email,
      name,
      passwordHash,
      language: ctx.language,
      currency: ctx.currency,
      termsVersion: ctx.deps.config.terms.version,
      termsAcceptedAt: ctx.now,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000),
    });
    await queueMail(
      { ...ctx, db: tx },
      {
        template: "registration-confirm",
        to: email,
        subject: translate(ctx.language, "mail.register.confirm.subject"),
        text: translate(ctx.language, "mail.register.confirm.body", { name, link: confirmLink(link("/login/register/confirm"), token, input.returnTo) }),
      },
    );
  });
  return { ok: true };
}

/** The mailed link; `returnTo` (a same-site path checked by the page, e.g. the checkout) is where the account lands. */
function confirmLink(page: string, token: string, returnTo: string | undefined): string {
  const query = new URLSearchParams({ token });
  if (returnTo) query.set("redirect", returnTo);
  return `${page}?${query}`;
}

function openLink(ctx: RequestContext, token: string) {
  return and(
    eq(pendingRegistrations.tokenHash, sha256(token)),
    eq(pendingRegistrations.siteId, ctx.site.id),
    isNull(pendingRegistrations.confirmedAt),
    gt(pendingRegistrations.expiresAt, ctx.now),
  );
}

/** Whether a registration link can still open its account (the page asks before offering the button). */
export async function isRegistrationLinkValid(ctx: RequestContext, token: string): Promise<boolean> {
  if (ctx.site.b2b || !token) return false;
  const [row] = await ctx.db.select({ email: pendingRegistrations.email }).from(pendingRegistrations).where(openLink(ctx, token));
  return row !== undefined;
}

/**
 * Opens the account of a registration link and signs its owner in (the session id rotates). A
 * used or expired link, or an address that got an account meanwhile, opens nothing.
 */
export async function confirmRegistration(ctx: RequestContext, token: string): Promise<ConfirmationResult> {
  if (ctx.site.b2b || !token) return { ok: false, reason: "link" };
  return ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .update(pendingRegistrations)
      .set({ confirmedAt: ctx.now })
      .where(openLink(ctx, token))
      .returning({
        email: pendingRegistrations.email,
        name: pendingRegistrations.name,
        passwordHash: pendingRegistrations.passwordHash,
        language: pendingRegistrations.language,
        currency: pendingRegistrations.currency,
        termsVersion: pendingRegistrations.termsVersion,
        termsAcceptedAt: pendingRegistrations.termsAcceptedAt,
      });
    if (!pending) return { ok: false as const, reason: "link" as const };
    const [created] = await tx
      .insert(users)
      .values({ ...pending, kind: "consumer" })
      // The unique index on lower(email) settles two links of one address confirmed together.
      .onConflictDoNothing()
      .returning(sessionUserColumns);
    if (!created) return { ok: false as const, reason: "link" as const };
    await tx.insert(userSites).values({ userId: created.id, siteId: ctx.site.id });
    const session = await rotateIntoUserSession(tx, ctx, created.id);
    // The basket of the browser that opens the account goes into the new customer's cart.
    const cartMerge = await mergeVisitorBasket({ ...ctx, db: tx }, sessionUserOf(created));
    return { ok: true as const, rawSessionId: session.rawId, cartMerge };
  });
}
