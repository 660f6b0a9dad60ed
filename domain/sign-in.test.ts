import { describe, expect, it } from "vitest";
import { createTranslator } from "./i18n/index.ts";
import { loginError, loginErrorFields, loginErrorText, signInRefusalStatus, type LoginError, type SignInRefusal } from "./sign-in.ts";

describe("a refused sign-in as the page and a script see it", () => {
  it.each<[SignInRefusal, number, LoginError, string[]]>([
    // refusal, status, as the page shows it, fields named
    [{ reason: "required" }, 400, { reason: "required" }, ["username", "password"]],
    [{ reason: "invalid" }, 401, { reason: "invalid" }, []],
    [{ reason: "terms", updated: false }, 400, { reason: "terms", updated: false }, ["termsAccepted"]],
    [{ reason: "terms", updated: true }, 400, { reason: "terms", updated: true }, ["termsAccepted"]],
    [{ reason: "site", sites: ["jp"] }, 401, { reason: "site", sites: ["jp"] }, []],
    [{ reason: "throttled", retryAfterMs: 1 }, 429, { reason: "throttled", minutes: 1 }, []],
    [{ reason: "throttled", retryAfterMs: 60_001 }, 429, { reason: "throttled", minutes: 2 }, []],
  ])("%j", (refusal, status, error, fields) => {
    expect(signInRefusalStatus(refusal)).toBe(status);
    expect(loginError(refusal)).toEqual(error);
    expect(loginErrorFields(error, "m").map((f) => f.field)).toEqual(fields);
  });

  it.each<[LoginError, string]>([
    [{ reason: "terms", updated: false }, "Before your first sign-in, please read and accept the terms of use, then enter your password again."],
    [{ reason: "terms", updated: true }, "Our terms of use have changed. Please read and accept them, then enter your password again to sign in."],
    [{ reason: "throttled", minutes: 3 }, "Too many failed attempts. Please wait 3 minutes and try again."],
  ])("text of %j", (error, text) => {
    expect(loginErrorText(createTranslator("en"), error)).toBe(text);
  });

  it("names the terms code a script can act on", () => {
    expect(loginErrorFields({ reason: "terms", updated: true }, "m")).toEqual([{ field: "termsAccepted", message: "m", code: "terms-updated" }]);
    expect(loginErrorFields({ reason: "terms", updated: false }, "m")).toEqual([{ field: "termsAccepted", message: "m", code: "terms-required" }]);
  });
});
