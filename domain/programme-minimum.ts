/**
 * The custom programme's minimum (decisions 0008, 0042): a GCP product is made in runs of at least
 * 144 units (one gross) per material, counted over the customer's GCP cart (every size and colour
 * of the material together). A GCP cart below it for any material cannot be ordered: the cart and
 * the checkout say which products miss how many, and the server refuses the order.
 */
import type { BookingMode } from "./booking-modes.ts";

export const GCP_MINIMUM_PROGRAM_QUANTITY = 144;

/**
 * Whether a product goes into the custom programme here: a GCP product while the session is in GCP
 * mode. Only then is it held to the minimum and made to order; in STOCK and PREBOOKING a GCP
 * product cannot be added at all, and in GCP mode any other product cannot.
 */
export function inCustomProgramme(mode: BookingMode | null, gcpProduct: boolean): boolean {
  return mode === "GCP" && gcpProduct;
}

/**
 * The product page's programme-minimum box (decision 0042, walkthrough follow-ups): only where the
 * product can be added to the programme. Elsewhere the page says it is GCP-only, and a count of
 * units towards a minimum it cannot reach in this mode would only mislead.
 */
export function showsProgrammeMinimum(mode: BookingMode | null, gcpProduct: boolean): boolean {
  return inCustomProgramme(mode, gcpProduct);
}

export interface ProgrammeMinimum {
  minimumProgramMet: boolean;
  currentProgramQuantity: number;
  minimumProgramQuantity: number;
}

/** What `GET /api/products/minimum` answers for a material holding `current` units in the GCP cart. */
export function programmeMinimumOf(gcp: boolean, current: number): ProgrammeMinimum {
  const minimumProgramQuantity = gcp ? GCP_MINIMUM_PROGRAM_QUANTITY : 0;
  return { minimumProgramMet: current >= minimumProgramQuantity, currentProgramQuantity: current, minimumProgramQuantity };
}

export interface ProgrammeLine {
  materialId: number;
  productCode: string;
  productName: string;
  quantity: number;
}

export interface ProgrammeShortfall {
  materialId: number;
  productCode: string;
  productName: string;
  current: number;
  minimum: number;
  missing: number;
}

/**
 * The materials of a GCP cart below the minimum, in the cart's order. Lines with quantity 0 do not
 * count (they are not ordered); a material with only such lines is not in the order at all.
 */
export function programmeShortfalls(lines: readonly ProgrammeLine[]): ProgrammeShortfall[] {
  const byMaterial = new Map<number, ProgrammeShortfall>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const found = byMaterial.get(line.materialId);
    if (found) found.current += line.quantity;
    else byMaterial.set(line.materialId, { materialId: line.materialId, productCode: line.productCode, productName: line.productName, current: line.quantity, minimum: GCP_MINIMUM_PROGRAM_QUANTITY, missing: 0 });
  }
  return [...byMaterial.values()].filter((s) => s.current < s.minimum).map((s) => ({ ...s, missing: s.minimum - s.current }));
}
