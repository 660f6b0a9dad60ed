import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** The server-rendered cart page (`GET {context}/cart`), as a browser without script gets it. */
describe.each(DB_TARGETS)("cart page on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  beforeAll(async () => {
    fx = await cartFixtures(db());
  });
  beforeEach(async () => {
    for (const email of ["dealer@example.com", "shopper@example.com", "jp.dealer@example.com"]) await emptyCartsOf(db(), email);
  });

  const signedIn = (context: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, context, email);

  it("sends signed-out visitors to sign in on the partner site; the consumer site shows a visitor's (empty) basket", async () => {
    const visitor = new TestClient(server().baseUrl);
    const basket = await visitor.page("/cart");
    expect(basket.res.status).toBe(200);
    expect(basket.html).toContain("Your cart is empty");
    for (const path of ["/partner/cart?q=materialId%3A300"]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(300);
      expect(res.status, path).toBeLessThan(400);
      const location = new URL(res.headers.get("location") ?? "", server().baseUrl);
      expect(location.pathname).toBe(path.startsWith("/partner") ? "/partner/login" : "/login");
      expect(location.searchParams.get("redirect")).toBe(path);
    }
  });

  it("shows the empty cart, and tells a sales rep there is no cart of their own", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const empty = await dealer.page("/partner/cart");
    expect(empty.res.status).toBe(200);
    expect(empty.html).toContain("Your cart is empty");
    const rep = await signedIn("/partner", "salesrep@example.com");
    const none = await rep.page("/partner/cart");
    expect(none.res.status).toBe(200);
    expect(none.html).toContain("No cart for this account");
  });

  it("renders each product's size grid with a per-entry form that works without script", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 4, entryNumber: -1 })).status).toBe(200);
    const { res, html } = await dealer.page("/partner/cart");
    expect(res.status).toBe(200);
    expect(html).toContain(`Material ${fx.plenty.materialId}`);
    for (const trade of ["Stock order: ships from stock", "With errors", "Quantity per size"]) expect(html, trade).toContain(trade);
    expect(html).toMatch(/aria-label="Quantity, [^"]+, size [^"]+"/);
    expect(html).toContain('action="/partner/cart/update"');
    expect(html).toContain(`name="productCode" value="${fx.plenty.upc}"`);

    // The entry form of the page: quantity 9 → back to the cart with the new quantity.
    const entryNumber = /name="entryNumber" value="(\d+)"/.exec(html)?.[1];
    const posted = await dealer.postForm("/partner/cart/update", { productCode: fx.plenty.upc, initialQuantity: "4", quantity: "9", entryNumber: entryNumber ?? "" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/partner/cart");
    expect((await dealer.page("/partner/cart")).html).toMatch(/value="9"/);
  });

  it("never tells a dealer that the cart is at list price: it is at the dealer's own price (decision 0043)", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 })).status).toBe(200);
    expect((await dealer.page("/partner/cart")).html).not.toContain("Prices shown are list prices");
  });

  it("after the last product's removal the empty cart offers its undo as a form, as the full cart does after a no-script removal; a foreign or older removal shows nothing", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const undoAction = (code: string) => `action="/partner/cart/undo/${encodeURIComponent(code)}"`;
    const visibleLines = async () => (await db().execute<{ n: number }>(sql`
      select count(*)::int as n from cart_entries e join carts c on c.id = e.cart_id join users u on u.id = c.user_id
      where u.email = 'dealer@example.com' and c.status = 'active' and not e.deleted`)).rows[0]?.n;
    const remove = async (code: string) => expect((await dealer.postJson(`/partner/cart/del/${encodeURIComponent(code)}`, {})).status).toBe(200);
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 4, entryNumber: -1 })).status).toBe(200);
    await remove(fx.plenty.productCode);

    const emptied = await dealer.page(`/partner/cart?removed=${encodeURIComponent(fx.plenty.productCode)}`);
    expect(emptied.html).toContain("Your cart is empty");
    expect(emptied.html).toContain("was removed from the cart.");
    expect(emptied.html).toContain(undoAction(fx.plenty.productCode));
    // A product this cart never held: no notice, and reading the page changes nothing.
    const foreign = await dealer.page(`/partner/cart?removed=${encodeURIComponent(fx.other.productCode)}`);
    expect(foreign.html).toContain("Your cart is empty");
    expect(foreign.html).not.toContain("was removed from the cart.");
    expect(foreign.html).not.toContain("/partner/cart/undo/");
    expect(await visibleLines()).toBe(0);

    // The form without script: back to the cart, with the line and its quantity.
    const undone = await dealer.postForm(`/partner/cart/undo/${encodeURIComponent(fx.plenty.productCode)}`, {});
    expect(undone.status).toBe(303);
    expect(undone.headers.get("location")).toBe("/partner/cart");
    expect((await dealer.page("/partner/cart")).html).toMatch(/value="4"/);
    // Posted again (a second click): nothing left to restore, back to the cart rather than JSON.
    const again = await dealer.postForm(`/partner/cart/undo/${encodeURIComponent(fx.plenty.productCode)}`, {});
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/partner/cart?forceValidation=true");

    // An older removal is stale: only the one that emptied the cart is offered.
    await remove(fx.plenty.productCode);
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.other.upc, quantity: 2, entryNumber: -1 })).status).toBe(200);
    await remove(fx.other.productCode);
    const stale = await dealer.page(`/partner/cart?removed=${encodeURIComponent(fx.plenty.productCode)}`);
    expect(stale.html).not.toContain("was removed from the cart.");
    expect((await dealer.page(`/partner/cart?removed=${encodeURIComponent(fx.other.productCode)}`)).html).toContain(undoAction(fx.other.productCode));
    expect(await visibleLines()).toBe(0);

    // The Remove form without script, on a cart that keeps a product: back to the cart naming the
    // removal, whose page has the notice and the Undo form too.
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 3, entryNumber: -1 })).status).toBe(200);
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.other.upc, quantity: 2, entryNumber: -1 })).status).toBe(200);
    const full = await dealer.page("/partner/cart");
    const removeAction = new RegExp(`action="(/partner/cart/del/${encodeURIComponent(fx.other.productCode)}[^"]*)"`).exec(full.html)?.[1]?.replaceAll("&amp;", "&");
    expect(removeAction).toBeDefined();
    const removed = await dealer.postForm(removeAction ?? "", {});
    expect(removed.status).toBe(303);
    const back = removed.headers.get("location") ?? "";
    expect(back).toBe(`/partner/cart?removed=${encodeURIComponent(fx.other.productCode)}`);
    const afterRemoval = await dealer.page(back);
    expect(afterRemoval.html).toContain(`Material ${fx.plenty.materialId}`);
    expect(afterRemoval.html).toContain("was removed from the cart.");
    expect(afterRemoval.html).toContain(undoAction(fx.other.productCode));
    expect((await dealer.postForm(`/partner/cart/undo/${encodeURIComponent(fx.other.productCode)}`, {})).headers.get("location")).toBe("/partner/cart");
    expect(await visibleLines()).toBe(2);
  });

  it("folds the filter-by-id field of a form without script into the filter string", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 1, entryNumber: -1 })).status).toBe(200);
    const digits = String(fx.plenty.materialId).slice(-4);
    const { html } = await dealer.page(`/partner/cart?q=productType%3Aheadwear&materialId=a${digits}&sort=name`);
    // The filter tabs link to the combined state; the input shows the digits it kept.
    expect(html).toContain(`name="materialId" value="${digits}"`);
    expect(html).toContain(`href="/partner/cart?q=materialId%3A${digits}%7CproductType%3Aapparel&amp;sort=name"`);
  });

  it("shows the outcome of a voucher form posted without script", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 1, entryNumber: -1 })).status).toBe(200);
    const posted = await dealer.postForm("/partner/cart/voucher/apply", { voucherCode: "nosuchcode" });
    expect(posted.status).toBe(303);
    const { html } = await dealer.page(posted.headers.get("location") ?? "");
    expect(html).toContain("NOSUCHCODE is not a valid voucher code.");
  });

  it("serves the consumer site and the Japanese partner site in their language and currency", async () => {
    const shopper = await signedIn("", "shopper@example.com");
    expect((await shopper.postJson("/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 1, entryNumber: -1 })).status).toBe(200);
    const consumer = await shopper.page("/cart");
    expect(consumer.res.status).toBe(200);
    expect(consumer.html).toMatch(/\$\d/);
    // One stock basket: none of the trade controls (domain/cart-controls.ts), even asked for by URL.
    for (const trade of ["Stock order: ships from stock", "With errors", "Quantity per size", "Material ID"]) expect(consumer.html, trade).not.toContain(trade);
    const errorsOnly = (await shopper.page("/cart?q=status%3Aerror")).html;
    expect(errorsOnly).toMatch(/<article /);
    expect(errorsOnly).not.toMatch(/<article [^>]*hidden/);

    const jp = await signedIn("/jp/partner", "jp.dealer@example.com");
    expect((await jp.postJson("/jp/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 })).status).toBe(200);
    const page = await jp.page("/jp/partner/cart");
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("<h1>カート</h1>");
    expect(page.html).toMatch(/￥[\d,]+/);
  });
});
