import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartCheckouts, orders, sessions } from "../../server/db/schema/index.ts";
import { putLine, seedMaterials, sessionCart, type SeedMaterial } from "../support/cart-money-fixtures.ts";
import { placeOrder } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const SWITCH = "/partner/trade-show/update";
const DELIVERY = "/partner/checkout/simple/trade-show-delivery/set";

const FORM = {
  tradeShowDestination: "VENUE",
  firstName: "Megan",
  lastName: "Alvarez",
  companyName: "Summit Caps Dealer",
  line1: "Convention Center, Hall B, Booth 12",
  line2: "",
  townCity: "Las Vegas",
  postcode: "891-0901",
  phone: "09012345678",
  tradeShowSalesRepId: "SR-1001",
};

describe.each(DB_TARGETS)("trade-show mode on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let material: SeedMaterial | undefined;

  async function dealerWithCart(): Promise<{ client: TestClient; cartId: number }> {
    material ??= (await seedMaterials(db(), "USD", { priced: true, count: 1 }))[0];
    if (!material) throw new Error("material");
    const client = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    const cart = await sessionCart(db(), client);
    await putLine(db(), cart.id, { material, quantity: 2 });
    return { client, cartId: cart.id };
  }

  const storedDelivery = async (cartId: number) =>
    (await db().select({ delivery: cartCheckouts.tradeShowDelivery }).from(cartCheckouts).where(eq(cartCheckouts.cartId, cartId)))[0]?.delivery ?? null;

  it("dealers switch trade-show mode on and off for their session; others are refused and nothing changes", async () => {
    const { client } = await dealerWithCart();
    const on = await client.postJson(SWITCH, { enabled: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ enabled: true });
    const flag = async () => (await db().select({ on: sql<boolean | null>`(${sessions.data} ->> 'tradeShow')::boolean` }).from(sessions).where(sql`${sessions.revokedAt} is null and ${sessions.userId} = (select id from users where email = 'dealer@example.com')`)).map((r) => r.on);
    expect(await flag()).toContain(true);
    // A plain form (the header's switch) goes back to the page it came from.
    const form = await client.request(SWITCH, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({ enabled: "false", redirect: "/partner/checkout", CSRFToken: client.csrfToken }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/partner/checkout");
    expect(await flag()).not.toContain(true);

    for (const email of ["promo@example.com", "salesrep@example.com", "buyer@example.com"]) {
      const other = await TestClient.signedIn(server().baseUrl, "/partner", email);
      const before = await databaseFingerprint(db());
      const refused = await other.postJson(SWITCH, { enabled: true });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { errors: { field: string }[] }).errors).toEqual([{ field: "enabled", message: "Not available" }]);
      expect(await databaseFingerprint(db())).toEqual(before);
    }
    const noToken = await client.request(SWITCH, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ enabled: true }) });
    expect(noToken.status).toBe(403);
  });

  it("the delivery form is stored only in trade-show mode and only when it passes, with field errors otherwise", async () => {
    const { client, cartId } = await dealerWithCart();
    const before = await databaseFingerprint(db());
    const off = await client.postJson(DELIVERY, FORM);
    expect(off.status).toBe(409);
    expect(await databaseFingerprint(db())).toEqual(before);

    expect((await client.postJson(SWITCH, { enabled: true })).status).toBe(200);
    const beforeBad = await databaseFingerprint(db());
    const bad = await client.postJson(DELIVERY, { ...FORM, tradeShowDestination: "", phone: "0901234567890", postcode: "89109", tradeShowSalesRepId: " " });
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as { errorMessage: string; errors: { field: string; message: string }[] };
    expect(answer.errorMessage).toBe("Complete the trade-show delivery form.");
    expect(answer.errors).toEqual([
      { field: "phone", message: "Enter the phone number in the format shown." },
      { field: "postcode", message: "Enter the post code as 999-9999." },
      { field: "tradeShowDestination", message: "Please choose a delivery destination." },
      { field: "tradeShowSalesRepId", message: "Please enter the sales rep ID." },
    ]);
    expect(await databaseFingerprint(db())).toEqual(beforeBad);

    const saved = await client.postJson(DELIVERY, FORM);
    expect(saved.status).toBe(200);
    const expected = { ...FORM, countryIso: "US", phone: "090-1234-5678" };
    expect(await saved.json()).toEqual(expected);
    expect(await storedDelivery(cartId)).toEqual(expected);
  });

  it("a trade-show order needs the form and a purchase number (no address of the book, no terms) and keeps the form", async () => {
    const { client, cartId } = await dealerWithCart();
    expect((await client.postJson(SWITCH, { enabled: true })).status).toBe(200);
    await db().insert(cartCheckouts).values({ cartId, paymentType: "ACCOUNT", updatedAt: new Date() }).onConflictDoUpdate({ target: cartCheckouts.cartId, set: { paymentType: "ACCOUNT", deliveryAddressId: null, tradeShowDelivery: null, purchaseNumber: null } });
    const before = await databaseFingerprint(db());
    const incomplete = await placeOrder(client, { body: { termsAccepted: false } });
    expect(incomplete.status).toBe(422);
    expect(((await incomplete.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["tradeShowForm", "purchaseNumber"]);
    expect(await databaseFingerprint(db())).toEqual(before);

    expect((await client.postJson(DELIVERY, FORM)).status).toBe(200);
    expect((await client.postJson("/partner/checkout/simple/purchase-number/set", { purchaseNumber: "SHOW26" })).status).toBe(200);
    const placed = await placeOrder(client, { body: { termsAccepted: false } });
    expect(placed.status).toBe(201);
    const { orderCode } = (await placed.json()) as { orderCode: string };
    const [order] = await db().select({ tradeShow: orders.tradeShowDelivery, address: orders.deliveryAddress, purchaseNumber: orders.purchaseNumber }).from(orders).where(eq(orders.code, orderCode));
    expect(order?.purchaseNumber).toBe("SHOW26");
    expect(order?.tradeShow).toMatchObject({ tradeShowDestination: "VENUE", tradeShowSalesRepId: "SR-1001", phone: "090-1234-5678", postcode: "891-0901" });
    expect(order?.address).toEqual({
      code: null,
      firstName: "Megan",
      lastName: "Alvarez",
      companyName: "Summit Caps Dealer",
      countryIso: "US",
      line1: "Convention Center, Hall B, Booth 12",
      line2: null,
      townCity: "Las Vegas",
      regionIso: null,
      postcode: "891-0901",
      phone: "090-1234-5678",
    });

    // The confirmation page shows the trade-show delivery.
    const page = await client.page(`/partner/checkout/orderConfirmation/${orderCode}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("Deliver to the trade-show venue");
    expect(page.html).toContain("SR-1001");
  });

  it("with trade-show mode off again, a stored form is ignored: the order ships to the chosen address", async () => {
    const { client, cartId } = await dealerWithCart();
    expect((await client.postJson(SWITCH, { enabled: true })).status).toBe(200);
    expect((await client.postJson(DELIVERY, FORM)).status).toBe(200);
    expect((await client.postJson(SWITCH, { enabled: false })).status).toBe(200);
    await db().execute(sql`
      update cart_checkouts set payment_type = 'ACCOUNT', purchase_number = 'PO1', comment = 'Regular',
        delivery_address_id = (select a.id from carts c join addresses a on a.unit_id = c.unit_id and a.is_default where c.id = ${cartId})
      where cart_id = ${cartId}`);
    const dates = (await (await client.request("/partner/checkout/dates/get", { headers: { accept: "application/json" } })).json()) as { desiredShipDate: string; maxCancellationDate: string };
    expect((await client.postJson("/partner/checkout/simple/ship-dates/set", { desiredShipDate: dates.desiredShipDate, cancelDate: dates.maxCancellationDate })).status).toBe(200);
    // Back to the dealer's rule: terms are needed again.
    expect((await placeOrder(client, { body: { termsAccepted: false } })).status).toBe(422);
    const placed = await placeOrder(client);
    expect(placed.status).toBe(201);
    const { orderCode } = (await placed.json()) as { orderCode: string };
    const [order] = await db().select({ tradeShow: orders.tradeShowDelivery, address: orders.deliveryAddress }).from(orders).where(eq(orders.code, orderCode));
    expect(order?.tradeShow).toBeNull();
    expect(order?.address?.code).toMatch(/\S/);
  });
});
