import { describe, expect, it } from "vitest";
import {
  type Language,
  SITES,
  type SiteId,
  isCurrency,
  isLanguage,
  localeFor,
  resolveSite,
  sitePath,
} from "./sites.ts";

describe("resolveSite", () => {
  it.each<[string, SiteId, string]>([
    ["/", "b2c", "/"],
    ["", "b2c", "/"],
    ["/cart", "b2c", "/cart"],
    ["/partner", "us", "/"],
    ["/partner/", "us", "/"],
    ["/partner/login", "us", "/login"],
    ["/partnerx", "b2c", "/partnerx"], // only a whole path segment is a context path
    ["/partner-login", "b2c", "/partner-login"],
    ["/jp/partner/x", "jp", "/x"],
    ["/jp/partner", "jp", "/"],
    ["/jp", "b2c", "/jp"], // no /jp consumer site
    ["/jp/partnerx", "b2c", "/jp/partnerx"],
    ["/mx/partner", "mx", "/"],
    ["/mx/partner/cart/checkout", "mx", "/cart/checkout"],
    ["/mx", "b2c", "/mx"],
  ])("%j → %s with inner path %j", (pathname, siteId, innerPath) => {
    const resolved = resolveSite(pathname);
    expect(resolved.site.id).toBe(siteId);
    expect(resolved.innerPath).toBe(innerPath);
  });
});

describe("sitePath", () => {
  it.each<[SiteId, string, string]>([
    ["b2c", "/", "/"],
    ["b2c", "", "/"],
    ["b2c", "/cart", "/cart"],
    ["b2c", "cart", "/cart"],
    ["us", "/", "/partner"],
    ["us", "/login", "/partner/login"],
    ["jp", "/", "/jp/partner"],
    ["jp", "/x", "/jp/partner/x"],
    ["mx", "checkout", "/mx/partner/checkout"],
  ])("%s + %j → %j", (siteId, innerPath, path) => {
    expect(sitePath(SITES[siteId], innerPath)).toBe(path);
  });

  it.each<[string]>([["/"], ["/partner/login"], ["/jp/partner/x"], ["/mx/partner"], ["/partnerx"]])(
    "round-trips %j through resolveSite",
    (pathname) => {
      const { site, innerPath } = resolveSite(pathname);
      expect(sitePath(site, innerPath)).toBe(pathname);
    },
  );
});

describe("localeFor", () => {
  it.each<[Language, SiteId, string]>([
    ["en", "b2c", "en-US"],
    ["es", "b2c", "es-US"],
    ["en", "us", "en-US"],
    ["es", "us", "es-US"],
    ["ja", "jp", "ja-JP"],
    ["en", "jp", "en-US"],
    ["es", "mx", "es-MX"],
    ["en", "mx", "en-US"],
  ])("%s on %s → %s", (language, siteId, locale) => {
    expect(localeFor(language, SITES[siteId])).toBe(locale);
  });
});

describe("site table", () => {
  it("partner root is /partner and the consumer site is at the root (spec §1)", () => {
    expect(SITES.us.contextPath).toBe("/partner");
    expect(SITES.b2c.contextPath).toBe("");
  });

  it("Japan and Mexico B2B relax the purchase number; yen on Japan, pesos on Mexico", () => {
    expect(SITES.jp.purchaseNumber).toBe("relaxed");
    expect(SITES.mx.purchaseNumber).toBe("relaxed");
    expect(SITES.us.purchaseNumber).toBe("required");
    expect(SITES.jp.defaultCurrency).toBe("JPY");
    expect(SITES.mx.defaultCurrency).toBe("MXN");
    expect(SITES.b2c.defaultCurrency).toBe("USD");
  });

  it("each site's default language and currency are among its own", () => {
    for (const site of Object.values(SITES)) {
      expect(site.languages).toContain(site.defaultLanguage);
      expect(site.currencies).toContain(site.defaultCurrency);
    }
  });
});

describe("guards", () => {
  it.each<[unknown, boolean]>([
    ["en", true],
    ["ja", true],
    ["es", true],
    ["fr", false],
    ["EN", false],
    [undefined, false],
  ])("isLanguage(%j) is %s", (value, ok) => {
    expect(isLanguage(value)).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    ["USD", true],
    ["JPY", true],
    ["MXN", true],
    ["usd", false],
    ["EUR", false],
    [1, false],
  ])("isCurrency(%j) is %s", (value, ok) => {
    expect(isCurrency(value)).toBe(ok);
  });
});
