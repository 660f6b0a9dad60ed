import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { initialRange, LOOP_MAX_ITEMS } from "../../../domain/carousel.ts";
import { homePageFor, type CmsContent, type HomePage } from "../../../domain/cms.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { categories, cmsComponents, cmsSlots, products } from "../../db/schema/index.ts";
import type { ProductTile } from "../catalog/featured.ts";
import { productTilePage, type ProductTilePage } from "../catalog/product-tiles.ts";

export type ResolvedComponent =
  | { uid: string; type: "hero"; title: string; lead: string; link: { href: string; label: string } | null }
  | { uid: string; type: "productCarousel"; title: string; displayProductTitles: boolean; total: number; items: ProductTile[] }
  | { uid: string; type: "categoryTiles"; title: string; tiles: { code: string; name: string; href: string }[] };

function carouselCondition(query: Extract<CmsContent, { type: "productCarousel" }>["query"]): SQL {
  const parts: SQL[] = [];
  if (query.labels?.length) parts.push(sql`${products.labels} && ${sql.param(query.labels)}::text[]`);
  if (query.category) parts.push(eq(products.categoryCode, query.category));
  return parts.length ? (or(...parts) ?? sql`true`) : sql`true`;
}

const visibleOnSite = (ctx: RequestContext) => or(isNull(cmsComponents.siteId), eq(cmsComponents.siteId, ctx.site.id));

async function resolve(ctx: RequestContext, uid: string, content: CmsContent): Promise<ResolvedComponent> {
  const lang = ctx.language;
  switch (content.type) {
    case "hero":
      return {
        uid,
        type: "hero",
        title: content.title[lang],
        lead: content.lead[lang],
        link: content.link ? { href: sitePath(ctx.site, content.link.path), label: content.link.label[lang] } : null,
      };
    case "productCarousel": {
      // Up to 15 (a looping carousel shows them all); a longer one starts with its first 10.
      const page = await productTilePage(ctx, carouselCondition(content.query), 0, LOOP_MAX_ITEMS);
      return {
        uid,
        type: "productCarousel",
        title: content.title[lang],
        displayProductTitles: content.displayProductTitles,
        total: page.total,
        items: page.items.slice(0, initialRange(page.total)),
      };
    }
    case "categoryTiles": {
      const rows = await ctx.db.select({ code: categories.code, names: categories.names }).from(categories).orderBy(asc(categories.position));
      return {
        uid,
        type: "categoryTiles",
        title: content.title[lang],
        tiles: rows.map((r) => ({ code: r.code, name: r.names[lang], href: sitePath(ctx.site, `/${r.code}`) })),
      };
    }
  }
}

/**
 * The components of the visitor's home page (consumer, dealer or corporate), in slot order.
 * The same for every visitor of a site, language, currency and page kind, so cached briefly.
 */
export function homeComponents(ctx: RequestContext): Promise<ResolvedComponent[]> {
  const page = homePageFor(ctx.site.b2b, ctx.user?.kind ?? null);
  const key = `${ctx.site.id}|${ctx.language}|${ctx.currency}|${page}`;
  return ctx.deps.caches.home.get(key, ctx.now.getTime(), () => loadHomeComponents(ctx, page));
}

async function loadHomeComponents(ctx: RequestContext, page: HomePage): Promise<ResolvedComponent[]> {
  const rows = await ctx.db
    .select({ uid: cmsComponents.uid, content: cmsComponents.content })
    .from(cmsSlots)
    .innerJoin(cmsComponents, eq(cmsComponents.uid, cmsSlots.componentUid))
    .where(and(eq(cmsSlots.page, page), visibleOnSite(ctx)))
    .orderBy(asc(cmsSlots.position));
  return Promise.all(rows.map((r) => resolve(ctx, r.uid, r.content)));
}

/** One component by uid, if it exists on this site. */
export async function componentByUid(ctx: RequestContext, uid: string): Promise<ResolvedComponent | null> {
  const [row] = await ctx.db
    .select({ uid: cmsComponents.uid, content: cmsComponents.content })
    .from(cmsComponents)
    .where(and(eq(cmsComponents.uid, uid), visibleOnSite(ctx)));
  return row ? resolve(ctx, row.uid, row.content) : null;
}

/** A window of a product carousel's items (lazy loading). Null when no such carousel. */
export async function carouselWindow(ctx: RequestContext, uid: string, start: number, range: number): Promise<ProductTilePage | null> {
  const [row] = await ctx.db
    .select({ content: cmsComponents.content })
    .from(cmsComponents)
    .where(and(eq(cmsComponents.uid, uid), visibleOnSite(ctx)));
  if (!row || row.content.type !== "productCarousel") return null;
  return productTilePage(ctx, carouselCondition(row.content.query), start, range);
}

/** Product references for a product page carousel: same team (related) or same silhouette (fit guide). */
export async function referenceWindow(
  ctx: RequestContext,
  input: { productCode: string; referenceTypes: ("RELATED" | "FIT_GUIDE")[]; start: number; range: number },
): Promise<ProductTilePage | null> {
  const [product] = await ctx.db
    .select({ id: products.id, teamId: products.teamId, silhouette: products.silhouetteCode })
    .from(products)
    .where(eq(products.code, input.productCode));
  if (!product) return null;
  const wanted: SQL[] = [];
  if (input.referenceTypes.includes("RELATED") && product.teamId !== null) wanted.push(eq(products.teamId, product.teamId));
  if (input.referenceTypes.includes("FIT_GUIDE")) wanted.push(eq(products.silhouetteCode, product.silhouette));
  if (wanted.length === 0) return { total: 0, items: [] };
  return productTilePage(ctx, and(or(...wanted), sql`${products.id} <> ${product.id}`) ?? sql`false`, input.start, input.range);
}

