import { describe, expect, it } from "vitest";
import { parseStockCsv } from "./csv-adapter.ts";

describe("stock feed CSV", () => {
  it.each([
    ["comma separated", "upc,quantity\n0123,5\n0456,-2\n", [{ upc: "0123", quantity: 5 }, { upc: "0456", quantity: -2 }]],
    ["semicolons, CRLF, BOM and blank lines", "\uFEFFUPC;Quantity\r\n\r\n0123;7\r\n", [{ upc: "0123", quantity: 7 }]],
    ["force-in-stock column", "quantity,upc,forceInStock\n0,11,true\n3,12,no\n4,13,\n", [
      { upc: "11", quantity: 0, forceInStock: true },
      { upc: "12", quantity: 3, forceInStock: false },
      { upc: "13", quantity: 4 },
    ]],
  ])("reads %s", (_name, text, updates) => {
    expect(parseStockCsv(text)).toEqual({ updates, problems: [] });
  });

  it.each([
    ["", [{ line: 1, message: "The file is empty." }]],
    ["sku,qty\n1,2", [{ line: 1, message: "The header must name the columns upc and quantity." }]],
    ["upc,quantity\n12 34,1\n55,1.5\n56,abc\n57,123456789", [
      { line: 2, message: '"12 34" is not a UPC.' },
      { line: 3, message: '"1.5" is not a whole number of units.' },
      { line: 4, message: '"abc" is not a whole number of units.' },
      { line: 5, message: '"123456789" is not a whole number of units.' },
    ]],
    ["upc,quantity,forceInStock\n1,1,maybe", [{ line: 2, message: '"maybe" is not true or false.' }]],
  ])("reports the lines it cannot read in %j", (text, problems) => {
    expect(parseStockCsv(text)).toEqual({ updates: [], problems });
  });
});
