/**
 * Fit guides (spec shopping-flow §2 "fit-guide detail" modal, §9): a silhouette's name, a short
 * description of at most 200 characters, a size chart or a note on how one size fits, and the
 * crown, visor and closure. Layout breakpoints: mobile from 640 px, desktop from 1024 px.
 */

export const FIT_GUIDE_DESCRIPTION_LIMIT = 200;
/**
 * The modal's layout steps (one column below 640 px, two from 640, three from 1024); CSS media
 * queries cannot read these, so app/features/product/product-extras.module.css repeats them.
 */
export const FIT_GUIDE_BREAKPOINT_MOBILE = 640;
export const FIT_GUIDE_BREAKPOINT_DESKTOP = 1024;
export const ELLIPSIS = "…";

/** How far back (share of the limit) a cut may move to end at a word boundary. */
const WORD_BOUNDARY_SHARE = 0.75;

/**
 * `text` (trimmed, runs of white space made single) shortened to at most `limit` characters:
 * longer text is cut at the last word boundary that keeps at least three quarters of it (or
 * mid-word, for scripts without spaces) and ends with an ellipsis, which counts as one character.
 * Characters are Unicode code points, so no surrogate pair is ever split.
 */
export function truncateText(text: string, limit: number = FIT_GUIDE_DESCRIPTION_LIMIT): string {
  const clean = text.trim().replace(/\s+/g, " ");
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  if (limit < 1) return "";
  let cut = chars.slice(0, limit - 1).join("");
  // The cut lands on a boundary when the next character is a space.
  if (chars[limit - 1] !== " ") {
    const space = cut.lastIndexOf(" ");
    if (space >= 0 && Array.from(cut.slice(0, space)).length >= Math.floor((limit - 1) * WORD_BOUNDARY_SHARE)) cut = cut.slice(0, space);
  }
  return `${cut.replace(/[\s.,;:、。，-]+$/u, "")}${ELLIPSIS}`;
}

export interface HeadMeasure {
  /** Head circumference in centimetres, one decimal. */
  cm: number;
  /** Head circumference in inches, one decimal. */
  inches: number;
}

const FITTED_SIZE = /^(\d+)(?:\s+(\d+)\/(\d+))?$/;
const CM_PER_INCH = 2.54;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The head circumference a fitted cap size is made for: the size is the head's diameter in
 * inches, so the circumference is size × π ("7 1/4" → 22.8 in, 57.9 cm). Null for text that is
 * not a fitted size ("S/M", "OSFA").
 */
export function fittedHeadCircumference(size: string): HeadMeasure | null {
  const m = FITTED_SIZE.exec(size.trim());
  if (!m) return null;
  const [, whole, numerator, denominator] = m;
  const fraction = numerator && denominator ? Number(numerator) / Number(denominator) : 0;
  if (!Number.isFinite(fraction) || fraction >= 1) return null;
  const inches = (Number(whole) + fraction) * Math.PI;
  return { cm: round1(inches * CM_PER_INCH), inches: round1(inches) };
}

/** One row of a fit guide's size chart: the head circumference a size fits, from–to. */
export interface SizeChartRow {
  size: string;
  from: HeadMeasure;
  to: HeadMeasure;
}

/**
 * A chart row for a size that fits heads from one fitted size to another (a stretch "M/L" fits
 * 7 1/8 to 7 1/2); a fitted size is a row from itself to itself.
 */
export function sizeChartRow(size: string, fromFitted: string, toFitted: string = fromFitted): SizeChartRow {
  const from = fittedHeadCircumference(fromFitted);
  const to = fittedHeadCircumference(toFitted);
  if (!from || !to) throw new Error(`not a fitted size: ${fromFitted} / ${toFitted}`);
  return { size, from, to };
}
