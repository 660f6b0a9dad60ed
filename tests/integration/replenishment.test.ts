import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { addCalendarDays, dayOfWeek } from "../../domain/business-days.ts";
import { firstReplenishmentRun, formatReplenishmentDate, scheduleOfColumns } from "../../domain/replenishment.ts";
import { weekdayName } from "../../domain/replenishment-text.ts";
import { SITES } from "../../domain/sites.ts";
import { carts, orderEntries, orderIdempotencyKeys, orders, replenishmentSchedules, stockLevels, users } from "../../server/db/schema/index.ts";
import { runDueReplenishments } from "../../server/modules/replenishment/run-due.ts";
import { siteToday } from "../../server/modules/replenishment/schedule-request.ts";
import { putLine, seedMaterials, sessionCart, type SeedMaterial } from "../support/cart-money-fixtures.ts";
import { dealerSteps, placedStatus, placeOrder, readyForCheckout } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const DEALER = "dealer@example.com";
const silent = pino({ level: "silent" });
const today = () => siteToday({ site: SITES.us, now: new Date() });
/** ISO weekday of a date (1 = Monday … 7 = Sunday). */
const isoWeekday = (iso: string) => ((dayOfWeek(iso) + 6) % 7) + 1;

/** The popup's fields for a weekly schedule on today's weekday and the one after, from today (US format MM/DD/YYYY). */
function weekly(startDate = today()) {
  const day = isoWeekday(startDate);
  return {
    termsAccepted: true,
    replenishmentOrder: true,
    replenishmentRecurrence: "WEEKLY",
    replenishmentStartDate: formatReplenishmentDate(startDate, "MM/DD/YYYY"),
    nWeeks: 1,
    weekdays: [day, (day % 7) + 1],
  };
}

