import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { colourTranslations, prices, productColours, products, stockLevels, teams, variants } from "../../db/schema/index.ts";
import { productImageUrl, type ProductTile } from "../catalog/featured.ts";
import { sizeStockStatus, type SizeStockStatus } from "../catalog/product-detail-stock.ts";
import { colourTranslationOn, localColourName } from "../catalog/translations.ts";
import { formattedPrice, visitorPrice, type FormattedPrice } from "../catalog/visitor-price.ts";
import { customerPrices } from "../pricing/customer-prices.ts";

/** How long the order form waits for the ERP's prices before showing the grid without them. */
const ERP_WAIT_MS = 8_000;

/** A found product as the order form lists it, with its material id. */
export interface OrderFormListItem extends ProductTile {
  materialId: number;
}

const firstColourCode = sql<string | null>`(select c.code from product_colours c where c.product_id = ${products.id} order by c.position limit 1)`;

/**
 * The products named by `ids` (material ids, UPCs or product codes; service-and-support §2), in
 * one statement, in the order of the first id naming each; `unmatched`: the ids naming none.
 */
export async function productsByIds(ctx: RequestContext, ids: readonly string[]): Promise<{ items: OrderFormListItem[]; unmatched: string[] }> {
  if (ids.length === 0) return { items: [], unmatched: [] };
  const materialIds = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await ctx.db
    .select({
      code: products.code,
      materialId: products.materialId,
      name: products.name,
      team: teams.name,
      labels: products.labels,
      msrpMinor: prices.msrpMinor,
      colourCode: firstColourCode,
      upcs: sql<string[]>`array(select v.upc from variants v where v.product_id = ${products.id} and v.upc in (${idList}))`,
    })
    .from(products)
    .leftJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, ctx.currency)))
    .where(
      or(
        inArray(products.code, [...ids]),
        materialIds.length > 0 ? inArray(products.materialId, materialIds) : undefined,
        sql`${products.id} in (select v.product_id from variants v where v.upc in (${idList}))`,
      ),
    )
    .limit(ids.length * 2);
  const namesOf = (r: (typeof rows)[number]) => [r.code, String(r.materialId), ...r.upcs];
  const position = (r: (typeof rows)[number]) =>
    Math.min(
      ...namesOf(r)
        .map((id) => ids.indexOf(id))
        .filter((i) => i >= 0),
    );
  const matched = new Set(rows.flatMap(namesOf));
  const items = rows
    .sort((a, b) => position(a) - position(b))
    .map((r) => ({
      code: r.code,
      materialId: r.materialId,
      name: r.name,
      team: r.team,
      url: sitePath(ctx.site, `/p/${r.code}`),
      image: { url: r.colourCode ? productImageUrl(r.code, r.colourCode) : "", altText: r.name },
      price: visitorPrice(ctx, r.msrpMinor),
      labels: r.labels,
    }));
  return { items, unmatched: ids.filter((id) => !matched.has(id)) };
}

/** One size of one colour: the quantity input's limits. */
export interface OrderFormCell {
  upc: string;
  status: SizeStockStatus;
  available: number;
  maxOrderQuantity: number | null;
  forceInStock: boolean;
}

/** A colour of a product: one cell per size of the product, null where the colour lacks it. */
export interface OrderFormRow {
  colourCode: string;
  colourName: string;
  primaryHex: string;
  cells: (OrderFormCell | null)[];
}

export interface OrderFormProduct {
  code: string;
  materialId: number;
  name: string;
  url: string;
  imageUrl: string | null;
  gcp: boolean;
  /** The product's sizes, in size order: the grid's columns. */
  sizes: string[];
  rows: OrderFormRow[];
  /** Price per cap: the customer's price on a partner site (decision 0043), else the list price; null when none. */
  unitPrice: FormattedPrice | null;
}

export interface OrderFormGrid {
  products: OrderFormProduct[];
  /** The user's prices are switched off: no price or amount is shown. */
  pricesHidden: boolean;
  /** The ERP did not answer: the prices of partner users are not shown this time. */
  pricesUnavailable: boolean;
}

/**
 * The grid of the checked products (`codes`, in that order): rows per colour, columns per size,
 * with stock and buy limit per cell and the price per cap. Two statements and one price call
 * for the whole form.
 */
