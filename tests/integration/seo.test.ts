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
    expect(pages).toMatch(/<loc>http:\/\/[^<]+\/new-arrivals<\/loc>/);
    expect(pages).toMatch(/<loc>http:\/\/[^<]+\/terms-of-sale<\/loc>/);
    const productsXml = await (await get("/sitemap-products-1.xml")).text();
    expect([...productsXml.matchAll(/<loc>[^<]+\/p\/[^<]+<\/loc>/g)]).toHaveLength(TEST_SEED_PRODUCTS);
    expect((await get("/sitemap-products-2.xml")).status).toBe(404);
  });

  it("public static answers set no cookie, for a new visitor or a signed-in one; a page still does", async () => {
    const { html } = await new TestClient(server().baseUrl).page("/");
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const paths = ["/robots.txt", "/sitemap.xml", "/sitemap-pages.xml", "/sitemap-products-1.xml", "/favicon.ico", "/favicon.svg", asset!];
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    for (const client of [new TestClient(server().baseUrl), shopper]) {
      for (const path of paths) {
        const res = await client.request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.getSetCookie(), path).toEqual([]);
      }
    }
    expect((await new TestClient(server().baseUrl).request("/")).headers.getSetCookie()).not.toEqual([]);
  });
});
