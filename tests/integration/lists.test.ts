import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** Quick order and bag (decision 0056): the list calls, against the database. */
describe.each(DB_TARGETS)("lists: quick order and bag on %s", (target) => {
  const server = useTestServer(target, { LIST_MAX_LINES: "12" });
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  let dealer: TestClient;

  beforeAll(async () => {
    fx = await cartFixtures(db());
    dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
  });
  beforeEach(async () => {
    await emptyCartsOf(db(), "dealer@example.com");
  });

  /** The dealer's lists by kind: held product codes and visible lines `UPC=quantity`. */
  async function lists(): Promise<Record<string, { held: string[]; lines: string[] }>> {
    const { rows } = await db().execute<{ kind: string; held: string[] | null; lines: string[] | null }>(sql`
      select c.kind,
        (select array_agg(p.code order by p.code) from list_products lp join products p on p.id = lp.product_id where lp.cart_id = c.id and not lp.removed) as held,
        (select array_agg(v.upc || '=' || ce.quantity order by v.upc) from cart_entries ce join variants v on v.id = ce.variant_id where ce.cart_id = c.id and not ce.deleted) as lines
      from carts c join users u on u.id = c.user_id where u.email = 'dealer@example.com' and c.status = 'active'`);
    return Object.fromEntries(rows.map((r) => [r.kind, { held: r.held ?? [], lines: r.lines ?? [] }]));
  }

  async function materialOf(code: string): Promise<string> {
    const { rows } = await db().execute<{ material_id: string }>(sql`select material_id::text from products where code = ${code}`);
    return rows[0]!.material_id;
  }

  it("adds products by material id without quantities, reports those already there and unknown ids, and counts them", async () => {
    const material = await materialOf(fx.plenty.productCode);
    const res = await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: [material, fx.other.productCode, "999999999"] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { addedProductCodes: string[]; quickOrderCounter: number; unknownIds: string[]; message: string };
    expect(body.addedProductCodes.sort()).toEqual([fx.plenty.productCode, fx.other.productCode].sort());
    expect(body.quickOrderCounter).toBe(2);
    expect(body.unknownIds).toEqual(["999999999"]);
    expect(body.message).toContain("2 products were added to your quick order.");
    expect((await lists()).quickOrder?.held).toEqual([fx.plenty.productCode, fx.other.productCode].sort());
    expect((await lists()).cart).toBeUndefined();

    // The same again: nothing added, the "already in" message with 400, nothing changed.
    const before = await databaseFingerprint(db());
    const again = await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: material });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errorMessage: string }).errorMessage).toBe(`Already in your quick order: ${fx.plenty.productCode}.`);
    expect(await databaseFingerprint(db())).toEqual(before);

    const counter = await dealer.get("/partner/quickOrder/getActualProductsQuantity", { accept: "application/json" });
    expect(await counter.json()).toEqual({ quickOrderCounter: 2 });
  });

  it("sets quantities on the quick order only, removes and undoes, and moves everything to the cart", async () => {
    await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: [fx.plenty.productCode] });
    const set = await dealer.postJson("/partner/quickOrder/quantity", [{ id: fx.plenty.upc, quantity: 4 }, { id: fx.sibling.upc, quantity: 2 }]);
    expect(set.status).toBe(200);
    expect((await set.json()) as object).toMatchObject({ totalUnitCount: 6 });
    expect((await lists()).quickOrder?.lines).toEqual([`${fx.plenty.upc}=4`, `${fx.sibling.upc}=2`].sort());

    const removed = await dealer.postJson(`/partner/quickOrder/del/${fx.plenty.productCode}`, {});
    expect(removed.status).toBe(200);
    expect((await removed.json()) as object).toMatchObject({ quickOrderCounter: 0, undoUrl: `/partner/quickOrder/undo/${fx.plenty.productCode}` });
    expect(await lists()).toMatchObject({ quickOrder: { held: [], lines: [] } });
    expect((await dealer.postJson(`/partner/quickOrder/undo/${fx.plenty.productCode}`, {})).status).toBe(200);
    expect((await lists()).quickOrder?.lines).toHaveLength(2);

    // A product still to be sized, held without quantities.
    await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: [fx.other.productCode] });
    const submitted = await dealer.postJson("/partner/quickOrder/submit", {});
    expect(submitted.status).toBe(200);
    expect((await submitted.json()) as object).toMatchObject({ added: 2, units: 6, redirectUrl: "/partner/cart" });
    const after = await lists();
    expect(after.cart?.lines).toEqual([`${fx.plenty.upc}=4`, `${fx.sibling.upc}=2`].sort());
    // What was ordered leaves the quick order; the product without quantities stays, to be sized.
    expect(after.quickOrder).toEqual({ held: [fx.other.productCode], lines: [] });
    // Nothing left to add: refused, and the cart keeps what it has.
    expect((await dealer.postJson("/partner/quickOrder/submit", {})).status).toBe(400);
  });

  it("previews a pasted list without writing, writes it with a report, and undoes the whole import until the list changes", async () => {
    const material = await materialOf(fx.other.productCode);
    const text = `${fx.plenty.upc} 3\n${fx.plenty.upc}\t2\n${material}\nnot-a-product 4\n${fx.sibling.upc} 123456`;
    const before = await databaseFingerprint(db());
    const preview = await dealer.postJson("/partner/bag/api/pasteMaterials", { text, preview: true });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const report = (await preview.json()) as { lines: { upc: string; quantity: number }[]; held: string[]; skipped: { row: number; reason: string }[] };
    expect(report.lines).toEqual([expect.objectContaining({ upc: fx.plenty.upc, quantity: 5 })]);
    expect(report.held).toEqual([fx.other.productCode]);
    expect(report.skipped.map((s) => [s.row, s.reason])).toEqual([
      [5, "badQuantity"],
      [4, "unknown"],
    ]);
    expect(await databaseFingerprint(db())).toEqual(before);

    const applied = await dealer.postJson("/partner/bag/api/pasteMaterials", { text });
    expect(applied.status).toBe(200);
    expect((await applied.json()) as object).toMatchObject({ undoUrl: "/partner/bag/undoImport" });
    // The bag is the cart with the list tools: the lines are the cart's, the held product too.
    expect((await lists()).cart).toEqual({ held: [fx.other.productCode], lines: [`${fx.plenty.upc}=5`] });

    expect((await dealer.postJson("/partner/bag/undoImport", {})).status).toBe(200);
    expect((await lists()).cart).toEqual({ held: [], lines: [] });

    // After another change the import can no longer be undone.
    await dealer.postJson("/partner/bag/api/pasteMaterials", { text: `${fx.plenty.upc} 1` });
    await dealer.postJson("/partner/cart/quantity", [{ id: fx.plenty.upc, quantity: 2 }]);
    const stale = await dealer.postJson("/partner/bag/undoImport", {});
    expect(stale.status).toBe(409);
    expect((await lists()).cart?.lines).toEqual([`${fx.plenty.upc}=2`]);
  });

  it("refuses a list above LIST_MAX_LINES as a whole, never cutting it", async () => {
    const { rows } = await db().execute<{ code: string }>(sql`select code from products where not gcp order by material_id limit 13`);
    const before = await databaseFingerprint(db());
    const res = await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: rows.map((r) => r.code) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errorMessage: string }).errorMessage).toBe("A list holds at most 12 lines; this would make 13. Nothing was changed.");
    const pasted = await dealer.postJson("/partner/quickOrder/api/pasteMaterials", { text: rows.map((r) => r.code).join("\n") });
    expect(pasted.status).toBe(400);
    // Refused before anything was written: not even the quick order was opened (decision 0060).
    expect((await lists()).quickOrder).toBeUndefined();
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("opens no quick order for a refused call; the first write opens it (decision 0060)", async () => {
    const quickOrders = async () =>
      (await db().execute<{ n: number }>(sql`select count(*)::int as n from carts c join users u on u.id = c.user_id where u.email = 'dealer@example.com' and c.kind = 'quickOrder'`)).rows[0]!.n;
    expect(await quickOrders()).toBe(0);
    const before = await databaseFingerprint(db());
    const unknown = await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: ["999999999", "no-such-product"] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errorMessage: string }).errorMessage).toContain("999999999");
    expect((await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: [] })).status).toBe(400);
    expect((await dealer.get("/partner/quickOrder/add/999999999", { accept: "application/json", CSRFToken: dealer.csrfToken })).status).toBe(400);
    expect((await dealer.postJson("/partner/quickOrder/api/removeMaterials", { materialIds: [fx.plenty.productCode] })).status).toBe(404);
    expect((await dealer.postJson(`/partner/quickOrder/del/${fx.plenty.productCode}`, {})).status).toBe(404);
    expect((await dealer.postJson("/partner/quickOrder/quantity", [{ id: "no-such-upc", quantity: 1 }])).status).toBeGreaterThanOrEqual(400);
    expect((await dealer.postJson("/partner/quickOrder/undoImport", {})).status).toBe(404);
    expect((await dealer.postJson("/partner/quickOrder/submit", {})).status).toBe(400);
    expect((await dealer.postJson("/partner/quickOrder/clear", {})).status).toBe(200);
    expect(await quickOrders()).toBe(0);
    expect(await databaseFingerprint(db())).toEqual(before);

    // A write opens it, in the same transaction as its first line.
    const set = await dealer.postJson("/partner/quickOrder/quantity", [{ id: fx.plenty.upc, quantity: 2 }]);
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await quickOrders()).toBe(1);
    expect((await lists()).quickOrder).toEqual({ held: [], lines: [`${fx.plenty.upc}=2`] });
  });

  it("answers the totals and the negotiation flag of each list", async () => {
    await dealer.postJson("/partner/quickOrder/api/pasteMaterials", { text: `${fx.plenty.upc} 2` });
    const totals = await dealer.get("/partner/quickOrder/getTotals?recalculate=true&q=", { accept: "application/json" });
    expect((await totals.json()) as object).toMatchObject({ totalUnitCount: 2, materialIDsCount: 1 });
    const negotiation = await dealer.get("/partner/quickOrder/hasCartNegotiationProducts", { accept: "application/json" });
    expect(await negotiation.json()).toBe(false);
  });

  it("refuses strangers: signed out, the consumer site, no token, a GET add without the token header", async () => {
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/partner/login");
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const before = await databaseFingerprint(db());
    expect((await visitor.postJson("/partner/quickOrder/api/addMaterials", { materialIds: [fx.plenty.productCode] })).status).toBe(401);
    expect((await shopper.postJson("/quickOrder/api/addMaterials", { materialIds: [fx.plenty.productCode] })).status).toBe(404);
    expect((await shopper.postJson("/bag/quantity", [{ id: fx.plenty.upc, quantity: 1 }])).status).toBe(404);
    expect((await dealer.postJson("/partner/quickOrder/api/addMaterials", { materialIds: [fx.plenty.productCode] }, { csrf: false })).status).toBe(403);
    expect((await dealer.get(`/partner/quickOrder/add/${fx.plenty.productCode}`, { accept: "application/json" })).status).toBe(403);
    expect((await dealer.postJson("/partner/savedBag/999999/quantity", [{ id: fx.plenty.upc, quantity: 1 }])).status).toBe(404);
    expect(await databaseFingerprint(db())).toEqual(before);
    const added = await dealer.get(`/partner/quickOrder/add/${fx.plenty.productCode}`, { accept: "application/json", CSRFToken: dealer.csrfToken });
    expect(added.status).toBe(200);
  });
});