describe.each(DB_TARGETS)("replenishment orders on %s", (target) => {
  // The test runs the job itself; no scheduled run may take its schedules first.
  const server = useTestServer(target, { JOBS: "off" });
  const db = () => server().database.db;
  let material: SeedMaterial | undefined;

  /** A dealer with 3 of one size in the cart, address and payment on account, purchase number, comment and dates chosen. */
  async function dealerReady(paymentType = "ACCOUNT"): Promise<{ client: TestClient; cartId: number; variantId: number }> {
    material ??= (await seedMaterials(db(), "USD", { priced: true, count: 1 }))[0];
    if (!material) throw new Error("material");
    const client = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    const cart = await sessionCart(db(), client);
    await putLine(db(), cart.id, { material, quantity: 3 });
    await readyForCheckout(db(), cart.id, { paymentType: paymentType });
    await dealerSteps(client);
    return { client, cartId: cart.id, variantId: material.variantIds[0]! };
  }

  async function placeWeekly(): Promise<{ orderCode: string; scheduleId: number; variantId: number }> {
    const { client, variantId } = await dealerReady();
    const res = await placeOrder(client, { body: weekly() });
    expect(res.status).toBe(201);
    const { orderCode } = (await res.json()) as { orderCode: string };
    const [order] = await db().select({ scheduleId: orders.replenishmentScheduleId }).from(orders).where(eq(orders.code, orderCode));
    if (!order?.scheduleId) throw new Error("order without schedule");
    return { orderCode, scheduleId: order.scheduleId, variantId };
  }

  async function stockOf(variantId: number): Promise<number> {
    const [row] = await db().select({ quantity: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId));
    return row?.quantity ?? -1;
  }

  async function scheduleRow(id: number) {
    const [row] = await db().select().from(replenishmentSchedules).where(eq(replenishmentSchedules.id, id));
    if (!row) throw new Error(`schedule ${id} missing`);
    return row;
  }

  const ordersOf = (scheduleId: number) =>
    db().select({ id: orders.id, code: orders.code }).from(orders).where(eq(orders.replenishmentScheduleId, scheduleId)).orderBy(orders.id);

  it("a weekly replenishment order stores its schedule with the order: recurrence, first run after today, the order as template", async () => {
    const { orderCode, scheduleId, variantId } = await placeWeekly();
    const [order] = await db().select({ status: orders.status, paymentType: orders.paymentType, address: orders.deliveryAddress }).from(orders).where(eq(orders.code, orderCode));
    expect(order).toMatchObject({ status: placedStatus, paymentType: "ACCOUNT" });
    const row = await scheduleRow(scheduleId);
    const [dealer] = await db().select({ id: users.id, unitId: users.unitId }).from(users).where(eq(users.email, DEALER));
    const day = isoWeekday(today());
    expect(row).toMatchObject({
      siteId: "us",
      userId: dealer!.id,
      unitId: dealer!.unitId,
      recurrence: "WEEKLY",
      nWeeks: 1,
      weekdays: [day, (day % 7) + 1].sort((a, b) => a - b),
      nDays: null,
      nthDayOfMonth: null,
      startDate: today(),
      active: true,
      lastRunOn: null,
    });
    expect(row.code).toMatch(/^RP\d{8}$/);
    // Today's order is the one just placed; the job starts with the next weekday of the schedule: tomorrow.
    expect(row.nextRunOn).toBe(addCalendarDays(today(), 1));
    expect(row.template).toMatchObject({ mode: "STOCK", currency: "USD", lines: [{ variantId, quantity: 3 }], paymentType: "ACCOUNT", purchaseNumber: "PO4711", comment: "Deliver to the back door", costCentreId: null, shipDates: "default" });
    expect(row.template.deliveryAddressId).toEqual(expect.any(Number));

    // The confirmation page shows the schedule and the next order's date.
    const client = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    const page = await client.page(`/partner/checkout/orderConfirmation/${orderCode}`);
    expect(page.res.status).toBe(200);
    const days = new Intl.ListFormat("en-US", { type: "conjunction" }).format(row.weekdays!.map((d) => weekdayName(d, "en-US")));
    expect(page.html).toContain(`Every week on ${days}, starting ${formatReplenishmentDate(today(), "MM/DD/YYYY")}`);
    expect(page.html).toContain(`Next order: ${formatReplenishmentDate(row.nextRunOn!, "MM/DD/YYYY")}`);
    expect(page.html).toContain(row.code);
  });

  it("refuses a schedule that does not pass, a card payment, trade-show mode and a missing recurrence, changing nothing", async () => {
    const { client } = await dealerReady();
    // The dealer reaches the order from the checkout page, whose read quotes the cart (decision 0043).
    expect((await client.page("/partner/checkout")).res.status).toBe(200);
    const before = await databaseFingerprint(db());
    const refusals: [unknown, number, string][] = [
      [{ ...weekly(), replenishmentStartDate: "2026-03-10" }, 422, "replenishmentStartDate"], // not MM/DD/YYYY
      [{ ...weekly(), replenishmentStartDate: formatReplenishmentDate(addCalendarDays(today(), -1), "MM/DD/YYYY") }, 422, "replenishmentStartDate"],
      [{ ...weekly(), weekdays: [] }, 422, "weekdays"],
      [{ ...weekly(), replenishmentRecurrence: "DAILY", nDays: 31 }, 422, "nDays"],
      [{ ...weekly(), replenishmentRecurrence: "MONTHLY", nthDayOfMonth: 0 }, 422, "nthDayOfMonth"],
      [{ termsAccepted: true, replenishmentOrder: true }, 400, "replenishmentRecurrence"],
    ];
    for (const [body, status, field] of refusals) {
      const res = await placeOrder(client, { body });
      expect(res.status).toBe(status);
      const answer = (await res.json()) as { errorMessage: string; errors: { field: string; message: string }[] };
      expect(answer.errors.map((e) => e.field)).toContain(field);
      expect(answer.errorMessage).not.toBe("");
    }
    const startError = await placeOrder(client, { body: { ...weekly(), replenishmentStartDate: "soon" } });
    expect(((await startError.json()) as { errorMessage: string }).errorMessage).toBe("Enter the start date as MM/DD/YYYY.");
    expect(await databaseFingerprint(db())).toEqual(before);

    // Paid by card: a token pays once, so a schedule needs payment on account.
    const card = await dealerReady("CARD");
    const beforeCard = await databaseFingerprint(db());
    const byCard = await placeOrder(card.client, { body: weekly() });
    expect(byCard.status).toBe(422);
    expect(((await byCard.json()) as { errors: { field: string }[] }).errors).toEqual([{ field: "paymentType", message: expect.any(String) }]);
    expect(await databaseFingerprint(db())).toEqual(beforeCard);

    // In trade-show mode an order is a one-off.
    await readyForCheckout(db(), card.cartId, { paymentType: "ACCOUNT" });
    expect((await card.client.postJson("/partner/trade-show/update", { enabled: true })).status).toBe(200);
    const beforeShow = await databaseFingerprint(db());
    const atShow = await placeOrder(card.client, { body: weekly() });
    expect(atShow.status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(beforeShow);
  });

  it("the job places a due order exactly once when two runs race, advances the date, and records a refusal on the schedule", async () => {
    const { orderCode, scheduleId, variantId } = await placeWeekly();
    await db().update(replenishmentSchedules).set({ nextRunOn: today() }).where(eq(replenishmentSchedules.id, scheduleId));
    const stockBefore = await stockOf(variantId);
    const deps = server().deps;

    const [first, second] = await Promise.all([runDueReplenishments(deps, { log: silent }), runDueReplenishments(deps, { log: silent })]);
    const mine = [...first!, ...second!].filter((o) => o.scheduleId === scheduleId);
    expect(mine.filter((o) => o.kind === "placed")).toHaveLength(1);
    expect(mine.filter((o) => o.kind === "failed")).toEqual([]);
    const placed = await ordersOf(scheduleId);
    expect(placed.map((o) => o.code)).toHaveLength(2);
    expect(placed[0]?.code).toBe(orderCode);
    const recurring = placed[1]!;
    const [order] = await db()
      .select({ status: orders.status, paymentType: orders.paymentType, purchaseNumber: orders.purchaseNumber, comment: orders.comment, desired: orders.desiredShipDate, cartId: orders.cartId })
      .from(orders)
      .where(eq(orders.id, recurring.id));
    expect(order).toMatchObject({ status: placedStatus, paymentType: "ACCOUNT", purchaseNumber: "PO4711", comment: "Deliver to the back door" });
    expect(order!.desired).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await db().select({ variantId: orderEntries.variantId, quantity: orderEntries.quantity }).from(orderEntries).where(eq(orderEntries.orderId, recurring.id))).toEqual([{ variantId, quantity: 3 }]);
    expect(await stockOf(variantId)).toBe(stockBefore - 3);
    // The run's cart is the owner's, closed; the dealer's own active cart is untouched.
    const [runCart] = await db().select({ status: carts.status }).from(carts).where(eq(carts.id, order!.cartId!));
    expect(runCart?.status).toBe("ordered");

    const row = await scheduleRow(scheduleId);
    const schedule = scheduleOfColumns(row)!;
    expect(row).toMatchObject({ lastRunOn: today(), lastOrderId: recurring.id, lastError: null, active: true, nextRunOn: firstReplenishmentRun(schedule, today()) });
    expect(row.nextRunOn! > today()).toBe(true);

    // Not due any more: another run places nothing.
    const again = await runDueReplenishments(deps, { log: silent });
    expect(again.filter((o) => o.scheduleId === scheduleId)).toEqual([]);
    expect(await ordersOf(scheduleId)).toHaveLength(2);

    // A date missed yesterday, and the size sold out meanwhile: no order, the refusal on the schedule, the date moves on.
    const yesterday = addCalendarDays(today(), -1);
    await db().update(replenishmentSchedules).set({ nextRunOn: yesterday }).where(eq(replenishmentSchedules.id, scheduleId));
    await db().update(stockLevels).set({ quantity: 1, forceInStock: false }).where(eq(stockLevels.variantId, variantId));
    const cartsBefore = await db().select({ n: sql<number>`count(*)::int` }).from(carts);
    const refused = await runDueReplenishments(deps, { log: silent });
    expect(refused.filter((o) => o.scheduleId === scheduleId)).toEqual([{ kind: "failed", scheduleId, message: expect.stringContaining("Not enough stock") }]);
    expect(await ordersOf(scheduleId)).toHaveLength(2);
    expect(await stockOf(variantId)).toBe(1);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(carts)).toEqual(cartsBefore);
    const afterRefusal = await scheduleRow(scheduleId);
    expect(afterRefusal).toMatchObject({ lastRunOn: yesterday, lastOrderId: recurring.id, active: true, nextRunOn: firstReplenishmentRun(schedule, today()) });
    expect(afterRefusal.lastError).toContain("Not enough stock");
    // The date counts as run: its key is taken, without an order.
    const [key] = await db()
      .select({ orderId: orderIdempotencyKeys.orderId })
      .from(orderIdempotencyKeys)
      .where(and(eq(orderIdempotencyKeys.userId, row.userId), eq(orderIdempotencyKeys.key, `replenishment-${row.code}-${yesterday}`)));
    expect(key).toEqual({ orderId: null });
  });
});
