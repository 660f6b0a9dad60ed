import { describe, expect, it } from "vitest";
import { homePageFor } from "./cms.ts";

describe("homePageFor", () => {
  it.each([
    [false, null, "home-b2c"],
    [false, "consumer", "home-b2c"],
    [true, "dealer", "home-dealer"],
    [true, "franchise", "home-dealer"],
    [true, "promo", "home-dealer"],
    [true, "salesrep", "home-dealer"],
    [true, "corporate", "home-corporate"],
    [true, "buyer", "home-corporate"],
    [true, "approver", "home-corporate"],
    [true, null, "home-dealer"],
  ] as const)("b2b=%s kind=%s → %s", (b2b, kind, page) => {
    expect(homePageFor(b2b, kind)).toBe(page);
  });
});
