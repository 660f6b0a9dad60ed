import type { AgentPanelKind } from "../../../domain/assisted-service.ts";
import type { RequestContext } from "../../context.ts";
import { AUDIT_PAGE_SIZE, type AgentAuditPage, customerAuditTrail, readAuditTrail } from "./audit.ts";
import { type AutocompleteFailure, actorFor } from "./autocomplete.ts";
import { findEligibleCustomer } from "./eligibility.ts";

/**
 * Reading the agent audit trail (issue 16, decision 0062): the customer's own "assisted by an
 * agent" page, and an agent's or sales rep's look at one customer's trail.
 */

export interface MyTrailPage extends AgentAuditPage {
  /** The cursor asked for was not one this page hands out: the first page is shown instead. */
  cursorIgnored: boolean;
}

/**
 * The signed-in customer's own trail on this site (also while an agent acts for them: the page is
 * theirs). A cursor that is no cursor shows the first page. Null for anyone signed out.
 */
export async function myAssistedTrail(ctx: RequestContext, input: { cursor: string | null }): Promise<MyTrailPage | null> {
  const user = ctx.user;
  if (!user) return null;
  const asked = await customerAuditTrail(ctx, { customerUserId: user.id, page: input.cursor });
  if (asked.ok) return { ...asked.value, cursorIgnored: false };
  const first = await customerAuditTrail(ctx, { customerUserId: user.id });
  if (!first.ok) return null;
  return { ...first.value, cursorIgnored: true };
}

export interface CustomerTrailAnswer extends AgentAuditPage {
  customer: { email: string; name: string };
}

/** The AutocompleteFailure refusals (401, 403, the other panel's path 404), a customer out of reach (404), a bad cursor (400). */
export type CustomerTrailFailure = AutocompleteFailure | "notFound" | "badCursor";
export type CustomerTrailResult = { ok: true; value: CustomerTrailAnswer } | { ok: false; failure: CustomerTrailFailure };

/**
 * One customer's trail on this site for the agent panel's caller: an agent, any customer of the
 * site; a sales rep (partner sites only), the customers of their tree. A customer unknown or out
 * of reach answers notFound alike. Works from the actor's own session and while acting for someone.
 */
export async function agentCustomerTrail(ctx: RequestContext, panel: AgentPanelKind, input: { customerId: string; cursor: string }): Promise<CustomerTrailResult> {
  const allowed = actorFor(ctx, panel);
  if (!allowed.ok) return allowed;
  const customer = input.customerId.trim() === "" ? null : await findEligibleCustomer(ctx.db, allowed.actor, ctx.site.id, input.customerId);
  if (!customer) return { ok: false, failure: "notFound" };
  const page = await readAuditTrail(ctx, "customer_user_id", customer.id, input.cursor, AUDIT_PAGE_SIZE);
  if (!page.ok) return { ok: false, failure: "badCursor" };
  return { ok: true, value: { customer: { email: customer.email, name: customer.name }, ...page.value } };
}
