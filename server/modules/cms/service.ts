import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { initialRange, LOOP_MAX_ITEMS, REFERENCE_CAROUSEL_MAX_ITEMS, type ReferenceType } from "../../../domain/carousel.ts";
import { homePageFor, type CmsContent, type HomePage } from "../../../domain/cms.ts";
import { contentPageUid, type ContentPageSlug } from "../../../domain/content-pages.ts";
import { truncateText, type SizeChartRow } from "../../../domain/fit-guide.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { categories, cmsComponents, cmsSlots, products } from "../../db/schema/index.ts";
import type { ProductTile } from "../catalog/featured.ts";
import { productTilePage, type ProductTilePage } from "../catalog/product-tiles.ts";

export type ResolvedComponent =
  | { uid: string; type: "hero"; title: string; lead: string; link: { href: string; label: string } | null }
  | { uid: string; type: "productCarousel"; title: string; displayProductTitles: boolean; total: number; items: ProductTile[] }
  | { uid: string; type: "categoryTiles"; title: string; tiles: { code: string; name: string; href: string }[] }
  | ResolvedFitGuide
  | ResolvedContentPage;

/** A content page in the visitor's language: paragraphs split at blank lines. */
export interface ResolvedContentPage {
  uid: string;
  type: "contentPage";
  slug: string;
  title: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** A fit guide in the visitor's language, its description cut to 200 characters. */
export interface ResolvedFitGuide {
  uid: string;
  type: "fitGuide";
  silhouetteCode: string;
  name: string;
  description: string;
  sizeChart: SizeChartRow[];
  sizeNote: string | null;
  crown: string | null;
  visor: string | null;
  closure: string | null;
}

/** The first window of a carousel: all of up to 15 items (looping or static), else the first 10. */
export function firstCarouselWindow(page: ProductTilePage): ProductTilePage {
  return { total: page.total, items: page.items.slice(0, initialRange(page.total)) };
}

function carouselCondition(query: Extract<CmsContent, { type: "productCarousel" }>["query"]): SQL {
  const parts: SQL[] = [];
  if (query.labels?.length) parts.push(sql`${products.labels} && ${sql.param(query.labels)}::text[]`);
  if (query.category) parts.push(eq(products.categoryCode, query.category));
  return parts.length ? (or(...parts) ?? sql`true`) : sql`true`;
}

export const visibleOnSite = (ctx: RequestContext) => or(isNull(cmsComponents.siteId), eq(cmsComponents.siteId, ctx.site.id));

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
      const page = firstCarouselWindow(await productTilePage(ctx, carouselCondition(content.query), 0, LOOP_MAX_ITEMS));
      return { uid, type: "productCarousel", title: content.title[lang], displayProductTitles: content.displayProductTitles, ...page };
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
    case "fitGuide":
      return {
        uid,
        type: "fitGuide",
        silhouetteCode: content.silhouetteCode,
        name: content.name[lang],
        description: truncateText(content.description[lang]),
        sizeChart: content.sizeChart,
        sizeNote: content.sizeNote?.[lang] ?? null,
        crown: content.crown?.[lang] ?? null,
        visor: content.visor?.[lang] ?? null,
        closure: content.closure?.[lang] ?? null,
      };
    case "contentPage":
      return {
        uid,
        type: "contentPage",
        slug: content.slug,
        title: content.title[lang],
        lead: content.lead[lang],
        sections: content.sections.map((s) => ({ heading: s.heading[lang], paragraphs: s.body[lang].split(/\n{2,}/) })),
      };
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

/** What a product's reference carousels are drawn from. */
export interface ReferenceProduct {
  id: number;
  teamId: number | null;
  silhouetteCode: string;
}

/**
 * A window of a product's references: same team (RELATED) and/or same silhouette (FIT_GUIDE),
 * never the product itself, at most the first REFERENCE_CAROUSEL_MAX_ITEMS by id (so neither
 * the window nor its count reads more rows than that).
 */
export async function referencePage(
  ctx: RequestContext,
  product: ReferenceProduct,
  referenceTypes: readonly ReferenceType[],
  start: number,
  range: number,
): Promise<ProductTilePage> {
  const wanted: SQL[] = [];
  if (referenceTypes.includes("RELATED") && product.teamId !== null) wanted.push(eq(products.teamId, product.teamId));
  if (referenceTypes.includes("FIT_GUIDE")) wanted.push(eq(products.silhouetteCode, product.silhouetteCode));
  if (wanted.length === 0) return { total: 0, items: [] };
  const firstReferences = ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(or(...wanted), ne(products.id, product.id)))
    .orderBy(asc(products.id))
    .limit(REFERENCE_CAROUSEL_MAX_ITEMS);
  return productTilePage(ctx, inArray(products.id, firstReferences), start, range);
}

/** Product references for a product page carousel, by product code; null for an unknown product. */
export async function referenceWindow(
  ctx: RequestContext,
  input: { productCode: string; referenceTypes: readonly ReferenceType[]; start: number; range: number },
): Promise<ProductTilePage | null> {
  const [product] = await ctx.db
    .select({ id: products.id, teamId: products.teamId, silhouetteCode: products.silhouetteCode })
    .from(products)
    .where(eq(products.code, input.productCode));
  if (!product) return null;
  return referencePage(ctx, product, input.referenceTypes, input.start, input.range);
}

/** A content page (about, careers, …) in the visitor's language; null when it has none on this site. */
export async function contentPage(ctx: RequestContext, slug: ContentPageSlug): Promise<ResolvedContentPage | null> {
  const component = await componentByUid(ctx, contentPageUid(slug));
  return component?.type === "contentPage" ? component : null;
}
