/**
 * What a refused sign-in tells the person or script that tried: the status, the message and the
 * field at fault. The sign-in page and the script's JSON answer share it (decision 0046).
 */
import type { Translator } from "./i18n/index.ts";
import type { SiteId } from "./sites.ts";

/** Why the sign-in service refused (server/modules/auth/service.ts). */
export type SignInRefusal =
  | { reason: "invalid" | "required" }
  /** The password was right, but the terms in force are not accepted; `updated`: older terms were. */
  | { reason: "terms"; updated: boolean }
  /** The password was right, but the account belongs to these other sites. */
  | { reason: "site"; sites: SiteId[] }
  | { reason: "throttled"; retryAfterMs: number };

/** The refusal as the page shows it (whole minutes to wait). */
export type LoginError =
  | { reason: "invalid" | "required" }
  | { reason: "terms"; updated: boolean }
  | { reason: "site"; sites: SiteId[] }
  | { reason: "throttled"; minutes: number };

const STATUS: Record<SignInRefusal["reason"], number> = { required: 400, terms: 400, invalid: 401, site: 401, throttled: 429 };

export function signInRefusalStatus(refusal: SignInRefusal): number {
  return STATUS[refusal.reason];
}

export function loginError(refusal: SignInRefusal): LoginError {
  switch (refusal.reason) {
    case "throttled":
      return { reason: "throttled", minutes: Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000)) };
    case "terms":
      return { reason: "terms", updated: refusal.updated };
    case "site":
      return { reason: "site", sites: refusal.sites };
    default:
      return { reason: refusal.reason };
  }
}

export function loginErrorText(t: Translator, error: LoginError): string {
  switch (error.reason) {
    case "throttled":
      return t("login.error.throttled", { minutes: error.minutes });
    case "site":
      return t("login.error.otherSite");
    case "terms":
      return t(error.updated ? "login.error.termsUpdated" : "login.error.terms");
    default:
      return t(`login.error.${error.reason}`);
  }
}

/** The form field a script should point at (`termsAccepted` with the spec-style code), if any. */
export function loginErrorFields(error: LoginError, message: string): { field: string; message: string; code?: string }[] {
  if (error.reason === "terms") return [{ field: "termsAccepted", message, code: error.updated ? "terms-updated" : "terms-required" }];
  if (error.reason === "required") return [{ field: "username", message }, { field: "password", message }];
  return [];
}
