import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../context.ts";
import { productColours, products, silhouettes } from "../../db/schema/index.ts";
import { sendError } from "../../http/errors.ts";
import { renderProductSvg } from "./product-image.ts";

/**
 * Product pictures drawn from the product's colours. They depend only on catalogue data that
 * rarely changes, so browsers and CDNs may keep them for a day.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/media/products/:code/:file",
    {
      schema: {
        tags: ["catalog"],
        summary: "Product image (SVG) for one colour",
        params: z.object({ code: z.string().max(40), file: z.string().regex(/^[A-Za-z0-9_-]{1,20}\.svg$/) }),
        querystring: z.object({ size: z.coerce.number().int().min(32).max(2000).default(600) }),
      },
    },
    async (req, reply) => {
      const colourCode = req.params.file.replace(/\.svg$/, "");
      const [row] = await deps.db
        .select({
          productType: silhouettes.productType,
          primaryHex: productColours.primaryHex,
          secondaryHex: productColours.secondaryHex,
        })
        .from(products)
        .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
        .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.code, colourCode)))
        .where(eq(products.code, req.params.code));
      if (!row) return sendError(reply, 404, "Image not found");
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .send(renderProductSvg({ ...row, size: req.query.size }));
    },
  );
};
