/**
 * Text cells of exported spreadsheets (Excel and CSV). A text that starts with `=`, `+`, `-` or
 * `@` (or a tab or carriage return, which some programs skip before reading a formula) would be
 * read as a formula when the file is opened: a purchase number `=HYPERLINK(...)` must stay text.
 * Such a text is prefixed with an apostrophe (OWASP's advice), which spreadsheet programs show as
 * the text itself. Only text cells go through this; real numbers and dates stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeSpreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Characters that make a CSV field need quotes (RFC 4180: comma, quote, line breaks). */
const NEEDS_QUOTES = /[",\r\n]/;

/** A value of a CSV row: text (escaped against formulas), a number, or nothing. */
export type CsvValue = string | number | null;

/**
 * One CSV field (RFC 4180): text escaped against formulas, then quoted when it holds a comma, a
 * quote or a line break, with its quotes doubled. Numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = escapeSpreadsheetText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 writes it. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** The byte order mark that makes Excel read a CSV file as UTF-8. */
export const CSV_BOM = "\uFEFF";
