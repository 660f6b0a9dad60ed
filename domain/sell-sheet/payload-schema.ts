/** The JSON body of `POST …/sellSheetUpload` (shopping-flow §3, §7), checked by the page before posting and by the route. */
import { z } from "zod";
import { UNSPECIFIED_DELIVERY_YEAR } from "./types.ts";

const text = (max: number) => z.string().trim().min(1).max(max);

export const QuantityChangeSchema = z.object({
  id: text(40),
  size: text(20).optional(),
  colour: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{1,10}$/).optional(),
  quantity: z.number().int().min(0).max(1_000_000),
  deliveryTarget: z.string().trim().toUpperCase().regex(/^[A-Z0-9_]{1,20}$/).optional(),
  deliveryYear: z.number().int().min(2000).max(UNSPECIFIED_DELIVERY_YEAR).optional(),
});

/** `maxLines` is the list limit: above it the whole sheet is refused, never truncated. */
export function sellSheetPayloadSchema(maxLines: number) {
  return z.object({
    productCodes: z.array(text(40)).max(maxLines),
    quantityChangesList: z.array(QuantityChangeSchema).min(1).max(maxLines, `A sell sheet can hold at most ${maxLines} lines.`),
    importByVariant: z.boolean(),
  });
}

export type SellSheetPayloadInput = z.infer<ReturnType<typeof sellSheetPayloadSchema>>;
