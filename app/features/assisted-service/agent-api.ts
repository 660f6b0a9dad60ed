/**
 * The agent panel's calls (service-and-support §7 "Retail agent panel", "B2B agent panel"): the
 * lookups as plain JSON (the server also answers JSONP, for the spec's scripts), the session
 * actions as JSON posts with the page's token.
 */
import { getListJson, postListJson, type ListCall } from "../lists/list-api.ts";
import type { AgentPanelData } from "../../../server/modules/assisted-service/panel-data.ts";

export interface CustomerSuggestion {
  email: string;
  value: string;
  date: string;
  card: string;
  carts: string[];
}

export interface CompanySuggestion {
  uid: string;
  name: string;
  address: string;
}

export interface SessionAnswer {
  remainingSeconds?: number;
  redirectUrl?: string;
}

export function findCustomers(panel: AgentPanelData, csrfToken: string, term: string, companyId: string): Promise<ListCall<CustomerSuggestion[]>> {
  const query = new URLSearchParams({ customerId: term });
  if (panel.kind === "b2b" && companyId) query.set("companyId", companyId);
  return getListJson<CustomerSuggestion[]>(`${panel.basePath}/autocomplete?${query}`, csrfToken);
}

export function findCompanies(panel: AgentPanelData, csrfToken: string, term: string): Promise<ListCall<CompanySuggestion[]>> {
  return getListJson<CompanySuggestion[]>(`${panel.basePath}/autocomplete-company?${new URLSearchParams({ companyId: term })}`, csrfToken);
}

export function sessionAction(panel: AgentPanelData, csrfToken: string, action: "emulate" | "add-to-cart" | "resetSession" | "quit" | "logoutasm", body: Record<string, string> = {}): Promise<ListCall<SessionAnswer>> {
  return postListJson<SessionAnswer>(`${panel.basePath}/${action}`, csrfToken, body);
}