export async function orderFormGrid(ctx: RequestContext, codes: readonly string[]): Promise<OrderFormGrid> {
  if (codes.length === 0) return { products: [], pricesHidden: false, pricesUnavailable: false };
  const found = await ctx.db
    .select({ id: products.id, code: products.code, materialId: products.materialId, name: products.name, gcp: products.gcp, msrpMinor: prices.msrpMinor })
    .from(products)
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, ctx.currency)))
    .where(inArray(products.code, [...codes]));
  const ids = found.map((p) => p.id);
  const [cells, unitPrices] = await Promise.all([cellsOf(ctx, ids), unitPricesOf(ctx, found)]);

  const byCode = new Map(found.map((p) => [p.code, p]));
  const list = codes.flatMap((code): OrderFormProduct[] => {
    const p = byCode.get(code);
    if (!p) return [];
    const own = cells.filter((c) => c.productId === p.id);
    const sizes = [...new Map(own.map((c) => [c.size, c.sizePosition])).entries()].sort((a, b) => a[1] - b[1]).map(([size]) => size);
    const rows = new Map<string, OrderFormRow>();
    for (const c of own) {
      let row = rows.get(c.colourCode);
      if (!row) {
        row = { colourCode: c.colourCode, colourName: c.colourName, primaryHex: c.primaryHex, cells: sizes.map(() => null) };
        rows.set(c.colourCode, row);
      }
      const stock = c.quantity === null ? null : { quantity: c.quantity, lowStockThreshold: c.lowStockThreshold ?? 0, forceInStock: c.forceInStock ?? false };
      row.cells[sizes.indexOf(c.size)] = {
        upc: c.upc,
        status: sizeStockStatus(stock),
        available: Math.max(0, c.quantity ?? 0),
        maxOrderQuantity: c.maxOrderQuantity !== null && c.maxOrderQuantity > 0 ? c.maxOrderQuantity : null,
        forceInStock: c.forceInStock ?? false,
      };
    }
    const first = [...rows.values()][0];
    return [
      {
        code: p.code,
        materialId: p.materialId,
        name: p.name,
        url: sitePath(ctx.site, `/p/${p.code}`),
        imageUrl: first ? productImageUrl(p.code, first.colourCode) : null,
        gcp: p.gcp,
        sizes,
        rows: [...rows.values()],
        unitPrice: unitPrices.prices.get(p.materialId) ?? null,
      },
    ];
  });
  return { products: list, pricesHidden: unitPrices.hidden, pricesUnavailable: unitPrices.unavailable };
}

function cellsOf(ctx: RequestContext, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({
      productId: variants.productId,
      colourCode: productColours.code,
      colourName: localColourName,
      primaryHex: productColours.primaryHex,
      size: variants.size,
      sizePosition: variants.sizePosition,
      upc: variants.upc,
      maxOrderQuantity: variants.maxOrderQuantity,
      quantity: stockLevels.quantity,
      lowStockThreshold: stockLevels.lowStockThreshold,
      forceInStock: stockLevels.forceInStock,
    })
    .from(variants)
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .leftJoin(colourTranslations, colourTranslationOn(ctx.language))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .where(inArray(variants.productId, [...productIds]))
    .orderBy(asc(variants.productId), asc(productColours.position), asc(variants.sizePosition));
}

/** Price per cap by material: the customer's own (partner users with a unit), else the list price. */
async function unitPricesOf(
  ctx: RequestContext,
  found: readonly { materialId: number; msrpMinor: number | null }[],
): Promise<{ prices: Map<number, FormattedPrice>; hidden: boolean; unavailable: boolean }> {
  const list = new Map(found.flatMap((p) => (p.msrpMinor === null ? [] : [[p.materialId, formattedPrice(ctx, p.msrpMinor)] as const])));
  if (ctx.user?.pricesHidden) return { prices: new Map(), hidden: true, unavailable: false };
  const customer = await customerPrices(
    ctx,
    found.map((p) => p.materialId),
    AbortSignal.timeout(ERP_WAIT_MS),
  );
  if (customer.kind === "noCustomer") return { prices: list, hidden: false, unavailable: false };
  if (customer.kind === "erpUnavailable") return { prices: new Map(), hidden: false, unavailable: true };
  const own = new Map<number, FormattedPrice>();
  for (const [materialId, price] of customer.prices) if (price.status === "OK") own.set(materialId, price.yourPrice);
  return { prices: own, hidden: false, unavailable: false };
}
