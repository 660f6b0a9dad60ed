import { integer } from "../../../domain/input.ts";
import { z } from "zod";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { inboundForMaterial } from "./product-detail-inbound.ts";
import { programMinimum } from "./product-detail-minimum.ts";

/** Material ids are positive whole numbers within int32 (the input layer's rule; products.material_id is a bigint). */
const MaterialId = integer({ min: 1, message: "Enter a material id", minMessage: "Enter a positive number" });
const ColourCode = z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, "Letters, digits, - and _ only");

export const productRoutes: SiteRoutes = async (app) => {
  app.get(
    "/inventory/inbound/:materialId",
    {
      schema: {
        tags: ["catalog"],
        summary: "Inbound inventory of a material: units arriving per size and date",
        params: z.object({ materialId: MaterialId }),
        querystring: z.object({ colour: ColourCode.optional() }),
        response: {
          200: z.object({
            dates: z.array(z.string()),
            sizes: z.array(z.string()),
            inventories: z.array(z.object({ size: z.string(), date: z.string(), quantity: z.number().int() })),
          }),
        },
      },
    },
    async (req, reply) => {
      const inbound = await inboundForMaterial(req.ctx, req.params.materialId, req.query.colour ?? null);
      if (!inbound) return sendError(reply, 404, "No such product", [{ field: req.query.colour ? "colour" : "materialId", message: "Not found" }]);
      return reply.header("cache-control", "private, no-cache").send(inbound);
    },
  );

  app.get(
    "/api/products/minimum",
    {
      schema: {
        tags: ["catalog"],
        summary: "Programme minimum of a material and how much of it the customer's programme holds",
        querystring: z.object({ material: MaterialId }),
        response: {
          200: z.object({ minimumProgramMet: z.boolean(), currentProgramQuantity: z.number().int(), minimumProgramQuantity: z.number().int() }),
        },
      },
    },
    async (req, reply) => {
      const minimum = await programMinimum(req.ctx, req.query.material);
      if (!minimum) return sendError(reply, 404, "No such product", [{ field: "material", message: "Not found" }]);
      return reply.header("cache-control", "private, no-cache").send(minimum);
    },
  );
};
