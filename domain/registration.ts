import { isPasswordAcceptable, PASSWORD_MAX_LENGTH, type PasswordStrengthOptions } from "./password-strength.ts";

/** Consumer registration rules, checked by the form as the visitor types and again by the server. */

export const REGISTRATION_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export interface RegistrationInput {
  name: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

export type RegistrationField = keyof RegistrationInput;
export type RegistrationProblem = "required" | "tooLong" | "email" | "emailMismatch" | "password" | "passwordMismatch" | "terms";
export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationProblem>>;

/** Something, an @, a domain with a dot inside it: the check a browser's e-mail input makes, plus the dot. */
const EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@.]+$/;

/** Whether an (already trimmed) address has the shape of an e-mail address: the one e-mail check of the storefront. */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

export function normaliseRegistrationEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The e-mail and its confirmation match (case and surrounding spaces do not count). */
export function emailsMatch(email: string, confirmEmail: string): boolean {
  return normaliseRegistrationEmail(email) === normaliseRegistrationEmail(confirmEmail);
}

/** Every problem of the input, by field; an empty object means it can be submitted. */
export function validateRegistration(input: RegistrationInput, passwordRules: PasswordStrengthOptions): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = "required";
  else if (name.length > REGISTRATION_NAME_MAX_LENGTH) errors.name = "tooLong";

  const email = normaliseRegistrationEmail(input.email);
  if (!email) errors.email = "required";
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = "tooLong";
  else if (!EMAIL.test(email)) errors.email = "email";
  if (!input.confirmEmail.trim()) errors.confirmEmail = "required";
  else if (!emailsMatch(input.email, input.confirmEmail)) errors.confirmEmail = "emailMismatch";

  if (!input.password) errors.password = "required";
  else if (input.password.length > PASSWORD_MAX_LENGTH) errors.password = "tooLong";
  else if (!isPasswordAcceptable(input.password, passwordRules)) errors.password = "password";
  if (!input.confirmPassword) errors.confirmPassword = "required";
  else if (input.confirmPassword !== input.password) errors.confirmPassword = "passwordMismatch";

  if (!input.termsAccepted) errors.termsAccepted = "terms";
  return errors;
}
