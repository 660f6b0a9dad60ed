import { z } from "zod";

/**
 * The input rules every request value passes before any handler sees it (issue 12 §5, decision
 * 0035). Pure and isomorphic: the server's input layer applies them to query, path and body, and
 * forms may use the same schemas.
 *
 * Text:
 *   - normalised to Unicode NFC (a composed "é" and "e" + combining accent are one value);
 *   - refused when it holds NUL or any other control character (C0, DEL, C1), or a lone UTF-16
 *     surrogate; a field that allows multi-line text also takes line feed, carriage return and tab.
 * Integers (quantities, entry numbers, years, sizes; shopping-flow "digits only"):
 *   - a JSON number that is a whole number, or text of decimal digits with an optional leading
 *     minus where the field allows negatives; nothing else ("0x10", "1e2", " 5", "+5", "5.0",
 *     true, [5], null are refused);
 *   - within int32 (−2,147,483,648 … 2,147,483,647); 1e309 (Infinity) and 2^31 are refused.
 */

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** Deepest nesting of a JSON body the input layer reads; deeper is refused, not walked. */
export const MAX_INPUT_DEPTH = 32;

export type TextProblem = "control";
export type TextCheck = { ok: true; value: string } | { ok: false; problem: TextProblem };

/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NFC-normalises `raw`, or refuses it for a control character (newline and tab only where `multiline`). */
export function checkText(raw: string, opts: { multiline?: boolean } = {}): TextCheck {
  const forbidden = opts.multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  if (forbidden.test(raw) || LONE_SURROGATE.test(raw)) return { ok: false, problem: "control" };
  return { ok: true, value: raw.normalize("NFC") };
}

export type IntegerProblem = "type" | "format" | "range";
export type IntegerCheck = { ok: true; value: number } | { ok: false; problem: IntegerProblem };

const DIGITS = /^[0-9]+$/;
const SIGNED_DIGITS = /^-?[0-9]+$/;

/** Reads an integer as the rules above say; `signed` allows a leading minus (and negative numbers). */
export function parseInteger(raw: unknown, opts: { signed?: boolean } = {}): IntegerCheck {
  let value: number;
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) return { ok: false, problem: "range" };
    if (!Number.isInteger(raw)) return { ok: false, problem: "format" };
    value = raw;
  } else if (typeof raw === "string") {
    if (!(opts.signed ? SIGNED_DIGITS : DIGITS).test(raw)) return { ok: false, problem: "format" };
    // More digits than any int32 has (leading zeros aside) cannot be in range.
    if (raw.replace(/^-?0+(?=\d)/, "").replace("-", "").length > 10) return { ok: false, problem: "range" };
    value = Number(raw);
  } else {
    return { ok: false, problem: "type" };
  }
  if (value < 0 && !opts.signed) return { ok: false, problem: "range" };
  if (value < INT32_MIN || value > INT32_MAX) return { ok: false, problem: "range" };
  return { ok: true, value: value === 0 ? 0 : value };
}

export const INTEGER_MESSAGES: Record<IntegerProblem, string> = {
  type: "Enter a whole number",
  format: "Enter digits only",
  range: "The number is out of range",
};

/**
 * A zod integer for route schemas, in place of `z.coerce.number().int()` (which reads "0x10" as
 * 16, true as 1 and [5] as 5). `min`/`max` keep the field's own limits inside int32.
 */
export function integer(opts: { min?: number; max?: number; message?: string; minMessage?: string; maxMessage?: string } = {}) {
  const min = Math.max(opts.min ?? 0, INT32_MIN);
  const max = Math.min(opts.max ?? INT32_MAX, INT32_MAX);
  return z
    .union([z.number(), z.string()], { message: opts.message ?? INTEGER_MESSAGES.type })
    .transform((raw, ctx) => {
      const read = parseInteger(raw, { signed: min < 0 });
      if (!read.ok) {
        ctx.addIssue({ code: "custom", message: read.problem === "type" ? (opts.message ?? INTEGER_MESSAGES.type) : INTEGER_MESSAGES[read.problem] });
        return z.NEVER;
      }
      if (read.value < min) {
        ctx.addIssue({ code: "custom", message: opts.minMessage ?? `Enter ${min} or more` });
        return z.NEVER;
      }
      if (read.value > max) {
        ctx.addIssue({ code: "custom", message: opts.maxMessage ?? `Enter at most ${max}` });
        return z.NEVER;
      }
      return read.value;
    })
    .meta({ format: "int32", description: `A whole number from ${min} to ${max}: a JSON number, or decimal digits${min < 0 ? " with an optional leading minus" : ""}` });
}
