import { validateRegistration, normaliseRegistrationEmail, type RegistrationErrors, type RegistrationInput } from "../../../domain/registration.ts";
import type { RequestContext } from "../../context.ts";
import { userSites, users } from "../../db/schema/index.ts";
import { hashPassword } from "./password.ts";
import { CURRENT_TERMS_VERSION, passwordRules } from "./service.ts";
import { rotateIntoUserSession } from "./sessions.ts";

export type RegistrationResult =
  | { ok: true; rawSessionId: string }
  | { ok: false; reason: "invalid"; errors: RegistrationErrors }
  /** The e-mail already has an account: the visitor signs in or resets the password instead. */
  | { ok: false; reason: "exists" }
  /** Partner accounts are opened by Brim, not by self-registration. */
  | { ok: false; reason: "notOffered" };

/**
 * Opens a consumer account on the consumer site and signs the visitor in (the session id
 * rotates). Partner sites do not offer registration.
 */
export async function registerConsumer(ctx: RequestContext, input: RegistrationInput): Promise<RegistrationResult> {
  if (ctx.site.b2b) return { ok: false, reason: "notOffered" };
  const errors = validateRegistration(input, passwordRules(ctx));
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };

  const email = normaliseRegistrationEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: input.name.trim(),
        passwordHash,
        kind: "consumer",
        language: ctx.language,
        currency: ctx.currency,
        termsVersion: CURRENT_TERMS_VERSION,
        termsAcceptedAt: ctx.now,
      })
      // The unique index on lower(email) settles two registrations of one address racing.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return { ok: false as const, reason: "exists" as const };
    await tx.insert(userSites).values({ userId: created.id, siteId: ctx.site.id });
    const session = await rotateIntoUserSession(tx, ctx, created.id);
    return { ok: true as const, rawSessionId: session.rawId };
  });
}
