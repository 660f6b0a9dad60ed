import type { AgentPanelKind } from "../../../domain/assisted-service.ts";

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
