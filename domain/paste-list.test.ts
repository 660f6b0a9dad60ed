import { describe, expect, it } from "vitest";
import { parsePastedList } from "./paste-list.ts";

describe("parsePastedList (decision 0056)", () => {
  it.each([
    ["an id alone holds the product", "100123", [{ id: "100123", size: null, quantity: null, rows: [1] }]],
    ["id and quantity, space between", "100123 12", [{ id: "100123", size: null, quantity: 12, rows: [1] }]],
    ["id and quantity, tab between (Excel)", "100123\t12", [{ id: "100123", size: null, quantity: 12, rows: [1] }]],
    ["id, size and quantity with commas", "100123,7 1/8,4", [{ id: "100123", size: "7 1/8", quantity: 4, rows: [1] }]],
    ["id, size and quantity with semicolons", "100123;M/L;4", [{ id: "100123", size: "M/L", quantity: 4, rows: [1] }]],
    ["a UPC with a quantity", "012345678905 3", [{ id: "012345678905", size: null, quantity: 3, rows: [1] }]],
    ["blank rows and a BOM are ignored", "\uFEFF\n\n100123 1\r\n  \n", [{ id: "100123", size: null, quantity: 1, rows: [3] }]],
    ["the same id and size twice are summed", "100123,S/M,2\n100123,s/m,3", [{ id: "100123", size: "S/M", quantity: 5, rows: [1, 2] }]],
    ["a sum stops at 5 digits", "1 99999\n1 5", [{ id: "1", size: null, quantity: 99999, rows: [1, 2] }]],
  ])("%s", (_, text, lines) => {
    const result = parsePastedList(text);
    expect(result.lines).toEqual(lines);
    expect(result.problems).toEqual([]);
  });

  it.each([
    ["a quantity of 6 digits", "100123 123456", "badQuantity"],
    ["a negative quantity", "100123 -1", "badQuantity"],
    ["a quantity with letters", "100123 1x", "badQuantity"],
    ["an id with a space-less symbol", "<b> 1", "badId"],
    ["four cells", "1,2,3,4", "tooManyColumns"],
  ])("reports %s by its row and leaves it out", (_, text, problem) => {
    const result = parsePastedList(`100123 1\n${text}`);
    expect(result.lines).toHaveLength(1);
    expect(result.problems).toEqual([{ row: 2, text, problem }]);
  });

  it("says when there are more rows than a list holds, counting only rows with content", () => {
    expect(parsePastedList("1\n2\n\n3", 3).tooManyRows).toBe(false);
    expect(parsePastedList("1\n2\n3\n4", 3).tooManyRows).toBe(true);
  });
});
