import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageNumbers, pageOf, pageOfIndex } from "./pager.ts";

const twelve = Array.from({ length: 12 }, (_, i) => i + 1);

describe("pager (address book: 5 per page)", () => {
  it.each([
    [0, 1],
    [1, 1],
    [5, 1],
    [6, 2],
    [10, 2],
    [11, 3],
  ])("%i addresses make %i pages", (total, pages) => {
    expect(pageCount(total, 5)).toBe(pages);
  });

  it.each([
    [1, [1, 2, 3, 4, 5], 1, 5],
    [2, [6, 7, 8, 9, 10], 6, 10],
    [3, [11, 12], 11, 12],
    [4, [11, 12], 11, 12], // past the end: the last page
    [0, [1, 2, 3, 4, 5], 1, 5],
  ])("page %i shows %j (%i–%i)", (page, items, from, to) => {
    expect(pageOf(twelve, page, 5)).toEqual({ items, page: Math.min(Math.max(page, 1), 3), count: 3, from, to });
  });

  it("has one empty page for an empty list", () => {
    expect(pageOf([], 3, 5)).toEqual({ items: [], page: 1, count: 1, from: 0, to: 0 });
  });

  it.each([
    [0, 1],
    [4, 1],
    [5, 2],
    [11, 3],
    [-1, 1],
  ])("the item at %i is on page %i", (index, page) => {
    expect(pageOfIndex(index, 5)).toBe(page);
  });

  it("clamps a page", () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  it.each([
    [1, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, "gap", 10]],
    [4, 10, [1, 2, 3, 4, 5, "gap", 10]],
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [7, 10, [1, "gap", 6, 7, 8, 9, 10]],
    [10, 10, [1, "gap", 6, 7, 8, 9, 10]],
    [5, 8, [1, "gap", 4, 5, 6, 7, 8]],
    [4, 8, [1, 2, 3, 4, 5, "gap", 8]],
  ] as const)("page %i of %i shows %j", (page, count, numbers) => {
    expect(pageNumbers(page, count)).toEqual(numbers);
  });
});
