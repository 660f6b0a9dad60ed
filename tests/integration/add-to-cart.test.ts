import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const ADD = "/partner/cart/updateMultiD";

/** The product page's add to cart without script, and the header's mini cart in the page shell. */
describe.each(DB_TARGETS)("product page add to cart and mini cart on %s", (target) => {
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

  async function dealerIn(mode: "STOCK" | "PREBOOKING" | "GCP"): Promise<TestClient> {
    const client = new TestClient(server().baseUrl);
    await client.signIn("/partner", "dealer@example.com");
    if (mode !== "STOCK") expect((await client.postJson("/partner/booking/status/update", { mode })).status).toBe(200);
    return client;
  }

  async function lines(): Promise<string[]> {
    const rows = await db().execute<{ line: string }>(sql`
      select c.mode || ':' || v.upc || '@' || coalesce(ce.delivery_target_code || '-' || ce.delivery_year, '-') || '=' || ce.quantity as line
      from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id join users u on u.id = c.user_id
      where u.email = 'dealer@example.com' and not ce.deleted order by c.mode, ce.entry_number`);
    return rows.rows.map((r) => r.line);
  }

  const productPage = (code: string) => `/partner/p/${code}`;

  it("a browser form post adds every size with a quantity and goes back to the product page with the outcome", async () => {
    const dealer = await dealerIn("STOCK");
    const back = `${productPage(fx.plenty.productCode)}?colour=X`;
    const res = await dealer.postForm(ADD, {
      productCode: fx.plenty.productCode,
      redirect: back,
      [`qty.${fx.plenty.upc}`]: "3",
      [`qty.${fx.sibling.upc}`]: " 2 ",
      [`qty.${fx.other.upc}`]: "",
      [`qty.${fx.low.upc}`]: "0",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${back}&cart=success&added=5`);
    expect(await lines()).toEqual([`STOCK:${fx.plenty.upc}@-=3`, `STOCK:${fx.sibling.upc}@-=2`]);

    const low = await dealer.postForm(ADD, { productCode: fx.low.productCode, redirect: productPage(fx.low.productCode), [`qty.${fx.low.upc}`]: String(fx.low.stock + 4) });
    expect(low.headers.get("location")).toBe(`${productPage(fx.low.productCode)}?cart=lowStock&added=${fx.low.stock}`);

    // The page shows the outcome the URL carries, and the header the new count.
    const { html } = await dealer.page(`${productPage(fx.plenty.productCode)}?cart=success&added=5`);
    expect(html).toContain("5 added to your cart.");
    expect(html).toContain(`${5 + fx.low.stock} items in cart`);
  });

  it("sends a form with nothing to add, an unreadable quantity or a foreign redirect back without changing anything", async () => {
    const dealer = await dealerIn("STOCK");
    await dealer.postJson(ADD, { productCode: fx.other.upc, quantity: 1 });
    const before = await databaseFingerprint(db());
    const page = productPage(fx.plenty.productCode);
    const empty = await dealer.postForm(ADD, { productCode: fx.plenty.productCode, redirect: page, [`qty.${fx.plenty.upc}`]: "" });
    expect(empty.headers.get("location")).toBe(`${page}?cart=needQuantity&added=0`);
    const text = await dealer.postForm(ADD, { productCode: fx.plenty.productCode, redirect: page, [`qty.${fx.plenty.upc}`]: "12a" });
    expect(text.headers.get("location")).toBe(`${page}?cart=failed&added=0`);
    const gcp = await dealer.postForm(ADD, { productCode: fx.gcp.productCode, redirect: productPage(fx.gcp.productCode), [`qty.${fx.gcp.upc}`]: "1" });
    expect(gcp.headers.get("location")).toBe(`${productPage(fx.gcp.productCode)}?cart=gcpOnly&added=0`);
    const noToken = await dealer.postForm(ADD, { productCode: fx.plenty.productCode, [`qty.${fx.plenty.upc}`]: "1" }, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(before);

    const foreign = await dealer.postForm(ADD, { productCode: fx.plenty.productCode, redirect: "//evil.example/p", [`qty.${fx.plenty.upc}`]: "1" });
    expect(foreign.headers.get("location")).toBe(`${page}?cart=success&added=1`);
  });

  it("a consumer-site visitor adds to a basket of their own (decision 0041); a partner-site visitor is refused", async () => {
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/login");
    const res = await visitor.postForm("/cart/updateMultiD", { productCode: fx.plenty.productCode, redirect: `/p/${fx.plenty.productCode}`, [`qty.${fx.plenty.upc}`]: "1" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/p/${fx.plenty.productCode}?cart=success&added=1`);
    const partner = new TestClient(server().baseUrl);
    await partner.page("/partner/login");
    const before = await databaseFingerprint(db());
    const refused = await partner.postForm(ADD, { productCode: fx.plenty.productCode, redirect: productPage(fx.plenty.productCode), [`qty.${fx.plenty.upc}`]: "1" });
    expect(refused.status).toBe(401);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("in PREBOOKING the page offers the unit's open targets and the form books the chosen one; a closed one is refused", async () => {
    const dealer = await dealerIn("PREBOOKING");
    const page = productPage(fx.none.productCode);
    const { html } = await dealer.page(page);
    const select = /<select[^>]*name="deliveryTargetAndYear"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? "";
    const options = [...select.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(options).toContain("SPRING-2027=Spring 2027");
    expect(options).toContain("MAR-2027=March 2027");
    expect(options.some((o) => o.startsWith("JAN-2027"))).toBe(false);

    const booked = await dealer.postForm(ADD, { productCode: fx.none.productCode, redirect: page, deliveryTargetAndYear: "SPRING-2027", [`qty.${fx.none.upc}`]: "6" });
    // Made to order: out-of-stock sizes can be pre-booked.
    expect(booked.headers.get("location")).toBe(`${page}?cart=success&added=6`);
    const before = await databaseFingerprint(db());
    const closed = await dealer.postForm(ADD, { productCode: fx.none.productCode, redirect: page, deliveryTargetAndYear: "JAN-2027", [`qty.${fx.none.upc}`]: "6" });
    expect(closed.headers.get("location")).toBe(`${page}?cart=windowClosed&added=0&target=JAN-2027`);
    expect(await databaseFingerprint(db())).toEqual(before);
    expect(await lines()).toEqual([`PREBOOKING:${fx.none.upc}@SPRING-2027=6`]);
  });

  it("fetch posts of the same form get JSON, not a redirect", async () => {
    const dealer = await dealerIn("STOCK");
    const res = await dealer.postForm(ADD, { productCode: fx.plenty.productCode, [`qty.${fx.plenty.upc}`]: "2" }, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ statusCode: "success", successfulMessage: "2 added to your cart.", addToCartLayer: { miniCartCount: 2 } });
  });

  it("the spec's single line posted as form fields works like the JSON line; a hostile quantity changes nothing", async () => {
    const dealer = await dealerIn("STOCK");
    const json = await dealer.postJson(ADD, { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 });
    expect(json.status).toBe(200);
    const fields = { productCode: fx.sibling.upc, quantity: "3", entryNumber: "-1" };
    const form = await dealer.postForm(ADD, fields, { headers: { accept: "application/json" } });
    expect(form.status).toBe(200);
    const answer = await form.json();
    expect(answer).toMatchObject({ statusCode: "success", successfulMessage: "3 added to your cart.", addToCartLayer: { miniCartCount: 5 } });
    expect(answer.lines).toEqual([expect.objectContaining({ productCode: fx.sibling.upc, quantityAdded: 3, quantity: 3 })]);
    expect(await lines()).toEqual([`STOCK:${fx.plenty.upc}@-=2`, `STOCK:${fx.sibling.upc}@-=3`]);

    // Without entryNumber (it defaults to -1, a new line or the same size's line), as the JSON line.
    expect((await dealer.postForm(ADD, { productCode: fx.sibling.upc, quantity: "1" }, { headers: { accept: "application/json" } })).status).toBe(200);
    expect(await lines()).toEqual([`STOCK:${fx.plenty.upc}@-=2`, `STOCK:${fx.sibling.upc}@-=4`]);

    const before = await databaseFingerprint(db());
    for (const quantity of ["0x10", "1e2", "-1", "a\u0000", "2147483648"]) {
      const res = await dealer.postForm(ADD, { ...fields, quantity }, { headers: { accept: "application/json" } });
      expect(res.status, quantity).toBe(400);
      expect(await res.json()).toMatchObject({ errorMessage: expect.any(String), errors: [expect.objectContaining({ field: expect.stringContaining("quantity") })] });
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("the header counts the cart of the session's mode; visitors' shared pages count nothing", async () => {
    const dealer = await dealerIn("STOCK");
    await dealer.postJson(ADD, { entries: [{ productCode: fx.plenty.upc, quantity: 7 }, { productCode: fx.other.upc, quantity: 5 }] });
    expect((await dealer.page("/partner")).html).toContain("12 items in cart");
    await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" });
    expect((await dealer.page("/partner")).html).toContain("0 items in cart");

    const visitor = new TestClient(server().baseUrl);
    const { html } = await visitor.page(`/p/${fx.plenty.productCode}`);
    expect(html).toContain("0 items in cart");
    expect(html).not.toContain("Cart summary");
  });
});
