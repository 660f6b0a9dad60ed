import { isValidPhone } from "./phone-masks.ts";

/**
 * Personal details (account-and-ordering §3 Profile, §5): first and last name, the country of
 * the phone and the region, the phone, the favourite league and team. The form checks them as
 * the user types and the server again on save (decision 0053).
 */
export const PROFILE_NAME_MAX_LENGTH = 60;

export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2 country: picks the phone mask and the regions. */
  phoneCountry: string;
  phone: string;
  regionIso: string;
  favoriteLeagueCode: string;
  favoriteTeamCode: string;
}

export type ProfileField = keyof ProfileInput;
export type ProfileProblem = "required" | "tooLong" | "phone" | "region" | "league" | "team";
export type ProfileErrors = Partial<Record<ProfileField, ProfileProblem>>;

export interface ProfileChoices {
  /** Region codes of the chosen country (empty: the country has none, no region is asked). */
  regionCodes: readonly string[];
}

/** Fields trimmed (the phone keeps what was typed, its digits are what count). */
export function normaliseProfile(input: ProfileInput): ProfileInput {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneCountry: input.phoneCountry.trim().toUpperCase(),
    phone: input.phone.trim(),
    regionIso: input.regionIso.trim(),
    favoriteLeagueCode: input.favoriteLeagueCode.trim(),
    favoriteTeamCode: input.favoriteTeamCode.trim(),
  };
}

function nameProblem(value: string): ProfileProblem | undefined {
  if (!value) return "required";
  return value.length > PROFILE_NAME_MAX_LENGTH ? "tooLong" : undefined;
}

/**
 * Every problem of the (normalised) input by field; empty when it can be saved. Names and the
 * country are required; the region is required where the country has regions and must be one
 * of them; the phone is optional, and when given must fit the country's mask; a team needs its league.
 */
export function profileProblems(input: ProfileInput, choices: ProfileChoices): ProfileErrors {
  const errors: ProfileErrors = {};
  const first = nameProblem(input.firstName);
  if (first) errors.firstName = first;
  const last = nameProblem(input.lastName);
  if (last) errors.lastName = last;
  if (!input.phoneCountry) errors.phoneCountry = "required";
  if (input.phone && !isValidPhone(input.phoneCountry, input.phone)) errors.phone = "phone";
  if (choices.regionCodes.length > 0) {
    if (!input.regionIso) errors.regionIso = "region";
    else if (!choices.regionCodes.includes(input.regionIso)) errors.regionIso = "region";
  } else if (input.regionIso) {
    errors.regionIso = "region";
  }
  if (input.favoriteTeamCode && !input.favoriteLeagueCode) errors.favoriteTeamCode = "team";
  return errors;
}

/** The display name made of the two names (what the header and mails show). */
export function displayNameOf(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** A display name stored before first and last names existed, split at its first space. */
export function splitDisplayName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(" ");
  if (space < 0) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** Japanese puts the family name first: the name fields follow the page's language. */
export function nameFieldOrder(language: string): ["firstName", "lastName"] | ["lastName", "firstName"] {
  return language === "ja" ? ["lastName", "firstName"] : ["firstName", "lastName"];
}
