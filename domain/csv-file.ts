/**
 * Which files the CSV saved-cart import takes (account-and-ordering §5 "CSV import", decision
 * 0058), checked by the import page before sending and by the server again. Kept apart from the
 * parser so that the page does not load it.
 */
/** The content types §5 accepts (the ms-excel type is what Windows sends for .csv). */
export const CSV_CONTENT_TYPES = ["text/csv", "application/vnd.ms-excel"] as const;

export type CsvFileProblem = "noFile" | "notCsv" | "tooLarge";

/** The checks of §5 on the chosen file: one is required, of a CSV type and name, and not too large. */
export function checkCsvFile(file: { name: string; type: string; size: number } | null, maxBytes: number): CsvFileProblem | null {
  if (!file || (file.name === "" && file.size === 0)) return "noFile";
  const type = file.type.split(";", 1)[0]!.trim().toLowerCase();
  if (!(CSV_CONTENT_TYPES as readonly string[]).includes(type) || !file.name.toLowerCase().endsWith(".csv")) return "notCsv";
  if (file.size > maxBytes) return "tooLarge";
  return null;
}

/** A size limit as the messages show it: "2 MB", "512 KB". */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
