/** The page's file check (account-and-ordering §5 "Sell sheet import"): one spreadsheet file, not too big. */

export const SELL_SHEET_EXTENSIONS = ["xlsx", "xlsm", "xlsb", "xltx", "xltm", "xls", "xlt", "xml", "xlam", "xla", "xlw", "xlr"] as const;

/** The page's maximum (and the server's byte limit) unless configured: SELL_SHEET_MAX_BYTES. */
export const DEFAULT_SELL_SHEET_MAX_BYTES = 5 * 1024 * 1024;

export interface ChosenFile {
  name: string;
  size: number;
}

/** The extension, lower case, or "" without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** True when the choice is one spreadsheet file of at most `maxBytes`; otherwise the page says "File type error.". */
export function isAcceptableSellSheet(files: readonly ChosenFile[], maxBytes: number): boolean {
  if (files.length !== 1) return false;
  const [file] = files;
  if (!file || file.size <= 0 || file.size > maxBytes) return false;
  return (SELL_SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** The `accept` attribute of the file input. */
export const SELL_SHEET_ACCEPT = SELL_SHEET_EXTENSIONS.map((e) => `.${e}`).join(",");

const ZIP_FORMATS = new Set(["xlsx", "xlsm", "xlsb", "xltx", "xltm", "xlam"]);
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** A markup workbook (SpreadsheetML 2003, or the HTML an old export names .xls): `<` after an optional BOM and spaces. */
function isMarkup(bytes: Uint8Array): boolean {
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < bytes.length && i < 512 && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return bytes[i] === 0x3c;
}

/**
 * Whether the first bytes fit the extension, so that text named .xlsx is "the file is corrupted"
 * rather than read as a one-column sheet: zip formats start with a zip header, the binary ones
 * with a compound file (or an old BIFF record), .xml and exported .xls may be markup.
 */
export function looksLikeWorkbook(name: string, head: Uint8Array): boolean {
  const ext = extensionOf(name);
  if (ZIP_FORMATS.has(ext)) return startsWith(head, ZIP);
  if (ext === "xml") return isMarkup(head);
  const biff = head[0] === 0x09 && [0x00, 0x02, 0x04, 0x08].includes(head[1] ?? -1);
  return startsWith(head, CFB) || biff || isMarkup(head);
}
