import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts, orders, orderVouchers, stockLevels, users, vouchers } from "../../server/db/schema/index.ts";
import { releaseVoucher } from "../../server/modules/vouchers/service.ts";
import { putLine, seedMaterials, sessionCart, sessionContext, type SeedMaterial } from "../support/cart-money-fixtures.ts";
import { accountCopies, dealerSteps, placeOrder, readyForCheckout } from "../support/checkout-fixtures.ts";
import { BOTH_DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const DEALER = "dealer@example.com";

/**
 * Placements racing each other (issue 5, decision 0022): one single-use voucher never ends on two
 * orders, and a cart never becomes two orders, whatever the submits do at once.
 */
describe.each(BOTH_DB_TARGETS)("racing order placements on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let material: SeedMaterial | undefined;
  let voucherNumber = 0;

  /** A fresh 15 % voucher of the US partner site that one cart in all may hold (like the seed's SINGLE1). */
  async function singleUseVoucher(): Promise<{ id: number; code: string }> {
    const code = `RACE-${target.toUpperCase()}-${++voucherNumber}`;
    const [row] = await db()
      .insert(vouchers)
      .values({ siteId: "us", code, kind: "percent", value: 1500, currency: "USD", validFrom: new Date("2020-01-01T00:00:00Z"), usageLimit: 1 })
      .returning({ id: vouchers.id });
    return { id: row!.id, code };
  }

  /** A signed-in dealer (or copy) with one line of the test material and every checkout step done. */
  async function dealerAtCheckout(email: string, quantity = 2): Promise<{ client: TestClient; cartId: number }> {
    if (!material) {
      material = (await seedMaterials(db(), "USD", { priced: true, count: 1 }))[0]!;
      // Enough for every order of this file: the races are about vouchers and carts, not stock.
      await db().update(stockLevels).set({ quantity: 1_000, forceInStock: false }).where(eq(stockLevels.variantId, material.variantIds[0]!));
    }
    const client = await TestClient.signedIn(server().baseUrl, "/partner", email);
    const cart = await sessionCart(db(), client);
    await putLine(db(), cart.id, { material: material!, quantity });
    await readyForCheckout(db(), cart.id);
    await dealerSteps(client);
    return { client, cartId: cart.id };
  }

  async function voucherUse(voucherId: number): Promise<{ used: number; orderIds: number[] }> {
    const [row] = await db().select({ used: vouchers.usedCount }).from(vouchers).where(eq(vouchers.id, voucherId));
    const carrying = await db().select({ orderId: orderVouchers.orderId }).from(orderVouchers).where(eq(orderVouchers.voucherId, voucherId));
    return { used: row?.used ?? -1, orderIds: carrying.map((c) => c.orderId) };
  }

  const ordersOf = async (emails: string[]) => {
    const ids = (await db().select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((u) => u.id);
    return db().select({ id: orders.id, discount: orders.discountMinor }).from(orders).where(and(inArray(orders.userId, ids), sql`${orders.parentId} is null`));
  };

  it("one cart holding a single-use voucher, submitted 50 times at once (50 tabs, 50 keys): one order, the voucher used once", async () => {
    await db().execute(sql`delete from carts where user_id = (select id from users where email = ${DEALER})`);
    const voucher = await singleUseVoucher();
    const { client, cartId } = await dealerAtCheckout(DEALER);
    expect((await client.postJson("/partner/cart/voucher/apply", { voucherCode: voucher.code })).status).toBe(200);
    const variantId = material!.variantIds[0]!;
    const [stockBefore] = await db().select({ quantity: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId));
    const before = await ordersOf([DEALER]);

    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(client)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others found the cart ordered (409), or came after it and found a new, empty cart (422).
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 422)).toBe(true);
    const refusal = (await answers.find((a) => a.status === 409)?.json()) as { errorMessage: string } | undefined;
    if (refusal) expect(refusal.errorMessage).toContain("already been ordered");

    const placed = (await ordersOf([DEALER])).filter((o) => !before.some((b) => b.id === o.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.discount).toBeGreaterThan(0);
    expect(await voucherUse(voucher.id)).toEqual({ used: 1, orderIds: [placed[0]!.id] });
    const [stockAfter] = await db().select({ quantity: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId));
    expect(stockAfter!.quantity).toBe(stockBefore!.quantity - 2);
    const [cart] = await db().select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(cart?.status).toBe("ordered");
  });

  it("50 dealers applying one single-use voucher and placing at once: all 50 ordered, exactly one order carries it", { timeout: 120_000 }, async () => {
    const voucher = await singleUseVoucher();
    const emails = await accountCopies(db(), DEALER, `vrace-${target}-`, 50);
    const racers = [];
    for (const email of emails) racers.push(await dealerAtCheckout(email, 1));

    const outcomes = await Promise.all(
      racers.map(async ({ client }) => {
        const applied = await client.postJson("/partner/cart/voucher/apply", { voucherCode: voucher.code });
        const placed = await placeOrder(client);
        return { applied: applied.status, placed: placed.status };
      }),
    );
    expect(outcomes.filter((o) => o.applied === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o.applied === 422)).toHaveLength(49);
    expect(outcomes.map((o) => o.placed)).toEqual(Array(50).fill(201));
    const placed = await ordersOf(emails);
    expect(placed).toHaveLength(50);
    const discounted = placed.filter((o) => o.discount > 0).map((o) => o.id);
    expect(discounted).toHaveLength(1);
    expect(await voucherUse(voucher.id)).toEqual({ used: 1, orderIds: discounted });
  });

  it("a voucher released from a cart that was ordered meanwhile stays with its order and is not handed out again", async () => {
    await db().execute(sql`delete from carts where user_id = (select id from users where email = ${DEALER})`);
    const voucher = await singleUseVoucher();
    const { client } = await dealerAtCheckout(DEALER);
    expect((await client.postJson("/partner/cart/voucher/apply", { voucherCode: voucher.code })).status).toBe(200);
    // Another tab's release read the cart before the order committed, and locks it after.
    const stale = await sessionCart(db(), client);
    const res = await placeOrder(client);
    expect(res.status).toBe(201);
    const { orderCode } = (await res.json()) as { orderCode: string };
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.code, orderCode));

    const late = await releaseVoucher(await sessionContext(db(), client), stale, voucher.code);
    expect(late).toEqual({ ok: false, code: voucher.code, reason: "cartOrdered" });
    expect(await voucherUse(voucher.id)).toEqual({ used: 1, orderIds: [order!.id] });
    const [other] = await accountCopies(db(), DEALER, `vlate-${target}-`, 1);
    const { client: second } = await dealerAtCheckout(other!, 1);
    const refused = await second.postJson("/partner/cart/voucher/apply", { voucherCode: voucher.code });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe("voucherCode");
  });

  it("a double submit with the same Idempotency-Key, 10 requests at once: one order, every answer names it", async () => {
    await db().execute(sql`delete from carts where user_id = (select id from users where email = ${DEALER})`);
    const { client } = await dealerAtCheckout(DEALER, 3);
    const before = await ordersOf([DEALER]);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(client, { key })));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { orderCode: string; replayed: boolean }[];
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const codes = new Set(bodies.map((b) => b.orderCode));
    expect(codes.size).toBe(1);
    expect(bodies.filter((b) => !b.replayed)).toHaveLength(1);
    const placed = (await ordersOf([DEALER])).filter((o) => !before.some((b) => b.id === o.id));
    expect(placed).toHaveLength(1);
    const [order] = await db().select({ code: orders.code, quantity: orders.totalQuantity }).from(orders).where(eq(orders.id, placed[0]!.id));
    expect(order).toEqual({ code: [...codes][0], quantity: 3 });
  });
});
