import { CONTENT_PAGES } from "../../../domain/content-pages.ts";
import { integer } from "../../../domain/input.ts";
import { asc, count, gt } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../context.ts";
import { categories, products } from "../../db/schema/index.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { sendError } from "../../http/errors.ts";

/** Search engines allow 50,000 URLs per sitemap file. */
export const SITEMAP_CHUNK = 50_000;
const PARTNER_PATHS = ["/partner", "/jp/partner", "/mx/partner"];

function xmlEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function urlset(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${xmlEscape(origin + p)}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/**
 * robots.txt and sitemaps of the consumer site. The partner sites are for signed-in trade
 * customers only: robots.txt keeps crawlers out and their pages say noindex.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get("/robots.txt", { schema: { hide: true } }, async (req, reply) => {
    const lines = [
      "User-agent: *",
      ...PARTNER_PATHS.map((p) => `Disallow: ${p}/`),
      "Disallow: /my-account",
      "Disallow: /login",
      "Disallow: /cart",
      "Disallow: /checkout",
      `Sitemap: ${publicOrigin(req)}/sitemap.xml`,
      "",
    ];
    return reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (req, reply) => {
    const origin = publicOrigin(req);
    const [row] = await deps.db.select({ n: count() }).from(products);
    const chunks = Math.max(1, Math.ceil((row?.n ?? 0) / SITEMAP_CHUNK));
    const files = ["/sitemap-pages.xml", ...Array.from({ length: chunks }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
    const body = files.map((f) => `<sitemap><loc>${xmlEscape(origin + f)}</loc></sitemap>`).join("");
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`);
  });

  app.get("/sitemap-pages.xml", { schema: { hide: true } }, async (req, reply) => {
    const rows = await deps.db.select({ code: categories.code }).from(categories).orderBy(asc(categories.position));
    const paths = ["/", ...rows.map((r) => `/${r.code}`), "/new-arrivals", ...CONTENT_PAGES.map((p) => p.path), "/support"];
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(urlset(publicOrigin(req), paths));
  });

  app.get(
    "/sitemap-products-:chunk.xml",
    { schema: { hide: true, params: z.object({ chunk: integer({ min: 1, max: 10_000 }) }) } },
    async (req, reply) => {
      // Keyset over the id order: chunk n starts after the last id of chunk n-1.
      const offsetRows = await deps.db
        .select({ id: products.id })
        .from(products)
        .orderBy(asc(products.id))
        .offset((req.params.chunk - 1) * SITEMAP_CHUNK)
        .limit(1);
      const first = offsetRows[0];
      if (!first) return sendError(reply, 404, "Not found");
      const rows = await deps.db
        .select({ code: products.code })
        .from(products)
        .where(gt(products.id, first.id - 1))
        .orderBy(asc(products.id))
        .limit(SITEMAP_CHUNK);
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(urlset(publicOrigin(req), rows.map((r) => `/p/${encodeURIComponent(r.code)}`)));
    },
  );
};
