import { agentPanelKindOf, type AgentPanelKind } from "../../../domain/assisted-service.ts";
import { parseAgentPanelCookie } from "../../../domain/agent-panel-cookie.ts";
import type { RequestContext } from "../../context.ts";
import { agentPanelPath, agentRouteActor } from "./agent-session.ts";

/** What the page needs to draw the agent panel (decision 0063); null for everyone else. */
export interface AgentPanelData {
  kind: AgentPanelKind;
  /** `{context}/b2b-assisted-service` on the partner sites, `/assisted-service` on the consumer site. */
  basePath: string;
  actor: { name: string; email: string; kind: "agent" | "salesrep" };
  /** The customer the session acts for, when it does. */
  emulating: { name: string; email: string } | null;
  /** Seconds left in the emulation when the page was built (the server ends it at zero); null when not emulating. */
  remainingSeconds: number | null;
  /** Folded by the agent (the `asm_panel` cookie). */
  collapsed: boolean;
}

/**
 * The panel for the signed-in agent or sales rep (on their own, or acting for a customer), from
 * the request alone: no statement. `foldCookie` is the `asm_panel` cookie as the browser sent it.
 */
export function agentPanelData(ctx: Pick<RequestContext, "user" | "actingAgent" | "site" | "now">, foldCookie: string | undefined): AgentPanelData | null {
  const actor = agentRouteActor(ctx);
  if (!actor) return null;
  const acting = ctx.actingAgent ?? null;
  const who = acting ? { name: acting.name, email: acting.email, kind: acting.kind } : ctx.user ? { name: ctx.user.name, email: ctx.user.email, kind: actor.kind } : null;
  if (!who) return null;
  return {
    kind: agentPanelKindOf(ctx.site),
    basePath: agentPanelPath(ctx.site, "").replace(/\/$/, ""),
    actor: who,
    emulating: acting && ctx.user ? { name: ctx.user.name, email: ctx.user.email } : null,
    remainingSeconds: acting ? Math.max(0, Math.floor((acting.expiresAt.getTime() - ctx.now.getTime()) / 1000)) : null,
    collapsed: parseAgentPanelCookie(foldCookie).state === "collapsed",
  };
}
