/**
 * Sell-sheet import into a list (shopping-flow §7 `sellSheetUpload`, decision 0057): the
 * payload's ids become variants (one query), lines that cannot be booked are reported as skipped,
 * and the rest go to the list through `write` (the cart's `changeLines` adding), so every cart
 * rule applies; what stock or a maximum order quantity cut is reported. The quick order and bag
 * pass their own writer.
 */
import { translate } from "../../../domain/i18n/index.ts";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { QuantityChange, SellSheetPayload } from "../../../domain/sell-sheet/types.ts";
import { UNSPECIFIED_DELIVERY_YEAR } from "../../../domain/sell-sheet/types.ts";
import type { RequestContext } from "../../context.ts";
import { targetKey, type UnitDeliveryTarget } from "../cart/booking-windows.ts";
import type { CartFailure, LineInput } from "../cart/cart-line-input.ts";
import type { LineOutcome } from "../cart/cart-service.ts";
import { cartDeliveryTargets } from "../cart/cart-view.ts";
import { sheetVariants, type SheetVariant, variantOf } from "./sell-sheet-variants.ts";

/** The list writer: `changeLines` or a list's own, adding the lines. */
export type SellSheetWriter = (
  ctx: RequestContext,
  lines: readonly LineInput[],
  options: { add: true },
) => Promise<{ ok: true; value: { outcomes: LineOutcome[] } } | { ok: false; failure: CartFailure }>;

export type SkipCode = "unknownMaterial" | "unknownSize" | "unknownVariant" | "windowClosed" | "notInMode";

export interface SkippedMaterial {
  id: string;
  size: string | null;
  deliveryTarget: string | null;
  reason: SkipCode;
  message: string;
}

export interface ReducedLine {
  id: string;
  size: string;
  upc: string;
  deliveryTarget: string | null;
  requested: number;
  added: number;
  message: string;
}

/** The response of §8: confirmation, error, skipped materials, corrected and max-order lines. */
export interface SellSheetImportResult {
  confirmationMessage: string | null;
  errorMessage: string | null;
  linesImported: number;
  unitsAdded: number;
  skippedMaterials: SkippedMaterial[];
  correctedVariantQuantities: ReducedLine[];
  maxOrderQuantitiesVariantsExceeded: ReducedLine[];
}

export type SellSheetImport = { ok: true; value: SellSheetImportResult } | { ok: false; failure: CartFailure };

interface Planned {
  change: QuantityChange;
  variant: SheetVariant;
  line: LineInput;
}

/** The booked target of a change: its own, or for year 2147483647 the first open one of that code. */
function targetOf(change: QuantityChange, targets: readonly UnitDeliveryTarget[]): UnitDeliveryTarget | null {
  if (change.deliveryTarget === undefined) return null;
  const open = targets.filter((t) => t.open && t.code === change.deliveryTarget);
  return (change.deliveryYear === UNSPECIFIED_DELIVERY_YEAR ? open[0] : open.find((t) => t.year === change.deliveryYear)) ?? null;
}

export async function importSellSheet(ctx: RequestContext, payload: SellSheetPayload, write: SellSheetWriter): Promise<SellSheetImport> {
  if (!ctx.user) return { ok: false, failure: { kind: "signedOut" } };
  const mode: BookingMode | null = ctx.bookingMode;
  if (!mode) return { ok: false, failure: { kind: "noCart" } };
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(ctx.language, key, params);
  const [index, targets] = await Promise.all([sheetVariants(ctx.db, payload.quantityChangesList), cartDeliveryTargets(ctx, ctx.db, mode)]);

  const skipped: SkippedMaterial[] = [];
  const planned: Planned[] = [];
  const skip = (change: QuantityChange, reason: SkipCode) =>
    skipped.push({
      id: change.id,
      size: change.size ?? null,
      deliveryTarget: change.deliveryTarget ? targetKey(change.deliveryTarget, change.deliveryYear ?? 0) : null,
      reason,
      message: t("sellSheet.skippedMaterial", { id: change.id, size: change.size ? ` ${change.size}` : "", reason: t(`sellSheet.skip.${reason}`) }),
    });
  for (const change of payload.quantityChangesList) {
    const found = variantOf(index, change);
    if (!found.ok) {
      skip(change, found.reason);
      continue;
    }
    if (found.variant.gcp !== (mode === "GCP")) {
      skip(change, "notInMode");
      continue;
    }
    // Outside PREBOOKING a sheet's delivery is dropped; in PREBOOKING it must be open.
    const target = mode === "PREBOOKING" ? targetOf(change, targets) : null;
    if (mode === "PREBOOKING" && target === null) {
      skip(change, "windowClosed");
      continue;
    }
    const line: LineInput = { upc: found.variant.upc, quantity: change.quantity, target: target && { code: target.code, year: target.year }, seasonCollection: null };
    planned.push({ change, variant: found.variant, line });
  }

  const result: SellSheetImportResult = {
    confirmationMessage: null,
    errorMessage: null,
    linesImported: 0,
    unitsAdded: 0,
    skippedMaterials: skipped,
    correctedVariantQuantities: [],
    maxOrderQuantitiesVariantsExceeded: [],
  };
  if (planned.length === 0) return { ok: true, value: { ...result, errorMessage: t("sellSheet.nothingAdded") } };
  const written = await write(ctx, planned.map((p) => p.line), { add: true });
  if (!written.ok) return written;
  const outcomes = new Map(written.value.outcomes.map((o) => [`${o.upc}|${o.target ? targetKey(o.target.code, o.target.year) : ""}`, o]));
  // Lines the sheet named twice (a material's size and its UPC) were added as one: reported once.
  const reported = new Set<LineOutcome>();
  for (const { change, variant, line } of planned) {
    const outcome = outcomes.get(`${line.upc}|${line.target ? targetKey(line.target.code, line.target.year) : ""}`);
    if (!outcome || reported.has(outcome)) continue;
    reported.add(outcome);
    result.linesImported += outcome.quantityAdded > 0 ? 1 : 0;
    result.unitsAdded += outcome.quantityAdded;
    if (outcome.statusCode === "success") continue;
    const reduced: ReducedLine = {
      id: change.id,
      size: variant.size,
      upc: variant.upc,
      deliveryTarget: line.target ? targetKey(line.target.code, line.target.year) : null,
      requested: change.quantity,
      added: outcome.quantityAdded,
      message: "",
    };
    const params = { id: change.size === undefined ? variant.upc : change.id, size: variant.size, requested: reduced.requested, added: reduced.added };
    if (outcome.statusCode === "maxOrderQuantityExceeded") result.maxOrderQuantitiesVariantsExceeded.push({ ...reduced, message: t("sellSheet.maxOrder", params) });
    else result.correctedVariantQuantities.push({ ...reduced, message: t("sellSheet.corrected", params) });
  }
  if (result.unitsAdded > 0) result.confirmationMessage = t("sellSheet.confirmation", { lines: result.linesImported, units: result.unitsAdded });
  else result.errorMessage = t("sellSheet.nothingAdded");
  return { ok: true, value: result };
}
