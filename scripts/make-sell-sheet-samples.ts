/**
 * Writes one sample workbook per sell-sheet layout (decision 0057) into tests/fixtures/sell-sheets/,
 * made with the same library the storefront reads them with. The material ids, sizes, colours and
 * UPCs are the seed's (SEED_RANDOM 20260101, the first products), with stock, so the tests and a
 * local storefront can import them. Run: `npx tsx scripts/make-sell-sheet-samples.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "@e965/xlsx";

type Row = (string | number | null)[];
interface Sample {
  file: string;
  sheets: { name: string; rows: Row[] }[];
  xls?: boolean;
}

const SAMPLES: Sample[] = [
  {
    file: "sell",
    xls: true,
    sheets: [{ name: "Sell sheet", rows: [
      ["MATERIAL", "COLOR", "DESCRIPTION", "OSFA", "M/L", "7 1/4", "7 3/8"],
      [300002, "TMC", "Fitted, team colours", null, null, 2, 3],
      [300005, "CHR", "Stretch fit, charcoal", null, 4, null, null],
      [300012, "GRY", "Snapback, grey", 6, null, null, null],
    ] }],
  },
  {
    file: "pattern1",
    sheets: [{ name: "Order", rows: [
      ["SELL SHEET – Brim Fall line"],
      ["Account:", "1001 Sample Store", "Rep:", "Sam Rep"],
      [],
      ["MATERIAL", "DESCRIPTION", "XS", "L", "7 1/2"],
      [300006, "Hoodie", 1, 2, null],
      [300008, "Fitted", null, null, 2],
    ] }],
  },
  {
    file: "pattern2",
    xls: true,
    sheets: [{ name: "Lines", rows: [
      ["MATERIAL", "SIZE", "QTY", "COLOR"],
      [300007, "M/L", 3, null],
      [300001, "OSFA", 2, null],
      [300009, "7", 2, "CRM"],
    ] }],
  },
  {
    file: "pattern3",
    sheets: [{ name: "Catalogue", rows: [
      ["MATERIAL", 300002, "Fitted, team colours"],
      ["SIZE", "7 1/4", "7 3/8", "7 5/8"],
      ["QTY", 1, 2, null],
      [],
      ["MATERIAL", 300007, "Stretch fit"],
      ["SIZE", "M/L", "L/XL"],
      ["QTY", null, 2],
    ] }],
  },
  {
    file: "pattern4",
    sheets: [{ name: "Export", rows: [
      ["UPC", "MATERIAL", "SIZE", "QTY"],
      ["847969922185", 300002, "7 1/4", 2],
      [null, 300008, "8", 1],
    ] }],
  },
  {
    file: "pattern5",
    sheets: [{ name: "Across", rows: [
      ["MATERIAL", 300006, 300007],
      ["DESCRIPTION", "Hoodie", "Stretch fit"],
      ["L", 2, null],
      ["M/L", null, 3],
    ] }],
  },
  {
    file: "pattern6",
    sheets: [{ name: "Prebook", rows: [
      ["MATERIAL", "SIZE", "SPRING-2027", "FALL-2027", "TOTAL"],
      [300002, "7 1/4", 2, 1, 3],
      [300012, "OSFA", null, 4, 4],
    ] }],
  },
  {
    file: "sell-prebooking",
    xls: true,
    sheets: ["SPRING-2027", "JAN-2027"].map((name, i) => ({ name, rows: [
      ["MATERIAL", "COLOR", "DESCRIPTION", "OSFA", "7 1/4"],
      [300002, null, "Fitted, team colours", null, 1 + i],
      [300012, null, "Snapback", 2 + i, null],
    ] })),
  },
  {
    file: "import-by-variant",
    sheets: [{ name: "UPCs", rows: [
      ["UPC", "QTY"],
      ["847969922185", 2],
      ["845354448395", 1],
    ] }],
  },
];

const dir = path.resolve(import.meta.dirname, "../tests/fixtures/sell-sheets");
mkdirSync(dir, { recursive: true });
for (const sample of SAMPLES) {
  const book = XLSX.utils.book_new();
  for (const sheet of sample.sheets) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sample.sheets.length > 0 ? sheet.rows : []), sheet.name);
  // A fixed date keeps the files the same from run to run.
  book.Props = { Title: `Brim sell sheet (${sample.file})`, CreatedDate: new Date("2026-01-01T00:00:00Z") };
  for (const bookType of sample.xls ? (["xlsx", "xls"] as const) : (["xlsx"] as const)) {
    const bytes = XLSX.write(book, { type: "buffer", bookType, compression: true }) as Buffer;
    writeFileSync(path.join(dir, `${sample.file}.${bookType}`), bytes);
  }
}
console.log(`Wrote ${SAMPLES.length} sell sheets into ${path.relative(process.cwd(), dir)}`);
