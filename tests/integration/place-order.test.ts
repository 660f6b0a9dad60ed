import { randomUUID } from "node:crypto";
import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { carts, giftCards, mailOutbox, orderEntries, orderPayments, orders, stockLevels, users } from "../../server/db/schema/index.ts";
import { debitGiftCard } from "../../server/modules/orders/gift-card-debit.ts";
import { dealerUnit, putLine, seedMaterials, sessionCart, type SeedMaterial } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { accountCopies, dealerSteps, placeOrder, readyForCheckout } from "../support/checkout-fixtures.ts";

const PLACE = "/partner/checkout/simple/placeOrder";

const place = (client: TestClient, key: string, body?: unknown) => placeOrder(client, { key, body });

describe.each(DB_TARGETS)("placing orders on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let material: SeedMaterial | undefined;

  async function dealerWithCart(email: string, quantity: number): Promise<{ client: TestClient; cartId: number }> {
    material ??= (await seedMaterials(db(), "USD", { priced: true, count: 1 }))[0];
    if (!material) throw new Error("material");
    const client = await TestClient.signedIn(server().baseUrl, "/partner", email);
    const cart = await sessionCart(db(), client);
    await putLine(db(), cart.id, { material, quantity });
    return { client, cartId: cart.id };
  }

  async function stockOf(variantId: number): Promise<number> {
    const [row] = await db().select({ quantity: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId));
    return row?.quantity ?? -1;
  }

  it("places an order on account: lines, payment, stock taken, cart closed; the same key replays it", async () => {
    const { client, cartId } = await dealerWithCart("dealer@example.com", 3);
    await readyForCheckout(db(), cartId);
    await dealerSteps(client);
    const variantId = material!.variantIds[0]!;
    const stockBefore = await stockOf(variantId);
    const key = randomUUID();

    const res = await place(client, key);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { orderCode: string; status: string; redirectUrl: string };
    expect(body).toMatchObject({ status: "PLACED", redirectUrl: `/partner/checkout/orderConfirmation/${body.orderCode}` });
    expect(body.orderCode).toMatch(/^BR\d{8}$/);

    const [order] = await db().select({ id: orders.id, total: orders.totalMinor, quantity: orders.totalQuantity, paymentType: orders.paymentType }).from(orders).where(eq(orders.code, body.orderCode));
    // The dealer's quoted price, as the cart and checkout showed it (decision 0043).
    const total = dealerUnit(material!.msrp) * 3;
    expect(order).toMatchObject({ total, quantity: 3, paymentType: "ACCOUNT" });
    const entries = await db().select({ variantId: orderEntries.variantId, quantity: orderEntries.quantity }).from(orderEntries).where(eq(orderEntries.orderId, order!.id));
    expect(entries).toEqual([{ variantId, quantity: 3 }]);
    const payments = await db().select({ kind: orderPayments.kind, amount: orderPayments.amountMinor }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([{ kind: "ACCOUNT", amount: total }]);
    expect(await stockOf(variantId)).toBe(stockBefore - 3);
    const [cart] = await db().select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(cart?.status).toBe("ordered");

    // The confirmation e-mail is queued with the order, and the export job hands it to the ERP.
    const [mail] = await db().select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, body: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.template, "order-confirmation")).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ to: "dealer@example.com", subject: `Your Brim order ${body.orderCode}` });
    expect(mail?.body).toContain(`/partner/checkout/orderConfirmation/${body.orderCode}`);
    await vi.waitFor(
      async () => {
        const [exported] = await db().select({ status: orders.status, erp: orders.erpOrderNumber }).from(orders).where(eq(orders.id, order!.id));
        expect(exported?.status).toBe("EXPORTED");
        expect(exported?.erp).toMatch(/^45\d{8}$/);
        // and the mail job has sent the confirmation (so nothing changes under the checks below).
        const [sent] = await db().select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.template, "order-confirmation")).orderBy(desc(mailOutbox.createdAt)).limit(1);
        expect(sent?.sentAt).not.toBeNull();
      },
      { timeout: 15_000, interval: 100 },
    );

    // Its confirmation page is the orderer's (and the unit's), nobody else's.
    const confirmation = await client.page(body.redirectUrl);
    expect(confirmation.res.status).toBe(200);
    expect(confirmation.html).toContain(`Your order ${body.orderCode} has been placed.`);
    expect(confirmation.html).toContain("PO4711");
    const stranger = await TestClient.signedIn(server().baseUrl, "/partner", "corporate@example.com");
    expect((await stranger.page(body.redirectUrl)).res.status).toBe(404);

    // A double submit answers the same order and changes nothing.
    const before = await databaseFingerprint(db());
    const again = await place(client, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ orderCode: body.orderCode, replayed: true });
    // The same key with another body is refused.
    const other = await place(client, key, { termsAccepted: false });
    expect(other.status).toBe(409);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("an order the ERP cannot take is not called placed: the confirmation says it was received and is being looked into", async () => {
    const [email] = await accountCopies(db(), "dealer@example.com", `erp-refused-${target}-`, 1);
    const { client, cartId } = await dealerWithCart(email!, 2);
    await readyForCheckout(db(), cartId);
    await dealerSteps(client, "/partner", { purchaseNumber: "ERRTEST42" });
    const res = await place(client, randomUUID());
    expect(res.status).toBe(201);
    const { orderCode, redirectUrl } = (await res.json()) as { orderCode: string; redirectUrl: string };
    await vi.waitFor(
      async () => {
        const [exported] = await db().select({ status: orders.status }).from(orders).where(eq(orders.code, orderCode));
        expect(exported?.status).toBe("PROCESSING_ERROR");
      },
      { timeout: 15_000, interval: 100 },
    );
    const confirmation = await client.page(redirectUrl);
    expect(confirmation.html).not.toContain(`Your order ${orderCode} has been placed.`);
    expect(confirmation.html).toContain(`We received your order ${orderCode}, but our order system could not process it yet.`);
  });

  it("refuses an incomplete checkout, a missing key and an empty cart, changing nothing", async () => {
    const { client, cartId } = await dealerWithCart("dealer@example.com", 2);
    const before = await databaseFingerprint(db());
    const incomplete = await place(client, randomUUID());
    expect(incomplete.status).toBe(422);
    const fields = ((await incomplete.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields.sort()).toEqual(["address", "comment", "paymentType", "purchaseNumber", "shipDates"]);
    await readyForCheckout(db(), cartId);
    const afterReady = await databaseFingerprint(db());
    const noTerms = await place(client, randomUUID(), { termsAccepted: false });
    expect((await noTerms.json()) as unknown).toMatchObject({ errors: expect.arrayContaining([{ field: "terms", message: expect.any(String) }]) });
    const noKey = await client.postJson(PLACE, { termsAccepted: true });
    expect(noKey.status).toBe(400);
    expect(await databaseFingerprint(db())).toEqual(afterReady);
    expect(afterReady).not.toEqual(before);
  });

  it("50 concurrent checkouts of a variant with stock 10 give exactly 10 orders and stock 0", async () => {
    const emails = await accountCopies(db(), "dealer@example.com", `race-${target}-`, 50);
    const racers = [];
    for (const email of emails) racers.push(await dealerWithCart(email, 1));
    for (const r of racers) {
      await readyForCheckout(db(), r.cartId);
      await dealerSteps(r.client);
    }
    const variantId = material!.variantIds[0]!;
    await db().update(stockLevels).set({ quantity: 10, forceInStock: false }).where(eq(stockLevels.variantId, variantId));

    const answers = await Promise.all(racers.map((r) => place(r.client, randomUUID())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(variantId)).toBe(0);
    const userIds = (await db().select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((u) => u.id);
    const placed = await db().select({ id: orders.id }).from(orders).where(inArray(orders.userId, userIds));
    expect(placed).toHaveLength(10);
    const open = await db().select({ id: carts.id }).from(carts).where(inArray(carts.id, racers.map((r) => r.cartId)));
    expect(open).toHaveLength(50);
  });

  it("20 parallel gift-card debits never take more than the balance", async () => {
    const [card] = await db().insert(giftCards).values({ number: `T${target}${Date.now()}`, pinHash: "x", currency: "USD", balanceMinor: 5_000 }).returning({ id: giftCards.id });
    const results = await Promise.all(Array.from({ length: 20 }, () => db().transaction((tx) => debitGiftCard(tx, card!.id, 700))));
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    const [after] = await db().select({ balance: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after?.balance).toBe(5_000 - 7 * 700);
  });
});
