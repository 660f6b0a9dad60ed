import { AGENT_PANEL_COOKIE, formatAgentPanelCookie, type AgentPanelCookie } from "#domain/agent-panel-cookie.ts";

/** Remembers the panel's fold for the next pages (a year; the server reads it when drawing). */
export function writePanelState(state: AgentPanelCookie): void {
  document.cookie = `${AGENT_PANEL_COOKIE}=${formatAgentPanelCookie(state)}; path=/; max-age=31536000; samesite=lax`;
}
