import { and, asc, eq } from "drizzle-orm";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { colourTranslations, leagues, prices, productColours, products, productTranslations, silhouettes, stockLevels, teams, variants } from "../../db/schema/index.ts";
import { productImageUrl } from "./featured.ts";
import { galleryImages, garmentOf, type GalleryImage } from "./product-media.ts";
import { isOrderable, sizeStockStatus, type SizeStockStatus } from "./product-detail-stock.ts";
import { colourTranslationOn, localColourName, localDescription, productTranslationOn } from "./translations.ts";
import { visitorPrice, type FormattedPrice } from "./visitor-price.ts";

export type { FormattedPrice, GalleryImage, SizeStockStatus };

export interface ProductSize {
  upc: string;
  size: string;
  status: SizeStockStatus;
  /** Stock on hand (never negative): the limit the quantity input checks against. */
  available: number;
  /** Buy limit, null when there is none. */
  maxOrderQuantity: number | null;
}

export interface ProductColourOption {
  code: string;
  name: string;
  primaryHex: string;
  imageUrl: string;
  altText: string;
  /** The gallery: one picture per view, front first (versioned URLs without a size). */
  images: GalleryImage[];
  /** Some size of this colour can be ordered. */
  orderable: boolean;
  sizes: ProductSize[];
}

export interface ProductDetail {
  code: string;
  materialId: number;
  name: string;
  description: string;
  team: string | null;
  league: string | null;
  silhouette: string;
  labels: string[];
  gcp: boolean;
  url: string;
  /** MSRP (list price) in the visitor's currency; null when the product has none in it. */
  msrp: FormattedPrice | null;
  /**
   * Whether the page shows the customer's own price: signed-in partner users of a customer unit.
   * The price itself comes from the ERP after the page loads (`GET {context}/api/products/price`),
   * so rendering never waits on the ERP.
   */
  showsYourPrice: boolean;
  /** The user's customer prices are hidden: "Your price" shows N/A and is not fetched. */
  pricesHidden: boolean;
  colours: ProductColourOption[];
  /** Colour chosen in the URL or, when only one colour can be ordered, that one; else null. */
  selectedColour: string | null;
  /** Promo and discount users order without stock limits. */
  skipStockLimits: boolean;
}

/** The product page's data, or null for an unknown code. `colour` is the `?colour=` of the URL. */
export async function productDetail(ctx: RequestContext, code: string, colour: string | null): Promise<ProductDetail | null> {
  const [p] = await ctx.db
    .select({
      id: products.id,
      code: products.code,
      materialId: products.materialId,
      name: products.name,
      description: localDescription,
      labels: products.labels,
      gcp: products.gcp,
      team: teams.name,
      league: leagues.name,
      silhouette: silhouettes.name,
      productType: silhouettes.productType,
      msrpMinor: prices.msrpMinor,
    })
    .from(products)
    .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
    .leftJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, ctx.currency)))
    .leftJoin(productTranslations, productTranslationOn(ctx.language))
    .where(eq(products.code, code))
    .limit(1);
  if (!p) return null;

  const rows = await ctx.db
    .select({
      colourId: productColours.id,
      colourCode: productColours.code,
      colourName: localColourName,
      primaryHex: productColours.primaryHex,
      secondaryHex: productColours.secondaryHex,
      upc: variants.upc,
      size: variants.size,
      maxOrderQuantity: variants.maxOrderQuantity,
      quantity: stockLevels.quantity,
      lowStockThreshold: stockLevels.lowStockThreshold,
      forceInStock: stockLevels.forceInStock,
    })
    .from(productColours)
    .innerJoin(variants, eq(variants.colourId, productColours.id))
    .leftJoin(colourTranslations, colourTranslationOn(ctx.language))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .where(eq(productColours.productId, p.id))
    .orderBy(asc(productColours.position), asc(variants.sizePosition));

  const colours = new Map<number, ProductColourOption>();
  for (const r of rows) {
    let c = colours.get(r.colourId);
    if (!c) {
      c = {
        code: r.colourCode,
        name: r.colourName,
        primaryHex: r.primaryHex,
        imageUrl: productImageUrl(p.code, r.colourCode),
        altText: `${p.name}, ${r.colourName}`,
        images: galleryImages(p.code, r.colourCode, { productType: p.productType, primaryHex: r.primaryHex, secondaryHex: r.secondaryHex, garment: garmentOf(p.silhouette) }),
        orderable: false,
        sizes: [],
      };
      colours.set(r.colourId, c);
    }
    const stock = r.quantity === null ? null : { quantity: r.quantity, lowStockThreshold: r.lowStockThreshold ?? 0, forceInStock: r.forceInStock ?? false };
    const status = sizeStockStatus(stock);
    c.orderable ||= isOrderable(status);
    c.sizes.push({
      upc: r.upc,
      size: r.size,
      status,
      available: Math.max(0, r.quantity ?? 0),
      maxOrderQuantity: r.maxOrderQuantity !== null && r.maxOrderQuantity > 0 ? r.maxOrderQuantity : null,
    });
  }
  const list = [...colours.values()];
  const orderable = list.filter((c) => c.orderable);
  const chosen = colour !== null && list.some((c) => c.code === colour) ? colour : null;
  const single = list.length === 1 ? list[0] : orderable.length === 1 ? orderable[0] : undefined;

  return {
    code: p.code,
    materialId: p.materialId,
    name: p.name,
    description: p.description,
    team: p.team,
    league: p.league,
    silhouette: p.silhouette,
    labels: p.labels,
    gcp: p.gcp,
    url: sitePath(ctx.site, `/p/${p.code}`),
    msrp: visitorPrice(ctx, p.msrpMinor),
    showsYourPrice: ctx.site.b2b && ctx.user?.unitId != null,
    pricesHidden: ctx.user?.pricesHidden ?? false,
    colours: list,
    selectedColour: chosen ?? single?.code ?? null,
    skipStockLimits: ctx.user?.kind === "promo",
  };
}

