/** The words of a refused sell sheet and of skipped cells, in the buyer's language (shopping-flow §8). */
import type { Translator } from "../i18n/index.ts";
import type { SellSheetError, SkippedCell } from "./types.ts";

/** The spec's message, and for "invalid file format" a second sentence saying what is wrong. */
export function sellSheetErrorText(error: SellSheetError, t: Translator): { message: string; detail: string | null } {
  switch (error.code) {
    case "corrupted":
      return { message: t("sellSheet.error.corrupted"), detail: null };
    case "emptyQuantities":
      return { message: t("sellSheet.error.emptyQuantities"), detail: null };
    case "materialExpected":
      return { message: t("sellSheet.error.materialExpected", { row: error.row, column: error.column }), detail: null };
    case "materialIdExpected":
      return { message: t("sellSheet.error.materialIdExpected", { row: error.row, column: error.column }), detail: null };
    case "tooManyLines":
      return { message: t("sellSheet.error.tooManyLines", { lines: error.lines, max: error.max }), detail: null };
    case "invalidFormat":
      return { message: t("sellSheet.error.invalidFormat"), detail: t(`sellSheet.reason.${error.reason}`, { sheet: error.sheet ?? "" }) };
  }
}

export function skippedCellText(cell: SkippedCell, t: Translator): string {
  return t("sellSheet.skippedCell", { sheet: cell.sheet, row: cell.row, column: cell.column, reason: t(`sellSheet.skip.${cell.reason}`) });
}
