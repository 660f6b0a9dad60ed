import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FUTURE_STOCK_MAX_SKUS, type FutureStockAnswer } from "../../domain/future-stock.ts";
import { products, silhouettes } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Window {
  total: number;
  start: number;
  items: { code: string }[];
}

interface ErrorBody {
  errorMessage: string;
  errors: { field: string; message: string }[];
}

describe.each(DB_TARGETS)("product page extras on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  const json = async <T,>(c: TestClient, path: string, status = 200): Promise<T> => {
    const res = await c.request(path, { headers: { accept: "application/json" } });
    expect(res.status, path).toBe(status);
    return (await res.json()) as T;
  };

  /** The codes of the other products with the same team / silhouette, in id order. */
  async function expectedReferences(code: string, column: "team_id" | "silhouette_code"): Promise<string[]> {
    const rows = await db().execute<{ code: string }>(
      sql`select o.code from products p join products o on o.${sql.raw(column)} = p.${sql.raw(column)} and o.id <> p.id where p.code = ${code} order by o.id`,
    );
    return rows.rows.map((r) => r.code);
  }

  async function allWindows(c: TestClient, query: string): Promise<{ total: number; codes: string[] }> {
    const first = await json<Window>(c, `/cms/carousel?${query}&start=0&range=10`);
    const codes = first.items.map((i) => i.code);
    for (let start = codes.length; start < first.total; start += 5) {
      const next = await json<Window>(c, `/cms/carousel?${query}&start=${start}&range=5`);
      expect(next.total).toBe(first.total);
      codes.push(...next.items.map((i) => i.code));
    }
    return { total: first.total, codes };
  }

  it("gives a product's related items (same team) and same-fit items (same silhouette), at most 40, never itself", async () => {
    const c = new TestClient(server().baseUrl);
    const [p] = await db().select({ code: products.code }).from(products).where(sql`${products.teamId} is not null`).orderBy(asc(products.id)).limit(1);
    const code = p!.code;
    const related = await allWindows(c, `productCode=${code}&referenceTypes=RELATED&displayProductTitles=true`);
    expect(related.codes).toEqual((await expectedReferences(code, "team_id")).slice(0, 40));
    expect(related.total).toBe(related.codes.length);
    const sameFit = await allWindows(c, `productCode=${code}&referenceTypes=FIT_GUIDE&displayProductTitles=false`);
    expect(sameFit.codes).toEqual((await expectedReferences(code, "silhouette_code")).slice(0, 40));
    expect(sameFit.codes).not.toContain(code);

    // More than 40 of one silhouette: the carousel stops at the first 40.
    await db().execute(sql`update products set silhouette_code = (select silhouette_code from products where code = ${code}) where id <= 50`);
    const capped = await allWindows(c, `productCode=${code}&referenceTypes=FIT_GUIDE&displayProductTitles=false`);
    expect(capped.total).toBe(40);
    expect(capped.codes).toEqual((await expectedReferences(code, "silhouette_code")).slice(0, 40));

    // A product without a team has no related items.
    const [lifestyle] = await db().select({ code: products.code }).from(products).where(sql`${products.teamId} is null`).limit(1);
    if (lifestyle) expect(await json<Window>(c, `/cms/carousel?productCode=${lifestyle.code}&referenceTypes=RELATED`)).toMatchObject({ total: 0, items: [] });
  });

  it("server-renders the reference carousels and the fit guide button on the product page", async () => {
    const [p] = await db().select({ code: products.code, silhouette: silhouettes.name }).from(products).innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode)).orderBy(asc(products.id)).limit(1);
    const { res, html } = await new TestClient(server().baseUrl).page(`/p/${p!.code}`);
    expect(res.status).toBe(200);
    const sameFit = (await expectedReferences(p!.code, "silhouette_code")).slice(0, 40);
    expect(html).toContain(`More in the ${p!.silhouette} fit`);
    // The first window's tiles are in the HTML (the first 10 of a longer carousel, else all).
    const shown = sameFit.length > 15 ? sameFit.slice(0, 10) : sameFit;
    for (const code of shown) expect(html).toContain(`href="/p/${code}"`);
    if (sameFit.length > 15) expect(html).not.toContain(`href="/p/${sameFit[10]}"`);
    expect(html).toMatch(/<button[^>]*>Fit guide<\/button>/);
  });

  it("has a fit guide for every silhouette in all three languages, its description at most 200 characters", async () => {
    const rows = await db().select({ code: silhouettes.code }).from(silhouettes);
    const en = new TestClient(server().baseUrl);
    const jp = new TestClient(server().baseUrl);
    await jp.signIn("/jp/partner", "jp.dealer@example.com");
    let cut = 0;
    for (const { code } of rows) {
      const guide = await json<{ type: string; silhouetteCode: string; name: string; description: string; sizeChart: unknown[]; sizeNote: string | null }>(en, `/cms/component?componentUid=FitGuide-${code}`);
      expect(guide).toMatchObject({ type: "fitGuide", silhouetteCode: code });
      expect(Array.from(guide.description).length).toBeLessThanOrEqual(200);
      if (guide.description.endsWith("…")) cut++;
      expect(guide.sizeChart.length > 0 || guide.sizeNote !== null, code).toBe(true);
      const ja = await json<{ name: string; description: string }>(jp, `/jp/partner/cms/component?componentUid=FitGuide-${code}`);
      expect(ja.description).not.toBe(guide.description);
      expect(ja.description).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    }
    // The seed holds at least one longer description, shown cut with an ellipsis.
    expect(cut).toBeGreaterThan(0);
  });

  describe("future stock", () => {
    /** Skus of one product: one with arrivals from today on, one without. */
    async function pick() {
      const found = await db().execute<{ code: string; with_inbound: string; without_inbound: string }>(sql`
        select p.code,
          (select v.upc from variants v where v.product_id = p.id and exists (select 1 from inbound_inventory i where i.variant_id = v.id and i.arrival_date >= current_date) order by v.id limit 1) as with_inbound,
          (select v.upc from variants v where v.product_id = p.id and not exists (select 1 from inbound_inventory i where i.variant_id = v.id and i.arrival_date >= current_date) order by v.id limit 1) as without_inbound
        from products p order by p.id`);
      const row = found.rows.find((r) => r.with_inbound && r.without_inbound);
      if (!row) throw new Error("seed lacks a product with and without arrivals");
      return row;
    }

    async function dealer(): Promise<TestClient> {
      const c = new TestClient(server().baseUrl);
      await c.signIn("/partner", "dealer@example.com");
      return c;
    }

    const post = async <T,>(c: TestClient, path: string, body: unknown, status: number, csrf = true): Promise<T> => {
      const res = await c.postJson(path, body, { csrf });
      expect(res.status, JSON.stringify(body)).toBe(status);
      return (await res.json()) as T;
    };

    it("answers arrival dates and quantities of the requested sizes, by size then date", async () => {
      const p = await pick();
      const expected = await db().execute<{ sku: string; size: string; date: string; quantity: number }>(sql`
        select v.upc as sku, v.size, to_char(i.arrival_date, 'YYYY-MM-DD') as date, i.quantity
        from variants v join inbound_inventory i on i.variant_id = v.id
        where v.upc in (${p.with_inbound}, ${p.without_inbound}) and i.arrival_date >= current_date and i.quantity > 0
        order by v.size_position, v.colour_id, i.arrival_date`);
      const c = await dealer();
      const answer = await post<FutureStockAnswer>(c, "/partner/inventory/future-stock", { productCode: p.code, skus: [p.without_inbound, p.with_inbound] }, 200);
      expect(answer).toEqual({ available: true, entries: expected.rows });
      expect(answer.entries.length).toBeGreaterThan(0);

      const none = await post<FutureStockAnswer>(c, "/partner/inventory/future-stock", { productCode: p.code, skus: [p.without_inbound] }, 200);
      expect(none).toEqual({ available: false, message: "No future stock is expected for these sizes.", entries: [] });
      const jp = new TestClient(server().baseUrl);
      await jp.signIn("/jp/partner", "jp.dealer@example.com");
      const ja = await post<FutureStockAnswer>(jp, "/jp/partner/inventory/future-stock", { productCode: p.code, skus: [p.without_inbound] }, 200);
      expect(ja.message).toBe("これらのサイズの入荷予定はありません。");
    });

    it("refuses bad input with field errors, unknown products with 404, foreign skus with 400", async () => {
      const p = await pick();
      const c = await dealer();
      const before = await databaseFingerprint(db());
      const cases: [unknown, string][] = [
        [{ skus: [p.with_inbound] }, "productCode"],
        [{ productCode: "<b>", skus: [p.with_inbound] }, "productCode"],
        [{ productCode: p.code }, "skus"],
        [{ productCode: p.code, skus: [] }, "skus"],
        [{ productCode: p.code, skus: "123456789012" }, "skus"],
        [{ productCode: p.code, skus: ["abc"] }, "skus.0"],
        [{ productCode: p.code, skus: [p.with_inbound, 42] }, "skus.1"],
        [{ productCode: p.code, skus: Array.from({ length: FUTURE_STOCK_MAX_SKUS + 1 }, () => p.with_inbound) }, "skus"],
      ];
      for (const [body, field] of cases) {
        const error = await post<ErrorBody>(c, "/partner/inventory/future-stock", body, 400);
        expect(error.errors.map((e) => e.field), JSON.stringify(body)).toContain(field);
      }
      // Exactly the maximum is fine.
      await post(c, "/partner/inventory/future-stock", { productCode: p.code, skus: Array.from({ length: FUTURE_STOCK_MAX_SKUS }, () => p.with_inbound) }, 200);

      const unknown = await post<ErrorBody>(c, "/partner/inventory/future-stock", { productCode: "NOPE123", skus: [p.with_inbound] }, 404);
      expect(unknown.errors[0]?.field).toBe("productCode");
      const [other] = await db().execute<{ upc: string }>(sql`select v.upc from variants v join products p on p.id = v.product_id where p.code <> ${p.code} limit 1`).then((r) => r.rows);
      const foreign = await post<ErrorBody>(c, "/partner/inventory/future-stock", { productCode: p.code, skus: [p.with_inbound, other!.upc] }, 400);
      expect(foreign.errors).toEqual([{ field: "skus.1", message: `${other!.upc} is not a size of this product` }]);
      expect(await databaseFingerprint(db())).toEqual(before);
    });

    it("needs the CSRF token, a signed-in partner user and a partner site", async () => {
      const p = await pick();
      const body = { productCode: p.code, skus: [p.with_inbound] };
      const c = await dealer();
      const anonymous = new TestClient(server().baseUrl);
      await anonymous.page("/partner/login");
      const shopper = new TestClient(server().baseUrl);
      await shopper.signIn("", "shopper@example.com");
      const before = await databaseFingerprint(db());
      const noToken = await post<ErrorBody>(c, "/partner/inventory/future-stock", body, 403, false);
      expect(noToken.errors).toEqual([]);
      const refused = await post<ErrorBody>(anonymous, "/partner/inventory/future-stock", body, 401);
      expect(refused.errorMessage).toBe("Please sign in to continue.");
      // The consumer site has no future stock, even for a signed-in shopper.
      await post(shopper, "/inventory/future-stock", body, 404);
      expect(await databaseFingerprint(db())).toEqual(before);
    });
  });
});
