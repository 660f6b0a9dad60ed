import { describe, expect, it } from "vitest";
import { isPublicOnB2b, safeRedirectTarget } from "./access.ts";
import { SITES } from "./sites.ts";

describe("isPublicOnB2b", () => {
  it.each([
    ["/login", true],
    ["/login.data", true],
    ["/login/pw/request", true],
    ["/login/pw/change", true],
    ["/support", true],
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

describe("safeRedirectTarget", () => {
  const us = SITES.us;
  it.each([
    ["/partner/my-account", "/partner/my-account"],
    ["/partner?x=1", "/partner?x=1"],
    [null, "/partner"],
    ["", "/partner"],
    ["https://evil.example/", "/partner"],
    ["//evil.example/", "/partner"],
    ["/\\evil.example", "/partner"],
    ["/jp/partner", "/partner"],
    ["/", "/partner"],
  ])("%s on the US partner site → %s", (target, expected) => {
    expect(safeRedirectTarget(target, "/partner", us)).toBe(expected);
  });
});
