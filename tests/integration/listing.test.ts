import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, stockLevels, teams, variants } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface FacetLink {
  href: string;
  label: string;
  count: number;
  selected: boolean;
}

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
const text = (s: string) => decode(s.replace(/<[^>]+>/g, "")).trim();

/** Facet value links of one group, as the page renders them. */
function facetLinks(html: string, name: string): FacetLink[] {
  const links: FacetLink[] = [];
  for (const m of html.matchAll(/<a href="([^"]+)"([^>]*)>(.*?)<\/a>/g)) {
    const attrs = m[2] ?? "";
    if (!attrs.includes(`data-facet="${name}"`)) continue;
    const parts = /<span[^>]*>([^<]*)<\/span><span[^>]*>(\d+)<\/span>$/.exec(m[3] ?? "");
    links.push({ href: decode(m[1] ?? ""), label: decode(parts?.[1] ?? ""), count: Number(parts?.[2]), selected: attrs.includes('aria-current="true"') });
  }
  return links;
}

function total(html: string): number {
  const m = /data-testid="listing-count">([^<]*)</.exec(html);
  if (!m) throw new Error("no result count on the page");
  return Number((m[1] ?? "").replace(/\D/g, ""));
}

function tileNames(html: string): string[] {
  return [...html.matchAll(/<article[^>]*>.*?<\/article>/g)].map((m) => /<span class="[^"]*name[^"]*">([^<]*)<\/span>/.exec(m[0])?.[1] ?? "").map(decode);
}

function tilePrices(html: string): string[] {
  return [...html.matchAll(/<article[^>]*>.*?<\/article>/g)].map((m) => text(/<p class="[^"]*price[^"]*">(.*?)<\/p>/.exec(m[0])?.[1] ?? ""));
}

