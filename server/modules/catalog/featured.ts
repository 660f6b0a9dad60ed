import { and, asc, eq, sql } from "drizzle-orm";
import { formatMoney } from "../../../domain/money.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { prices, productColours, products, teams } from "../../db/schema/index.ts";

export interface ProductTile {
  code: string;
  name: string;
  team: string | null;
  url: string;
  image: { url: string; altText: string };
  price: { value: number; currency: string; formattedValue: string } | null;
  labels: string[];
}

export function productImageUrl(code: string, colourCode: string): string {
  return `/media/products/${encodeURIComponent(code)}/${encodeURIComponent(colourCode)}.svg`;
}

/** Products for the home page, with the MSRP in the visitor's currency and the first colour's image. */
export async function featuredProducts(ctx: RequestContext, limit: number): Promise<ProductTile[]> {
  const rows = await ctx.db
    .select({
      code: products.code,
      name: products.name,
      labels: products.labels,
      team: teams.name,
      msrpMinor: prices.msrpMinor,
      colourCode: productColours.code,
      colourName: productColours.name,
    })
    .from(products)
    .leftJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, ctx.currency)))
    .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.position, 0)))
    .where(sql`${products.labels} && array['NEW','BESTSELLER']::text[]`)
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    team: r.team,
    url: sitePath(ctx.site, `/p/${r.code}`),
    image: { url: productImageUrl(r.code, r.colourCode), altText: `${r.name}, ${r.colourName}` },
    price:
      r.msrpMinor === null
        ? null
        : {
            value: r.msrpMinor,
            currency: ctx.currency,
            formattedValue: formatMoney({ amount: r.msrpMinor, currency: ctx.currency }, ctx.locale),
          },
    labels: r.labels,
  }));
}
