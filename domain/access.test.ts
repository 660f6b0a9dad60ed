import { describe, expect, it } from "vitest";
import { isPublicOnB2b } from "./access.ts";

describe("isPublicOnB2b", () => {
  it.each([
    ["/login", true],
    ["/login.data", true],
    ["/login/pw/request", true],
    ["/login/pw/change", true],
    ["/support", true],
    ["/privacy", true],
    ["/terms-of-sale.data", true],
    ["/business", true],
    ["/privacy/x", false],
    ["/new-arrivals", false],
    ["/auth/status", true],
    ["/logout", true],
    ["/my-account/update-profile/updateLanguage", true],
    ["/my-account/update-profile/updateCurrency", true],
    ["/", false],
    ["/my-account", false],
    ["/my-account/update-profile/updateLanguageX", false],
    ["/loginx", false],
    ["/cart", false],
  ])("%s → %s", (path, expected) => {
    expect(isPublicOnB2b(path)).toBe(expected);
  });
});
