import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartEntries, carts, users } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const ADD = "/partner/cart/updateMultiD";

describe.each(DB_TARGETS)("cart: adding, reading and editing on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  beforeAll(async () => {
    fx = await cartFixtures(db());
  });
  beforeEach(async () => {
    for (const email of ["dealer@example.com", "promo@example.com", "franchise@example.com"]) await emptyCartsOf(db(), email);
  });

  const signedIn = (email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, "/partner", email);

  /** Adds through the API and answers the JSON, failing the test on any status but 200. */
  async function add(client: TestClient, body: unknown) {
    const res = await client.postJson(ADD, body);
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json;
  }

  /** Visible lines of a user's carts: `upc → quantity`. */
  async function storedLines(email: string): Promise<Record<string, number>> {
    const rows = await db().execute<{ upc: string; quantity: number }>(sql`
      select v.upc, ce.quantity from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id
      join users u on u.id = c.user_id where u.email = ${email} and not ce.deleted order by ce.entry_number`);
    return Object.fromEntries(rows.rows.map((r) => [r.upc, r.quantity]));
  }

  it("shows each product in the mini cart in the colour of its line changed last", async () => {
    // A product with stock in two colours.
    const { rows } = await db().execute<{ a_upc: string; a_colour: string; b_upc: string; b_colour: string }>(sql`
      select a.upc as a_upc, ca.code as a_colour, b.upc as b_upc, cb.code as b_colour
      from variants a join product_colours ca on ca.id = a.colour_id join stock_levels sa on sa.variant_id = a.id
      join variants b on b.product_id = a.product_id join product_colours cb on cb.id = b.colour_id and cb.position > ca.position
      join stock_levels sb on sb.variant_id = b.id join products p on p.id = a.product_id
      where not p.gcp and sa.quantity >= 50 and sb.quantity >= 50 and a.max_order_quantity is null and b.max_order_quantity is null
      order by p.material_id, ca.position limit 1`);
    const pair = rows[0]!;
    const dealer = await signedIn("dealer@example.com");
    const imageOfMiniCart = async () => ((await (await dealer.get("/partner/cart/miniCart", { accept: "application/json" })).json()) as { addToCartLayer: { recent: { image: string }[] } }).addToCartLayer.recent.map((r) => r.image);
    await add(dealer, { productCode: pair.b_upc, quantity: 2, entryNumber: -1 });
    expect(await imageOfMiniCart()).toEqual([expect.stringContaining(`/${pair.b_colour}.svg`)]);
    await add(dealer, { productCode: pair.a_upc, quantity: 3, entryNumber: -1 });
    expect(await imageOfMiniCart()).toEqual([expect.stringContaining(`/${pair.a_colour}.svg`)]);
  });

  it("adds one line and a batch, answering the cart JSON with the add-to-cart fields", async () => {
    const dealer = await signedIn("dealer@example.com");
    const one = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 12, entryNumber: -1 });
    expect(one.status).toBe(200);
    const cart = await one.json();
    expect(cart.statusCode).toBe("success");
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0]).toMatchObject({
      entryNumber: 0,
      product: { code: fx.plenty.upc, baseProductCode: fx.plenty.productCode, materialId: fx.plenty.materialId },
      quantity: 12,
      deliveryTarget: null,
    });
    const unit = cart.entries[0].basePrice;
    expect(unit.currency).toBe("USD");
    expect(cart.entries[0].totalPrice).toEqual({ value: unit.value * 12, currency: "USD", formattedValue: expect.stringMatching(/^\$[\d,]+\.\d\d$/) });
    expect(cart.aggregatedEntries).toEqual([expect.objectContaining({ quantity: 12, baseProduct: expect.objectContaining({ code: fx.plenty.productCode }) })]);
    expect(cart.prebookingEntries).toEqual([]);
    expect(cart.successfulMessage).toBe("12 added to your cart.");
    expect(cart.errorMessage).toBeNull();
    expect(cart.addToCartLayer).toMatchObject({ miniCartCount: 12, miniCartCountText: "12", added: [{ upc: fx.plenty.upc, quantity: 12 }] });
    expect(cart.cartAnalyticsData).toMatchObject({ event: "add_to_cart", ecommerce: { currency: "USD", items: [{ item_id: fx.plenty.productCode, quantity: 12 }] } });

    const batch = await dealer.postJson(ADD, {
      productCode: fx.plenty.productCode,
      entries: [
        { productCode: fx.plenty.upc, quantity: 3 },
        { productCode: fx.sibling.upc, quantity: 5 },
      ],
    });
    expect(batch.status).toBe(200);
    const after = await batch.json();
    expect(after.totalUnitCount).toBe(20);
    expect(after.entries.map((e: { entryNumber: number; quantity: number }) => [e.entryNumber, e.quantity])).toEqual([
      [0, 15],
      [1, 5],
    ]);
    expect(await storedLines("dealer@example.com")).toEqual({ [fx.plenty.upc]: 15, [fx.sibling.upc]: 5 });
  });

  it("applies the stock rules in STOCK: what is left for low stock, nothing for none, force-in-stock and max order", async () => {
    const dealer = await signedIn("dealer@example.com");
    const low = await add(dealer, { productCode: fx.low.upc, quantity: fx.low.stock + 5 });
    expect(low.statusCode).toBe("lowStock");
    expect(low.lines).toEqual([expect.objectContaining({ productCode: fx.low.upc, quantityAdded: fx.low.stock, statusCode: "lowStock" })]);

    const none = await add(dealer, { productCode: fx.none.upc, quantity: 4 });
    expect(none.statusCode).toBe("noStock");
    expect(none.errorMessage).toBe("Nothing could be added: these sizes are out of stock.");
    expect(none.successfulMessage).toBeNull();

    const forced = await add(dealer, { productCode: fx.forced.upc, quantity: 40 });
    expect(forced.statusCode).toBe("success");

    const max = fx.maxed.maxOrderQuantity ?? 0;
    const maxed = await add(dealer, { productCode: fx.maxed.upc, quantity: max + 3 });
    expect(maxed.statusCode).toBe("maxOrderQuantityExceeded");
    expect(await storedLines("dealer@example.com")).toEqual({ [fx.low.upc]: fx.low.stock, [fx.forced.upc]: 40, [fx.maxed.upc]: max });
  });

  it("lets promo users past the stock limit but not past the maximum order quantity", async () => {
    const promo = await signedIn("promo@example.com");
    const res = await add(promo, { productCode: fx.none.upc, quantity: 7 });
    expect(res.statusCode).toBe("success");
    expect(await storedLines("promo@example.com")).toEqual({ [fx.none.upc]: 7 });
  });

  it("refuses custom programme products outside GCP, unknown sizes and targets in STOCK, changing nothing", async () => {
    const promo = await signedIn("promo@example.com");
    const untouched = await databaseFingerprint(db());
    expect((await promo.postJson(ADD, { productCode: fx.gcp.upc, quantity: 1 })).status).toBe(422);
    // A refused first add leaves no empty cart behind.
    expect(await databaseFingerprint(db())).toEqual(untouched);

    const dealer = await signedIn("dealer@example.com");
    await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 });
    const before = await databaseFingerprint(db());
    const gcp = await dealer.postJson(ADD, { productCode: fx.gcp.upc, quantity: 1 });
    expect(gcp.status).toBe(422);
    expect(await gcp.json()).toEqual({
      errorMessage: "This product can only be ordered in the custom programme (GCP).",
      errors: [{ field: "productCode", message: "This product can only be ordered in the custom programme (GCP)." }],
    });
    const unknown = await dealer.postJson(ADD, { productCode: "000000000000", quantity: 1 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual([{ field: "productCode", message: "Unknown product 000000000000" }]);
    const targeted = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1, deliveryTarget: "SPRING", deliveryYear: 2027 });
    expect(targeted.status).toBe(400);
    const tooMany = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 123456 });
    expect(tooMany.status).toBe(400);
    const negative = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: -1 });
    expect(negative.status).toBe(400);
    const noToken = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 }, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("answers 401 to visitors and 403 to accounts without a cart", async () => {
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/partner/login");
    expect((await anonymous.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 })).status).toBe(401);
    expect((await anonymous.get("/partner/cart/getTotals", { accept: "application/json" })).status).toBe(401);
    const rep = await signedIn("salesrep@example.com");
    const refused = await rep.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 });
    expect(refused.status).toBe(403);
    expect((await refused.json()).errorMessage).toBe("Your account has no cart. Act for a customer to order for them.");
    const repUser = await db().select({ id: users.id }).from(users).where(eq(users.email, "salesrep@example.com"));
    expect(await db().select({ id: carts.id }).from(carts).where(eq(carts.userId, repUser[0]?.id ?? -1))).toEqual([]);
  });

  it("sets quantities, refuses a stale version with a redirectUrl, and answers totals in both spellings", async () => {
    const dealer = await signedIn("dealer@example.com");
    const added = await add(dealer, { entries: [{ productCode: fx.plenty.upc, quantity: 2 }, { productCode: fx.other.upc, quantity: 2 }] });
    const version: number = added.version;

    const q = encodeURIComponent(`materialId:${String(fx.other.materialId)}`);
    const res = await dealer.request(`/partner/cart/quantity?q=${q}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", CSRFToken: dealer.csrfToken, "x-cart-version": String(version) },
      body: JSON.stringify([
        { id: fx.plenty.upc, quantity: 30, deliveryTarget: null, seasonCollection: null, deliveryYear: null, baseProductCode: fx.plenty.productCode },
        { id: fx.other.upc, quantity: "", baseProductCode: fx.other.productCode },
      ]),
    });
    expect(res.status).toBe(200);
    const totals = await res.json();
    expect(totals).toMatchObject({ version: version + 1, materialIDsCount: 1, products: 1, totalUnitCount: 30, quantity: 30, filteredMaterialIDsCount: 0, deliveryItemsQuantity: 30 });
    expect(totals.total).toBe(totals.totalPrice.formattedValue);
    expect(await storedLines("dealer@example.com")).toEqual({ [fx.plenty.upc]: 30 });

    const before = await databaseFingerprint(db());
    const stale = await dealer.request("/partner/cart/quantity", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", CSRFToken: dealer.csrfToken, "x-cart-version": String(version) },
      body: JSON.stringify([{ id: fx.plenty.upc, quantity: 1 }]),
    });
    expect(stale.status).toBe(409);
    expect(stale.headers.get("redirectUrl")).toBe("/partner/cart?forceValidation=true");
    expect(await databaseFingerprint(db())).toEqual(before);

    const detailed = await (await dealer.get("/partner/cart/getTotals?detailed=true", { accept: "application/json" })).json();
    expect(Object.keys(detailed).sort()).toEqual(["aggregatedEntries", "entries", "orderApprovalData", "prebookingEntries", "totalDiscounts", "totalPriceData", "totalWithoutDiscounts"]);
    expect(detailed.orderApprovalData).toEqual({ approvalRequired: false });
  });

  it("removes a product with undo, updates an entry by form, clears, and shows the grid and mini cart", async () => {
    const dealer = await signedIn("dealer@example.com");
    await dealer.postJson(ADD, { entries: [{ productCode: fx.plenty.upc, quantity: 4 }, { productCode: fx.sibling.upc, quantity: 6 }, { productCode: fx.other.upc, quantity: 1 }] });

    const del = await dealer.postJson(`/partner/cart/del/${fx.plenty.productCode}`, {});
    expect(del.status).toBe(200);
    const removed = await del.json();
    expect(removed).toMatchObject({ totalUnitCount: 1, undoUrl: `/partner/cart/undo/${fx.plenty.productCode}` });
    expect(await storedLines("dealer@example.com")).toEqual({ [fx.other.upc]: 1 });
    const undo = await dealer.postJson(removed.undoUrl, {});
    expect((await undo.json()).totalUnitCount).toBe(11);
    expect(await storedLines("dealer@example.com")).toEqual({ [fx.plenty.upc]: 4, [fx.sibling.upc]: 6, [fx.other.upc]: 1 });
    expect((await dealer.postJson(removed.undoUrl, {})).status).toBe(404);

    const grid = await (await dealer.get(`/partner/cart/grid?productCode=${fx.plenty.productCode}&readOnly=true`, { accept: "application/json" })).json();
    expect(grid).toMatchObject({ productCode: fx.plenty.productCode, readOnly: true, deliveryTargets: [] });
    const sizes = grid.colours.flatMap((c: { sizes: { upc: string; quantity: number }[] }) => c.sizes);
    expect(sizes.find((s: { upc: string }) => s.upc === fx.plenty.upc)).toMatchObject({ quantity: 4, stock: { status: expect.any(String) } });
    expect((await dealer.get("/partner/cart/grid?productCode=NOPE", { accept: "application/json" })).status).toBe(404);

    const stale = await dealer.postForm("/partner/cart/update", { productCode: fx.plenty.upc, initialQuantity: "9", quantity: "0", entryNumber: "0" });
    expect(stale.status).toBe(303);
    expect(stale.headers.get("location")).toBe("/partner/cart?forceValidation=true");
    const update = await dealer.postForm("/partner/cart/update", { productCode: fx.plenty.upc, initialQuantity: "4", quantity: "0", entryNumber: "0" });
    expect(update.status).toBe(303);
    expect(update.headers.get("location")).toBe("/partner/cart");
    expect(await storedLines("dealer@example.com")).toEqual({ [fx.sibling.upc]: 6, [fx.other.upc]: 1 });

    const mini = await (await dealer.get("/partner/cart/miniCart/refresh", { accept: "application/json" })).json();
    expect(mini).toMatchObject({ miniCartCount: 7, miniCartCountText: "7", miniCartPrice: expect.stringMatching(/^\$/) });

    const clear = await dealer.postJson("/partner/cart/clear", {});
    expect(clear.status).toBe(200);
    expect(await storedLines("dealer@example.com")).toEqual({});
    const emptyMini = await (await dealer.get("/partner/cart/miniCart", { accept: "application/json" })).json();
    expect(emptyMini).toMatchObject({ miniCartCount: 0, miniCartPrice: null });
  });

  it("takes voucher discounts into the totals and the recalculation", async () => {
    const dealer = await signedIn("dealer@example.com");
    const added = await add(dealer, { productCode: fx.plenty.upc, quantity: 40 });
    const subtotal: number = added.totalPrice.value;
    expect(subtotal).toBeGreaterThanOrEqual(15_000);
    const applied = await dealer.postJson("/partner/cart/voucher/apply", { voucherCode: " save25 " });
    expect(applied.status).toBe(200);
    const totals = await (await dealer.get("/partner/cart/getTotals", { accept: "application/json" })).json();
    expect(totals).toMatchObject({ subTotal: { value: subtotal }, totalDiscounts: { value: 2_500 }, totalPrice: { value: subtotal - 2_500 } });
    const recalc = await dealer.postJson("/partner/cart/quantity", [{ id: fx.plenty.upc, quantity: 41 }]);
    const after = await recalc.json();
    expect(after.totalDiscounts.value).toBe(2_500);
    expect(after.totalPrice.value).toBe(after.subTotal.value - 2_500);
  });

  it("remembers the active cart in the session, and finds the new one once that cart is ordered", async () => {
    const dealer = await signedIn("dealer@example.com");
    const first = await add(dealer, { productCode: fx.plenty.upc, quantity: 2 });
    const remembered = await db().execute<{ carts: Record<string, number> | null }>(sql`
      select s.data -> 'carts' as carts from sessions s join users u on u.id = s.user_id
      where u.email = 'dealer@example.com' and s.revoked_at is null order by s.created_at desc limit 1`);
    // The JSON names the cart by its 8-digit code (decision 0061); the session remembers its id.
    expect(first.code).toMatch(/^[1-9]\d{7}$/);
    const [firstRow] = await db().select({ id: carts.id }).from(carts).where(eq(carts.code, first.code));
    expect(remembered.rows[0]?.carts).toEqual({ STOCK: firstRow!.id });

    await db().update(carts).set({ status: "ordered" }).where(eq(carts.id, firstRow!.id));
    const second = await add(dealer, { productCode: fx.other.upc, quantity: 1 });
    expect(second.code).not.toBe(first.code);
    expect(second.entries.map((e: { product: { code: string } }) => e.product.code)).toEqual([fx.other.upc]);
    const ordered = await db().select({ id: cartEntries.id }).from(cartEntries).where(eq(cartEntries.cartId, firstRow!.id));
    expect(ordered).toHaveLength(1);
  });

  it("never loses an update when two windows add to one cart at once", async () => {
    const tabA = await signedIn("dealer@example.com");
    const tabB = await signedIn("dealer@example.com");
    const adds = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? tabA : tabB).postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 }));
    const statuses = await Promise.all(adds.map(async (r) => (await r).status));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await storedLines("dealer@example.com")).toEqual({ [fx.plenty.upc]: 10 });
    const dealer = await db().select({ id: users.id }).from(users).where(eq(users.email, "dealer@example.com"));
    const [cart] = await db().select({ version: carts.version }).from(carts).where(and(eq(carts.userId, dealer[0]?.id ?? -1), eq(carts.mode, "STOCK")));
    expect(cart?.version).toBe(10);
    // The other user sees none of it: a cart belongs to its owner.
    const franchise = await signedIn("franchise@example.com");
    const theirs = await (await franchise.get("/partner/cart/getTotals", { accept: "application/json" })).json();
    expect(theirs.totalUnitCount).toBe(0);
    expect(await db().select({ id: cartEntries.id }).from(cartEntries).where(eq(cartEntries.quantity, -1))).toEqual([]);
  });
});
