import path from "node:path";
import { pathToFileURL } from "node:url";
import { asc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { productColours, products, stockLevels, variants } from "../../server/db/schema/index.ts";
import { acceptsGzip, SharedDocuments } from "../../server/http/shared-documents.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { BUILD_DIR } from "../support/test-server.ts";

/** The page with this visitor's token and nonces blanked, and the values found. */
function visitorValues(res: Response, html: string) {
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? "";
  const csp = res.headers.get("content-security-policy") ?? "";
  const [script = "", style = ""] = [...csp.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
  const blanked = html.replaceAll(token, "TOKEN").replaceAll(script, "NONCE").replaceAll(style, "STYLE");
  return { token, script, style, blanked };
}

async function firstProduct(db: ReturnType<ReturnType<typeof useTestServer>>["database"]["db"]) {
  const [p] = await db.select({ id: products.id, code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
  if (!p) throw new Error("no products seeded");
  return p;
}

describe.each(DB_TARGETS)("shared pages for visitors without a session on %s", (target) => {
  const server = useTestServer(target, { CATALOGUE_CACHE_SECONDS: "30" });

  it("gives every visitor the same page with their own CSRF token and CSP nonces, which work", async () => {
    const { code } = await firstProduct(server().database.db);
    const [a, b] = [new TestClient(server().baseUrl), new TestClient(server().baseUrl)];
    const pageA = await a.page(`/p/${code}`);
    const pageB = await b.page(`/p/${code}`);
    const va = visitorValues(pageA.res, pageA.html);
    const vb = visitorValues(pageB.res, pageB.html);
    expect(va.token).not.toBe(vb.token);
    expect(va.script).not.toBe(vb.script);
    expect(va.blanked).toBe(vb.blanked);
    for (const tag of pageB.html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${vb.script}"`);
    expect(pageB.html).toContain(`<meta property="csp-nonce" nonce="${vb.style}"/>`);
    expect(pageB.html).not.toMatch(/brim(csrf|nonce|style)[0-9a-f]{24}/);
    expect(pageB.res.headers.get("cache-control")).toBe("private, no-cache");
    // The token in B's copy is B's own: the server accepts it from B.
    const res = await b.postForm("/my-account/update-profile/updateLanguage", { code: "en" }, { headers: { referer: `${server().baseUrl}/p/${code}` } });
    expect(res.status).toBe(303);
  });

  it("sends popular pages compressed once, unzipping to the visitor's own page", async () => {
    const visitor = new TestClient(server().baseUrl);
    let last: { res: Response; html: string } | null = null;
    for (let i = 0; i < 4; i++) last = await visitor.page("/all-headwear");
    expect(last!.res.headers.get("content-encoding")).toBe("gzip");
    expect(last!.res.headers.get("vary")).toContain("Accept-Encoding");
    const { token, script } = visitorValues(last!.res, last!.html);
    expect(visitor.csrfToken).toBe(token);
    expect(last!.html).toContain(`nonce="${script}"`);
    expect(last!.html).toContain("</html>");
  });

  it("never shares a signed-in visitor's page, nor gives it to anyone else", async () => {
    const { code } = await firstProduct(server().database.db);
    const shopper = new TestClient(server().baseUrl);
    await shopper.signIn("", "shopper@example.com");
    const mine = await shopper.page(`/p/${code}`);
    expect(mine.res.status).toBe(200);
    expect(mine.html).toContain("Emily Carter");
    const anonymous = await new TestClient(server().baseUrl).page(`/p/${code}`);
    const [own, other] = [visitorValues(mine.res, mine.html), visitorValues(anonymous.res, anonymous.html)];
    expect(own.blanked).not.toBe(other.blanked);
    expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
    expect(anonymous.html).not.toContain("Emily Carter");
  });
});

describe.each(DB_TARGETS)("shared pages going out of date on %s", (target) => {
  const server = useTestServer(target, { CATALOGUE_CACHE_SECONDS: "1" });

  it("shows changed stock once the cache lifetime and the stale window have passed", async () => {
    const db = server().database.db;
    const { id, code } = await firstProduct(db);
    const rows = await db
      .select({ variantId: stockLevels.variantId })
      .from(stockLevels)
      .innerJoin(variants, eq(variants.id, stockLevels.variantId))
      .innerJoin(productColours, eq(productColours.id, variants.colourId))
      .where(eq(productColours.productId, id));
    const visitor = new TestClient(server().baseUrl);
    const before = (await visitor.page(`/p/${code}`)).html;
    await db.update(stockLevels).set({ quantity: 0, forceInStock: false }).where(sql`${stockLevels.variantId} in (${sql.join(rows.map((r) => sql`${r.variantId}`), sql`, `)})`);
    // Lifetime 1 s, then served stale for at most 1 s more while it is re-rendered.
    await new Promise((r) => setTimeout(r, 2100));
    const after = (await visitor.page(`/p/${code}`)).html;
    expect(before).toMatch(/data-status="(inStock|lowStock|forceInStock)"/);
    expect(after).not.toMatch(/data-status="(inStock|lowStock|forceInStock)"/);
  });
});

describe("which pages are shared", () => {
  it("matches React Router's own choice of route for every kind of path", async () => {
    const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
    const documents = new SharedDocuments(build, 1000);
    const tree = (parentId: string | undefined): RouteObject[] =>
      Object.values(build.routes).flatMap((r) =>
        !r || r.parentId !== parentId ? [] : [r.index ? { id: r.id, index: true as const } : { id: r.id, path: r.path, children: tree(r.id) }],
      );
    const routes = tree(undefined);
    const paths = ["/", "/p/BRM000001", "/P/BRM000001", "/p/BRM000001/", "/partner/p/BRM000001", "/jp/partner/all-headwear", "/all-headwear", "/kids", "/search", "/login", "/partner/login", "/partner", "/my-account", "/p", "/nothing/here", "/%70/x"];
    for (const pathname of paths) {
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.id ?? "";
      const expected = (build.routes[leaf]?.module.handle as { sharedDocument?: boolean } | undefined)?.sharedDocument === true;
      const req = { method: "GET", url: `${pathname}?x=1`, session: null, ctx: { user: null } } as unknown as FastifyRequest;
      expect([pathname, documents.eligible(req)]).toEqual([pathname, expected]);
    }
    const data = { method: "GET", url: "/p/BRM000001.data", session: null, ctx: { user: null } } as unknown as FastifyRequest;
    expect(documents.eligible(data)).toBe(false);
    expect(["/", "/p/BRM000001", "/all-headwear", "/search"].map((p) => documents.eligible({ method: "GET", url: p, session: null, ctx: { user: null } } as unknown as FastifyRequest))).toEqual([true, true, true, true]);
  });

  it("reads Accept-Encoding as browsers send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
