import { describe, expect, it } from "vitest";
import { joinOrderCodes, parseOrderCodes } from "./order-export-selection.ts";

describe("order export selection", () => {
  it.each<[string, string | string[] | undefined, string[]]>([
    ["one field joined by ;", "BR10000001;BR10000002", ["BR10000001", "BR10000002"]],
    ["repeated fields (checkboxes without JavaScript)", ["BR10000001", "BR10000002"], ["BR10000001", "BR10000002"]],
    ["both mixed", ["BR10000001;BR10000002", "BR10000003"], ["BR10000001", "BR10000002", "BR10000003"]],
    ["spaces and empty parts", " BR10000001 ;; ;BR10000002;", ["BR10000001", "BR10000002"]],
    ["repeats once, first position kept", ["BR10000002", "BR10000001;BR10000002"], ["BR10000002", "BR10000001"]],
    ["nothing", undefined, []],
    ["an empty field", "", []],
  ])("%s", (_name, input, expected) => {
    expect(parseOrderCodes(input)).toEqual(expected);
  });

  it("joins with ; and reads back the same", () => {
    const codes = ["BR10000001", "BR10000002"];
    expect(joinOrderCodes(codes)).toBe("BR10000001;BR10000002");
    expect(parseOrderCodes(joinOrderCodes(codes))).toEqual(codes);
  });
});
