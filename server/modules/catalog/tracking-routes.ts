import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { toAnalyticsNumber } from "../../../domain/money.ts";
import { categories, prices, productColours, products, teams } from "../../db/schema/index.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { productImageUrl } from "./featured.ts";

/**
 * Product info for the e-commerce data layer (service-and-support §3, §7). The price is a
 * decimal number in major units, as analytics tools expect; it is never used for money.
 */
export const trackingRoutes: SiteRoutes = async (app) => {
  app.get(
    "/tracking/product",
    {
      schema: {
        tags: ["tracking"],
        summary: "Product info pushed to the data layer when a product link is clicked",
        querystring: z.object({ productCode: z.string().trim().min(1).max(40) }),
        response: {
          200: z.object({
            name: z.string(),
            id: z.string(),
            price: z.number().nullable(),
            currency: z.string(),
            brand: z.string(),
            category: z.string(),
            variant: z.string().nullable(),
            photo: z.string(),
            description: z.string(),
          }),
        },
      },
    },
    async (req, reply) => {
      const ctx = req.ctx;
      const [row] = await ctx.db
        .select({
          code: products.code,
          name: products.name,
          description: products.description,
          team: teams.name,
          category: categories.names,
          msrpMinor: prices.msrpMinor,
          colourCode: productColours.code,
          colourName: productColours.name,
        })
        .from(products)
        .innerJoin(categories, eq(categories.code, products.categoryCode))
        .leftJoin(teams, eq(teams.id, products.teamId))
        .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, ctx.currency)))
        .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.position, 0)))
        .where(eq(products.code, req.query.productCode));
      if (!row) return sendError(reply, 404, "Unknown product", [{ field: "productCode", message: "Not found" }]);
      return {
        name: row.name,
        id: row.code,
        price: row.msrpMinor === null ? null : toAnalyticsNumber({ amount: row.msrpMinor, currency: ctx.currency }),
        currency: ctx.currency,
        brand: row.team ?? "Brim",
        category: row.category.en,
        variant: row.colourName,
        photo: productImageUrl(row.code, row.colourCode),
        description: row.description,
      };
    },
  );
};
