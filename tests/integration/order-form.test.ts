import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf, openBookingWindow, removeGuestBaskets } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const ADD = "/partner/orderForm/addToCart";
const PAGE = "/partner/orderForm";

/** The order form page and its add to cart (service-and-support §2, §4, §7; decision 0059). */
describe.each(DB_TARGETS)("order form on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  beforeAll(async () => {
    fx = await cartFixtures(db());
    await openBookingWindow(db(), "dealer@example.com", "SPRING", 2027);
  });
  beforeEach(async () => {
    await emptyCartsOf(db(), "dealer@example.com");
  });

  async function dealerIn(mode: "STOCK" | "PREBOOKING"): Promise<TestClient> {
    const client = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    if (mode !== "STOCK") expect((await client.postJson("/partner/booking/status/update", { mode })).status).toBe(200);
    await client.page(PAGE);
    return client;
  }

  async function lines(): Promise<string[]> {
    const rows = await db().execute<{ line: string }>(sql`
      select c.mode || ':' || v.upc || '@' || coalesce(ce.delivery_target_code || '-' || ce.delivery_year, '-') || '=' || ce.quantity as line
      from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id join users u on u.id = c.user_id
      where u.email = 'dealer@example.com' and not ce.deleted order by c.mode, v.upc`);
    return rows.rows.map((r) => r.line);
  }

  const entry = (code: string, quantity: number | string) => ({ product: { code }, quantity });

  it("signed out, the page sends to the login page and back; the add answers 401 and creates no basket on any site", async () => {
    const visitor = new TestClient(server().baseUrl);
    const res = await visitor.get(`${PAGE}?ids=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/partner/login?redirect=${encodeURIComponent(`${PAGE}?ids=1`)}`);
    await visitor.page("/login");
    await removeGuestBaskets(db());
    const [body] = await expectRefusedUnchanged(db(), 401, [() => visitor.postJson("/orderForm/addToCart", { cartEntries: [entry(fx.plenty.upc, 1)] })]);
    expect(body?.errorMessage).toBe("Please sign in to continue.");
  });

  it("is on all four sites in their languages for signed-in users, and a keyword search lists the catalogue search's products", async () => {
    const sites = [
      { contextPath: "", email: "shopper@example.com", title: "Order form · " },
      { contextPath: "/jp/partner", email: "jp.dealer@example.com", title: "オーダーフォーム · " },
      { contextPath: "/mx/partner", email: "mx.dealer@example.com", title: "Formulario de pedido · " },
    ];
    for (const site of sites) {
      const client = await TestClient.signedIn(server().baseUrl, site.contextPath, site.email);
      const { res, html } = await client.page(`${site.contextPath}/orderForm`);
      expect(res.status, site.contextPath).toBe(200);
      expect(html).toContain('id="orderFormContainer"');
      expect(html).toContain(`<title>${site.title}`);
    }
    const dealer = await dealerIn("STOCK");
    const { html } = await dealer.page(`${PAGE}?text=${encodeURIComponent(fx.other.productName)}`);
    expect(html).toMatch(/\d+ products? found/);
    expect(html).toContain(`name="selected" value="${fx.other.productCode}"`);
  });

  it("finds products by material id, UPC or code in the order typed, says which ids found nothing, and sanitises the text", async () => {
    const dealer = await dealerIn("STOCK");
    const typed = `${fx.other.upc}; <b>${fx.plenty.materialId}</b>, nothing-here`;
    const { res, html } = await dealer.page(`${PAGE}?ids=${encodeURIComponent(typed)}`);
    expect(res.status).toBe(200);
    expect(html).toContain('id="orderFormContainer"');
    const found = [...html.matchAll(/name="selected" value="([^"]+)"/g)].map((m) => m[1]);
    // ";", "<", ">" and "/" are stripped: "<b>300012</b>," is the id "b300012b".
    expect(found).toEqual([fx.other.productCode]);
    expect(html).toContain(`Not found: b${fx.plenty.materialId}b, nothing-here`);

    const clean = await dealer.page(`${PAGE}?ids=${encodeURIComponent(`${fx.other.upc}, ${fx.plenty.materialId} ${fx.plenty.productCode}`)}`);
    expect([...clean.html.matchAll(/name="selected" value="([^"]+)"/g)].map((m) => m[1])).toEqual([fx.other.productCode, fx.plenty.productCode]);
    expect(clean.html).not.toContain("Not found:");
  });

  it("a GET with checked ids shows a grid per product, a quantity input per colour and size, with the price per cap", async () => {
    const dealer = await dealerIn("STOCK");
    const { html } = await dealer.page(`${PAGE}?selected=${fx.plenty.productCode}&selected=${fx.other.productCode}&selected=NO_SUCH`);
    expect(html).toContain(`Sizes and quantities: ${fx.plenty.productName}`);
    expect(html).toContain(`Sizes and quantities: ${fx.other.productName}`);
    expect(html).toMatch(new RegExp(`aria-label="Quantity, [^"]+, size ${fx.plenty.size.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&")}"`));
    expect(html).toMatch(/Price per cap: \$\d+\.\d\d/);
    expect(html).toContain("Total items: 0");
    // The checked ids stay on the create form for the next GET.
    expect(html).toContain(`name="selected" value="${fx.plenty.productCode}"`);
  });

  it("adds every entry with the cart's rules and answers the product page's add-to-cart fields", async () => {
    const dealer = await dealerIn("STOCK");
    const res = await dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, 3), entry(fx.other.upc, 2), entry(fx.sibling.upc, 0)] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      statusCode: "success",
      successfulMessage: "5 added to your cart.",
      errorMessage: null,
      addToCartLayer: { miniCartCount: 5, added: [expect.objectContaining({ upc: fx.plenty.upc, quantity: 3 }), expect.objectContaining({ upc: fx.other.upc, quantity: 2 })] },
      cartAnalyticsData: expect.objectContaining({ event: "add_to_cart" }),
    });
    expect(await lines()).toEqual([`STOCK:${fx.other.upc}@-=2`, `STOCK:${fx.plenty.upc}@-=3`].sort());

    // Adds to what is there; above the stock only what is left is added.
    const low = await dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, 1), entry(fx.low.upc, fx.low.stock + 5)] });
    expect(await low.json()).toMatchObject({
      statusCode: "lowStock",
      lines: expect.arrayContaining([expect.objectContaining({ productCode: fx.low.upc, quantityAdded: fx.low.stock })]),
    });
    expect(await lines()).toContain(`STOCK:${fx.plenty.upc}@-=4`);
  });

  it("refuses an unknown code (400 with its message), no quantity, a bad quantity, a custom-programme product and a post without the CSRF token, changing nothing", async () => {
    const dealer = await dealerIn("STOCK");
    await dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, 1)] });
    const [unknown, none, bad] = await expectRefusedUnchanged(db(), 400, [
      () => dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, 2), entry("000000000000", 1)] }),
      () => dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, 0)] }),
      () => dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, "12a")] }),
      () => dealer.postJson(ADD, { cartEntries: [] }),
      () => dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, 123456)] }),
    ]);
    expect(unknown).toEqual({ errorMessage: "Some lines could not be read.", errors: [{ field: "productCode", message: "Unknown product 000000000000" }] });
    expect(none?.errorMessage).toBe("Enter a quantity");
    expect(bad?.errors?.[0]?.field).toContain("quantity");
    const [gcp] = await expectRefusedUnchanged(db(), 422, [() => dealer.postJson(ADD, { cartEntries: [entry(fx.gcp.upc, 1)] })]);
    expect(gcp?.errorMessage).toBeTruthy();
    await expectRefusedUnchanged(db(), 403, [() => dealer.postJson(ADD, { cartEntries: [entry(fx.plenty.upc, 1)] }, { csrf: false })]);
    expect(await lines()).toEqual([`STOCK:${fx.plenty.upc}@-=1`]);
  });

  it("in PREBOOKING every line goes to the chosen open delivery target; none chosen or a closed one is refused", async () => {
    const dealer = await dealerIn("PREBOOKING");
    const { html } = await dealer.page(`${PAGE}?selected=${fx.none.productCode}`);
    expect(html).toMatch(/<option value="SPRING-2027"[^>]*>Spring 2027<\/option>/);
    await expectRefusedUnchanged(db(), 400, [() => dealer.postJson(ADD, { cartEntries: [entry(fx.none.upc, 6)] })]);
    await expectRefusedUnchanged(db(), 422, [() => dealer.postJson(ADD, { cartEntries: [entry(fx.none.upc, 6)], deliveryTargetAndYear: "JAN-2027" })]);
    const booked = await dealer.postJson(ADD, { cartEntries: [entry(fx.none.upc, 6)], deliveryTargetAndYear: "SPRING-2027" });
    expect(booked.status).toBe(200);
    expect(await lines()).toEqual([`PREBOOKING:${fx.none.upc}@SPRING-2027=6`]);
  });
});
