import { describe, expect, it } from "vitest";
import { checkText, INT32_MAX, INT32_MIN, integer, parseInteger, type IntegerCheck } from "./input.ts";
import { MAX_QUANTITY } from "./quantity-input.ts";

describe("text: NFC, no control characters (newline and tab only in multi-line fields)", () => {
  it.each<[string, string, boolean, string | null]>([
    ["plain text", "Ada Lovelace", false, "Ada Lovelace"],
    ["decomposed é becomes composed", "Jose\u0301", false, "Jos\u00e9"],
    ["ﬁ ligature stays (NFC, not NFKC)", "\ufb01", false, "\ufb01"],
    ["emoji pair", "cap \u{1f9e2}", false, "cap \u{1f9e2}"],
    ["Japanese", "\u30ad\u30e3\u30c3\u30d7", false, "\u30ad\u30e3\u30c3\u30d7"],
    ["NUL", "a\u0000b", false, null],
    ["NUL in multi-line", "a\u0000b", true, null],
    ["bell", "\u0007", false, null],
    ["escape", "\u001b[31m", false, null],
    ["DEL", "\u007f", false, null],
    ["C1 next line", "\u0085", false, null],
    ["newline in one-line field", "a\nb", false, null],
    ["tab in one-line field", "a\tb", false, null],
    ["carriage return in one-line field", "/%0d/\r", false, null],
    ["newline in multi-line field", "line 1\nline 2", true, "line 1\nline 2"],
    ["CRLF and tab in multi-line field", "a\r\n\tb", true, "a\r\n\tb"],
    ["vertical tab in multi-line field", "a\u000bb", true, null],
    ["lone high surrogate", "a\ud800", false, null],
    ["lone low surrogate", "\udc00b", false, null],
    ["empty", "", false, ""],
  ])("%s", (_label, raw, multiline, expected) => {
    const result = checkText(raw, { multiline });
    expect(result).toEqual(expected === null ? { ok: false, problem: "control" } : { ok: true, value: expected });
  });
});

describe("integers: decimal digits only (shopping-flow: quantity inputs are digits only), within int32", () => {
  const ok = (value: number): IntegerCheck => ({ ok: true, value });
  const no = (problem: "type" | "format" | "range"): IntegerCheck => ({ ok: false, problem });

  it.each<[string, unknown, boolean, IntegerCheck]>([
    ["a quantity as text", "12", false, ok(12)],
    ["the largest quantity", String(MAX_QUANTITY), false, ok(99_999)],
    ["zero", "0", false, ok(0)],
    ["leading zeros", "007", false, ok(7)],
    ["a JSON number", 5, false, ok(5)],
    ["a JSON 5.0 (the same number)", 5.0, false, ok(5)],
    ["int32 max", String(INT32_MAX), false, ok(INT32_MAX)],
    ["int32 max + 1", "2147483648", false, no("range")],
    ["int32 max as a number + 1", 2_147_483_648, false, no("range")],
    ["int64 max", "9223372036854775807", false, no("range")],
    ["many leading zeros", "00000000000042", false, ok(42)],
    ["-1 where negatives are not allowed", "-1", false, no("format")],
    ["-1 as a number where negatives are not allowed", -1, false, no("range")],
    ["-1 for an entry number", "-1", true, ok(-1)],
    ["int32 min", String(INT32_MIN), true, ok(INT32_MIN)],
    ["int32 min - 1", "-2147483649", true, no("range")],
    ["-0", "-0", true, ok(0)],
    ["hexadecimal", "0x10", false, no("format")],
    ["exponent", "1e2", false, no("format")],
    ["exponent as a number that is whole", 1e2, false, ok(100)],
    ["1e309 (Infinity once parsed)", Number("1e309"), false, no("range")],
    ["1e309 as text", "1e309", false, no("format")],
    ["NaN", Number.NaN, false, no("range")],
    ["a fraction", "1.5", false, no("format")],
    ["a fractional number", 1.5, false, no("format")],
    ["plus sign", "+5", false, no("format")],
    ["space before", " 5", false, no("format")],
    ["space after", "5 ", false, no("format")],
    ["thousands separator", "1,000", false, no("format")],
    ["empty", "", false, no("format")],
    ["full-width digits", "\uff15", false, no("format")],
    ["Arabic-Indic digits", "\u0665", false, no("format")],
    ["true", true, false, no("type")],
    ["false", false, false, no("type")],
    ["an array [5]", [5], false, no("type")],
    ["an object", { value: 5 }, false, no("type")],
    ["null", null, false, no("type")],
    ["a bigint", 5n, false, no("type")],
  ])("%s", (_label, raw, signed, expected) => {
    expect(parseInteger(raw, { signed })).toEqual(expected);
  });
});

describe("the zod integer for route schemas", () => {
  const quantity = integer({ min: 0, max: MAX_QUANTITY });
  const entryNumber = integer({ min: -1, max: 1_000_000 });

  it.each<[unknown, number | null]>([
    ["16", 16],
    [16, 16],
    ["0x10", null],
    ["1e2", null],
    [true, null],
    [[5], null],
    ["100000", null],
    ["-1", null],
  ])("quantity %j", (raw, expected) => {
    const parsed = quantity.safeParse(raw);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });

  it("an entry number may be -1, not -2", () => {
    expect(entryNumber.safeParse("-1")).toMatchObject({ success: true, data: -1 });
    expect(entryNumber.safeParse(-2).success).toBe(false);
  });

  it("names the problem", () => {
    const parsed = quantity.safeParse("0x10");
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe("Enter digits only");
  });
});