describe.each(DB_TARGETS)("category and search pages on %s", (target) => {
  const server = useTestServer(target);
  const client = () => new TestClient(server().baseUrl);

  async function page(path: string, c: TestClient = client()): Promise<string> {
    const { res, html } = await c.page(path);
    expect(res.status, path).toBe(200);
    return html;
  }

  it("lists a category's products with a count that matches the database and pages of 24", async () => {
    const [row] = await server().database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryCode, "sports"));
    const html = await page("/sports");
    expect(total(html)).toBe(row?.n);
    expect(tileNames(html)).toHaveLength(Math.min(24, row?.n ?? 0));
    expect(html).toContain("<h1");
    expect(html).toMatch(/<title>Sports · /);
    const page2 = await page("/sports?page=2");
    expect(page2).toMatch(/<a href="\/sports\?page=2" aria-current="page"/);
    expect(tileNames(page2).some((n) => tileNames(html).includes(n))).toBe(false);
  });

  it("counts facet values with the other groups' selections and keeps the whole state in the URL", async () => {
    const html = await page("/sports");
    const leagues = facetLinks(html, "league");
    expect(leagues.length).toBeGreaterThan(1);
    expect(leagues.reduce((n, l) => n + l.count, 0)).toBe(total(html));
    const league = leagues[0]!;
    const filtered = await page(league.href);
    expect(total(filtered)).toBe(league.count);
    // The selected league's own group still counts the other leagues (standard faceting).
    const again = facetLinks(filtered, "league");
    expect(again.find((l) => l.selected)?.label).toBe(league.label);
    expect(again.map((l) => l.count)).toEqual(leagues.map((l) => l.count));
    // Availability counts are within the league and add up to its total.
    const availability = facetLinks(filtered, "availability");
    expect(availability.reduce((n, l) => n + l.count, 0)).toBe(league.count);
    const inStock = availability[0]!;
    const combined = await page(inStock.href);
    expect(total(combined)).toBe(inStock.count);
    expect(new URL(inStock.href, "http://x").searchParams.getAll("f.league")).toHaveLength(1);
    // The header menu's short form is read too.
    const code = new URL(league.href, "http://x").searchParams.get("f.league");
    expect(total(await page(`/sports?league=${code}`))).toBe(league.count);
  });

  it("sorts by price and by name", async () => {
    const amounts = (html: string) => tilePrices(html).map((p) => Number(p.replace(/[^\d.]/g, "")));
    const asc = amounts(await page("/all-headwear?sort=price-asc"));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = amounts(await page("/all-headwear?sort=price-desc"));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0] ?? 0);
    const names = tileNames(await page("/lifestyle?sort=name"));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("searches with full text and tolerates a typo", async () => {
    const [team] = await server().database.db.select({ name: teams.name }).from(teams).innerJoin(products, eq(products.teamId, teams.id)).limit(1);
    const name = team!.name;
    const exact = await page(`/search?text=${encodeURIComponent(name)}`);
    expect(total(exact)).toBeGreaterThan(0);
    expect(exact).toContain(`Results for “${name}”`);
    const typo = name.slice(0, 3) + name.slice(4);
    const fuzzy = await page(`/search?text=${encodeURIComponent(typo)}`);
    expect(tileNames(fuzzy).some((n) => n.startsWith(name))).toBe(true);
    const empty = await page("/search?text=%20%20");
    expect(empty).toContain("into the search box at the top of the page");
    expect(empty).not.toContain("listing-count");
    expect(total(await page("/search?text=zzqqxxnothing"))).toBe(0);
  });

  const dealer = () => TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");

  it("filters by total inventory on a B2B site and reports an invalid range without failing", async () => {
    const c = await dealer();
    const at = (path: string) => page(`/partner${path}`, c);
    const stock = await server()
      .database.db.select({ id: products.id, total: sql<number>`coalesce(sum(${stockLevels.quantity}), 0)::int` })
      .from(products)
      .leftJoin(variants, eq(variants.productId, products.id))
      .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
      .where(eq(products.categoryCode, "lifestyle"))
      .groupBy(products.id);
    const all = await at("/lifestyle");
    expect(all).toContain('name="inventoryMin"');
    expect(total(await at("/lifestyle?inventoryMin=100&inventoryMax=0"))).toBe(stock.filter((s) => s.total >= 100).length);
    expect(total(await at("/lifestyle?inventoryMin=50&inventoryMax=150"))).toBe(stock.filter((s) => s.total >= 50 && s.total <= 150).length);
    const inverted = await at("/lifestyle?inventoryMin=9&inventoryMax=3");
    expect(inverted).toContain("The minimum must not be more than the maximum.");
    expect(inverted).toMatch(/aria-invalid="true"/);
    expect(total(inverted)).toBe(total(all));
    expect(await at("/lifestyle?inventoryMin=abc")).toContain("Enter a whole number of 0 or more.");
    expect(total(await at("/sports?inventoryMin=99999999999&inventoryMax=999999999999"))).toBe(0);
  });

  it("offers the Inventory facet on B2B sites only: the consumer site shows no form and ignores the bounds", async () => {
    const stock = await server()
      .database.db.select({ total: sql<number>`coalesce(sum(${stockLevels.quantity}), 0)::int` })
      .from(products)
      .leftJoin(variants, eq(variants.productId, products.id))
      .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
      .where(eq(products.categoryCode, "lifestyle"))
      .groupBy(products.id);
    // A bound that would leave out some products, so ignoring it shows.
    const min = Math.max(...stock.map((s) => s.total));
    expect(stock.filter((s) => s.total >= min).length).toBeLessThan(stock.length);
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    for (const [who, c] of [["anonymous", client()], ["signed-in consumer", shopper]] as const) {
      const all = await page("/lifestyle", c);
      expect(total(all), who).toBe(stock.length);
      for (const html of [all, await page("/search?text=zzqqxxnothing", c)]) {
        expect(html, who).not.toContain('name="inventoryMin"');
        expect(html, who).not.toContain("Total units in stock");
      }
      const bounded = await page(`/lifestyle?inventoryMin=${min}&inventoryMax=0`, c);
      expect(total(bounded), who).toBe(stock.length);
      expect(bounded, who).not.toContain('name="inventoryMin"');
      const invalid = await page("/lifestyle?inventoryMin=abc&inventoryMax=1", c);
      expect(invalid, who).not.toContain("Enter a whole number of 0 or more.");
      expect(total(invalid), who).toBe(stock.length);
    }
    // The same bounds filter for a trade user.
    expect(total(await page(`/partner/lifestyle?inventoryMin=${min}&inventoryMax=0`, await dealer()))).toBe(stock.filter((s) => s.total >= min).length);
  });

  it("keeps availability and inventory up to date when stock changes", async () => {
    const db = server().database.db;
    const [p] = await db.select({ id: products.id, code: products.code, name: products.name }).from(products).where(eq(products.categoryCode, "kids")).orderBy(products.id).limit(1);
    const ids = db.select({ id: variants.id }).from(variants).where(eq(variants.productId, p!.id));
    await db.update(stockLevels).set({ quantity: 0, forceInStock: false }).where(sql`${stockLevels.variantId} in ${ids}`);
    const out = await page(`/search?text=${p!.code}&f.availability=outOfStock`);
    expect(tileNames(out)).toContain(p!.name);
    await db.update(stockLevels).set({ quantity: 5000 }).where(sql`${stockLevels.variantId} in ${ids}`);
    const plenty = await page(`/partner/search?text=${p!.code}&f.availability=inStock&inventoryMin=5000`, await dealer());
    expect(tileNames(plenty)).toContain(p!.name);
  });

  it("refreshes only a product's stock figures on a stock update, as a full refresh computes them, and leaves an unchanged row alone", async () => {
    const db = server().database.db;
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.categoryCode, "kids")).orderBy(products.id).offset(1).limit(1);
    const ids = (await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, p!.id)).orderBy(variants.id)).map((v) => v.id);
    expect(ids.length).toBeGreaterThan(1);
    const listing = async () => (await db.execute<{ ctid: string; stock_total: number; availability: string; sizes: string[]; colour_names: string[] }>(sql`select ctid::text, stock_total, availability, sizes, colour_names from product_listing where product_id = ${p!.id}`)).rows[0]!;
    const stock = (variantId: number, values: Partial<typeof stockLevels.$inferInsert>) => db.update(stockLevels).set(values).where(eq(stockLevels.variantId, variantId));
    const { sizes, colour_names } = await listing();

    await db.update(stockLevels).set({ quantity: 0, forceInStock: false, lowStockThreshold: 10 }).where(inArray(stockLevels.variantId, ids));
    expect(await listing()).toMatchObject({ stock_total: 0, availability: "outOfStock", sizes, colour_names });
    await stock(ids[0]!, { quantity: 3 });
    expect(await listing()).toMatchObject({ stock_total: 3, availability: "lowStock" });
    await stock(ids[1]!, { forceInStock: true });
    expect(await listing()).toMatchObject({ stock_total: 3, availability: "inStock" });
    await stock(ids[1]!, { forceInStock: false, quantity: 11 });
    const incremental = await listing();
    expect(incremental).toMatchObject({ stock_total: 14, availability: "inStock", sizes, colour_names });

    // A stock update that moves neither figure writes no new row version.
    await stock(ids[0]!, { updatedAt: new Date() });
    expect((await listing()).ctid).toBe(incremental.ctid);
    await db.execute(sql`select refresh_product_listing(array[${p!.id}]::int[])`);
    const { ctid: _full, ...full } = await listing();
    const { ctid: _incremental, ...kept } = incremental;
    expect(full).toEqual(kept);
  });

  it("answers 404 for an unknown category and never fails on a bad query", async () => {
    const { res } = await client().page("/hats");
    expect(res.status).toBe(404);
    expect((await client().page("/sports?page=abc&inventoryMin=-1&f.price=bogus&sort=zzz")).res.status).toBe(200);
    expect((await client().page("/sports?page=999999999999")).res.status).toBe(200);
    // Partner pages need sign-in (the global access gate).
    const partner = await client().request("/partner/sports", { headers: { accept: "text/html" } });
    expect(partner.status).toBe(302);
    expect(partner.headers.get("location")).toMatch(/\/partner\/login\?redirect=%2Fpartner%2Fsports$/);
  });

  it("formats yen on the Japanese partner site for a signed-in dealer", async () => {
    const jp = client();
    await jp.signIn("/jp/partner", "jp.dealer@example.com");
    const html = await page("/jp/partner/sports", jp);
    const prices = tilePrices(html);
    expect(prices.length).toBeGreaterThan(0);
    // Trade tiles label the MSRP (decision 0048).
    for (const p of prices) expect(p).toMatch(/^希望小売価格 [¥￥][\d,]+$/);
    expect(html).toContain('href="/jp/partner/p/');
    expect(facetLinks(html, "price").some((l) => /[¥￥]/.test(l.label))).toBe(true);
  });
});
