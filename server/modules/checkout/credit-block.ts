import { eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { sessions } from "../../db/schema/index.ts";
import { updateSessionData } from "../auth/sessions.ts";

/** Key in the session's data: the credit-block popup shows once per session (shopping-flow §7). */
const SEEN_KEY = "creditBlockPopupSeen";

export async function creditBlockPopupSeen(ctx: RequestContext): Promise<boolean> {
  if (!ctx.sessionIdHash) return false;
  const [row] = await ctx.db
    .select({ seen: sql<boolean>`coalesce((${sessions.data} ->> ${SEEN_KEY})::boolean, false)` })
    .from(sessions)
    .where(eq(sessions.idHash, ctx.sessionIdHash));
  return row?.seen ?? false;
}

/** `POST /my-account/creditBlockPopupSeen`: remembered in the session, so the popup is not shown again. */
export async function markCreditBlockPopupSeen(ctx: RequestContext): Promise<{ ok: true } | { ok: false; failure: "signedOut" }> {
  if (!ctx.user || !ctx.sessionIdHash) return { ok: false, failure: "signedOut" };
  await updateSessionData(ctx.db, ctx.sessionIdHash, { [SEEN_KEY]: true });
  return { ok: true };
}
