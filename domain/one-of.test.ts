import { describe, expect, it } from "vitest";
import { oneOf } from "./one-of.ts";

describe("oneOf: only a value of the list is taken", () => {
  const list = ["applied", "refused"] as const;
  it.each([
    ["applied", "applied"],
    ["refused", "refused"],
    ["Applied", null],
    ["", null],
    [null, null],
    [undefined, null],
    [1, null],
    ["toString", null],
  ] as const)("%j → %j", (value, expected) => expect(oneOf(list, value)).toBe(expected));
});
