import { describe, expect, it } from "vitest";
import { JSONP_CALLBACK_PATTERN, jsonForScript, jsonpBody } from "./jsonp.ts";

describe("JSONP callback names", () => {
  it.each(["cb", "jQuery3710_1700000000000", "$", "_x", "ASM.autocomplete", "a.b.c.d", `a${"b".repeat(63)}`])("accepts %j", (name) => {
    expect(JSONP_CALLBACK_PATTERN.test(name)).toBe(true);
  });

  it.each([
    "",
    "1cb",
    "alert(1)",
    "cb;alert(1)",
    "cb//",
    "a['b']",
    "a b",
    "a.",
    ".a",
    "a..b",
    "a.b.c.d.e",
    `a${"b".repeat(64)}`,
    "cb\n",
    "café",
    "</script>",
  ])("refuses %j", (name) => {
    expect(JSONP_CALLBACK_PATTERN.test(name)).toBe(false);
  });
});

describe("JSONP body", () => {
  it("wraps the JSON in the callback behind a comment", () => {
    expect(jsonpBody("cb", [{ value: "Megan Alvarez" }])).toBe('/**/cb([{"value":"Megan Alvarez"}]);');
  });

  it("escapes the line and paragraph separators and '<' so the script reads the same value", () => {
    const text = jsonForScript({ name: "a\u2028b\u2029c</script>" });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c\\u003c/script>"}');
    expect(JSON.parse(text)).toEqual({ name: "a\u2028b\u2029c</script>" });
  });
});
