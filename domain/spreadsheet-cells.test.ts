import { describe, expect, it } from "vitest";
import { csvField, csvRecord, escapeSpreadsheetText } from "./spreadsheet-cells.ts";

describe("escapeSpreadsheetText: formula-looking text stays text", () => {
  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"x\")", "'=HYPERLINK(\"http://evil.example\",\"x\")"],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["PO 4711", "PO 4711"],
    ["a=b", "a=b"],
    ["", ""],
    ["'quoted", "'quoted"],
    ["ナショナル", "ナショナル"],
  ])("%j → %j", (text, expected) => {
    expect(escapeSpreadsheetText(text)).toBe(expected);
  });
});

describe("csvField: RFC 4180 quoting", () => {
  it.each<[string | number | null, string]>([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["=1,2", `"'=1,2"`],
    ['=A1&"x"', `"'=A1&""x"""`],
    [12.5, "12.5"],
    [-3, "-3"],
    [0, "0"],
    [null, ""],
    ["", ""],
  ])("%j → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("ends a record with CRLF", () => {
    expect(csvRecord(["BR1", 2, null, "x,y"])).toBe('BR1,2,,"x,y"\r\n');
  });
});
