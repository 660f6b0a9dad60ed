import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** The toggles a page renders: product code -> pressed. */
function toggles(html: string): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const m of html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*data-testid="quick-order-toggle" data-product="([^"]+)"/g)) found.set(m[2]!, m[1] === "true");
  return found;
}

/** The header link's counter, or null without the link. */
function headerCount(html: string): number | null {
  const m = /data-testid="quick-order-count">(\d+)</.exec(html);
  return m ? Number(m[1]) : null;
}

/** The quick-order toggle on listing and product pages and the header's counter (issue 15, decision 0056). */
describe.each(DB_TARGETS)("quick-order toggle and counter on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let dealer: TestClient;

  async function heldCodes(): Promise<string[]> {
    const { rows } = await db().execute<{ code: string }>(sql`
      select p.code from list_products lp join products p on p.id = lp.product_id join carts c on c.id = lp.cart_id join users u on u.id = c.user_id
      where u.email = 'dealer@example.com' and c.kind = 'quickOrder' and c.status = 'active' and not lp.removed order by p.code`);
    return rows.map((r) => r.code);
  }

  beforeAll(async () => {
    dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
  });
  beforeEach(async () => {
    await emptyCartsOf(db(), "dealer@example.com");
  });

  it("renders the listing's and the product page's toggles pressed for products in the quick order, and the header's count", async () => {
    const empty = await dealer.page("/partner/sports");
    const codes = [...toggles(empty.html).keys()];
    expect(codes.length).toBeGreaterThan(2);
    expect([...toggles(empty.html).values()].every((pressed) => !pressed)).toBe(true);
    expect(headerCount(empty.html)).toBe(0);

    const [first, second, third] = codes as [string, string, string];
    const added = await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: [first, second] });
    expect(added.status).toBe(200);
    const listing = await dealer.page("/partner/sports");
    const state = toggles(listing.html);
    expect(state.get(first)).toBe(true);
    expect(state.get(second)).toBe(true);
    expect(state.get(third)).toBe(false);
    expect(headerCount(listing.html)).toBe(2);

    expect(toggles((await dealer.page(`/partner/p/${first}`)).html)).toEqual(new Map([[first, true]]));
    expect(toggles((await dealer.page(`/partner/p/${third}`)).html)).toEqual(new Map([[third, false]]));
    expect(await heldCodes()).toEqual([first, second].sort());
  });

  it("adds with the toggle's GET only with the page's token, and before the script runs as a form posting to the quick order", async () => {
    const { html } = await dealer.page("/partner/sports");
    const [code] = [...toggles(html).keys()] as [string];
    // A GET that writes: without the token refused, nothing changed.
    await expectRefusedUnchanged(db(), 403, [() => dealer.get(`/partner/quickOrder/add/${code}`, { accept: "application/json" })]);
    expect(await heldCodes()).toEqual([]);

    const res = await dealer.get(`/partner/quickOrder/add/${code}`, { accept: "application/json", CSRFToken: dealer.csrfToken });
    expect(res.status).toBe(200);
    expect((await res.json()) as object).toMatchObject({ addedProductCodes: [code], quickOrderCounter: 1 });
    const again = await dealer.get(`/partner/quickOrder/add/${code}`, { accept: "application/json", CSRFToken: dealer.csrfToken });
    expect(again.status).toBe(400);
    expect((await again.json()) as object).toMatchObject({ errorMessage: `Already in your quick order: ${code}.` });

    // The pressed toggle's form without script: the removal, then the quick-order page.
    const removed = await dealer.postForm(`/partner/quickOrder/del/${code}`, {});
    expect(removed.status).toBe(303);
    expect(await heldCodes()).toEqual([]);
    const formAdd = await dealer.postForm("/partner/quickOrder/api/addMaterials", { materialIds: code });
    expect(formAdd.status).toBe(303);
    expect(formAdd.headers.get("location")).toBe("/partner/quickOrder");
    expect(await heldCodes()).toEqual([code]);
  });

  it("works under the Japanese partner site's context path: forms, header link and Japanese texts", async () => {
    const jp = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    const { html } = await jp.page("/jp/partner/sports");
    const [code] = [...toggles(html).keys()] as [string];
    expect(code).toBeDefined();
    expect(html).toContain('action="/jp/partner/quickOrder/api/addMaterials"');
    expect(html).toMatch(/<a href="\/jp\/partner\/quickOrder"[^>]*data-testid="quick-order-link"/);
    expect(headerCount(html)).toBe(0);
    expect(html).toContain(">クイックオーダーに追加<");
    expect(html).not.toContain(">Add to quick order<");
  });

  it("shows no toggle and no quick-order link on the consumer site, to visitors or signed-in shoppers", async () => {
    const visitor = new TestClient(server().baseUrl);
    const visitorPage = await visitor.page("/sports");
    expect(visitorPage.res.status).toBe(200);
    expect(visitorPage.html).toContain('href="/p/');
    expect(toggles(visitorPage.html).size).toBe(0);
    expect(headerCount(visitorPage.html)).toBeNull();

    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    for (const path of ["/sports", "/search?text=cap"]) {
      const { res, html } = await shopper.page(path);
      expect(res.status).toBe(200);
      expect(toggles(html).size).toBe(0);
      expect(html).not.toContain("quick-order-add-all");
      expect(headerCount(html)).toBeNull();
    }
  });
});
