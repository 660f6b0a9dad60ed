import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/index.ts";
import { sellSheetErrorText } from "./messages.ts";
import { parseSellSheet } from "./parse.ts";
import type { Cell, SellSheetOptions, WorkbookCells } from "./types.ts";

const STOCK: SellSheetOptions = { mode: "STOCK", importByVariant: true, maxLines: 2000 };
const PRE: SellSheetOptions = { ...STOCK, mode: "PREBOOKING" };
const one = (rows: Cell[][], name = "Sheet1"): WorkbookCells => ({ sheets: [{ name, rows }] });
const en = createTranslator("en");

describe("sell-sheet layouts (decision 0057)", () => {
  it.each([
    ["sell", one([["MATERIAL", "COLOR", "DESCRIPTION", "S/M", "M/L"], [300001, "blk", "Cap", 2, null], [300002, null, "Cap", "", 3]]),
      [{ id: "300001", size: "S/M", colour: "BLK", quantity: 2 }, { id: "300002", size: "M/L", quantity: 3 }]],
    ["pattern1", one([["SELL SHEET – Spring"], ["Account: 1001"], [], ["MATERIAL", "DESCRIPTION", "7", "7 1/8"], [300003, "Fitted", 1, 4]]),
      [{ id: "300003", size: "7", quantity: 1 }, { id: "300003", size: "7 1/8", quantity: 4 }]],
    ["pattern2", one([["MATERIAL", "SIZE", "QTY", "COLOR"], [300004, "OSFA", 6, "nvy"], ["300005", "S/M", "2"]]),
      [{ id: "300004", size: "OSFA", colour: "NVY", quantity: 6 }, { id: "300005", size: "S/M", quantity: 2 }]],
    ["pattern3", one([["MATERIAL", 300006, "Knit"], ["SIZE", "OSFA"], ["QTY", 5], [], ["MATERIAL", 300007], ["SIZE", "S", "M"], ["QTY", null, 7]]),
      [{ id: "300006", size: "OSFA", quantity: 5 }, { id: "300007", size: "M", quantity: 7 }]],
    ["pattern4", one([["UPC", "MATERIAL", "SIZE", "QTY"], ["012345678905", 300008, "OSFA", 3], [null, 300009, "L", 1]]),
      [{ id: "012345678905", quantity: 3 }, { id: "300009", size: "L", quantity: 1 }]],
    ["pattern5", one([["MATERIAL", 300010, 300011], ["DESCRIPTION", "a", "b"], ["S/M", 1, null], ["M/L", null, 2]]),
      [{ id: "300010", size: "S/M", quantity: 1 }, { id: "300011", size: "M/L", quantity: 2 }]],
  ])("reads %s in STOCK", (layout, workbook, changes) => {
    const result = parseSellSheet(workbook, STOCK);
    expect(result).toMatchObject({ ok: true, layout, payload: { quantityChangesList: changes, importByVariant: false } });
  });

  it("reads pattern6 in PREBOOKING from its delivery columns, whatever the sheet's name, stopping at a TOTAL column", () => {
    const result = parseSellSheet(one([["MATERIAL", "SIZE", "SPRING-2027", "mar-2027", "TOTAL"], [300012, "OSFA", 4, 2, 6]], "Order"), PRE);
    expect(result).toMatchObject({ ok: true, layout: "pattern6", payload: { productCodes: ["300012"], quantityChangesList: [
      { id: "300012", size: "OSFA", quantity: 4, deliveryTarget: "SPRING", deliveryYear: 2027 },
      { id: "300012", size: "OSFA", quantity: 2, deliveryTarget: "MAR", deliveryYear: 2027 },
    ] } });
  });

  it("reads several PREBOOKING sheets, each for the delivery of its name; a three-part name gives year 2147483647", () => {
    const grid = (q: number): Cell[][] => [["MATERIAL", "SIZE", "QTY"], [300001, "OSFA", q]];
    const result = parseSellSheet({ sheets: [{ name: "SPRING-2027", rows: grid(1) }, { name: "MAR-2027", rows: grid(2) }, { name: "FALL-2027-B", rows: grid(3) }] }, PRE);
    expect(result.ok && result.payload.quantityChangesList.map((c) => [c.deliveryTarget, c.deliveryYear, c.quantity])).toEqual([
      ["SPRING", 2027, 1], ["MAR", 2027, 2], ["FALL", 2147483647, 3],
    ]);
  });

  it.each([
    ["header then lines", [["UPC", "QTY"], ["012345678905", 2], [12345678912, 1]], [{ id: "012345678905", quantity: 2 }, { id: "12345678912", quantity: 1 }]],
    ["lines only, one column counts one", [["012345678905", 2], ["012345678912"]], [{ id: "012345678905", quantity: 2 }, { id: "012345678912", quantity: 1 }]],
    ["the same UPC twice is summed", [["012345678905", 2], ["012345678905", 3]], [{ id: "012345678905", quantity: 5 }]],
  ])("imports by variant: %s", (_, rows, changes) => {
    expect(parseSellSheet(one(rows), STOCK)).toMatchObject({ ok: true, layout: "importByVariant", payload: { productCodes: [], quantityChangesList: changes, importByVariant: true } });
  });

  it("does not import by variant when it is not enabled", () => {
    expect(parseSellSheet(one([["012345678905", 2]]), { ...STOCK, importByVariant: false })).toEqual({ ok: false, error: { code: "invalidFormat", reason: "unknownLayout", sheet: "Sheet1" } });
  });

  it("imports only cells with an id and a whole quantity ≥ 0, reporting the others with 1-based positions", () => {
    const result = parseSellSheet(one([["MATERIAL", "COLOR", "DESCRIPTION", "S", "M", "L", "XL"], [300001, null, "", 0, -1, 2.5, "two"], [null, null, "orphan", 3]]), STOCK);
    expect(result).toMatchObject({ ok: true, payload: { quantityChangesList: [{ id: "300001", size: "S", quantity: 0 }] } });
    expect(result.ok && result.skipped).toEqual([
      { sheet: "Sheet1", row: 2, column: 5, reason: "negative", value: "-1" },
      { sheet: "Sheet1", row: 2, column: 6, reason: "notWhole", value: "2.5" },
      { sheet: "Sheet1", row: 2, column: 7, reason: "notANumber", value: "two" },
      { sheet: "Sheet1", row: 3, column: 4, reason: "noMaterialId", value: "3" },
    ]);
  });
});

