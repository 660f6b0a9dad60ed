import { readFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { parseSellSheet } from "../../../domain/sell-sheet/parse.ts";
import type { SellSheetOptions } from "../../../domain/sell-sheet/types.ts";
import { readWorkbook } from "./read-workbook.ts";

const LIMITS = { maxBytes: 5 * 1024 * 1024, maxLines: 2000 };
const STOCK: SellSheetOptions = { mode: "STOCK", importByVariant: true, maxLines: 2000 };
const PRE: SellSheetOptions = { ...STOCK, mode: "PREBOOKING" };
const sample = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/sell-sheets", file));

describe("the committed sell-sheet samples (scripts/make-sell-sheet-samples.ts)", () => {
  it.each<[string, SellSheetOptions, string, object[]]>([
    ["sell.xlsx", STOCK, "sell", [{ id: "300002", size: "7 1/4", colour: "TMC", quantity: 2 }, { id: "300002", size: "7 3/8", colour: "TMC", quantity: 3 }, { id: "300005", size: "M/L", colour: "CHR", quantity: 4 }, { id: "300012", size: "OSFA", colour: "GRY", quantity: 6 }]],
    ["sell.xls", STOCK, "sell", [{ id: "300002", size: "7 1/4", colour: "TMC", quantity: 2 }, { id: "300002", size: "7 3/8", colour: "TMC", quantity: 3 }, { id: "300005", size: "M/L", colour: "CHR", quantity: 4 }, { id: "300012", size: "OSFA", colour: "GRY", quantity: 6 }]],
    ["pattern1.xlsx", STOCK, "pattern1", [{ id: "300006", size: "XS", quantity: 1 }, { id: "300006", size: "L", quantity: 2 }, { id: "300008", size: "7 1/2", quantity: 2 }]],
    ["pattern2.xlsx", STOCK, "pattern2", [{ id: "300007", size: "M/L", quantity: 3 }, { id: "300001", size: "OSFA", quantity: 2 }, { id: "300009", size: "7", colour: "CRM", quantity: 2 }]],
    ["pattern2.xls", STOCK, "pattern2", [{ id: "300007", size: "M/L", quantity: 3 }, { id: "300001", size: "OSFA", quantity: 2 }, { id: "300009", size: "7", colour: "CRM", quantity: 2 }]],
    ["pattern3.xlsx", STOCK, "pattern3", [{ id: "300002", size: "7 1/4", quantity: 1 }, { id: "300002", size: "7 3/8", quantity: 2 }, { id: "300007", size: "L/XL", quantity: 2 }]],
    ["pattern4.xlsx", STOCK, "pattern4", [{ id: "847969922185", quantity: 2 }, { id: "300008", size: "8", quantity: 1 }]],
    ["pattern5.xlsx", STOCK, "pattern5", [{ id: "300006", size: "L", quantity: 2 }, { id: "300007", size: "M/L", quantity: 3 }]],
    ["pattern6.xlsx", PRE, "pattern6", [
      { id: "300002", size: "7 1/4", quantity: 2, deliveryTarget: "SPRING", deliveryYear: 2027 },
      { id: "300002", size: "7 1/4", quantity: 1, deliveryTarget: "FALL", deliveryYear: 2027 },
      { id: "300012", size: "OSFA", quantity: 4, deliveryTarget: "FALL", deliveryYear: 2027 },
    ]],
    ["sell-prebooking.xlsx", PRE, "sell", [
      { id: "300002", size: "7 1/4", quantity: 1, deliveryTarget: "SPRING", deliveryYear: 2027 },
      { id: "300012", size: "OSFA", quantity: 2, deliveryTarget: "SPRING", deliveryYear: 2027 },
      { id: "300002", size: "7 1/4", quantity: 2, deliveryTarget: "JAN", deliveryYear: 2027 },
      { id: "300012", size: "OSFA", quantity: 3, deliveryTarget: "JAN", deliveryYear: 2027 },
    ]],
    ["sell-prebooking.xls", PRE, "sell", [
      { id: "300002", size: "7 1/4", quantity: 1, deliveryTarget: "SPRING", deliveryYear: 2027 },
      { id: "300012", size: "OSFA", quantity: 2, deliveryTarget: "SPRING", deliveryYear: 2027 },
      { id: "300002", size: "7 1/4", quantity: 2, deliveryTarget: "JAN", deliveryYear: 2027 },
      { id: "300012", size: "OSFA", quantity: 3, deliveryTarget: "JAN", deliveryYear: 2027 },
    ]],
    ["import-by-variant.xlsx", STOCK, "importByVariant", [{ id: "847969922185", quantity: 2 }, { id: "845354448395", quantity: 1 }]],
  ])("%s reads as %s", (file, options, layout, changes) => {
    const read = readWorkbook(sample(file), file, LIMITS);
    if (!read.ok) throw new Error(read.error);
    const parsed = parseSellSheet(read.workbook, options);
    expect(parsed).toMatchObject({ ok: true, layout, skipped: [] });
    expect(parsed.ok && parsed.payload.quantityChangesList).toEqual(changes);
  });

  it("refuses the STOCK-only sell sample in PREBOOKING: its sheet is not named for a delivery", () => {
    const read = readWorkbook(sample("sell.xlsx"), "sell.xlsx", LIMITS);
    expect(read.ok && parseSellSheet(read.workbook, PRE)).toEqual({ ok: false, error: { code: "invalidFormat", reason: "sheetNameNotDelivery", sheet: "Sell sheet" } });
  });
});

/** A zip of the given entries, stored deflated, as an xlsx is. */
function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const header = (signature: number, size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe("hostile workbooks are refused quickly, before anything big is read (issue 15 'Security')", () => {
  const timed = (bytes: Buffer) => {
    const started = performance.now();
    const result = readWorkbook(bytes, "sheet.xlsx", LIMITS);
    return { result, ms: performance.now() - started };
  };

  it("a zip bomb disguised as xlsx: a 40 MB sheet packed into a few kilobytes", () => {
    const bomb = zip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(40 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes);
    const { result, ms } = timed(bomb);
    expect(result).toEqual({ ok: false, error: "tooBig" });
    expect(ms).toBeLessThan(200);
  });

  it("a 50 MB file", () => {
    const { result, ms } = timed(Buffer.alloc(50 * 1024 * 1024, 0x41));
    expect(result).toEqual({ ok: false, error: "tooBig" });
    expect(ms).toBeLessThan(50);
  });

  it("a workbook with a million (empty) rows", () => {
    // Written by hand: its dimension and last row say a million rows, in a few hundred bytes.
    const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
    const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
    const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
    const bytes = zip([
      { name: "[Content_Types].xml", data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>') },
      { name: "_rels/.rels", data: xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`) },
      { name: "xl/workbook.xml", data: xml(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
      { name: "xl/_rels/workbook.xml.rels", data: xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`) },
      { name: "xl/worksheets/sheet1.xml", data: xml(`<worksheet xmlns="${main}"><dimension ref="A1:C1000000"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>MATERIAL</t></is></c></row><row r="1000000"><c r="A1000000"><v>1</v></c></row></sheetData></worksheet>`) },
    ]);
    expect(bytes.length).toBeLessThan(4096);
    const { result, ms } = timed(bytes);
    expect(result).toEqual({ ok: false, error: "tooBig" });
    expect(ms).toBeLessThan(200);
  });

  it("bytes that are no workbook, and a broken zip", () => {
    expect(readWorkbook(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "a.xlsx", LIMITS)).toEqual({ ok: false, error: "corrupted" });
    expect(readWorkbook(Buffer.alloc(0), "a.xlsx", LIMITS)).toEqual({ ok: false, error: "corrupted" });
    expect(readWorkbook(Buffer.from("MATERIAL,SIZE,QTY\n300001,OSFA,1\n"), "a.xlsx", LIMITS)).toEqual({ ok: false, error: "corrupted" });
    expect(readWorkbook(sample("sell.xlsx"), "sell.xls", LIMITS)).toEqual({ ok: false, error: "corrupted" });
  });

  it("a workbook at the row limit is read", () => {
    const rows = [["MATERIAL", "SIZE", "QTY"], ...Array.from({ length: 2000 }, (_, i) => [300001 + i, "OSFA", 1])];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Sheet1");
    const read = readWorkbook(XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer, "big.xlsx", LIMITS);
    expect(read.ok && read.workbook.sheets[0]?.rows.length).toBe(2001);
  });
});
