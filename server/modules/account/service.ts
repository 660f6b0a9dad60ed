import { eq } from "drizzle-orm";
import { isCurrency, isLanguage, type Currency, type Language } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { updateSessionData } from "../auth/sessions.ts";

export type PreferenceResult<T> = { ok: true; value: T } | { ok: false; reason: "unsupported" };

/**
 * Stores the chosen language on the profile of a signed-in user (and on the session), so the
 * next page renders in it. A visitor without an account keeps the choice in a cookie (route).
 */
export async function updateLanguage(ctx: RequestContext, code: string): Promise<PreferenceResult<Language>> {
  if (!isLanguage(code) || !ctx.site.languages.includes(code)) return { ok: false, reason: "unsupported" };
  if (ctx.user) await ctx.db.update(users).set({ language: code }).where(eq(users.id, ctx.user.id));
  if (ctx.sessionIdHash) await updateSessionData(ctx.db, ctx.sessionIdHash, { language: code });
  return { ok: true, value: code };
}

export async function updateCurrency(ctx: RequestContext, code: string): Promise<PreferenceResult<Currency>> {
  if (!isCurrency(code) || !ctx.site.currencies.includes(code)) return { ok: false, reason: "unsupported" };
  if (ctx.user) await ctx.db.update(users).set({ currency: code }).where(eq(users.id, ctx.user.id));
  if (ctx.sessionIdHash) await updateSessionData(ctx.db, ctx.sessionIdHash, { currency: code });
  return { ok: true, value: code };
}
