import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { colourTranslations, prices, productColours, products, teams } from "../../db/schema/index.ts";
import { productImageUrl, type ProductTile } from "./featured.ts";
import { colourTranslationOn, localColourName } from "./translations.ts";
import { visitorPrice } from "./visitor-price.ts";

export interface ProductTilePage {
  total: number;
  items: ProductTile[];
}

/**
 * One window of product tiles matching a condition on `products`, in id order, with the total
 * count from the same query (a window function), the MSRP in the visitor's currency and the
 * first colour's picture.
 */
export async function productTilePage(ctx: RequestContext, where: SQL, start: number, range: number): Promise<ProductTilePage> {
  const rows = await ctx.db
    .select({
      code: products.code,
      name: products.name,
      labels: products.labels,
      team: teams.name,
      msrpMinor: prices.msrpMinor,
      colourCode: productColours.code,
      colourName: localColourName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .leftJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, ctx.currency)))
    .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.position, 0)))
    .leftJoin(colourTranslations, colourTranslationOn(ctx.language))
    .where(where)
    .orderBy(asc(products.id))
    .offset(start)
    .limit(range);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && start > 0) {
    const [count] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(where);
    total = count?.n ?? 0;
  }
  return {
    total,
    items: rows.map((r) => ({
      code: r.code,
      name: r.name,
      team: r.team,
      url: sitePath(ctx.site, `/p/${r.code}`),
      image: { url: productImageUrl(r.code, r.colourCode), altText: `${r.name}, ${r.colourName}` },
      price: visitorPrice(ctx, r.msrpMinor),
      labels: r.labels,
    })),
  };
}
