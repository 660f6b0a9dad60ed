import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTENT_PAGES } from "../../domain/content-pages.ts";
import { productTranslations, products } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** Text as React writes it in HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** Catalogue translations, content pages and the new-arrivals listing (decision 0045). */
describe.each(DB_TARGETS)("catalogue languages, content pages and new arrivals on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  /** A team product (its first colour is Team Colours) that can be ordered, with its copy in every language. */
  async function teamProduct() {
    const { rows } = await db().execute<{ id: number; code: string; upc: string; en: string; es: string; ja: string }>(sql`
      select p.id, p.code, v.upc, p.description as en, tes.description as es, tja.description as ja
      from products p
      join product_colours c on c.product_id = p.id and c.position = 0 and c.code = 'TMC'
      join variants v on v.colour_id = c.id and v.max_order_quantity is null
      join stock_levels s on s.variant_id = v.id and s.quantity > 50
      join product_translations tes on tes.product_id = p.id and tes.language = 'es'
      join product_translations tja on tja.product_id = p.id and tja.language = 'ja'
      where not p.gcp order by p.id limit 2`);
    if (rows.length < 2) throw new Error("the seed has too few team products");
    return rows;
  }

  const spanish = () => {
    const c = new TestClient(server().baseUrl);
    c.cookies.set("brim_lang", "es");
    return c;
  };

  it("shows Spanish and Japanese descriptions and colour names on product pages, listings, suggestions and cart lines", async () => {
    const [p] = await teamProduct();
    const es = await spanish().page(`/p/${p!.code}`);
    expect(es.res.status).toBe(200);
    expect(es.html).toContain(html(p!.es));
    expect(es.html).not.toContain(html(p!.en));
    expect(es.html).toContain("Colores del equipo");
    expect(es.html).not.toContain("Team Colours");

    const jp = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    const ja = await jp.page(`/jp/partner/p/${p!.code}`);
    expect(ja.res.status).toBe(200);
    expect(ja.html).toContain(html(p!.ja));
    expect(ja.html).toContain("チームカラー");
    expect(ja.html).not.toContain("Team Colours");

    // The colour facet and the tiles' pictures on a listing; the autosuggest's copy.
    const sports = await spanish().page("/sports?f.colour=Team%20Colours");
    expect(sports.html).toContain("Colores del equipo");
    expect(sports.html).not.toContain("Team Colours</");
    const suggest = await spanish().request(`/search/autocomplete?term=${p!.code}`, { headers: { accept: "application/json" } });
    const answer = (await suggest.json()) as { products: { code: string; description: string; images: { altText: string }[] }[] };
    expect(answer.products[0]).toMatchObject({ code: p!.code, description: p!.es });
    expect(answer.products[0]?.images[0]?.altText).toContain("Colores del equipo");

    // A cart line's colour in the page's language.
    const added = await jp.postJson("/jp/partner/cart/updateMultiD", { productCode: p!.upc, quantity: 1, entryNumber: -1 });
    const body = await added.text();
    expect(added.status, body).toBe(200);
    expect(body).toContain("チームカラー");
    const cart = await jp.page("/jp/partner/cart");
    expect(cart.html).toContain("チームカラー");
  });

  it("falls back to the English copy and colour name where a language has no translation", async () => {
    const [, p] = await teamProduct();
    await db().delete(productTranslations).where(and(eq(productTranslations.productId, p!.id), eq(productTranslations.language, "es")));
    await db().execute(sql`delete from colour_translations where name = 'Team Colours' and language = 'es'`);
    const es = await spanish().page(`/p/${p!.code}`);
    expect(es.res.status).toBe(200);
    expect(es.html).toContain(html(p!.en));
    expect(es.html).toContain("Team Colours");
    expect(es.html).toMatch(/<html[^>]*lang="es"/);
  });

  it("serves every content page with its seeded text in English, Spanish and Japanese, linked from the footer of every site", async () => {
    const jp = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    const mx = await TestClient.signedIn(server().baseUrl, "/mx/partner", "mx.dealer@example.com");
    const us = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    const { rows } = await db().execute<{ slug: string; title: Record<string, string>; lead: Record<string, string> }>(
      sql`select content->>'slug' as slug, content->'title' as title, content->'lead' as lead from cms_components where type = 'contentPage'`,
    );
    expect(rows.map((r) => r.slug).sort()).toEqual(CONTENT_PAGES.map((p) => p.slug).sort());
    for (const page of CONTENT_PAGES) {
      const seeded = rows.find((r) => r.slug === page.slug)!;
      for (const [client, path, language] of [
        [new TestClient(server().baseUrl), page.path, "en"],
        [spanish(), page.path, "es"],
        [us, `/partner${page.path}`, "en"],
        [mx, `/mx/partner${page.path}`, "es"],
        [jp, `/jp/partner${page.path}`, "ja"],
      ] as const) {
        const { res, html: text } = await client.page(path);
        expect(res.status, path).toBe(200);
        expect(text, `${path} ${language}`).toMatch(new RegExp(`<h1[^>]*>${html(seeded.title[language]!)}</h1>`));
        expect(text).toContain(html(seeded.lead[language]!));
        expect(text).toMatch(new RegExp(`<title>${html(seeded.title[language]!)} · `));
      }
    }
    expect((await new TestClient(server().baseUrl).page("/careers")).res.status).toBe(404);
    // Readable before signing in on a partner site too (the sign-in page's footer links them).
    expect((await new TestClient(server().baseUrl).page("/jp/partner/privacy")).html).toContain(html(rows.find((r) => r.slug === "privacy")!.lead.ja!));

    for (const [client, prefix] of [
      [new TestClient(server().baseUrl), ""],
      [us, "/partner"],
      [mx, "/mx/partner"],
      [jp, "/jp/partner"],
    ] as const) {
      const { html: home } = await client.page(prefix || "/");
      const footer = home.slice(home.indexOf("<footer"));
      for (const path of ["/business", "/career", "/pressroom", "/terms-of-sale", "/privacy"]) expect(footer, prefix).toContain(`href="${prefix}${path}"`);
    }
  });

  it("lists new arrivals newest first with the New label, linked from the navigation of every site", async () => {
    const newest = await db()
      .select({ code: products.code })
      .from(products)
      .where(sql`${products.labels} @> array['NEW']::text[]`)
      .orderBy(desc(products.arrivalDate), desc(products.id))
      .limit(4);
    expect(newest.length).toBe(4);
    const { res, html: page } = await new TestClient(server().baseUrl).page("/new-arrivals");
    expect(res.status).toBe(200);
    expect(page).toMatch(/<h1[^>]*>New arrivals<\/h1>/);
    const positions = newest.map((p) => page.indexOf(`href="/p/${p.code}"`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const grid = page.slice(page.indexOf("<ul class"), page.lastIndexOf("</ul>"));
    const tiles = grid.split(`href="/p/`).length - 1;
    const labels = grid.split(">New<").length - 1;
    expect(labels).toBeGreaterThanOrEqual(tiles / 2);

    const [old] = await db().select({ code: products.code }).from(products).where(sql`not (${products.labels} @> array['NEW']::text[])`).orderBy(desc(products.arrivalDate)).limit(1);
    expect(page).not.toContain(`href="/p/${old!.code}"`);

    const jp = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    for (const [client, prefix] of [
      [new TestClient(server().baseUrl), ""],
      [await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com"), "/partner"],
      [await TestClient.signedIn(server().baseUrl, "/mx/partner", "mx.dealer@example.com"), "/mx/partner"],
      [jp, "/jp/partner"],
    ] as const) {
      const { html: home } = await client.page(prefix || "/");
      expect(home, prefix).toContain(`href="${prefix}/new-arrivals"`);
      expect(home).not.toContain("search?text=new");
    }
    const ja = await jp.page("/jp/partner/new-arrivals");
    expect(ja.res.status).toBe(200);
    expect(ja.html).toMatch(/<h1[^>]*>新着アイテム<\/h1>/);
  });
});
