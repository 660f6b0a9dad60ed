import { describe, expect, it } from "vitest";
import { isAcceptableSellSheet, SELL_SHEET_EXTENSIONS } from "./file-check.ts";

const MAX = 1000;
describe("the page's sell-sheet file check (account-and-ordering §5)", () => {
  it.each(SELL_SHEET_EXTENSIONS.map((e) => [e]))("accepts one .%s file", (ext) => {
    expect(isAcceptableSellSheet([{ name: `sheet.${ext.toUpperCase()}`, size: 10 }], MAX)).toBe(true);
  });
  it.each([
    ["no file", []],
    ["two files", [{ name: "a.xlsx", size: 1 }, { name: "b.xlsx", size: 1 }]],
    ["a CSV", [{ name: "a.csv", size: 1 }]],
    ["no extension", [{ name: "xlsx", size: 1 }]],
    ["a file over the page's maximum", [{ name: "a.xlsx", size: MAX + 1 }]],
    ["an empty file", [{ name: "a.xlsx", size: 0 }]],
  ])("refuses %s", (_, files) => {
    expect(isAcceptableSellSheet(files, MAX)).toBe(false);
  });
  it("accepts exactly the maximum", () => {
    expect(isAcceptableSellSheet([{ name: "a.xls", size: MAX }], MAX)).toBe(true);
  });
});
