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

/** Columns of a line: x offset in points from the left margin, width, right-aligned or not. */
const LINE_TABLE = [
  { key: "orderExport.column.product", x: 0, width: 170, right: false },
  { key: "orderExport.column.colour", x: 175, width: 80, right: false },
  { key: "orderExport.column.size", x: 260, width: 40, right: false },
  { key: "orderExport.column.upc", x: 302, width: 78, right: false },
  { key: "orderExport.column.lineQuantity", x: 382, width: 40, right: true },
  { key: "orderExport.column.unitPrice", x: 424, width: 50, right: true },
  { key: "orderExport.column.lineTotal", x: 476, width: 56, right: true },
] as const;

interface Writer {
  doc: PDFKit.PDFDocument;
  t: Translator;
  money(minor: number | null, currency: Currency): string;
  y: number;
}

function drawText(w: Writer, text: string, x: number, y: number, opts: { size?: number; bold?: boolean; color?: string; width?: number; right?: boolean } = {}): void {
  const { doc } = w;
  const latin = isWinAnsi(text);
  const cjk = !latin && cjkFont() !== null;
  doc.font(cjk ? CJK : opts.bold ? "Helvetica-Bold" : "Helvetica").fontSize(opts.size ?? 8).fillColor(opts.color ?? "black");
  let value = latin || cjk ? text : winAnsiOnly(text);
  if (opts.width !== undefined && doc.widthOfString(value) > opts.width) {
    while (value.length > 1 && doc.widthOfString(`${value}…`) > opts.width) value = value.slice(0, -1);
    value = `${value}…`;
  }
  const left = opts.right && opts.width !== undefined ? x + opts.width - doc.widthOfString(value) : x;
  doc.text(value, left, y, { lineBreak: false });
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
  for (const c of LINE_TABLE) drawText(w, w.t(c.key), MARGIN + c.x, w.y, { bold: true, width: c.width, right: c.right, size: 7, color: MUTED });
  w.y += ROW;
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
    const cells = [line.productName, line.colour, line.size, line.upc, String(line.quantity), w.money(line.unitPriceMinor, order.currency), w.money(line.totalMinor, order.currency)];
    LINE_TABLE.forEach((c, i) => drawText(w, cells[i] ?? "", MARGIN + c.x, w.y, { width: c.width, right: c.right }));
    w.y += ROW;
  }
}

function order(w: Writer, o: ExportOrder, locale: string): void {
  ensureRoom(w, ROW * 6);
  const { doc } = w;
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(MARGIN, w.y, width, 18).fill("#eef2f7");
  drawText(w, o.code, MARGIN + 4, w.y + 5, { bold: true, size: 10, color: BRAND });
  drawText(w, o.statusText, MARGIN + 110, w.y + 6, { size: 8 });
  drawText(w, formatIsoDate(o.placedOn, locale), MARGIN + width - 124, w.y + 6, { size: 8, width: 120, right: true });
  w.y += 22;
  const facts = [
    [w.t("orderExport.column.purchaseNumber"), o.purchaseNumber ?? "–"],
    [w.t("orderExport.column.placedBy"), o.placedBy],
    ...(o.deliveryTarget ? [[w.t("orderExport.column.deliveryTarget"), o.deliveryTarget]] : []),
  ];
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 3) * 180;
    drawText(w, `${label}:`, x, w.y, { size: 7, color: MUTED });
    drawText(w, value ?? "", x + 62, w.y, { size: 8, width: 112 });
  });
  w.y += ROW + 2;
  const summary = o.parts.length > 1 || o.parts[0]?.code !== o.code;
  for (const p of o.parts) part(w, o, p, summary);
  ensureRoom(w, ROW + 6);
  doc.moveTo(MARGIN, w.y).lineTo(MARGIN + width, w.y).lineWidth(0.5).strokeColor(RULE).stroke();
  w.y += 4;
  drawText(w, `${w.t("orderExport.column.quantity")}: ${o.quantity}`, MARGIN, w.y, { size: 8 });
  drawText(w, `${w.t("orderExport.pdf.total")}: ${w.money(o.totalMinor, o.currency)}`, MARGIN + width - 250, w.y, { bold: true, size: 9, width: 250, right: true });
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
