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
