/**
 * The unit price a customer with ERP prices is charged for one material (decisions 0043, 0048),
 * shared by the price answer of the product page and its quantity scale.
 */

/**
 * Order-line quantities (one material, one delivery target, all sizes) from which the ERP's trade
 * price lists give a better unit price. The product page asks the ERP for each, so every row it
 * shows is what a cart with that many units is quoted.
 */
export const QUANTITY_SCALE_STEPS = [1, 144, 576] as const;

/** NET: the ERP's price condition; LIST: the ERP has none for the material, so the MSRP is charged. */
export type PriceSource = "NET" | "LIST";

export interface ChargedUnitPrice {
  unitMinor: number;
  source: PriceSource;
}

/**
 * What the cart charges a unit: the ERP's net price, else the list price (MSRP) the cart counts
 * when the ERP holds no condition for the material; null when there is neither.
 */
export function chargedUnitPrice(netMinor: number | null, listMinor: number | null): ChargedUnitPrice | null {
  if (netMinor !== null) return { unitMinor: netMinor, source: "NET" };
  if (listMinor !== null) return { unitMinor: listMinor, source: "LIST" };
  return null;
}

export interface ScaleRow extends ChargedUnitPrice {
  /** From this many units of the material on one order line. */
  minQuantity: number;
}

/**
 * The quantity scale to show from the quotes at each step (ascending): a step whose price is
 * the same as the step before is left out, so a material without scales shows a single row.
 */
export function quantityScale(quotes: readonly ScaleRow[]): ScaleRow[] {
  const rows: ScaleRow[] = [];
  for (const quote of [...quotes].sort((a, b) => a.minQuantity - b.minQuantity)) {
    const before = rows.at(-1);
    if (before && before.unitMinor === quote.unitMinor && before.source === quote.source) continue;
    rows.push(quote);
  }
  return rows;
}
