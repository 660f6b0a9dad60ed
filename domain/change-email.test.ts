import { describe, expect, it } from "vitest";
import { canSubmitChangeEmail, changeEmailProblems, type ChangeEmailErrors } from "./change-email.ts";

describe("change e-mail button (account-and-ordering §5: both filled)", () => {
  it.each<[string, string, boolean]>([
    ["secret", "new@example.com", true],
    ["", "new@example.com", false],
    ["secret", "", false],
    ["secret", "   ", false],
    ["", "", false],
  ])("password %j, e-mail %j → %s", (password, newEmail, enabled) => {
    expect(canSubmitChangeEmail({ password, newEmail })).toBe(enabled);
  });
});

describe("changeEmailProblems", () => {
  it.each<[string, string, ChangeEmailErrors]>([
    ["secret", "new@example.com", {}],
    ["secret", " New@Example.COM ", {}],
    ["", "new@example.com", { password: "required" }],
    ["secret", "", { newEmail: "required" }],
    ["secret", "not-an-address", { newEmail: "email" }],
    ["secret", "a@b", { newEmail: "email" }],
    ["secret", "two words@example.com", { newEmail: "email" }],
    ["secret", `${"a".repeat(250)}@example.com`, { newEmail: "email" }],
    ["secret", "Me@Example.com", { newEmail: "same" }],
  ])("password %j, e-mail %j → %j", (password, newEmail, expected) => {
    expect(changeEmailProblems({ password, newEmail }, "me@example.com")).toEqual(expected);
  });
});
