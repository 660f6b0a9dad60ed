import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productColours, products, silhouettes } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

describe.each(DB_TARGETS)("product pictures on %s", (target) => {
  const server = useTestServer(target);
  const client = () => new TestClient(server().baseUrl);

  /** The first product of a type with one of its colours. */
  async function productOfType(productType: string) {
    const [row] = await server()
      .database.db.select({ code: products.code, colour: productColours.code })
      .from(products)
      .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
      .innerJoin(productColours, eq(productColours.productId, products.id))
      .where(eq(silhouettes.productType, productType))
      .orderBy(asc(products.id), asc(productColours.position))
      .limit(1);
    if (!row) throw new Error(`seed has no ${productType}`);
    return row;
  }

  /** The gallery URLs (without size) the product page links for the colour. */
  async function galleryUrls(code: string, colour: string): Promise<string[]> {
    const { res, html } = await client().page(`/p/${code}?colour=${colour}`);
    expect(res.status).toBe(200);
    const base = `/media/products/${code}/${colour}.svg?view=`;
    const urls = [...html.matchAll(/src="([^"]+)"/g)]
      .map((m) => (m[1] ?? "").replace(/&amp;/g, "&").replace(/&size=\d+$/, ""))
      .filter((u) => u.startsWith(base));
    return [...new Set(urls)];
  }

  async function errorOf(res: Response) {
    expect(res.headers.get("content-type")).toContain("application/json");
    return (await res.json()) as { errorMessage: string; errors: { field: string; message: string }[] };
  }

  it("links every view of a cap with a version, and serves each one cached for a year", async () => {
    const cap = await productOfType("fitted");
    const urls = await galleryUrls(cap.code, cap.colour);
    expect(urls.map((u) => /view=(\w+)/.exec(u)?.[1])).toEqual(["front", "side", "back", "top"]);
    const bodies = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/&v=[A-Za-z0-9_-]{12}$/);
      const res = await client().request(`${url}&size=800`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/svg+xml");
      expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
      const body = await res.text();
      expect(body).toContain('width="800" height="800"');
      bodies.add(body);
    }
    expect(bodies.size).toBe(4);
  });

  it("gives apparel and knits their own views", async () => {
    const garment = await productOfType("apparel");
    expect((await galleryUrls(garment.code, garment.colour)).map((u) => /view=(\w+)/.exec(u)?.[1])).toEqual(["front", "back", "detail"]);
    const knit = await productOfType("knit");
    expect((await galleryUrls(knit.code, knit.colour)).map((u) => /view=(\w+)/.exec(u)?.[1])).toEqual(["front", "top", "detail"]);
  });

  it.each<[number, number]>([
    [96, 100],
    [100, 100],
    [250, 400],
    [600, 800],
    [801, 1600],
    [2000, 1600],
  ])("size %d is served as %d", async (asked, served) => {
    const cap = await productOfType("snapback");
    const res = await client().request(`/media/products/${cap.code}/${cap.colour}.svg?view=side&size=${asked}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`width="${served}" height="${served}"`);
  });

  it("revalidates unversioned and outdated URLs by ETag instead of keeping them for a year", async () => {
    const cap = await productOfType("adjustable");
    const path = `/media/products/${cap.code}/${cap.colour}.svg?size=400`;
    const first = await client().request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{12}-front-400"$/);
    const again = await client().request(path, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const stale = await client().request(`${path}&v=outdated123`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await stale.text()).toBe(await (await client().request(path)).text());
  });

  it("refuses bad sizes and views with the JSON error shape", async () => {
    const cap = await productOfType("fitted");
    const base = `/media/products/${cap.code}/${cap.colour}.svg`;
    for (const [query, field] of [
      ["size=abc", "size"],
      ["size=8", "size"],
      ["size=5000", "size"],
      ["size=1.5", "size"],
      ["view=bottom", "view"],
      ["v=not%20a%20version", "v"],
    ] as const) {
      const res = await client().request(`${base}?${query}`);
      expect(res.status, query).toBe(400);
      const body = await errorOf(res);
      expect(body.errorMessage).toBeTruthy();
      expect(body.errors.map((e) => e.field)).toContain(field);
    }
  });

  it("answers 404 for unknown products, colours and views a product does not have", async () => {
    const cap = await productOfType("fitted");
    const garment = await productOfType("apparel");
    for (const path of [`/media/products/NOPE/${cap.colour}.svg`, `/media/products/${cap.code}/NOPE.svg`, `/media/products/${garment.code}/${garment.colour}.svg?view=side`]) {
      const res = await client().request(path);
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).errorMessage).toBe("Image not found");
    }
    expect((await client().request(`/media/products/${cap.code}/${cap.colour}.png`)).status).toBe(400);
  });
});
