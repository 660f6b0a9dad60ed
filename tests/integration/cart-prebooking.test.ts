import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const ADD = "/partner/cart/updateMultiD";

describe.each(DB_TARGETS)("cart in PREBOOKING and GCP on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  beforeAll(async () => {
    fx = await cartFixtures(db());
    await openBookingWindow(db(), "dealer@example.com", "SPRING", 2027);
    await openBookingWindow(db(), "dealer@example.com", "MAR", 2027);
  });
  beforeEach(async () => {
    await emptyCartsOf(db(), "dealer@example.com");
  });

  async function dealerIn(mode: string): Promise<TestClient> {
    const client = new TestClient(server().baseUrl);
    await client.signIn("/partner", "dealer@example.com");
    const res = await client.postJson("/partner/booking/status/update", { mode });
    expect(res.status).toBe(200);
    return client;
  }

  async function lines(mode: string): Promise<string[]> {
    const rows = await db().execute<{ line: string }>(sql`
      select v.upc || '@' || coalesce(ce.delivery_target_code || '-' || ce.delivery_year, '-') || '=' || ce.quantity as line
      from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id join users u on u.id = c.user_id
      where u.email = 'dealer@example.com' and c.mode = ${mode} and not ce.deleted order by ce.entry_number`);
    return rows.rows.map((r) => r.line);
  }

  it("books sizes per delivery target, ignoring stock, and groups them in prebookingEntries", async () => {
    const dealer = await dealerIn("PREBOOKING");
    const res = await dealer.postJson(ADD, {
      productCode: fx.none.productCode,
      entries: [
        { productCode: fx.none.upc, quantity: 24, deliveryTarget: "SPRING", deliveryYear: 2027 },
        { productCode: fx.none.upc, quantity: 12, deliveryTarget: "MAR", deliveryYear: 2027 },
      ],
    });
    expect(res.status).toBe(200);
    const cart = await res.json();
    expect(cart.mode).toBe("PREBOOKING");
    expect(cart.statusCode).toBe("success");
    expect(cart.prebookingEntries.map((p: { deliveryTarget: { code: string; year: number }; totalCount: number }) => [p.deliveryTarget.code, p.deliveryTarget.year, p.totalCount])).toEqual(
      expect.arrayContaining([
        ["SPRING", 2027, 24],
        ["MAR", 2027, 12],
      ]),
    );
    expect(cart.prebookingEntries[0].originalEntries[0].product.code).toBe(fx.none.upc);
    expect(await lines("PREBOOKING")).toEqual([`${fx.none.upc}@SPRING-2027=24`, `${fx.none.upc}@MAR-2027=12`]);
    // The STOCK cart is another cart.
    expect(await lines("STOCK")).toEqual([]);

    const grid = await (await dealer.get(`/partner/cart/grid?productCode=${fx.none.productCode}`, { accept: "application/json" })).json();
    const size = grid.colours.flatMap((c: { sizes: { upc: string }[] }) => c.sizes).find((s: { upc: string }) => s.upc === fx.none.upc);
    expect(size).toMatchObject({ quantity: 36, byTarget: { "SPRING-2027": 24, "MAR-2027": 12 } });
    expect(grid.deliveryTargets).toEqual(expect.arrayContaining([expect.objectContaining({ key: "SPRING-2027", open: true }), expect.objectContaining({ key: "JAN-2027", open: false })]));
  });

  it("refuses a closed booking window and lines without a target with the alert, changing nothing", async () => {
    const dealer = await dealerIn("PREBOOKING");
    await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1, deliveryTarget: "SPRING", deliveryYear: 2027 });
    const before = await databaseFingerprint(db());
    const closed = await dealer.postJson(ADD, {
      entries: [
        { productCode: fx.plenty.upc, quantity: 5, deliveryTarget: "SPRING", deliveryYear: 2027 },
        { productCode: fx.plenty.upc, quantity: 5, deliveryTarget: "JAN", deliveryYear: 2027 },
      ],
    });
    expect(closed.status).toBe(422);
    expect(await closed.json()).toEqual({
      errorMessage: "The booking window is closed for January 2027.",
      errors: [{ field: "deliveryTarget", message: "The booking window is closed for January 2027." }],
    });
    const noTarget = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 5 });
    expect(noTarget.status).toBe(400);
    expect((await noTarget.json()).errors).toEqual([{ field: "deliveryTarget", message: "Choose a delivery month or season" }]);
    const recalc = await dealer.postJson("/partner/cart/quantity", [{ id: fx.plenty.upc, quantity: 3, deliveryTarget: "JAN", deliveryYear: 2027 }]);
    expect(recalc.status).toBe(422);
    expect(recalc.headers.get("redirectUrl")).toBe("/partner/cart?forceValidation=true");
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("removes and restores one delivery target of a product", async () => {
    const dealer = await dealerIn("PREBOOKING");
    await dealer.postJson(ADD, {
      entries: [
        { productCode: fx.plenty.upc, quantity: 2, deliveryTarget: "SPRING", deliveryYear: 2027 },
        { productCode: fx.plenty.upc, quantity: 3, deliveryTarget: "MAR", deliveryYear: 2027 },
      ],
    });
    const del = await dealer.postJson(`/partner/cart/del/${fx.plenty.productCode}?deliveryTargetAndYear=MAR-2027`, {});
    expect(del.status).toBe(200);
    expect((await del.json()).undoUrl).toBe(`/partner/cart/undo/${fx.plenty.productCode}?deliveryTargetAndYear=MAR-2027`);
    expect(await lines("PREBOOKING")).toEqual([`${fx.plenty.upc}@SPRING-2027=2`]);
    const undo = await dealer.postJson(`/partner/cart/undo/${fx.plenty.productCode}?deliveryTargetAndYear=MAR-2027`, {});
    expect(undo.status).toBe(200);
    expect(await lines("PREBOOKING")).toEqual([`${fx.plenty.upc}@SPRING-2027=2`, `${fx.plenty.upc}@MAR-2027=3`]);
  });

  it("takes only custom programme products in GCP", async () => {
    const dealer = await dealerIn("GCP");
    const ok = await dealer.postJson(ADD, { productCode: fx.gcp.upc, quantity: 48 });
    expect(ok.status).toBe(200);
    const refused = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errorMessage).toBe("Only custom programme products can be ordered in GCP mode.");
    expect(await lines("GCP")).toEqual([`${fx.gcp.upc}@-=48`]);
  });
});
