import { describe, expect, it } from "vitest";
import { singleFetchDocumentPath } from "./single-fetch.ts";

describe("the page of a single-fetch data request", () => {
  it.each([
    ["/partner/cart.data", "/partner/cart"],
    ["/partner/c/caps.data?_routes=root%2Croutes%2Fpartner&sort=price", "/partner/c/caps?sort=price"],
    ["/_root.data", "/"],
    ["/_root.data?_routes=root", "/"],
    ["/partner/_.data", "/partner/"],
    ["/partner/cart", null],
    ["/partner/data", null],
    ["/partner/cart?x=.data", null],
  ])("%s → %s", (url, expected) => {
    expect(singleFetchDocumentPath(url)).toBe(expected);
  });
});
