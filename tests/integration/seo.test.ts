import { describe, expect, it } from "vitest";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { TEST_SEED_PRODUCTS } from "../support/test-config.ts";

describe.each(DB_TARGETS)("robots.txt and sitemaps on %s", (target) => {
  const server = useTestServer(target);
  const get = (path: string) => new TestClient(server().baseUrl).request(path);

  it("keeps crawlers out of the partner sites and points to the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /partner/");
    expect(text).toContain("Disallow: /jp/partner/");
    expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  it("lists the consumer pages and every product", async () => {
    const index = await (await get("/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemap-[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual(["/sitemap-pages.xml", "/sitemap-products-1.xml"]);
    const pages = await (await get("/sitemap-pages.xml")).text();
    expect(pages).toMatch(/<loc>http:\/\/[^<]+\/all-headwear<\/loc>/);
    const productsXml = await (await get("/sitemap-products-1.xml")).text();
    expect([...productsXml.matchAll(/<loc>[^<]+\/p\/[^<]+<\/loc>/g)]).toHaveLength(TEST_SEED_PRODUCTS);
    expect((await get("/sitemap-products-2.xml")).status).toBe(404);
  });
});
