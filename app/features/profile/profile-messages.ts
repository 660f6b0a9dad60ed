import { OTHER_PHONE_MASK, OTHER_PHONE_MAX_DIGITS, phoneMaskOf } from "#domain/phone-masks.ts";
import { PROFILE_NAME_MAX_LENGTH, type ProfileProblem } from "#domain/profile.ts";
import type { Translator } from "#domain/i18n/index.ts";

/** The phone's format under the field: the country's mask, or the number of digits allowed. */
export function phoneHint(country: string, t: Translator): string {
  const mask = phoneMaskOf(country);
  return mask === OTHER_PHONE_MASK ? t("profile.field.phoneFormatDigits", { max: OTHER_PHONE_MAX_DIGITS }) : t("profile.field.phoneFormat", { mask });
}

/** The message under a field for its problem. */
export function profileMessage(problem: ProfileProblem, country: string, t: Translator): string {
  switch (problem) {
    case "required":
      return t("profile.error.required");
    case "tooLong":
      return t("profile.error.tooLong", { max: PROFILE_NAME_MAX_LENGTH });
    case "phone": {
      const mask = phoneMaskOf(country);
      return mask === OTHER_PHONE_MASK ? t("profile.error.phoneDigits", { max: OTHER_PHONE_MAX_DIGITS }) : t("profile.error.phone", { mask });
    }
    case "region":
      return t("profile.error.region");
    case "league":
      return t("profile.error.league");
    case "team":
      return t("profile.error.team");
  }
}
