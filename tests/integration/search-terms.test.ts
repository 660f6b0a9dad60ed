import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prices, productColours, products, searchTerms } from "../../server/db/schema/index.ts";
import { rankedProductsSql } from "../../server/modules/catalog/search-sql.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Autocomplete {
  suggestions: { term: string }[];
  products: { code: string; name: string }[];
}

/** The autosuggest's term table (migration 0008) kept current by the triggers on products. */
describe.each(DB_TARGETS)("autosuggest term table on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  async function suggestedCodes(term: string): Promise<string[]> {
    const res = await new TestClient(server().baseUrl).request(`/search/autocomplete?term=${encodeURIComponent(term)}`, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    return ((await res.json()) as Autocomplete).products.map((p) => p.code);
  }

  async function stored(): Promise<{ term: string; products: number }[]> {
    return db().select({ term: searchTerms.term, products: searchTerms.products }).from(searchTerms).orderBy(sql`${searchTerms.term} collate "C"`);
  }

  /** Every word of every product's name and description, counted from scratch. */
  async function recount(): Promise<{ term: string; products: number }[]> {
    const { rows } = await db().execute<{ term: string; products: number }>(
      sql`select w as term, count(*)::int as products from products, unnest(search_words(search_document, code, material_id)) as w group by w order by w collate "C"`,
    );
    return rows;
  }

  const countOf = async (term: string) => (await db().select({ n: searchTerms.products }).from(searchTerms).where(eq(searchTerms.term, term)))[0]?.n ?? 0;

  it("holds every word of the seeded names and descriptions with its product count, and no codes", async () => {
    const words = await stored();
    expect(words.length).toBeGreaterThan(50);
    expect(words).toEqual(await recount());
    const [first] = await db().select({ code: products.code, material: products.materialId }).from(products).orderBy(products.id).limit(1);
    const terms = new Set(words.map((w) => w.term));
    expect(terms.has(first!.code.toLowerCase())).toBe(false);
    expect(terms.has(String(first!.material))).toBe(false);
  });

  it("finds a product added after seeding by its new word and a typo of it, and follows renames and deletes", async () => {
    const [model] = await db().select().from(products).orderBy(products.id).limit(1);
    const capsBefore = await countOf("cap");
    const [added] = await db()
      .insert(products)
      .values({
        code: "BRM999901",
        materialId: 999_901,
        name: "Quillfeather Harbor Cap",
        description: "A soft crown with a quillfeather patch.",
        silhouetteCode: model!.silhouetteCode,
        categoryCode: model!.categoryCode,
        gender: "unisex",
      })
      .returning({ id: products.id });
    await db().insert(productColours).values({ productId: added!.id, code: "NVY", name: "Navy", primaryHex: "#1B2A41", secondaryHex: "#FFFFFF", position: 0 });
    await db().insert(prices).values({ productId: added!.id, currency: "USD", msrpMinor: 3499 });

    expect(await countOf("quillfeather")).toBe(1);
    expect(await countOf("cap")).toBe(capsBefore + 1);
    expect((await suggestedCodes("quillf"))[0]).toBe("BRM999901");
    expect((await suggestedCodes("quilfeather"))[0]).toBe("BRM999901");

    // An update that leaves the text alone changes no count; a rename moves the words.
    await db().update(products).set({ labels: ["NEW"] }).where(eq(products.id, added!.id));
    expect(await countOf("quillfeather")).toBe(1);
    await db().update(products).set({ name: "Moonwhistle Harbor Cap", description: "A soft crown." }).where(eq(products.id, added!.id));
    expect(await countOf("quillfeather")).toBe(0);
    expect(await countOf("moonwhistle")).toBe(1);
    expect((await suggestedCodes("moonwh"))[0]).toBe("BRM999901");
    expect(await suggestedCodes("quillf")).not.toContain("BRM999901");
    expect(await stored()).toEqual(await recount());

    await db().delete(products).where(eq(products.id, added!.id));
    expect(await countOf("moonwhistle")).toBe(0);
    expect(await countOf("cap")).toBe(capsBefore);
    expect(await suggestedCodes("moonwh")).not.toContain("BRM999901");
    expect(await stored()).toEqual(await recount());
  });

  it("counts a bulk change of many products in one statement", async () => {
    const before = await stored();
    const ids = db().select({ id: products.id }).from(products).orderBy(products.id).limit(5);
    await db()
      .update(products)
      .set({ description: sql`${products.description} || ' Zanzibarite trim.'` })
      .where(sql`${products.id} in ${ids}`);
    expect(await countOf("zanzibarite")).toBe(5);
    expect(await stored()).toEqual(await recount());
    await db()
      .update(products)
      .set({ description: sql`replace(${products.description}, ' Zanzibarite trim.', '')` })
      .where(sql`${products.id} in ${ids}`);
    expect(await stored()).toEqual(before);
  });

  it("ranks the same products whether candidates come from the table's first pages or from the index", async () => {
    const [common] = await db().select({ term: searchTerms.term }).from(searchTerms).orderBy(sql`${searchTerms.products} desc`).limit(1);
    for (const query of [`'${common!.term}'`, `'${common!.term}' & 'brm000012':*`]) {
      const ranked = (probePages: number) => db().execute(rankedProductsSql({ query, phrase: common!.term, probePages, currency: "USD", language: "en", limit: 6 }));
      const fromIndex = (await ranked(0)).rows;
      expect(fromIndex.length).toBeGreaterThan(0);
      expect((await ranked(1)).rows).toEqual(fromIndex);
      expect((await ranked(100_000)).rows).toEqual(fromIndex);
    }
  });
});
