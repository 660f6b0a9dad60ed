import { oneOf } from "./one-of.ts";
import { isOrderCode } from "./order-status.ts";

/**
 * Which orders an order-list export takes (account-and-ordering §3 "Order export selection", §7
 * "Export and import"): the chosen codes joined by `;` (`orderCodes`), or repeated `orderCode`
 * fields (a form without JavaScript posts one per checkbox), or every order the history's
 * filters match (`allMatching=true`).
 */
export const EXPORT_FORMATS = ["xlsx", "pdf", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
};

/** Most codes one request may name (a longer list is no selection a page makes). */
export const MAX_SELECTED_CODES = 20_000;

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === "string" && (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** `orders-20261128.xlsx`: the file name of an export made on that (site calendar) date. */
export function exportFileName(format: ExportFormat, isoDate: string): string {
  return `orders-${isoDate.replaceAll("-", "")}.${format}`;
}

export interface SelectionFields {
  orderCodes?: string | readonly string[] | undefined;
  orderCode?: string | readonly string[] | undefined;
  allMatching?: string | boolean | undefined;
}

export type OrderSelection = { kind: "codes"; codes: string[] } | { kind: "allMatching" };

export type SelectionProblem = { problem: "empty" } | { problem: "invalidCode"; code: string } | { problem: "tooMany"; max: number };

/**
 * Why an export posted from a page without script was refused: the history shows it as an alert
 * (`?exportError=`), instead of the JSON error a script gets.
 */
export const EXPORT_ERRORS = ["empty", "tooMany", "format", "notFound"] as const;
export type ExportError = (typeof EXPORT_ERRORS)[number];

export function exportErrorOf(value: string | null): ExportError | null {
  return oneOf(EXPORT_ERRORS, value);
}

/** A selection problem as the page's alert names it (a malformed code cannot come from the page's own boxes: "not found"). */
export function exportErrorOfProblem(problem: SelectionProblem): ExportError {
  return problem.problem === "invalidCode" ? "notFound" : problem.problem;
}

export type SelectionResult = ({ ok: true } & { selection: OrderSelection }) | ({ ok: false } & SelectionProblem);

const TRUE_WORDS = new Set(["true", "on", "1", "yes"]);

/** A form's checkbox or a JSON boolean: true for true, "true", "on", "1", "yes". */
export function isChecked(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  return typeof value === "string" && TRUE_WORDS.has(value.trim().toLowerCase());
}

function listOf(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : [...value];
}

/**
 * The selection a request names: codes split on `;` (and commas, which some clients use),
 * trimmed, empty parts dropped, duplicates removed in their first order; every code must look like
 * an order code. `allMatching` wins over codes.
 */
export function parseOrderSelection(fields: SelectionFields): SelectionResult {
  if (isChecked(fields.allMatching)) return { ok: true, selection: { kind: "allMatching" } };
  const parts = [...listOf(fields.orderCodes), ...listOf(fields.orderCode)].flatMap((v) => v.split(/[;,]/)).map((c) => c.trim()).filter(Boolean);
  const codes = [...new Set(parts.map((c) => c.toUpperCase()))];
  if (codes.length === 0) return { ok: false, problem: "empty" };
  if (codes.length > MAX_SELECTED_CODES) return { ok: false, problem: "tooMany", max: MAX_SELECTED_CODES };
  const invalid = codes.find((c) => !isOrderCode(c));
  if (invalid !== undefined) return { ok: false, problem: "invalidCode", code: invalid };
  return { ok: true, selection: { kind: "codes", codes } };
}

/** The one-field form of a selection: the codes joined by `;` (what the history page's script posts). */
export function joinOrderCodes(codes: readonly string[]): string {
  return codes.join(";");
}
