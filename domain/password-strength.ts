/**
 * Password strength hint (spec shopping-flow §5 and §9). The hint only informs; the server
 * enforces `isPasswordAcceptable` when a new password is set.
 *
 * Points (lengths count Unicode code points):
 *   length                          +1 per character, counted up to 20
 *   lowercase letter                +1
 *   uppercase letter                +2
 *   digit                           +1
 *   three or more digits            +2
 *   special character               +4   (anything but a letter, digit or whitespace)
 *   two or more special characters  +2
 *   mixed case                      +5
 *   letters plus digits             +3
 *   letters or digits plus specials +7
 *   shorter than the minimum length -100 (always "Too Short!", whatever else it has)
 *
 * So "abcdef" = 7 (very weak), "abcdef12" = 13 (weak), "Abcdef12" = 20 (medium),
 * "Abcdef12!" = 32 (strong), "Brim#2026Caps!" = 41 (very strong).
 */

export const DEFAULT_PASSWORD_MIN_LENGTH = 6;
/** Longest password the server accepts. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_VERDICTS = ["tooShort", "veryWeak", "weak", "medium", "strong", "veryStrong"] as const;
export type PasswordVerdict = (typeof PASSWORD_VERDICTS)[number];

export const PASSWORD_VERDICT_LABELS: Record<PasswordVerdict, string> = {
  tooShort: "Too Short!",
  veryWeak: "Very Weak",
  weak: "Weak",
  medium: "Medium",
  strong: "Strong",
  veryStrong: "Very Strong",
};

export const PASSWORD_BAR_WIDTH_PERCENT: Record<PasswordVerdict, number> = {
  tooShort: 20,
  veryWeak: 30,
  weak: 40,
  medium: 60,
  strong: 80,
  veryStrong: 100,
};

/** Lowest score of each verdict above "very weak". */
export const PASSWORD_SCORE_THRESHOLDS = { weak: 10, medium: 15, strong: 30, veryStrong: 40 } as const;

export const MINIMUM_LENGTH_HELP_TEMPLATE = "Minimum length is %d characters";

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;
const WHITESPACE = /\s/u;

export const DEFAULT_POLICY_PATTERNS: readonly RegExp[] = [LOWERCASE, UPPERCASE, DIGIT, SPECIAL];

const TOO_SHORT_PENALTY = 100;
const LENGTH_POINTS_CAP = 20;

export interface PasswordStrengthOptions {
  minLength: number;
  policyMode: boolean;
  /** Patterns of policy mode; all but one must match. Default: lowercase, uppercase, digit, special. */
  policyPatterns?: readonly RegExp[];
}

export interface PasswordStrength {
  score: number;
  verdict: PasswordVerdict;
  barWidthPercent: number;
  tooShort: boolean;
  /** Present only in policy mode. */
  policySatisfied?: boolean;
}

export function minimumLengthHelp(minLength: number): string {
  return MINIMUM_LENGTH_HELP_TEMPLATE.replace("%d", String(minLength));
}

/** Verdict of a score for a password that is long enough. */
export function verdictForScore(score: number): Exclude<PasswordVerdict, "tooShort"> {
  if (score >= PASSWORD_SCORE_THRESHOLDS.veryStrong) return "veryStrong";
  if (score >= PASSWORD_SCORE_THRESHOLDS.strong) return "strong";
  if (score >= PASSWORD_SCORE_THRESHOLDS.medium) return "medium";
  if (score >= PASSWORD_SCORE_THRESHOLDS.weak) return "weak";
  return "veryWeak";
}

function countMatches(chars: readonly string[], pattern: RegExp): number {
  return chars.filter((c) => pattern.test(c)).length;
}

function compositionPoints(chars: readonly string[]): number {
  const lower = countMatches(chars, LOWERCASE) > 0;
  const upper = countMatches(chars, UPPERCASE) > 0;
  const letters = countMatches(chars, LETTER) > 0;
  const digits = countMatches(chars, DIGIT);
  const specials = countMatches(chars, SPECIAL);
  let points = Math.min(chars.length, LENGTH_POINTS_CAP);
  if (lower) points += 1;
  if (upper) points += 2;
  if (digits > 0) points += 1;
  if (digits >= 3) points += 2;
  if (specials > 0) points += 4;
  if (specials >= 2) points += 2;
  if (lower && upper) points += 5;
  if (letters && digits > 0) points += 3;
  if ((letters || digits > 0) && specials > 0) points += 7;
  return points;
}

/** True when the password has no whitespace and matches all but at most one policy pattern. */
export function satisfiesPolicy(password: string, patterns: readonly RegExp[] = DEFAULT_POLICY_PATTERNS): boolean {
  if (WHITESPACE.test(password)) return false;
  // String.search ignores the global flag and lastIndex, so callers' /g patterns are safe.
  const matched = patterns.filter((p) => password.search(p) !== -1).length;
  return matched >= patterns.length - 1;
}

export function scorePassword(password: string, options: PasswordStrengthOptions): PasswordStrength {
  const chars = Array.from(password);
  const tooShort = chars.length < options.minLength;
  const score = compositionPoints(chars) - (tooShort ? TOO_SHORT_PENALTY : 0);
  const verdict: PasswordVerdict = tooShort ? "tooShort" : verdictForScore(score);
  const strength: PasswordStrength = {
    score,
    verdict,
    barWidthPercent: PASSWORD_BAR_WIDTH_PERCENT[verdict],
    tooShort,
  };
  if (options.policyMode) strength.policySatisfied = satisfiesPolicy(password, options.policyPatterns);
  return strength;
}

/** Server rule for a new password: long enough, not blank, at most 128 characters, policy when on. */
export function isPasswordAcceptable(password: string, options: PasswordStrengthOptions): boolean {
  const length = Array.from(password).length;
  if (length < options.minLength || length > PASSWORD_MAX_LENGTH) return false;
  if (password.trim() === "") return false;
  return !options.policyMode || satisfiesPolicy(password, options.policyPatterns);
}
