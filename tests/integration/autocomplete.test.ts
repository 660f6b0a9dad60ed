import { eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prices, products, teams } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Autocomplete {
  suggestions: { term: string }[];
  products: { name: string; productName: string; code: string; url: string; team: string | null; price: { formattedValue: string } | null; images: { url: string; altText: string }[]; labels: string[]; inReview: boolean; summary: string; manufacturer: string; description: string }[];
}

describe.each(DB_TARGETS)("header autosuggest on %s", (target) => {
  const server = useTestServer(target);

  async function sample() {
    const [row] = await server()
      .database.db.select({ code: products.code, name: products.name, team: teams.name })
      .from(products)
      .innerJoin(teams, eq(teams.id, products.teamId))
      .where(isNotNull(products.teamId))
      .orderBy(products.id)
      .limit(1);
    return row!;
  }

  async function suggest(c: TestClient, path: string, term: string): Promise<Autocomplete> {
    const res = await c.request(`${path}/search/autocomplete?term=${encodeURIComponent(term)}`, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    return (await res.json()) as Autocomplete;
  }

  it("finds products by word prefixes and suggests the team, with the spec's fields", async () => {
    const p = await sample();
    const words = p.team.split(" ");
    const term = words.map((w) => w.slice(0, Math.max(3, w.length - 2))).join(" ");
    const body = await suggest(new TestClient(server().baseUrl), "", term);
    expect(body.suggestions.map((s) => s.term)).toContain(p.team);
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) {
      expect(product.team).toBe(p.team);
      expect(product.url).toBe(`/p/${product.code}`);
      expect(product.productName).toBe(product.name);
      expect(product.price?.formattedValue).toMatch(/^\$\d+\.\d\d$/);
      expect(product.images[0]?.url).toMatch(/^\/media\/products\//);
      expect(product.manufacturer).toBe("Brim");
      expect(product.inReview).toBe(false);
      expect(product.summary.length).toBeLessThanOrEqual(121);
    }
  });

  it("tolerates a typo in the team name", async () => {
    const p = await sample();
    const typo = p.team.slice(0, 3) + p.team.slice(4);
    const body = await suggest(new TestClient(server().baseUrl), "", typo);
    expect(body.products.some((x) => x.team === p.team)).toBe(true);
  });

  it("finds a product by its code and answers empty lists for nothing to search", async () => {
    const p = await sample();
    const body = await suggest(new TestClient(server().baseUrl), "", p.code);
    expect(body.products[0]?.code).toBe(p.code);
    expect(await suggest(new TestClient(server().baseUrl), "", "   ")).toEqual({ suggestions: [], products: [] });
    expect(await suggest(new TestClient(server().baseUrl), "", "%'--;")).toEqual({ suggestions: [], products: [] });
    // Quotes and tsquery operators are not passed to the query: only the words are searched.
    const quoted = await suggest(new TestClient(server().baseUrl), "", `'${p.code}' | !:*`);
    expect(quoted.products[0]?.code).toBe(p.code);
  });

  it("needs sign-in on a partner site and prices in yen on the Japanese one", async () => {
    const p = await sample();
    const anonymous = new TestClient(server().baseUrl);
    expect((await anonymous.request(`/jp/partner/search/autocomplete?term=${p.code}`, { headers: { accept: "application/json" } })).status).toBe(401);
    const jp = new TestClient(server().baseUrl);
    await jp.signIn("/jp/partner", "jp.dealer@example.com");
    const body = await suggest(jp, "/jp/partner", p.code);
    const [yen] = await server().database.db.select({ msrp: prices.msrpMinor }).from(prices).innerJoin(products, eq(products.id, prices.productId)).where(eq(products.code, p.code)).limit(10);
    expect(body.products[0]?.url).toBe(`/jp/partner/p/${p.code}`);
    expect(body.products[0]?.price?.formattedValue).toMatch(/^[¥￥][\d,]+$/);
    expect(yen).toBeDefined();
  });

  it("refuses an over-long term with the error shape", async () => {
    const res = await new TestClient(server().baseUrl).request(`/search/autocomplete?term=${"a".repeat(101)}`, { headers: { accept: "application/json" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe("term");
  });
});
