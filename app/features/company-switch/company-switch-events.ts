import { oneOf } from "#domain/one-of.ts";
/**
 * Opens the company switch from anywhere on the page (the header's account menu, the account
 * overview): the one CompanySwitch the header renders listens for it.
 */
export const COMPANY_SWITCH_EVENT = "brim:company-switch";

export function openCompanySwitch(): void {
  window.dispatchEvent(new Event(COMPANY_SWITCH_EVENT));
}

/** The URL parameters of the switch: `switchCompany=true` opens it, `companySwitchError` says why a form post was refused. */
export const SWITCH_PARAMS = ["switchCompany", "companySwitchError"] as const;

/** The same page without the switch's parameters (where a switch returns to). */
export function withoutSwitchParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const p of SWITCH_PARAMS) params.delete(p);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The same page with the switch open (the link the menus offer; it works without JavaScript). */
export function withSwitchOpen(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("companySwitchError");
  params.set("switchCompany", "true");
  return `${pathname}?${params.toString()}`;
}

const ERRORS = ["notMember", "required", "signedOut", "failed"] as const;
export type SwitchErrorCode = (typeof ERRORS)[number];

/** A refusal's code from the URL; anything else is ignored (the URL is anyone's to write). */
export function switchErrorOf(value: string | null): SwitchErrorCode | null {
  return oneOf(ERRORS, value);
}
