import { isEmailAddress, normaliseRegistrationEmail } from "./registration.ts";

/**
 * The change-e-mail popup (account-and-ordering §3, §5, §7): the password and the new address.
 * The button is enabled once both are filled; the server then checks the address's shape, the
 * password, and that nobody else (case-insensitively) has the address (decision 0053).
 */
export interface ChangeEmailInput {
  password: string;
  newEmail: string;
}

export type ChangeEmailField = keyof ChangeEmailInput;
export type ChangeEmailProblem = "required" | "email" | "same" | "taken" | "wrongPassword" | "throttled";
export type ChangeEmailErrors = Partial<Record<ChangeEmailField, ChangeEmailProblem>>;

/** Both fields filled (spaces alone do not count for the address): the button's rule. */
export function canSubmitChangeEmail(input: ChangeEmailInput): boolean {
  return input.password.length > 0 && input.newEmail.trim().length > 0;
}

/** What can be told without the database: both given, an address of the right shape, not the current one. */
export function changeEmailProblems(input: ChangeEmailInput, currentEmail: string): ChangeEmailErrors {
  const errors: ChangeEmailErrors = {};
  if (!input.password) errors.password = "required";
  const email = normaliseRegistrationEmail(input.newEmail);
  if (!email) errors.newEmail = "required";
  else if (!isEmailAddress(email)) errors.newEmail = "email";
  else if (email === normaliseRegistrationEmail(currentEmail)) errors.newEmail = "same";
  return errors;
}

type Translate = (key: `profile.changeEmail.error.${ChangeEmailProblem}`, params?: Record<string, string | number>) => string;

/** The message under each field with a problem (account-and-ordering §7: a field → message map). */
export function changeEmailMessages(errors: ChangeEmailErrors, t: Translate, retryAfterMs = 0): Partial<Record<ChangeEmailField, string>> {
  const messages: Partial<Record<ChangeEmailField, string>> = {};
  for (const field of ["password", "newEmail"] as const) {
    const problem = errors[field];
    if (problem) messages[field] = t(`profile.changeEmail.error.${problem}`, { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });
  }
  return messages;
}
