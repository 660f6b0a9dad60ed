/**
 * The orders an export is asked for (account-and-ordering §3 "Order export selection", §7
 * "Order export joins the chosen codes with a semicolon"). The history's export form posts its
 * checkboxes as repeated `orderCodes` fields, one code each, so it works without JavaScript; a
 * script or another client may send one `orderCodes` field with the codes joined by `;`. Both
 * read the same: every value split on `;`, trimmed, empty parts and repeats dropped, in order.
 */
export function parseOrderCodes(values: string | readonly string[] | undefined | null): string[] {
  const list = values === undefined || values === null ? [] : typeof values === "string" ? [values] : values;
  const codes = list.flatMap((v) => v.split(";")).map((c) => c.trim()).filter((c) => c !== "");
  return [...new Set(codes)];
}

/** The one-field form of a selection: the codes joined by `;`. */
export function joinOrderCodes(codes: readonly string[]): string {
  return codes.join(";");
}
