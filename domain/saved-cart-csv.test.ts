import { describe, expect, it } from "vitest";
import { checkCsvFile, fileSizeText } from "./csv-file.ts";
import { decodeCsv, parseSavedCartCsv } from "./saved-cart-csv.ts";

const MB2 = 2 * 1024 * 1024;

describe("the chosen file (account-and-ordering §5 CSV import)", () => {
  it.each([
    [null, "noFile"],
    [{ name: "", type: "application/octet-stream", size: 0 }, "noFile"],
    [{ name: "cart.csv", type: "text/csv", size: 10 }, null],
    [{ name: "CART.CSV", type: "application/vnd.ms-excel", size: 10 }, null],
    [{ name: "cart.csv", type: "text/csv; charset=utf-8", size: 10 }, null],
    [{ name: "cart.xlsx", type: "text/csv", size: 10 }, "notCsv"],
    [{ name: "cart.csv", type: "application/pdf", size: 10 }, "notCsv"],
    [{ name: "cart.csv", type: "text/csv", size: MB2 }, null],
    [{ name: "cart.csv", type: "text/csv", size: MB2 + 1 }, "tooLarge"],
  ] as const)("%j → %s", (file, expected) => expect(checkCsvFile(file, MB2)).toBe(expected));
});

it.each([
  [2 * 1024 * 1024, "2 MB"],
  [1536 * 1024, "1.5 MB"],
  [512 * 1024, "512 KB"],
])("size limit %d shows as %s", (bytes, text) => expect(fileSizeText(bytes)).toBe(text));

const line = (row: number, fields: Partial<{ upc: string; materialId: string; size: string; quantity: number; target: string; year: number; subOrder: string }>) => ({
  row,
  upc: fields.upc ?? null,
  materialId: fields.materialId ?? null,
  size: fields.size ?? null,
  quantity: fields.quantity ?? 1,
  target: fields.target ?? null,
  year: fields.year ?? null,
  subOrder: fields.subOrder ?? null,
});

describe("reading a saved-cart CSV", () => {
  it.each([
    ["commas", "UPC,Quantity\n0001,3\n0002,4\n", [line(2, { upc: "0001", quantity: 3 }), line(3, { upc: "0002", quantity: 4 })]],
    ["semicolons", "Material ID;Size;Quantity\n7001;S/M;2\n", [line(2, { materialId: "7001", size: "S/M", quantity: 2 })]],
    ["tabs", "upc\tqty\tdelivery target\tyear\n0001\t5\tSPRING\t2027\n", [line(2, { upc: "0001", quantity: 5, target: "SPRING", year: 2027 })]],
    ["a byte order mark", "\uFEFFUPC,Quantity\r\n0001,1\r\n", [line(2, { upc: "0001" })]],
    ["quoted fields with separators", 'UPC,Size,Quantity,Delivery target\n"0001","7 1/8",2,"Spring 2027, Summer 2027"\n', [line(2, { upc: "0001", size: "7 1/8", quantity: 2, target: "Spring 2027, Summer 2027" })]],
    ["an exported order (Spanish headers, order quantity ignored)", "Número de pedido,Cantidad del pedido,UPC,Cantidad\nB1,9,0001,4\n", [line(2, { upc: "0001", quantity: 4 })]],
    ["an exported order's sub-order", "Sub-order,UPC,Quantity,Delivery target\nBR1-2,0001,4,\"Spring 2027, Summer 2027\"\n", [line(2, { upc: "0001", quantity: 4, subOrder: "BR1-2", target: "Spring 2027, Summer 2027" })]],
    ["a formula guard taken off", "UPC,Quantity\n'-0001,1\n", [line(2, { upc: "-0001" })]],
    ["empty lines ignored", "UPC,Quantity\n\n0001,1\n,\n", [line(3, { upc: "0001" })]],
    ["semicolons with an empty line and a quoted field", 'UPC;Quantity\r\n0001;2\r\n\r\n"0002";4', [line(2, { upc: "0001", quantity: 2 }), line(4, { upc: "0002", quantity: 4 })]],
    ["a comma inside a quoted header of a semicolon file", '"Size, US";UPC;Quantity\n7;0001;1', [line(2, { upc: "0001" })]],
  ])("%s", (_what, text, lines) => {
    const result = parseSavedCartCsv(text, 2000);
    expect(result).toEqual({ ok: true, lines, skipped: [] });
  });

  it("reports each line it leaves out, with its record number and why", () => {
    const text = ["UPC,Material ID,Size,Quantity,Year", "0001,,,2,", ",7001,,2,", "0002,,,two,", "0003,,,0,", "0004,,,100000,", "0005,,,1,27", "0006,,,3,2027"].join("\n");
    expect(parseSavedCartCsv(text, 2000)).toEqual({
      ok: true,
      lines: [line(2, { upc: "0001", quantity: 2 }), line(8, { upc: "0006", quantity: 3, year: 2027 })],
      skipped: [
        { row: 3, reason: "noProduct", value: "7001" },
        { row: 4, reason: "badQuantity", value: "two" },
        { row: 5, reason: "zeroQuantity", value: "0003" },
        { row: 6, reason: "badQuantity", value: "100000" },
        { row: 7, reason: "badYear", value: "27" },
      ],
    });
  });

  it.each([
    ["", { ok: false, problem: "empty" }],
    ["\n\n", { ok: false, problem: "empty" }],
    ["Product,Colour\nCap,Red\n", { ok: false, problem: "noHeader" }],
    ["UPC,Price\n0001,12\n", { ok: false, problem: "noHeader" }],
    ["Material ID,Quantity\n7001,1\n", { ok: false, problem: "noHeader" }],
  ] as const)("refuses %j", (text, expected) => expect(parseSavedCartCsv(text, 2000)).toEqual(expected));

  it("refuses more lines than the limit whole, never cut (2,000 by default, 5,000 asked)", () => {
    const rows = (n: number) => ["UPC,Quantity", ...Array.from({ length: n }, (_, i) => `${i},1`)].join("\n");
    expect(parseSavedCartCsv(rows(5000), 2000)).toEqual({ ok: false, problem: "tooManyLines", lines: 5000, max: 2000 });
    const atLimit = parseSavedCartCsv(rows(2000), 2000);
    expect(atLimit.ok && atLimit.lines.length).toBe(2000);
  });

  it("decodes UTF-8 with or without a byte order mark and refuses other encodings", () => {
    expect(decodeCsv(new TextEncoder().encode("\uFEFFサイズ"))).toBe("サイズ");
    expect(decodeCsv(new TextEncoder().encode("Talla"))).toBe("Talla");
    expect(decodeCsv(new Uint8Array([0x54, 0x61, 0x6c, 0x6c, 0xf1]))).toBeNull();
  });
});
