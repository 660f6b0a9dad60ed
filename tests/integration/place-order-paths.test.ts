import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taxMinor } from "../../domain/order-charges.ts";
import { orderPayments, orders, stockLevels, users } from "../../server/db/schema/index.ts";
import { emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { dealerUnit, putLine, seedMaterials, sessionCart } from "../support/cart-money-fixtures.ts";
import { dealerSteps, placedStatus, placeOrder, readyForCheckout, storeDefaultShipDates, tokenize } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { localeFor, SITES, type SiteId } from "../../domain/sites.ts";
import { formatMoney } from "../../domain/money.ts";

interface Placed {
  orderCode: string;
  status: string;
  replayed: boolean;
  redirectUrl: string;
}

/** A Saturday inside SPRING 2027's ship range (2027-02-01 … 2027-04-30), no holiday in Japan or the US. */
const SATURDAY = "2027-02-06";

/**
 * Placing orders on each path of issue 5 that the account-on-file case does not cover: a buyer
 * whose orders wait for approval, a promo user and their sales representative, the Japan site
 * (card token, no purchase number, rapid delivery) and the Mexico site.
 */
describe.each(DB_TARGETS)("order placement paths on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  /** Signed in on `contextPath` with `quantity` of a priced material of the site's currency in a fresh STOCK cart. */
  async function withLine(email: string, opts: { contextPath?: string; siteId?: SiteId; currency?: string; quantity?: number; pick?: number } = {}) {
    const { contextPath = "/partner", siteId = "us", currency = "USD", quantity = 3, pick = 0 } = opts;
    await emptyCartsOf(db(), email);
    const material = (await seedMaterials(db(), currency, { priced: true, count: pick + 1 }))[pick];
    const client = await TestClient.signedIn(server().baseUrl, contextPath, email);
    const cart = await sessionCart(db(), client, siteId);
    await putLine(db(), cart.id, { material: material!, quantity });
    return { client, cartId: cart.id, material: material! };
  }

  async function orderRow(code: string) {
    const [row] = await db()
      .select({
        id: orders.id,
        status: orders.status,
        siteId: orders.siteId,
        currency: orders.currency,
        paymentType: orders.paymentType,
        purchaseNumber: orders.purchaseNumber,
        comment: orders.comment,
        costCentreCode: orders.costCentreCode,
        salesRepUid: orders.salesRepUid,
        desired: orders.desiredShipDate,
        cancel: orders.cancelDate,
        subtotal: orders.subtotalMinor,
        tax: orders.taxMinor,
        total: orders.totalMinor,
        quantity: orders.totalQuantity,
      })
      .from(orders)
      .where(eq(orders.code, code));
    if (!row) throw new Error(`no order ${code}`);
    return row;
  }

  /** The answer of a placement that must succeed; the refusal's text shows when it does not. */
  async function expectPlaced(res: Response): Promise<Placed> {
    const body = (await res.json()) as Placed & { errorMessage?: string };
    expect(res.status, body.errorMessage).toBe(201);
    return body;
  }

  async function exportJobsOf(orderId: number): Promise<number> {
    const result = await db().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'orders.export' and (data->>'orderId')::int = ${orderId}`);
    return result.rows[0]?.n ?? -1;
  }

  it("a buyer with an approver: the order is placed as PENDING_APPROVAL, not exported, and its confirmation says it waits", async () => {
    const email = "buyer@example.com";
    const { client, cartId, material } = await withLine(email);
    await readyForCheckout(db(), cartId);
    expect((await client.postJson("/partner/checkout/simple/purchase-number/set", { purchaseNumber: "B77" })).status).toBe(200);
    expect((await client.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: "CC-410" })).status).toBe(200);
    await storeDefaultShipDates(client);
    const page = await client.page("/partner/checkout");
    expect(page.html).toContain("goes to your approver");

    const placed = await expectPlaced(await placeOrder(client));
    expect(placed.status).toBe("PENDING_APPROVAL");
    const order = await orderRow(placed.orderCode);
    expect(order).toMatchObject({ status: "PENDING_APPROVAL", paymentType: "ACCOUNT", costCentreCode: "CC-410", purchaseNumber: "B77", subtotal: material.msrp * 3, total: material.msrp * 3, quantity: 3 });
    // Nothing goes to the ERP before the approver decides.
    expect(await exportJobsOf(order.id)).toBe(0);
    const confirmation = await client.page(placed.redirectUrl);
    expect(confirmation.res.status).toBe(200);
    expect(confirmation.html).toContain(`Your order ${placed.orderCode} is waiting for approval.`);
    expect(confirmation.html).toContain("Waiting for approval");
    expect(confirmation.html).toContain("On account, cost centre CC-410");
  });

  it("a promo user: refused without a sales representative (nothing changes), placed with one, beyond the stock", async () => {
    const email = "promo@example.com";
    // A material of its own: its stock is set low here.
    const { client, cartId, material } = await withLine(email, { quantity: 5, pick: 1 });
    const variantId = material.variantIds[0]!;
    await db().update(stockLevels).set({ quantity: 2, forceInStock: false }).where(eq(stockLevels.variantId, variantId));
    await readyForCheckout(db(), cartId, { purchaseNumber: "PROMO1" });
    await storeDefaultShipDates(client);

    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    const refused = await placeOrder(client);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["salesRep"]);
    expect(await databaseFingerprint(db())).toEqual(before);

    const reps = (await (await client.get("/partner/sales-rep", { accept: "application/json" })).json()) as { uid: string }[];
    expect((await client.postJson("/partner/checkout/simple/sales-rep/set", { uid: reps[0]!.uid })).status).toBe(200);
    const res = await placeOrder(client);
    const placed = await expectPlaced(res);
    expect(await orderRow(placed.orderCode)).toMatchObject({ status: placedStatus, salesRepUid: "salesrep@example.com", purchaseNumber: "PROMO1", quantity: 5 });
    // Promo users are not limited by stock: what there was is taken, never below zero.
    const [stock] = await db().select({ quantity: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId));
    expect(stock?.quantity).toBe(0);
  });

  it("Japan: a dealer pays by card token (the only type: not chosen first) without a purchase number or terms, on a Saturday (rapid delivery), in yen with consumption tax", async () => {
    const email = "jp.dealer@example.com";
    await openBookingWindow(db(), email, "SPRING", 2027);
    const { client, cartId, material } = await withLine(email, { contextPath: "/jp/partner", siteId: "jp", currency: "JPY", quantity: 2 });
    await readyForCheckout(db(), cartId, { paymentType: null });
    const saturday = await client.postJson("/jp/partner/checkout/simple/ship-dates/set", { desiredShipDate: SATURDAY, cancelDate: "2027-03-08" });
    expect(saturday.status).toBe(200);

    const card = await tokenize(server().baseUrl, "4111111111111111");
    // The Japan site shows no terms checkbox: the page sends termsAccepted as it is, false.
    const res = await placeOrder(client, { contextPath: "/jp/partner", body: { termsAccepted: false, card, billingAddress: { useFilledAddress: true } } });
    const placed = await expectPlaced(res);
    expect(placed.redirectUrl).toBe(`/jp/partner/checkout/orderConfirmation/${placed.orderCode}`);
    // A dealer's order charges the dealer's quoted price (decision 0043).
    const subtotal = dealerUnit(material.msrp, "0020000201") * 2;
    const tax = taxMinor(subtotal, 1000);
    expect(await orderRow(placed.orderCode)).toMatchObject({ siteId: "jp", currency: "JPY", status: placedStatus, paymentType: "CARD", purchaseNumber: null, comment: null, desired: SATURDAY, cancel: "2027-03-08", subtotal, tax, total: subtotal + tax });
    const order = await orderRow(placed.orderCode);
    const payments = await db().select({ kind: orderPayments.kind, amount: orderPayments.amountMinor, currency: orderPayments.currency, shown: orderPayments.displayReference }).from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payments).toEqual([{ kind: "CARD", amount: subtotal + tax, currency: "JPY", shown: card.maskedCardNo }]);
    const confirmation = await client.page(placed.redirectUrl);
    expect(confirmation.html).toContain(`ご注文 ${placed.orderCode} を承りました。`);
  });

  it("rapid delivery counts only on the Japan site: a US dealer with the flag cannot pick a Saturday", async () => {
    const email = "dealer@example.com";
    await openBookingWindow(db(), email, "SPRING", 2027);
    await db().update(users).set({ rapidDelivery: true }).where(eq(users.email, email));
    try {
      const { client } = await withLine(email);
      await jobsSettled(server());
      const before = await databaseFingerprint(db());
      const res = await client.postJson("/partner/checkout/simple/ship-dates/set", { desiredShipDate: SATURDAY, cancelDate: "2027-03-08" });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["desiredShipDate"]);
      expect(await databaseFingerprint(db())).toEqual(before);
      // The Monday after is fine.
      expect((await client.postJson("/partner/checkout/simple/ship-dates/set", { desiredShipDate: "2027-02-08", cancelDate: "2027-03-10" })).status).toBe(200);
    } finally {
      await db().update(users).set({ rapidDelivery: false }).where(eq(users.email, email));
    }
  });

  it("Mexico: a dealer orders on account without a purchase number, in pesos with IVA, and the confirmation is in Spanish", async () => {
    const email = "mx.dealer@example.com";
    const { client, cartId, material } = await withLine(email, { contextPath: "/mx/partner", siteId: "mx", currency: "MXN", quantity: 4 });
    await readyForCheckout(db(), cartId);
    // Dealers must comment, also in Mexico; the purchase number is optional there.
    const noComment = await placeOrder(client, { contextPath: "/mx/partner" });
    expect(noComment.status).toBe(422);
    const refusal = (await noComment.json()) as { errors: { field: string }[] };
    expect(refusal.errors.map((e) => e.field).sort()).toEqual(["comment", "shipDates"]);
    expect((await client.postJson("/mx/partner/checkout/simple/comment/set", { comment: "Entregar en el almacén 2" })).status).toBe(200);
    await storeDefaultShipDates(client, "/mx/partner");

    const res = await placeOrder(client, { contextPath: "/mx/partner" });
    const placed = await expectPlaced(res);
    const subtotal = dealerUnit(material.msrp, "0030000301") * 4;
    const tax = taxMinor(subtotal, 1600);
    const order = await orderRow(placed.orderCode);
    expect(order).toMatchObject({ siteId: "mx", currency: "MXN", status: placedStatus, paymentType: "ACCOUNT", purchaseNumber: null, comment: "Entregar en el almacén 2", subtotal, tax, total: subtotal + tax, quantity: 4 });
    expect(order.desired).not.toBeNull();
    const confirmation = await client.page(placed.redirectUrl);
    expect(confirmation.html).toContain(`Su pedido ${placed.orderCode} ha sido registrado.`);
    expect(confirmation.html).toContain(formatMoney({ amount: subtotal + tax, currency: "MXN" }, localeFor("es", SITES.mx)));
    const [cart] = await db().execute<{ status: string }>(sql`select status from carts where id = ${cartId}`).then((r) => r.rows);
    expect(cart?.status).toBe("ordered");
    expect(await db().select({ id: orders.id }).from(orders).where(and(eq(orders.siteId, "mx"), eq(orders.code, placed.orderCode)))).toHaveLength(1);
  });

  /** A custom-programme variant of the seed with a USD price and no order limit below a gross (GCP lines are made to order: no stock limit). */
  async function gcpVariant(): Promise<{ upc: string; code: string; materialId: number }> {
    const rows = await db().execute<{ upc: string; code: string; material_id: string }>(sql`
      select v.upc, p.code, p.material_id::text as material_id from products p
        join variants v on v.product_id = p.id
        join prices pr on pr.product_id = p.id and pr.currency = 'USD'
      where p.gcp and coalesce(v.max_order_quantity, 1000) >= 144
      order by p.id, v.id limit 1`);
    const row = rows.rows[0];
    if (!row) throw new Error("the seed has no stocked GCP variant");
    return { upc: row.upc, code: row.code, materialId: Number(row.material_id) };
  }

  it("custom programme (decision 0042): a dealer switches to GCP, is refused below 144 units with what is missing, then orders a gross on a residual ship date", async () => {
    const email = "dealer@example.com";
    await emptyCartsOf(db(), email);
    const client = await TestClient.signedIn(server().baseUrl, "/partner", email);
    expect((await client.postJson("/partner/booking/status/update", { mode: "GCP" })).status).toBe(200);
    const variant = await gcpVariant();
    const add = (quantity: number) => client.postJson("/partner/cart/updateMultiD", { productCode: variant.upc, quantity, entryNumber: -1 });
    expect((await add(24)).status).toBe(200);
    const minimum = await client.request(`/partner/api/products/minimum?material=${variant.materialId}`, { headers: { accept: "application/json" } });
    expect(await minimum.json()).toEqual({ minimumProgramMet: false, currentProgramQuantity: 24, minimumProgramQuantity: 144 });

    // The cart words the GCP line as made to order, not by its stock (decision 0042, walkthrough follow-ups).
    const cartPage = await client.page("/partner/cart");
    expect(cartPage.html).toContain('data-status="madeToOrder"');
    expect(cartPage.html).toContain("Made to order");
    expect(cartPage.html).not.toMatch(/data-status="(inStock|lowStock|outOfStock|forceInStock)"/);

    const cart = await sessionCart(db(), client);
    expect(cart.mode).toBe("GCP");
    await readyForCheckout(db(), cart.id);
    // A ship date exists (the residual numbers, 28 business days out for a dealer, no booking window).
    await dealerSteps(client);
    const page = await client.page("/partner/checkout");
    expect(page.html).toContain("Not ready for checkout: custom programme minimum");
    expect(page.html).toContain("24 of 144 units, add 120 more.");

    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    const refused = await placeOrder(client, { body: { termsAccepted: true } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      errorMessage: `A custom programme needs at least 144 units of each product. Below it: ${variant.code}.`,
      errors: [{ field: variant.code, message: "24 of 144 units, add 120 more." }],
    });
    expect(await databaseFingerprint(db())).toEqual(before);

    expect((await add(120)).status).toBe(200);
    expect(await (await client.request(`/partner/api/products/minimum?material=${variant.materialId}`, { headers: { accept: "application/json" } })).json()).toMatchObject({ minimumProgramMet: true, currentProgramQuantity: 144 });
    expect((await client.page("/partner/checkout")).html).not.toContain("custom programme minimum");
    const placed = await expectPlaced(await placeOrder(client, { body: { termsAccepted: true } }));
    const order = await orderRow(placed.orderCode);
    expect(order).toMatchObject({ status: placedStatus, quantity: 144 });
    const [mode] = await db().select({ mode: orders.mode }).from(orders).where(eq(orders.code, placed.orderCode));
    expect(mode?.mode).toBe("GCP");
  });
});
