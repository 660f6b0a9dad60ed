import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productColours, products } from "../../server/db/schema/index.ts";
import { DB_TARGET } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** Decision 0047: a low limit for this file's server, so no test sends hundreds of requests. */
const LIMIT = 3;

describe("the general request limit", () => {
  // The loopback peer is a trusted proxy here: each test is its own client address (X-Forwarded-For).
  const server = useTestServer(DB_TARGET, { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUSTED_PROXIES: "127.0.0.1" });
  let lastOctet = 10;
  const newAddress = () => `203.0.113.${lastOctet++}`;
  const clientAt = (address: string) => {
    const c = new TestClient(server().baseUrl);
    c.headers["x-forwarded-for"] = address;
    return c;
  };

  it("serves static files beyond the limit and does not count them against the pages", async () => {
    const c = clientAt(newAddress());
    const { html } = await c.page("/partner/login");
    const asset = /"(\/assets\/[\w.-]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const [picture] = await server()
      .database.db.select({ product: products.code, colour: productColours.code })
      .from(products)
      .innerJoin(productColours, eq(productColours.productId, products.id))
      .limit(1);
    const files = [asset!, "/favicon.svg", "/favicon.ico", `/media/products/${picture!.product}/${picture!.colour}.svg`];
    for (let round = 0; round < LIMIT + 1; round++) {
      for (const file of files) expect((await c.get(file)).status, file).toBe(200);
    }
    // One page so far: the pages' budget still has LIMIT - 1.
    for (let i = 1; i < LIMIT; i++) expect((await c.get("/partner/login")).status).toBe(200);
    const limited = await c.get("/partner/login");
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many requests");
  });

  it("counts a missing file like any page: it is answered by the pages, not by a file", async () => {
    const c = clientAt(newAddress());
    for (let i = 0; i < LIMIT; i++) expect((await c.get(`/assets/missing-${i}.js`)).status).toBe(404);
    expect((await c.get("/assets/missing.js")).status).toBe(429);
  });

  it("answers a page past the limit with a page in the site's language, 429 and Retry-After", async () => {
    const c = clientAt(newAddress());
    for (let i = 0; i < LIMIT; i++) expect((await c.get("/mx/partner/login?redirect=%2Fmx%2Fpartner")).status).toBe(200);
    const res = await c.get("/mx/partner/login?redirect=%2Fmx%2Fpartner");
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<h1>Demasiadas solicitudes</h1>");
    expect(html).toMatch(/Inténtelo de nuevo en \d+ segundos?\./);
    expect(html).toContain('href="/mx/partner/login?redirect=%2Fmx%2Fpartner"');
    expect(html).not.toContain("errorMessage");

    const jp = clientAt(newAddress());
    for (let i = 0; i < LIMIT; i++) await jp.get("/jp/partner/login");
    const jpHtml = await (await jp.get("/jp/partner/login")).text();
    expect(jpHtml).toContain('<html lang="ja">');
    expect(jpHtml).toContain("リクエストが多すぎます");
  });

  it("sends a client-side navigation's data request past the limit to its page as a document, which gets the 429 page", async () => {
    const c = clientAt(newAddress());
    // React Router's client asks with accept */*; a 204 with these headers makes it load the document.
    const data = (routes: string) => c.get(`/partner/login.data?${routes}redirect=%2Fpartner`, { accept: "*/*" });
    for (let i = 0; i < LIMIT; i++) expect((await data("")).status).toBe(200);
    const res = await data("_routes=root&");
    expect(res.status).toBe(204);
    expect(res.headers.get("x-remix-redirect")).toBe("/partner/login?redirect=%2Fpartner");
    expect(res.headers.get("x-remix-reload-document")).toBe("true");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await c.get(res.headers.get("x-remix-redirect")!);
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("<h1>Too many requests</h1>");
  });

  it("answers a script past the limit with the JSON error shape and Retry-After", async () => {
    const c = clientAt(newAddress());
    const call = () => c.request("/partner/auth/status", { headers: { accept: "application/json" } });
    for (let i = 0; i < LIMIT; i++) expect((await call()).status).toBe(401);
    const res = await call();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ errorMessage: expect.stringContaining("Too many requests"), errors: [] });
  });

  it("gives each signed-in session its own budget, also when they share one address", async () => {
    const address = newAddress();
    const dealer = clientAt(address);
    const corporate = clientAt(address);
    // Each sign-in loads the login page once: 2 of the address's LIMIT anonymous requests.
    expect((await dealer.postSignIn("/partner", "dealer@example.com")).status).toBe(302);
    expect((await corporate.postSignIn("/partner", "corporate@example.com")).status).toBe(302);
    for (const c of [dealer, corporate]) {
      for (let i = 0; i < LIMIT; i++) expect((await c.get("/partner/auth/status")).status).toBe(200);
      expect((await c.get("/partner/auth/status")).status).toBe(429);
    }
    // Visitors without a session at that address still have what the two login pages left.
    const anonymous = clientAt(address);
    for (let i = 2; i < LIMIT; i++) expect((await anonymous.get("/partner/login")).status).toBe(200);
    expect((await anonymous.get("/partner/login")).status).toBe(429);
  });

  it("counts visitors without a session per address: another browser there shares it, another address does not", async () => {
    const address = newAddress();
    const first = clientAt(address);
    for (let i = 0; i < LIMIT; i++) expect((await first.get("/partner/login")).status).toBe(200);
    expect((await clientAt(address).get("/partner/login")).status).toBe(429);
    expect((await clientAt(newAddress()).get("/partner/login")).status).toBe(200);
  });
});
