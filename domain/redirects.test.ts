import { describe, expect, it } from "vitest";
import { REDIRECT_MAX_LENGTH, safeRedirect } from "./redirects.ts";
import { SITES } from "./sites.ts";

const ORIGIN = "https://brim.example";

/** [target, site, expected]: what each target becomes on that site (its home when refused). */
const TABLE: [string | null | undefined, keyof typeof SITES, string][] = [
  // Paths on the same site are kept, as the URL parser serialises them.
  ["/partner/my-account", "us", "/partner/my-account"],
  ["/partner?x=1", "us", "/partner?x=1"],
  ["/partner/cart?q=red%20cap#line-2", "us", "/partner/cart?q=red%20cap#line-2"],
  ["/partner/search?text=a b", "us", "/partner/search?text=a%20b"],
  ["/partner/cart?next=%0d%0a", "us", "/partner/cart?next=%0d%0a"],
  ["/jp/partner/cart", "jp", "/jp/partner/cart"],
  ["/mx/partner", "mx", "/mx/partner"],
  ["/cart", "b2c", "/cart"],
  ["/", "b2c", "/"],
  ["/p/%E5%B8%BD%E5%AD%90", "b2c", "/p/%E5%B8%BD%E5%AD%90"],
  ["/p/帽子", "b2c", "/p/%E5%B8%BD%E5%AD%90"],
  ["/％２Ｆevil.example", "b2c", "/%EF%BC%85%EF%BC%92%EF%BC%A6evil.example"],
  // Nothing given.
  [null, "us", "/partner"],
  [undefined, "b2c", "/"],
  ["", "us", "/partner"],
  // Other hosts, absolute or scheme-relative.
  ["https://evil.example/", "us", "/partner"],
  ["http://evil.example/partner", "us", "/partner"],
  ["//evil.example/", "us", "/partner"],
  ["//evil.example/partner", "b2c", "/"],
  ["///evil.example/", "b2c", "/"],
  ["/\\evil.example", "us", "/partner"],
  ["/\\/evil.example", "b2c", "/"],
  ["\\\\evil.example", "b2c", "/"],
  ["/partner\\..\\..\\evil", "us", "/partner"],
  ["evil.example", "b2c", "/"],
  ["partner/cart", "us", "/partner"],
  ["https:evil.example", "b2c", "/"],
  ["https:/evil.example", "b2c", "/"],
  ["//brim.example@evil.example/", "b2c", "/"],
  ["https://brim.example@evil.example/partner", "us", "/partner"],
  ["https://brim.example.evil.example/partner", "us", "/partner"],
  // IDN hosts and their punycode.
  ["https://brіm.example/partner", "us", "/partner"],
  ["https://xn--brm-ymc.example/partner", "us", "/partner"],
  ["//ｅｖｉｌ.example/", "b2c", "/"],
  ["//evil。example/", "b2c", "/"],
  // Schemes.
  ["javascript:alert(1)", "b2c", "/"],
  ["JavaScript:alert(1)//", "b2c", "/"],
  ["data:text/html,<script>alert(1)</script>", "b2c", "/"],
  ["vbscript:msgbox", "b2c", "/"],
  // Control characters and whitespace that browsers drop (`/\t/evil.example` is `//evil.example`).
  ["/\t/evil.example/", "b2c", "/"],
  ["/%09/evil.example/", "b2c", "/"],
  ["/%09/evil.example/", "us", "/partner"],
  ["\t//evil.example/", "b2c", "/"],
  ["/\n/evil.example", "b2c", "/"],
  ["/%0a/evil.example", "b2c", "/"],
  ["/%0d%0aSet-Cookie:%20a=b", "b2c", "/"],
  ["/partner\r\nSet-Cookie: a=b", "us", "/partner"],
  ["/partner/cart\u0000", "us", "/partner"],
  ["/partner/%00", "us", "/partner"],
  ["/ /evil.example", "b2c", "/"],
  ["/%20/evil.example", "b2c", "/"],
  ["/\u00a0/evil.example", "b2c", "/"],
  ["/%E2%80%A8/evil.example", "b2c", "/"],
  ["/partner/\u007f", "us", "/partner"],
  // The same tricks percent-encoded.
  ["/%2F%2Fevil.example", "b2c", "/"],
  ["/%2f/evil.example", "b2c", "/"],
  ["%2F%2Fevil.example", "b2c", "/"],
  ["/%5Cevil.example", "b2c", "/"],
  ["/%5C%5Cevil.example", "b2c", "/"],
  ["/partner/%E0%A4%A", "us", "/partner"],
  // Another site's context path, also when reached with dot segments.
  ["/jp/partner", "us", "/partner"],
  ["/partner/cart", "b2c", "/"],
  ["/partner", "jp", "/jp/partner"],
  ["/", "us", "/partner"],
  ["/cart", "us", "/partner"],
  ["/partner/../jp/partner/cart", "us", "/partner"],
  ["/partner/%2e%2e/jp/partner", "us", "/partner"],
  ["/partner/./cart", "us", "/partner/cart"],
  ["/jp/partner/../../partner/cart", "us", "/partner/cart"],
  ["/partnerx", "us", "/partner"],
  // Too long.
  [`/partner/${"a".repeat(REDIRECT_MAX_LENGTH)}`, "us", "/partner"],
];

describe("safeRedirect", () => {
  it("has the table of the usual bypasses", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)("%j on %s → %s", (target, site, expected) => {
    expect(safeRedirect(SITES[site], target)).toBe(expected);
  });

  it.each([
    ["https://brim.example/partner/cart?x=1", "/partner/cart?x=1"],
    ["HTTPS://BRIM.EXAMPLE/partner/cart", "/partner/cart"],
    ["https://brim.example:443/partner/cart", "/partner"],
    ["https://brim.example//evil.example/", "/partner"],
    ["https://brim.example/%09/evil.example", "/partner"],
    ["https://brim.example/jp/partner", "/partner"],
    ["http://brim.example/partner/cart", "/partner"],
    ["https://brim.example.evil.example/partner", "/partner"],
    ["https://user:pw@brim.example/partner", "/partner"],
  ])("absolute %s with the public origin → %s", (target, expected) => {
    expect(safeRedirect(SITES.us, target, { origin: ORIGIN })).toBe(expected);
  });

  it("falls back to the given page instead of the home page", () => {
    expect(safeRedirect(SITES.us, "//evil.example", { fallback: "/partner/my-account" })).toBe("/partner/my-account");
    expect(safeRedirect(SITES.us, "/partner/cart", { fallback: "/partner/my-account" })).toBe("/partner/cart");
  });

  it("answers only characters a Location header can carry", () => {
    for (const [target, site] of TABLE) {
      expect(safeRedirect(SITES[site], target)).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});