describe("sell-sheet refusals and their exact messages (shopping-flow §8)", () => {
  const grid: Cell[][] = [["MATERIAL", "SIZE", "QTY"], [300001, "OSFA", 1]];
  it.each<[string, WorkbookCells, SellSheetOptions, string, string | null]>([
    ["MATERIAL moved in sell", one([["MATERIALS", "COLOR", "DESCRIPTION", "S"], [1, null, null, 1]]), STOCK, 'Expected to find "MATERIAL" value at row, column: 1, 1', null],
    ["MATERIAL missing in pattern1", one([["Sell sheet"], [], [], ["ITEM", "DESCRIPTION", "S"], [1, null, 1]]), STOCK, 'Expected to find "MATERIAL" value at row, column: 4, 1', null],
    ["MATERIAL missing in pattern4", one([["UPC", "ITEM", "SIZE", "QTY"], ["1", 1, "S", 1]]), STOCK, 'Expected to find "MATERIAL" value at row, column: 1, 2', null],
    ["second pattern3 block without MATERIAL", one([["MATERIAL", 1], ["SIZE", "S"], ["QTY", 1], [], ["ITEM", 2], ["SIZE", "S"], ["QTY", 1]]), STOCK, 'Expected to find "MATERIAL" value at row, column: 5, 1', null],
    ["pattern3 block without its id", one([["MATERIAL", 1], ["SIZE", "S"], ["QTY", 1], [], ["MATERIAL", null], ["SIZE", "S"], ["QTY", 1]]), STOCK, "Expected to find a non-empty Material ID at row, column: 5, 2", null],
    ["pattern5 quantities under no id", one([["MATERIAL", 1, null], ["DESCRIPTION", "a", "b"], ["S", 1, 2]]), STOCK, "Expected to find a non-empty Material ID at row, column: 1, 3", null],
    ["no quantity at all", one([["MATERIAL", "SIZE", "QTY"], [300001, "OSFA", null]]), STOCK, "the file has empty quantities", null],
    ["only refused quantities", one([["MATERIAL", "SIZE", "QTY"], [300001, "OSFA", -2]]), STOCK, "the file has empty quantities", null],
    ["an empty sheet", { sheets: [{ name: "SPRING-2027", rows: grid }, { name: "MAR-2027", rows: [[null]] }] }, PRE, "invalid file format", 'Sheet "MAR-2027" is empty.'],
    ["no sheet", { sheets: [] }, STOCK, "invalid file format", "The workbook has no sheets."],
    ["not a sell sheet", one([["Name", "Qty", "Price"], ["Cap", 1, 3]]), STOCK, "invalid file format", 'Sheet "Sheet1" is not laid out as a sell sheet.'],
    ["headers without a product", one([["Sell sheet"], [], [], ["MATERIAL", "DESCRIPTION", "S"]]), STOCK, "invalid file format", 'Sheet "Sheet1" has no product under its headers.'],
    ["two sheets in STOCK", { sheets: [{ name: "A", rows: grid }, { name: "B", rows: grid }] }, STOCK, "invalid file format", "Only pre-booking imports several sheets; this workbook must have exactly one."],
    ["a PREBOOKING sheet not named for a delivery", one(grid, "Sheet1"), PRE, "invalid file format", 'In pre-booking, sheet "Sheet1" must be named after its delivery, such as SPRING-2027 or MAR-2027.'],
    ["a delivery-named sheet in GCP", one(grid, "SPRING-2027"), { ...STOCK, mode: "GCP" }, "invalid file format", 'Sheet "SPRING-2027" is a pre-booking sheet; switch to pre-booking to import it.'],
    ["pattern6 outside PREBOOKING", one([["MATERIAL", "SIZE", "SPRING-2027"], [1, "S", 1]]), STOCK, "invalid file format", 'Sheet "Sheet1" has delivery columns; switch to pre-booking to import it.'],
    ["a by-variant first row half header", one([["UPC", 2], ["012345678905", 1]]), STOCK, "invalid file format", 'The first row of sheet "Sheet1" must be two headers or a UPC and a quantity.'],
    ["more lines than a list holds", one([["MATERIAL", "SIZE", "QTY"], ...Array.from({ length: 5000 }, (_, i): Cell[] => [300000 + i, "OSFA", 1])]), STOCK,
      "The sell sheet has 5000 lines; a list holds at most 2000. Please split it into files of at most 2000 lines. Nothing was imported.", null],
  ])("%s", (_, workbook, options, message, detail) => {
    const result = parseSellSheet(workbook, options);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(sellSheetErrorText(result.error, en)).toEqual({ message, detail });
  });

  it("accepts a delivery-named sheet in STOCK (the rule's 'unless mode is STOCK') and drops its delivery", () => {
    expect(parseSellSheet(one(grid, "SPRING-2027"), STOCK)).toMatchObject({ ok: true, payload: { quantityChangesList: [{ id: "300001", size: "OSFA", quantity: 1 }] } });
    const change = (parseSellSheet(one(grid, "SPRING-2027"), STOCK) as { payload: { quantityChangesList: object[] } }).payload.quantityChangesList[0];
    expect(change).not.toHaveProperty("deliveryTarget");
  });

  it("the corrupted-file message is the spec's", () => {
    expect(sellSheetErrorText({ code: "corrupted" }, en).message).toBe("the file is corrupted");
  });
});
