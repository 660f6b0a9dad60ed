import { and, desc, eq, sql } from "drizzle-orm";
import { LOOP_MAX_ITEMS, type ReferenceType } from "../../../domain/carousel.ts";
import type { RequestContext } from "../../context.ts";
import { cmsComponents, products } from "../../db/schema/index.ts";
import type { ProductTilePage } from "../catalog/product-tiles.ts";
import { firstCarouselWindow, referencePage, visibleOnSite, type ReferenceProduct } from "./service.ts";

/** The product page's content beside the product: its reference carousels and its fit guide. */
export interface ProductPageExtras {
  /** Same team (RELATED), first window. */
  related: ProductTilePage;
  /** Same silhouette (FIT_GUIDE), first window. */
  sameFit: ProductTilePage;
  /** The fit guide component of the product's silhouette on this site, if there is one. */
  fitGuideUid: string | null;
}

/**
 * Reference carousels (first windows, server-rendered) and the uid of the silhouette's fit
 * guide; null for an unknown product. The same for every visitor of a site and currency (tiles
 * carry site links and prices, no visitor state), so kept briefly like the home page content.
 */
export function productPageExtras(ctx: RequestContext, productCode: string): Promise<ProductPageExtras | null> {
  const key = `${ctx.site.id}|${ctx.currency}|${productCode}`;
  return ctx.deps.caches.productExtras.get(key, ctx.now.getTime(), () => loadProductPageExtras(ctx, productCode));
}

/** A guide limited to this site wins over a shared one. */
async function loadProductPageExtras(ctx: RequestContext, productCode: string): Promise<ProductPageExtras | null> {
  const [row] = await ctx.db
    .select({ id: products.id, teamId: products.teamId, silhouetteCode: products.silhouetteCode, fitGuideUid: cmsComponents.uid })
    .from(products)
    .leftJoin(
      cmsComponents,
      and(eq(cmsComponents.type, "fitGuide"), sql`${cmsComponents.content} ->> 'silhouetteCode' = ${products.silhouetteCode}`, visibleOnSite(ctx)),
    )
    .where(eq(products.code, productCode))
    .orderBy(desc(sql`${cmsComponents.siteId} is not null`))
    .limit(1);
  if (!row) return null;
  const product: ReferenceProduct = { id: row.id, teamId: row.teamId, silhouetteCode: row.silhouetteCode };
  const first = async (type: ReferenceType) => firstCarouselWindow(await referencePage(ctx, product, [type], 0, LOOP_MAX_ITEMS));
  // One after the other: the embedded database has a single connection.
  const related = await first("RELATED");
  const sameFit = await first("FIT_GUIDE");
  return { related, sameFit, fitGuideUid: row.fitGuideUid };
}
