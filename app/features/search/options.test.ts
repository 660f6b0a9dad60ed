import { describe, expect, it } from "vitest";
import { splitMatch, suggestOptions } from "./options.ts";
import type { AutocompleteProduct } from "./types.ts";

const product = { name: "Tides Cap", url: "/partner/p/BRM1", code: "BRM1" } as AutocompleteProduct;

describe("autosuggest options", () => {
  it("lists terms (opening {ctx}/search?text=) before products (opening their url)", () => {
    const options = suggestOptions({ suggestions: [{ term: "Saltmarsh Tides" }, { term: " " }], products: [product] }, "/partner", "l");
    expect(options.map((o) => [o.type, o.id, o.href])).toEqual([
      ["autoSuggestion", "l-t0", "/partner/search?text=Saltmarsh%20Tides"],
      ["productResult", "l-p0", "/partner/p/BRM1"],
    ]);
    expect(suggestOptions({ suggestions: [{ term: "a&b" }], products: [] }, "", "l")[0]?.href).toBe("/search?text=a%26b");
    expect(suggestOptions(null, "", "l")).toEqual([]);
  });

  it("marks the first case-insensitive match of the term", () => {
    expect(splitMatch("Saltmarsh Tides", "tid")).toEqual(["Saltmarsh ", "Tid", "es"]);
    expect(splitMatch("Saltmarsh Tides", "xyz")).toEqual(["Saltmarsh Tides", "", ""]);
    expect(splitMatch("Saltmarsh Tides", " ")).toEqual(["Saltmarsh Tides", "", ""]);
  });
});
