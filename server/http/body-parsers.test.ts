import { describe, expect, it } from "vitest";
import { formRecord } from "./body-parsers.ts";

describe("formRecord", () => {
  it.each([
    ["a=1&b=2", { a: "1", b: "2" }],
    ["customer=x%7C1&name=N&customer=y%7C2", { customer: ["x|1", "y|2"], name: "N" }],
    ["c=1&c=2&c=3", { c: ["1", "2", "3"] }],
    ["", {}],
  ])("%s", (body, record) => expect(formRecord(new URLSearchParams(body))).toEqual(record));
});
