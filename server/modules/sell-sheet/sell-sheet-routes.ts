import { sellSheetPayloadSchema } from "../../../domain/sell-sheet/payload-schema.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { changeLines } from "../cart/cart-service.ts";
import { fileToPayload, formOutcomePath, skippedCellMessages } from "./sell-sheet-file.ts";
import { sellSheetTemplate } from "./sell-sheet-template.ts";
import { importSellSheet } from "./import-sell-sheet.ts";

/** Room for the multipart envelope around the largest accepted file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Sell-sheet import into the session's cart and the rep's blank sheet (decision 0057). */
export const sellSheetRoutes: SiteRoutes = async (app, { deps }) => {
  const { maxBytes, maxLines } = deps.config.sellSheet;
  app.post(
    "/cart/sellSheetUpload",
    {
      // Anything bigger is refused while it streams in, before it is buffered.
      bodyLimit: maxBytes + ENVELOPE_BYTES,
      schema: {
        tags: ["cart"],
        summary: "Import a sell sheet into the session's cart: the JSON payload the page read from the workbook, or the workbook itself as multipart `file`",
        description:
          "Answers {confirmationMessage, errorMessage, linesImported, unitsAdded, skippedMaterials[], correctedVariantQuantities[], maxOrderQuantitiesVariantsExceeded[], skippedCells[]}. A file that cannot be read or is not a sell sheet answers 400 with the spec's message (413 when too big); a browser form without script is sent back to the cart with the outcome.",
        body: sellSheetPayloadSchema(maxLines),
      },
      preValidation: fileToPayload,
    },
    async (req, reply) => {
      const result = await importSellSheet(req.ctx, req.body, changeLines);
      if (!result.ok) {
        if (isBrowserFormPost(req) && result.failure.kind !== "signedOut") return reply.redirect(formOutcomePath(req, { sellSheet: "error", code: "failed" }), 303);
        return sendCartFailure(req, reply, result.failure);
      }
      const value = result.value;
      const skippedCells = skippedCellMessages(req);
      if (isBrowserFormPost(req)) {
        const skipped = value.skippedMaterials.length + skippedCells.length + value.correctedVariantQuantities.length + value.maxOrderQuantitiesVariantsExceeded.length;
        return reply.redirect(formOutcomePath(req, { sellSheet: value.unitsAdded > 0 ? "done" : "nothing", lines: value.linesImported, units: value.unitsAdded, skipped }), 303);
      }
      return reply.header("cache-control", "private, no-store").send({ ...value, skippedCells });
    },
  );

  app.get(
    "/cart/sellSheetTemplate",
    { schema: { tags: ["cart"], summary: "The blank sell sheet (xlsx, `sell` layout) for the session's booking mode: one sheet per open delivery in PREBOOKING" } },
    async (req, reply) => {
      if (!req.ctx.user) return sendCartFailure(req, reply, { kind: "signedOut" });
      const file = await sellSheetTemplate(req.ctx);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="sell-sheet-${(req.ctx.bookingMode ?? "STOCK").toLowerCase()}.xlsx"`)
        .send(file);
    },
  );
};
