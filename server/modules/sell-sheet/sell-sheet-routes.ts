import { sellSheetPayloadSchema } from "../../../domain/sell-sheet/payload-schema.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import { changeLines } from "../cart/cart-service.ts";
import { fileToPayload, formOutcomePath, skippedCellMessages } from "./sell-sheet-file.ts";
import { sellSheetTemplate } from "./sell-sheet-template.ts";
import { importSellSheet, type SellSheetWriter } from "./import-sell-sheet.ts";
import { listContext } from "../lists/page-list.ts";
import { listIfOpened } from "../lists/list-service.ts";
import { sealSnapshot, snapshotList } from "../lists/snapshots.ts";
import type { ListPage } from "../../../domain/lists.ts";

/**
 * The quick order's and the bag's writer (decision 0056): the list's state is kept first, so the
 * whole import can be undone (`{page}/undoImport`) while nothing changed after it.
 */
const listWriter: SellSheetWriter = async (ctx, lines, options) => {
  const list = await listIfOpened(ctx);
  if (!list.ok) return list;
  // Null: a quick order not opened yet (decision 0060), opened by the import's write.
  const before = list.value;
  if (before) await snapshotList(ctx.db, before.id, ctx.now);
  const result = await changeLines(before ? { ...ctx, list: before } : ctx, lines, options);
  if (result.ok) await sealSnapshot(ctx.db, result.value.view.cart.id, before ? null : ctx.now);
  return result;
};

const UPLOAD_PAGES: { prefix: string; page: ListPage }[] = [
  { prefix: "/cart", page: "cart" },
  { prefix: "/quickOrder", page: "quickOrder" },
  { prefix: "/bag", page: "unifiedShoppingBag" },
];

/** Room for the multipart envelope around the largest accepted file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Sell-sheet import into the session's cart and the rep's blank sheet (decision 0057). */
export const sellSheetRoutes: SiteRoutes = async (app, { deps }) => {
  const { maxBytes } = deps.config.sellSheet;
  const { maxLines } = deps.config.lists;
  for (const { prefix, page } of UPLOAD_PAGES) app.post(
    `${prefix}/sellSheetUpload`,
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
      const listed = await listContext(req.ctx, page);
      if (!listed.ok) return sendCartFailure(req, reply, listed.failure);
      const result = await importSellSheet(listed.value, req.body, page === "cart" ? changeLines : listWriter);
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
      const undoUrl = page === "cart" ? undefined : `${formOutcomePath(req, {}).replace(/\?$/, "")}/undoImport`;
      return reply.header("cache-control", "private, no-store").send({ ...value, skippedCells, undoUrl });
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
