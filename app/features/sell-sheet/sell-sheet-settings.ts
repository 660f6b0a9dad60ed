import type { BookingMode } from "#domain/booking-modes.ts";

export interface SellSheetSettings {
  /** `{context}/{cart|quickOrder|bag}/sellSheetUpload` */
  uploadPath: string;
  templatePath: string;
  mode: BookingMode;
  maxBytes: number;
  maxLines: number;
  importByVariant: boolean;
}

/** The answer of `sellSheetUpload` (server/modules/sell-sheet/import-sell-sheet.ts, decision 0057). */
export interface SellSheetAnswer {
  confirmationMessage: string | null;
  errorMessage: string | null;
  skippedMaterials: { message: string }[];
  correctedVariantQuantities: { message: string }[];
  maxOrderQuantitiesVariantsExceeded: { message: string }[];
}
