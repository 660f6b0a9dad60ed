import { describe, expect, it } from "vitest";
import { ADD_TO_CART_OUTCOMES, isAddToCartOutcome, readAddToCartResult, withAddToCartResult, withoutAddToCartResult } from "./add-to-cart.ts";

describe("add-to-cart outcome in the product page's URL (no-script form post)", () => {
  it.each<[string, Parameters<typeof withAddToCartResult>[1], string]>([
    ["/partner/p/BRM1", { outcome: "success", added: 12 }, "/partner/p/BRM1?cart=success&added=12"],
    ["/partner/p/BRM1?colour=BLK", { outcome: "lowStock", added: 3 }, "/partner/p/BRM1?colour=BLK&cart=lowStock&added=3"],
    ["/p/BRM1?cart=success&added=4&colour=RED", { outcome: "noStock", added: 0 }, "/p/BRM1?colour=RED&cart=noStock&added=0"],
    ["/partner/p/BRM1", { outcome: "windowClosed", added: 0, target: "FALL-2026" }, "/partner/p/BRM1?cart=windowClosed&added=0&target=FALL-2026"],
    ["/partner/p/BRM1", { outcome: "failed", added: -2.5 }, "/partner/p/BRM1?cart=failed&added=0"],
  ])("%s + %j → %s", (path, result, url) => {
    expect(withAddToCartResult(path, result)).toBe(url);
  });

  it.each<[string, ReturnType<typeof readAddToCartResult>]>([
    ["cart=success&added=12", { outcome: "success", added: 12, target: null }],
    ["cart=windowClosed&added=0&target=SPRING-2027", { outcome: "windowClosed", added: 0, target: "SPRING-2027" }],
    ["cart=success&added=lots", { outcome: "success", added: 0, target: null }],
    ["cart=windowClosed&target=<script>", { outcome: "windowClosed", added: 0, target: null }],
    ["cart=hacked&added=1", null],
    ["colour=BLK", null],
  ])("reads ?%s", (query, result) => {
    expect(readAddToCartResult(new URLSearchParams(query))).toEqual(result);
  });

  it("round-trips every outcome", () => {
    for (const outcome of ADD_TO_CART_OUTCOMES) {
      expect(isAddToCartOutcome(outcome)).toBe(true);
      const url = withAddToCartResult("/p/X", { outcome, added: 2 });
      expect(readAddToCartResult(new URL(url, "http://x").searchParams)?.outcome).toBe(outcome);
    }
  });

  it("drops an earlier outcome from the form's return path", () => {
    expect(withoutAddToCartResult("/partner/p/BRM1", "?colour=BLK&cart=success&added=3")).toBe("/partner/p/BRM1?colour=BLK");
    expect(withoutAddToCartResult("/partner/p/BRM1", "?cart=success&added=3&target=FALL-2027")).toBe("/partner/p/BRM1");
    expect(withoutAddToCartResult("/partner/p/BRM1", "")).toBe("/partner/p/BRM1");
  });
});
