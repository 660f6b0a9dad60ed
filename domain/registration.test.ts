import { describe, expect, it } from "vitest";
import { emailsMatch, validateRegistration, type RegistrationInput } from "./registration.ts";

const rules = { minLength: 6, policyMode: false };
const valid: RegistrationInput = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  confirmEmail: "ada@example.com",
  password: "Brim#2026x",
  confirmPassword: "Brim#2026x",
  termsAccepted: true,
};

describe("registration rules", () => {
  it("accepts a complete registration", () => {
    expect(validateRegistration(valid, rules)).toEqual({});
  });

  it.each([
    [{ name: "  " }, { name: "required" }],
    [{ name: "x".repeat(101) }, { name: "tooLong" }],
    [{ email: "", confirmEmail: "" }, { email: "required", confirmEmail: "required" }],
    [{ email: "ada@example", confirmEmail: "ada@example" }, { email: "email" }],
    [{ email: "ada@.example.com", confirmEmail: "ada@.example.com" }, { email: "email" }],
    [{ email: "ada example@x.com", confirmEmail: "ada example@x.com" }, { email: "email" }],
    [{ confirmEmail: "ada@example.org" }, { confirmEmail: "emailMismatch" }],
    [{ password: "short", confirmPassword: "short" }, { password: "password" }],
    [{ confirmPassword: "Brim#2026y" }, { confirmPassword: "passwordMismatch" }],
    [{ termsAccepted: false }, { termsAccepted: "terms" }],
  ] as const)("%o → %o", (change, errors) => {
    expect(validateRegistration({ ...valid, ...change }, rules)).toEqual(errors);
  });

  it.each([
    ["ada@example.com", " ADA@example.com ", true],
    ["ada@example.com", "ada@example.co", false],
    ["", "", true],
  ])("emailsMatch(%s, %s) = %s", (a, b, same) => {
    expect(emailsMatch(a, b)).toBe(same);
  });
});
