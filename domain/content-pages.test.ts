import { describe, expect, it } from "vitest";
import { CONTENT_PAGES, contentPageOfPath, contentPagePath, contentPageUid } from "./content-pages.ts";

describe("content pages", () => {
  it.each([
    ["/business", "business"],
    ["/partner/career", "career"],
    ["/jp/partner/pressroom/", "pressroom"],
    ["/mx/partner/fan-content", "fan-content"],
    ["/discount", "discount"],
    ["/partner/terms-of-sale", "terms-of-sale"],
    ["/privacy", "privacy"],
    ["/support", null],
    ["/partner/business/x", null],
    ["/", null],
  ] as const)("%s → %s", (path, slug) => {
    expect(contentPageOfPath(path)).toBe(slug);
  });

  it("gives every page one path and one component uid", () => {
    for (const page of CONTENT_PAGES) {
      expect(contentPagePath(page.slug)).toBe(page.path);
      expect(contentPageUid(page.slug)).toBe(`contentPage-${page.slug}`);
    }
    expect(new Set(CONTENT_PAGES.map((p) => p.path)).size).toBe(CONTENT_PAGES.length);
  });
});
