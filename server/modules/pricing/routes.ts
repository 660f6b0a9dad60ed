import { translate } from "../../../domain/i18n/index.ts";
import { integer } from "../../../domain/input.ts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { products } from "../../db/schema/index.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { customerPrices } from "./customer-prices.ts";

/** How long a product page's price request waits for the ERP before answering 503. */
const ERP_WAIT_MS = 8_000;

const FormattedPriceSchema = z.object({ value: z.number().int(), currency: z.string(), formattedValue: z.string() });

export const pricingRoutes: SiteRoutes = async (app) => {
  app.get(
    "/api/products/price",
    {
      schema: {
        tags: ["pricing"],
        summary:
          "The unit price the signed-in customer is charged for a material: the ERP's net price (source NET) or, without an ERP price condition, the list price (source LIST); with the quantity scale (HIDDEN when the user's prices are switched off)",
        querystring: z.object({
          material: integer({ min: 1, message: "Enter a material id", minMessage: "Enter a positive number" }),
        }),
        response: {
          200: z.object({
            materialId: z.number().int(),
            status: z.enum(["OK", "NOT_AVAILABLE", "HIDDEN"]),
            yourPrice: FormattedPriceSchema.nullable(),
            source: z.enum(["NET", "LIST"]).nullable(),
            /** Unit price per order-line quantity (one material, one delivery target), from 1 up; empty without a price. */
            scale: z.array(z.object({ minQuantity: z.number().int(), yourPrice: FormattedPriceSchema })),
          }),
        },
      },
    },
    async (req, reply) => {
      const materialId = req.query.material;
      const [known] = await req.ctx.db.select({ id: products.id }).from(products).where(eq(products.materialId, materialId)).limit(1);
      if (!known) return sendError(reply, 404, "No such product", [{ field: "material", message: "Not found" }]);
      const result = await customerPrices(req.ctx, [materialId], AbortSignal.timeout(ERP_WAIT_MS));
      if (result.kind === "noCustomer") return sendError(reply, 403, "Customer prices are shown to partner accounts only");
      if (result.kind === "erpUnavailable") return sendError(reply, 503, translate(req.ctx.language, "dealerPrice.unavailable"));
      const price = result.prices.get(materialId) ?? { status: "NOT_AVAILABLE" as const };
      const shown = price.status === "OK" ? price : { yourPrice: null, source: null, scale: [] };
      return reply
        .header("cache-control", "private, no-store")
        .send({ materialId, status: price.status, yourPrice: shown.yourPrice, source: shown.source, scale: shown.scale });
    },
  );
};
