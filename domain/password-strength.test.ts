import { describe, expect, it } from "vitest";
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  MINIMUM_LENGTH_HELP_TEMPLATE,
  PASSWORD_BAR_WIDTH_PERCENT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_VERDICT_LABELS,
  type PasswordVerdict,
  isPasswordAcceptable,
  minimumLengthHelp,
  satisfiesPolicy,
  scorePassword,
  verdictForScore,
} from "./password-strength.ts";

const hint = { minLength: DEFAULT_PASSWORD_MIN_LENGTH, policyMode: false };
const policy = { minLength: DEFAULT_PASSWORD_MIN_LENGTH, policyMode: true };

describe("spec constants (§5, §9)", () => {
  it("minimum length 6 and the help text", () => {
    expect(DEFAULT_PASSWORD_MIN_LENGTH).toBe(6);
    expect(MINIMUM_LENGTH_HELP_TEMPLATE).toBe("Minimum length is %d characters");
    expect(minimumLengthHelp(6)).toBe("Minimum length is 6 characters");
    expect(minimumLengthHelp(12)).toBe("Minimum length is 12 characters");
  });

  it.each<[PasswordVerdict, string, number]>([
    ["tooShort", "Too Short!", 20],
    ["veryWeak", "Very Weak", 30],
    ["weak", "Weak", 40],
    ["medium", "Medium", 60],
    ["strong", "Strong", 80],
    ["veryStrong", "Very Strong", 100],
  ])("%s is labelled %j with a %i%% bar", (verdict, label, width) => {
    expect(PASSWORD_VERDICT_LABELS[verdict]).toBe(label);
    expect(PASSWORD_BAR_WIDTH_PERCENT[verdict]).toBe(width);
  });
});

describe("verdictForScore: thresholds 10, 15, 30, 40", () => {
  it.each<[number, PasswordVerdict]>([
    [-100, "veryWeak"],
    [0, "veryWeak"],
    [9, "veryWeak"],
    [10, "weak"],
    [14, "weak"],
    [15, "medium"],
    [29, "medium"],
    [30, "strong"],
    [39, "strong"],
    [40, "veryStrong"],
    [1000, "veryStrong"],
  ])("score %i is %s", (score, verdict) => {
    expect(verdictForScore(score)).toBe(verdict);
  });
});

describe("scorePassword verdicts (minimum length 6)", () => {
  it.each<[string, PasswordVerdict]>([
    ["", "tooShort"],
    ["abc", "tooShort"],
    ["Ab1!x", "tooShort"], // diverse but 5 characters
    ["abcdef", "veryWeak"],
    ["ABCDEF", "veryWeak"],
    ["123456", "veryWeak"],
    ["password", "veryWeak"],
    ["12345678", "weak"],
    ["abcdef12", "weak"],
    ["ABCDEF12", "weak"],
    ["Abcdef12", "medium"],
    ["abcdef!!", "medium"],
    ["Password1", "medium"],
    ["correct horse battery staple", "medium"], // spaces are not specials
    ["Abcdef12!", "strong"],
    ["Tr0ub4dor&3", "strong"],
    ["Brim#2026Caps!", "veryStrong"],
  ])("%j is %s", (password, verdict) => {
    const result = scorePassword(password, hint);
    expect(result.verdict).toBe(verdict);
    expect(result.barWidthPercent).toBe(PASSWORD_BAR_WIDTH_PERCENT[verdict]);
    expect(result.tooShort).toBe(verdict === "tooShort");
    expect(result.policySatisfied).toBeUndefined();
  });

  it.each<[string, number]>([
    ["abcdef", 7],
    ["abcdef12", 13],
    ["Abcdef12", 20],
    ["Abcdef12!", 32],
    ["Brim#2026Caps!", 41],
  ])("documented score of %j is %i", (password, score) => {
    expect(scorePassword(password, hint).score).toBe(score);
  });

  it("the large penalty makes anything under the minimum Too Short! at 20 %", () => {
    const result = scorePassword("Brim#2026Caps!", { minLength: 15, policyMode: false });
    expect(result).toEqual({ score: 41 - 100, verdict: "tooShort", barWidthPercent: 20, tooShort: true });
  });

  it("exactly the minimum length is not too short", () => {
    expect(scorePassword("abcdef", hint).tooShort).toBe(false);
    expect(scorePassword("abcde", hint).tooShort).toBe(true);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(scorePassword("🧢🧢🧢🧢🧢", hint).tooShort).toBe(true);
    expect(scorePassword("🧢🧢🧢🧢🧢🧢", hint).tooShort).toBe(false);
  });
});

describe("policy mode: no whitespace and all but one pattern", () => {
  it.each<[string, boolean]>([
    ["Abcdef12!", true], // all four
    ["Abcdef12", true], // no special
    ["abcdef12!", true], // no uppercase
    ["ABCDEF12!", true], // no lowercase
    ["Abcdefgh!", true], // no digit
    ["abcdef12", false], // two missing
    ["Abcdefgh", false],
    ["Abcdef 12!", false], // whitespace
    ["Abcdef12!\t", false],
  ])("%j satisfied: %s", (password, satisfied) => {
    expect(scorePassword(password, policy).policySatisfied).toBe(satisfied);
    expect(satisfiesPolicy(password)).toBe(satisfied);
  });

  it("uses custom patterns, global flags included", () => {
    const patterns = [/[a-z]/g, /\d/g];
    expect(satisfiesPolicy("abc", patterns)).toBe(true);
    expect(satisfiesPolicy("abc", patterns)).toBe(true); // no lastIndex carry-over
    expect(satisfiesPolicy("!!!", patterns)).toBe(false);
    expect(scorePassword("!!!!!!", { ...policy, policyPatterns: [/!/] }).policySatisfied).toBe(true);
  });
});

describe("isPasswordAcceptable (server, new password)", () => {
  it.each<[string, string, boolean]>([
    ["minimum length", "abcdef", true],
    ["under minimum", "abcde", false],
    ["only whitespace", "        ", false],
    ["inner spaces allowed outside policy mode", "my cap 2026", true],
    ["128 characters", "a".repeat(PASSWORD_MAX_LENGTH), true],
    ["129 characters", "a".repeat(PASSWORD_MAX_LENGTH + 1), false],
  ])("%s → %s", (_case, password, acceptable) => {
    expect(isPasswordAcceptable(password, hint)).toBe(acceptable);
  });

  it.each<[string, string, boolean]>([
    ["policy satisfied", "Abcdef12", true],
    ["policy not satisfied", "abcdef12", false],
    ["whitespace in policy mode", "Abc def12", false],
    ["policy satisfied but too short", "Ab1!x", false],
  ])("policy mode: %s → %s", (_case, password, acceptable) => {
    expect(isPasswordAcceptable(password, policy)).toBe(acceptable);
  });

  it("uses the configured minimum", () => {
    expect(isPasswordAcceptable("abcdefgh", { minLength: 10, policyMode: false })).toBe(false);
    expect(isPasswordAcceptable("abcdefghij", { minLength: 10, policyMode: false })).toBe(true);
  });
});
