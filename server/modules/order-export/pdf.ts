import type { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import { formatIsoDate } from "../../../domain/business-days.ts";
import { createTranslator, type Translator } from "../../../domain/i18n/index.ts";
import { formatMoney } from "../../../domain/money.ts";
import type { Currency } from "../../../domain/sites.ts";
import { SITES } from "../../../domain/sites.ts";
import { scopeLocale, type ExportOrder, type ExportPart, type ExportScope } from "./export-data.ts";
import { cjkFont, isWinAnsi, winAnsiOnly } from "./pdf-fonts.ts";

const BRAND = "#14365d";
const ACCENT = "#e2533b";
const MUTED = "#555555";
const RULE = "#cccccc";
const MARGIN = 40;
const ROW = 13;
const FOOTER_SPACE = 36;
const CJK = "cjk";

/** The favicon's cap (public/favicon.svg), drawn as the logo. */
const LOGO_PATHS: readonly [string, string][] = [
  ["M8 40c0-16 10-28 24-28s24 12 24 28z", BRAND],
  ["M4 40h44c6 0 12 2 12 6H4z", ACCENT],
];

/**
 * The lines table is set in a monospaced font, one text call per line (pdfkit's text() is the
 * cost of a long PDF: one call per cell took 10 s for 1,000 orders). Widths are in character
 * cells: Courier's are 0.6 em; IPA Gothic's half-width characters are 0.5 em (so it is set 1.2
 * times larger) and its wide ones take two cells. The columns and their one-cell gaps fill the
 * A4 page between the margins (113 of 114 cells): "Quantity" and "Cantidad" fit whole.
 */
const TABLE_SIZE = 7.5;
const LINE_TABLE = [
  { key: "orderExport.column.product", cells: 40, right: false },
  { key: "orderExport.column.colour", cells: 15, right: false },
  { key: "orderExport.column.size", cells: 6, right: false },
  { key: "orderExport.column.upc", cells: 13, right: false },
  { key: "orderExport.column.lineQuantity", cells: 8, right: true },
  { key: "orderExport.column.unitPrice", cells: 12, right: true },
  { key: "orderExport.column.lineTotal", cells: 13, right: true },
] as const;

interface Writer {
  doc: PDFKit.PDFDocument;
  t: Translator;
  money(minor: number | null, currency: Currency): string;
  y: number;
}

/** East Asian wide and fullwidth characters take two cells of a monospaced line. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\ud840-\ud8bf][\udc00-\udfff]/u;

const cellsOf = (ch: string, cjk: boolean): number => (WIDE.test(ch) || (cjk && ch === "…") ? 2 : 1);

/** The text cut or padded to exactly `cells` cells, left- or right-aligned. */
function fitCells(text: string, cells: number, right: boolean, cjk: boolean): string {
  let used = 0;
  let out = "";
  const chars = [...text];
  const total = chars.reduce((n, ch) => n + cellsOf(ch, cjk), 0);
  const room = total > cells ? cells - cellsOf("…", cjk) : cells;
  for (const ch of chars) {
    const width = cellsOf(ch, cjk);
    if (used + width > room) break;
    out += ch;
    used += width;
  }
  if (total > cells) {
    out += "…";
    used += cellsOf("…", cjk);
  }
  const pad = " ".repeat(Math.max(0, cells - used));
  return right ? pad + out : out + pad;
}

function drawText(w: Writer, text: string, x: number, y: number, opts: { size?: number; bold?: boolean; color?: string; right?: number } = {}): void {
  const { doc } = w;
  const latin = isWinAnsi(text);
  const cjk = !latin && cjkFont() !== null;
  doc.font(cjk ? CJK : opts.bold ? "Helvetica-Bold" : "Helvetica").fontSize(opts.size ?? 8).fillColor(opts.color ?? "black");
  const value = latin || cjk ? text : winAnsiOnly(text);
  const left = opts.right !== undefined ? opts.right - doc.widthOfString(value) : x;
  doc.text(value, left, y, { lineBreak: false });
}

/** One line of the lines table: every cell in one monospaced text. */
function tableLine(w: Writer, cells: readonly string[], opts: { bold?: boolean; color?: string } = {}): void {
  // The monospaced CJK font sets every table line when the machine has it: pdfkit caches an
  // embedded font's layout per word, where Courier's kerning is looked up per character pair.
  const cjk = cjkFont() !== null;
  const text = LINE_TABLE.map((c, i) => fitCells(cjk ? (cells[i] ?? "") : winAnsiOnly(cells[i] ?? ""), c.cells, c.right, cjk)).join(" ");
  w.doc
    .font(cjk ? CJK : opts.bold ? "Courier-Bold" : "Courier")
    .fontSize(cjk ? TABLE_SIZE * 1.2 : TABLE_SIZE)
    .fillColor(opts.color ?? "black")
    .text(text, MARGIN, w.y, { lineBreak: false });
  w.y += ROW;
}

function footer(w: Writer, page: number): void {
  const { doc } = w;
  drawText(w, w.t("orderExport.pdf.page", { page }), MARGIN, doc.page.height - 28, { size: 7, color: MUTED });
}

function bottom(w: Writer): number {
  return w.doc.page.height - MARGIN - FOOTER_SPACE;
}

/** Starts a new page when `height` more points do not fit on this one. */
function ensureRoom(w: Writer, height: number): boolean {
  if (w.y + height <= bottom(w)) return false;
  w.doc.addPage();
  w.y = MARGIN;
  return true;
}

function logo(w: Writer, x: number, y: number): void {
  const { doc } = w;
  doc.save().translate(x, y).scale(0.5);
  for (const [path, colour] of LOGO_PATHS) doc.path(path).fill(colour);
  doc.restore();
  drawText(w, "BRIM", x + 36, y + 8, { size: 18, bold: true, color: BRAND });
}

function title(w: Writer, scope: ExportScope, count: number, owner: string, today: string): void {
  logo(w, MARGIN, MARGIN);
  drawText(w, w.t("orderExport.pdf.title"), MARGIN + 200, MARGIN + 4, { size: 16, bold: true, color: BRAND });
  drawText(w, w.t("orderExport.pdf.created", { date: formatIsoDate(today, scopeLocale(scope)), name: owner }), MARGIN + 200, MARGIN + 24, { size: 8, color: MUTED });
  drawText(w, w.t("orderExport.pdf.count", { count }), MARGIN + 200, MARGIN + 35, { size: 8, color: MUTED });
  w.y = MARGIN + 60;
}

function tableHeader(w: Writer): void {
  tableLine(
    w,
    LINE_TABLE.map((c) => w.t(c.key)),
    { bold: true, color: MUTED },
  );
}

function part(w: Writer, order: ExportOrder, p: ExportPart, summary: boolean): void {
  ensureRoom(w, ROW * 3);
  if (summary) {
    drawText(w, [p.code, p.deliveryTarget].filter(Boolean).join(" · "), MARGIN, w.y, { bold: true, size: 8, color: BRAND });
    w.y += ROW;
  }
  tableHeader(w);
  if (p.lines.length === 0) {
    drawText(w, w.t("orderExport.pdf.noLines"), MARGIN, w.y, { color: MUTED });
    w.y += ROW;
  }
  for (const line of p.lines) {
    if (ensureRoom(w, ROW)) tableHeader(w);
    tableLine(w, [line.productName, line.colour, line.size, line.upc, String(line.quantity), w.money(line.unitPriceMinor, order.currency), w.money(line.totalMinor, order.currency)]);
  }
}

function order(w: Writer, o: ExportOrder, locale: string): void {
  ensureRoom(w, ROW * 6);
  const { doc } = w;
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(MARGIN, w.y, width, 18).fill("#eef2f7");
  drawText(w, `${o.code}   ${o.statusText}   ${formatIsoDate(o.placedOn, locale)}`, MARGIN + 4, w.y + 5, { bold: true, size: 10, color: BRAND });
  w.y += 22;
  const facts = [
    `${w.t("orderExport.column.purchaseNumber")}: ${o.purchaseNumber ?? "–"}`,
    `${w.t("orderExport.column.placedBy")}: ${o.placedBy}`,
    ...(o.deliveryTarget ? [`${w.t("orderExport.column.deliveryTarget")}: ${o.deliveryTarget}`] : []),
  ];
  drawText(w, facts.join("     "), MARGIN, w.y, { size: 8 });
  w.y += ROW + 2;
  const summary = o.parts.length > 1 || o.parts[0]?.code !== o.code;
  for (const p of o.parts) part(w, o, p, summary);
  ensureRoom(w, ROW + 6);
  doc.moveTo(MARGIN, w.y).lineTo(MARGIN + width, w.y).lineWidth(0.5).strokeColor(RULE).stroke();
  w.y += 4;
  drawText(w, `${w.t("orderExport.column.quantity")}: ${o.quantity}     ${w.t("orderExport.pdf.total")}: ${w.money(o.totalMinor, o.currency)}`, MARGIN, w.y, { size: 9, right: MARGIN + width });
  w.y += ROW + 12;
}

export interface PdfOptions {
  /** Whose export it is (the title's "for …"). */
  owner: string;
  /** The site-calendar date of the export. */
  today: string;
  /** How many orders it holds (the title says it before they are read). */
  count: number;
}

/**
 * Writes the order summary PDF to `out` as it goes (pdfkit streams each page when the next one
 * starts): logo and title, per order its header, lines by sub-order and totals, a page number on
 * every page. Resolves when the document has been handed to `out` completely.
 */
export async function writePdf(out: Writable, scope: ExportScope, chunks: AsyncIterable<ExportOrder[]>, options: PdfOptions, onChunk?: (orders: number) => Promise<void>): Promise<void> {
  const size = SITES[scope.siteId].country === "US" ? "LETTER" : "A4";
  const doc = new PDFDocument({ size, margin: MARGIN, info: { Title: "Brim order summary", Author: "Brim" }, autoFirstPage: false });
  const font = cjkFont();
  if (font) doc.registerFont(CJK, font.path, font.family);
  const locale = scopeLocale(scope);
  const t = createTranslator(scope.language);
  const w: Writer = { doc, t, y: MARGIN, money: (minor, currency) => (minor === null ? t("orderExport.pdf.notAvailable") : formatMoney({ amount: minor, currency }, locale)) };
  let page = 0;
  doc.on("pageAdded", () => {
    page += 1;
    footer(w, page);
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("close", resolve);
    out.on("error", reject);
    doc.on("error", reject);
  });
  doc.pipe(out);
  doc.addPage();
  title(w, scope, options.count, options.owner, options.today);
  for await (const chunk of chunks) {
    for (const o of chunk) order(w, o, locale);
    await onChunk?.(chunk.length);
  }
  doc.end();
  await finished;
}
