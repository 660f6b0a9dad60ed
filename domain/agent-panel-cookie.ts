/**
 * The agent panel's fold state, kept in a cookie (service-and-support §3 "Agent panel collapse
 * cookie: position (percent) and state"): read by the server so the page is drawn folded or not
 * from the start, written by the page when the agent folds it.
 */
export const AGENT_PANEL_COOKIE = "asm_panel";

export interface AgentPanelCookie {
  /** Where the panel sits, in percent of the page's width (0: the panel spans the page). */
  position: number;
  state: "expanded" | "collapsed";
}

const DEFAULT: AgentPanelCookie = { position: 0, state: "expanded" };

/** Anything unreadable is the default: the cookie is the browser's and may hold anything. */
export function parseAgentPanelCookie(value: string | undefined): AgentPanelCookie {
  if (!value || value.length > 100) return DEFAULT;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== "object") return DEFAULT;
    const position = "position" in parsed && typeof parsed.position === "number" && parsed.position >= 0 && parsed.position <= 100 ? Math.round(parsed.position) : 0;
    const state = "state" in parsed && parsed.state === "collapsed" ? "collapsed" : "expanded";
    return { position, state };
  } catch {
    return DEFAULT;
  }
}

export function formatAgentPanelCookie(cookie: AgentPanelCookie): string {
  return encodeURIComponent(JSON.stringify({ position: cookie.position, state: cookie.state }));
}
