import { integer } from "../../../domain/input.ts";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_VIEWS, fitImageSize, imageViewsFor } from "../../../domain/product-images.ts";
import type { AppDeps } from "../../context.ts";
import { productColours, products, silhouettes } from "../../db/schema/index.ts";
import { sendError } from "../../http/errors.ts";
import { renderProductSvg } from "./product-image.ts";
import { garmentOf, productImageVersion } from "./product-media.ts";

/** A URL carrying the picture's current version never changes content: keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unversioned (tiles, carousels, search) or outdated URLs: a day, then revalidated by ETag. */
const REVALIDATED = "public, max-age=86400";

/**
 * Product pictures drawn from the product's colours, one per view, in the fixed sizes of
 * domain/product-images.ts (any other width is rounded up to one of them).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/media/products/:code/:file",
    {
      schema: {
        tags: ["catalog"],
        summary: "Product image (SVG) for one colour and view",
        params: z.object({ code: z.string().max(40), file: z.string().regex(/^[A-Za-z0-9_-]{1,20}\.svg$/) }),
        querystring: z.object({
          size: integer({ min: 16, max: 2000 }).default(800),
          view: z.enum(IMAGE_VIEWS).default("front"),
          v: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).optional(),
        }),
      },
    },
    async (req, reply) => {
      const colourCode = req.params.file.replace(/\.svg$/, "");
      const [row] = await deps.db
        .select({
          productType: silhouettes.productType,
          silhouette: silhouettes.name,
          primaryHex: productColours.primaryHex,
          secondaryHex: productColours.secondaryHex,
        })
        .from(products)
        .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
        .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.code, colourCode)))
        .where(eq(products.code, req.params.code));
      if (!row) return sendError(reply, 404, "Image not found");
      const { view } = req.query;
      if (!imageViewsFor(row.productType).includes(view)) return sendError(reply, 404, "Image not found", [{ field: "view", message: "This product has no such view" }]);

      const source = { productType: row.productType, primaryHex: row.primaryHex, secondaryHex: row.secondaryHex, garment: garmentOf(row.silhouette) };
      const version = productImageVersion(source);
      const size = fitImageSize(req.query.size);
      const etag = `"${version}-${view}-${size}"`;
      reply.header("cache-control", req.query.v === version ? IMMUTABLE : REVALIDATED).header("etag", etag);
      if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) return reply.code(304).send();
      return reply.type("image/svg+xml; charset=utf-8").send(renderProductSvg({ ...source, size, view }));
    },
  );
};
