import { z } from "zod";
import { FUTURE_STOCK_MAX_SKUS } from "../../../domain/future-stock.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { futureStock } from "./future-stock.ts";

/** Product codes as the catalogue writes them; variant UPCs are 12 digits (8–14 accepted: GTINs). */
const ProductCode = z.string({ message: "Enter a product code" }).trim().regex(/^[A-Za-z0-9_-]{1,40}$/, "Letters, digits, - and _ only");
const Sku = z.string({ message: "Enter a sku" }).trim().regex(/^\d{8,14}$/, "A sku is 8 to 14 digits");

const FutureStockBody = z.object({
  productCode: ProductCode,
  skus: z
    .array(Sku, { message: "Give a list of skus" })
    .min(1, "Give at least one sku")
    .max(FUTURE_STOCK_MAX_SKUS, `At most ${FUTURE_STOCK_MAX_SKUS} skus`),
  CSRFToken: z.string().optional(),
});

const FutureStockReply = z.object({
  available: z.boolean(),
  message: z.string().optional(),
  entries: z.array(z.object({ sku: z.string(), size: z.string(), date: z.string(), quantity: z.number().int() })),
});

export const futureStockRoutes: SiteRoutes = async (app) => {
  app.post(
    "/inventory/future-stock",
    {
      schema: {
        tags: ["catalog"],
        summary: "Future stock of some sizes of a product: arrival dates and quantities (partner sites, CSRF header)",
        body: FutureStockBody,
        response: { 200: FutureStockReply },
      },
    },
    async (req, reply) => {
      const result = await futureStock(req.ctx, { productCode: req.body.productCode, skus: req.body.skus });
      switch (result.kind) {
        case "notOnThisSite":
          return sendError(reply, 404, "Not found");
        case "unknownProduct":
          return sendError(reply, 404, "No such product", [{ field: "productCode", message: "Not found" }]);
        case "foreignSkus":
          return sendError(
            reply,
            400,
            "Please correct the highlighted fields.",
            result.skus.map((s) => ({ field: `skus.${s.index}`, message: `${s.sku} is not a size of this product` })),
          );
        case "ok":
          return reply.header("cache-control", "private, no-store").send(result.answer);
      }
    },
  );
};
