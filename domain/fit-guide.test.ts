import { describe, expect, it } from "vitest";
import {
  ELLIPSIS,
  FIT_GUIDE_BREAKPOINT_DESKTOP,
  FIT_GUIDE_BREAKPOINT_MOBILE,
  FIT_GUIDE_DESCRIPTION_LIMIT,
  type HeadMeasure,
  fittedHeadCircumference,
  sizeChartRow,
  truncateText,
} from "./fit-guide.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 10}`).join(" ");
const length = (s: string) => Array.from(s).length;

describe("constants: description limit 200, breakpoints 640 and 1024", () => {
  it.each<[string, number, number]>([
    ["FIT_GUIDE_DESCRIPTION_LIMIT", FIT_GUIDE_DESCRIPTION_LIMIT, 200],
    ["FIT_GUIDE_BREAKPOINT_MOBILE", FIT_GUIDE_BREAKPOINT_MOBILE, 640],
    ["FIT_GUIDE_BREAKPOINT_DESKTOP", FIT_GUIDE_BREAKPOINT_DESKTOP, 1024],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));
});

describe("truncateText: at most 200 characters, an ellipsis when cut", () => {
  const exactly200 = "a".repeat(200);
  const latin = words(60); // 359 characters
  const japanese = "頭のサイズに合わせた深めのクラウン。".repeat(20);
  const emoji = "🧢".repeat(250);
  it.each<[string, string, number | undefined, string]>([
    ["empty", "", undefined, ""],
    ["short text unchanged", "A structured crown.", undefined, "A structured crown."],
    ["trimmed and spaces collapsed", "  A   structured\n\ncrown. ", undefined, "A structured crown."],
    ["exactly 200 unchanged", exactly200, undefined, exactly200],
    ["201 letters cut mid-word", "a".repeat(201), undefined, `${"a".repeat(199)}${ELLIPSIS}`],
    ["words cut at a boundary", latin, undefined, `${latin.slice(0, 197)}${ELLIPSIS}`],
    ["japanese cut hard", japanese, undefined, `${Array.from(japanese).slice(0, 199).join("").replace(/[。]+$/u, "")}${ELLIPSIS}`],
    ["emoji never split", emoji, undefined, `${"🧢".repeat(199)}${ELLIPSIS}`],
    ["custom limit", "one two three four", 10, `one two${ELLIPSIS}`],
    ["trailing punctuation dropped before the ellipsis", "Crown, visor, closure, and more words here", 15, `Crown, visor${ELLIPSIS}`],
    ["limit 0", "abc", 0, ""],
  ])("%s", (_name, text, limit, expected) => {
    const result = truncateText(text, limit);
    expect(result).toBe(expected);
    expect(length(result)).toBeLessThanOrEqual(limit ?? 200);
  });

  it("never returns more than the limit", () => {
    for (let n = 0; n < 80; n++) expect(length(truncateText(words(n)))).toBeLessThanOrEqual(200);
  });
});

describe("fitted size → head circumference (size × π inches)", () => {
  it.each<[string, HeadMeasure | null]>([
    ["6 7/8", { inches: 21.6, cm: 54.9 }],
    ["7", { inches: 22, cm: 55.9 }],
    ["7 1/8", { inches: 22.4, cm: 56.9 }],
    ["7 1/4", { inches: 22.8, cm: 57.9 }],
    ["7 1/2", { inches: 23.6, cm: 59.8 }],
    ["7 3/4", { inches: 24.3, cm: 61.8 }],
    ["8", { inches: 25.1, cm: 63.8 }],
    [" 7 3/8 ", { inches: 23.2, cm: 58.8 }],
    ["S/M", null],
    ["OSFA", null],
    ["7 4/4", null],
    ["7 1/0", null],
    ["", null],
  ])("%j → %j", (size, expected) => expect(fittedHeadCircumference(size)).toEqual(expected));

  it("builds chart rows from one fitted size to another", () => {
    expect(sizeChartRow("M/L", "7 1/8", "7 1/2")).toEqual({ size: "M/L", from: { inches: 22.4, cm: 56.9 }, to: { inches: 23.6, cm: 59.8 } });
    expect(sizeChartRow("7", "7")).toEqual({ size: "7", from: { inches: 22, cm: 55.9 }, to: { inches: 22, cm: 55.9 } });
    expect(() => sizeChartRow("S/M", "S/M")).toThrow();
  });
});
