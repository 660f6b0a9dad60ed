import { describe, expect, it } from "vitest";
import { switchErrorOf, withoutSwitchParams, withSwitchOpen } from "./company-switch-events.ts";

describe("switch URLs", () => {
  it.each([
    ["/partner/cart", "", "/partner/cart", "/partner/cart?switchCompany=true"],
    ["/partner/my-account", "?switchCompany=true", "/partner/my-account", "/partner/my-account?switchCompany=true"],
    ["/partner/search", "?q=cap&switchCompany=true&companySwitchError=notMember", "/partner/search?q=cap", "/partner/search?q=cap&switchCompany=true"],
  ])("%s%s", (path, search, without, open) => {
    expect(withoutSwitchParams(path, search)).toBe(without);
    expect(withSwitchOpen(path, search)).toBe(open);
  });
});

describe("switchErrorOf", () => {
  it.each([
    ["notMember", "notMember"],
    ["required", "required"],
    ["signedOut", "signedOut"],
    [null, null],
    ["constructor", null],
    ["<b>", null],
  ] as const)("%s", (value, code) => {
    expect(switchErrorOf(value)).toBe(code);
  });
});
