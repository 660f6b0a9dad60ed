import { tradeShowAvailable } from "../../../domain/trade-show.ts";
import type { RequestContext } from "../../context.ts";
import { updateSessionData } from "../auth/sessions.ts";

export interface TradeShowState {
  /** The account may switch trade-show mode on (decision 0028). */
  available: boolean;
  enabled: boolean;
}

export function tradeShowState(ctx: Pick<RequestContext, "site" | "user" | "tradeShow">): TradeShowState {
  return { available: tradeShowAvailable(ctx.site.id, ctx.user?.kind ?? null), enabled: ctx.tradeShow ?? false };
}

export type SwitchTradeShowResult = { ok: true; enabled: boolean } | { ok: false; reason: "signedOut" | "notAvailable" };

/**
 * Switches the session's trade-show mode. Like the booking mode it belongs to the session (the
 * dealer at a show, on the show's device), not to the account; the cart stays the same, only its
 * checkout asks for the trade-show delivery form instead of an address of the book.
 */
export async function switchTradeShowMode(ctx: RequestContext, enabled: boolean): Promise<SwitchTradeShowResult> {
  if (!ctx.user || !ctx.sessionIdHash) return { ok: false, reason: "signedOut" };
  if (!tradeShowAvailable(ctx.site.id, ctx.user.kind)) return { ok: false, reason: "notAvailable" };
  if (enabled !== (ctx.tradeShow ?? false)) await updateSessionData(ctx.db, ctx.sessionIdHash, { tradeShow: enabled });
  return { ok: true, enabled };
}
