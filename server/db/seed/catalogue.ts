/**
 * Streams the generated catalogue into the database: products are generated in chunks, each
 * chunk is written table by table (parents first) with unnest-based bulk inserts, then dropped,
 * so memory stays flat whether 300 or 1,000,000 products are seeded.
 */
import type { DbOrTx } from "../client.ts";
import { BulkInserter, syncSequence } from "./batch.ts";
import { generateProduct, type IdCursor } from "./catalogue-gen.ts";
import type { SeededTeam } from "./reference.ts";
import { COLOUR_TRANSLATIONS } from "./reference-data.ts";
import { colourTranslations } from "../schema/index.ts";

export interface CatalogueOptions {
  products: number;
  random: number;
  /** Products generated and written per round (default 1000, about 10,000 variants). */
  chunkProducts?: number;
  log?: (msg: string) => void;
}

export interface CatalogueCounts {
  products: number;
  productColours: number;
  productTranslations: number;
  variants: number;
  prices: number;
  stockLevels: number;
  inboundInventory: number;
}

/** Postgres array literal for a text[] column sent through unnest (which would flatten 2-D arrays). */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

export async function seedCatalogue(
  tx: DbOrTx,
  teams: readonly SeededTeam[],
  opts: CatalogueOptions,
): Promise<CatalogueCounts> {
  const products = new BulkInserter("products", [
    { name: "id", type: "int4" },
    { name: "code", type: "text" },
    { name: "material_id", type: "int8" },
    { name: "name", type: "text" },
    { name: "description", type: "text" },
    { name: "silhouette_code", type: "text" },
    { name: "team_id", type: "int4" },
    { name: "category_code", type: "text" },
    { name: "gender", type: "text" },
    { name: "labels", type: "text", castTo: "text[]" },
    { name: "gcp", type: "bool" },
    { name: "created_at", type: "text", castTo: "timestamptz" },
    { name: "arrival_date", type: "date" },
  ]);
  const translations = new BulkInserter("product_translations", [
    { name: "product_id", type: "int4" },
    { name: "language", type: "text" },
    { name: "description", type: "text" },
  ]);
  const colours = new BulkInserter("product_colours", [
    { name: "id", type: "int4" },
    { name: "product_id", type: "int4" },
    { name: "code", type: "text" },
    { name: "name", type: "text" },
    { name: "primary_hex", type: "text" },
    { name: "secondary_hex", type: "text" },
    { name: "position", type: "int2" },
  ]);
  const prices = new BulkInserter("prices", [
    { name: "product_id", type: "int4" },
    { name: "currency", type: "text" },
    { name: "msrp_minor", type: "int8" },
  ]);
  const variants = new BulkInserter("variants", [
    { name: "id", type: "int4" },
    { name: "product_id", type: "int4" },
    { name: "colour_id", type: "int4" },
    { name: "size", type: "text" },
    { name: "size_position", type: "int2" },
    { name: "upc", type: "text" },
    { name: "max_order_quantity", type: "int4" },
  ]);
  const stock = new BulkInserter("stock_levels", [
    { name: "variant_id", type: "int4" },
    { name: "quantity", type: "int4" },
    { name: "low_stock_threshold", type: "int4" },
    { name: "force_in_stock", type: "bool" },
  ]);
  const inbound = new BulkInserter("inbound_inventory", [
    { name: "variant_id", type: "int4" },
    { name: "arrival_date", type: "date" },
    { name: "quantity", type: "int4" },
  ]);
  // Parents before children, so foreign keys hold after every statement.
  const inOrder = [products, translations, colours, prices, variants, stock, inbound];

  await tx.insert(colourTranslations).values(
    Object.entries(COLOUR_TRANSLATIONS).flatMap(([name, t]) => [
      { name, language: "es", translation: t.es },
      { name, language: "ja", translation: t.ja },
    ]),
  );

  const chunk = Math.max(1, opts.chunkProducts ?? 1000);
  const ids: IdCursor = { colour: 0, variant: 0 };
  const logEvery = Math.max(chunk, Math.ceil(opts.products / 10 / chunk) * chunk);
  const started = performance.now();

  for (let start = 0; start < opts.products; start += chunk) {
    const end = Math.min(opts.products, start + chunk);
    for (let i = start; i < end; i++) {
      const p = generateProduct(opts.random, i, teams, ids);
      products.push(
        p.id,
        p.code,
        p.materialId,
        p.name,
        p.description.en,
        p.silhouetteCode,
        p.teamId,
        p.categoryCode,
        p.gender,
        textArrayLiteral(p.labels),
        p.gcp,
        p.createdAt,
        p.arrivalDate,
      );
      translations.push(p.id, "es", p.description.es);
      translations.push(p.id, "ja", p.description.ja);
      for (const c of p.colours) {
        colours.push(c.id, p.id, c.code, c.name, c.primaryHex, c.secondaryHex, c.position);
      }
      prices.push(p.id, "USD", p.prices.USD);
      prices.push(p.id, "JPY", p.prices.JPY);
      prices.push(p.id, "MXN", p.prices.MXN);
      for (const v of p.variants) {
        variants.push(v.id, p.id, v.colourId, v.size, v.sizePosition, v.upc, v.maxOrderQuantity);
        stock.push(v.id, v.stock.quantity, 10, v.stock.forceInStock);
        for (const b of v.inbound) inbound.push(v.id, b.arrivalDate, b.quantity);
      }
    }
    for (const inserter of inOrder) await inserter.flush(tx);
    if (opts.log && end % logEvery === 0 && end < opts.products) {
      const s = ((performance.now() - started) / 1000).toFixed(1);
      opts.log(`  catalogue: ${end}/${opts.products} products, ${variants.written} variants (${s} s)`);
    }
  }

  await syncSequence(tx, "products");
  await syncSequence(tx, "product_colours");
  await syncSequence(tx, "variants");

  return {
    products: products.written,
    productColours: colours.written,
    productTranslations: translations.written,
    variants: variants.written,
    prices: prices.written,
    stockLevels: stock.written,
    inboundInventory: inbound.written,
  };
}
