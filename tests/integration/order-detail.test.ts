import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { orderEntries, orderEvents, orders, stockLevels, users, variants } from "../../server/db/schema/index.ts";
import { LOCAL_ERP_MAX_LINE_QUANTITY } from "../../server/integrations/erp/local-order-intake.ts";
import { accountCopies } from "../support/checkout-fixtures.ts";
import { activeCartLines, cartFixtures, emptyCartsOf, type FixtureVariant } from "../support/cart-fixtures.ts";
import { exportedDealerOrder, placedOrder } from "../support/order-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const DEALER = "dealer@example.com";
const orderPath = (code: string, site = "/partner") => `${site}/my-account/order/${code}`;

describe.each(DB_TARGETS)("order detail, prebooking updates and reorder on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  const placed = (mode: "STOCK" | "PREBOOKING", lines: [FixtureVariant, number][]) => exportedDealerOrder(server(), mode, lines);

  const entriesOf = async (id: number) =>
    db()
      .select({ quantity: orderEntries.quantity, pending: orderEntries.pendingQuantity, requested: orderEntries.erpRequestedQuantity, total: orderEntries.totalMinor, unit: orderEntries.unitPriceMinor })
      .from(orderEntries)
      .innerJoin(orders, eq(orders.id, orderEntries.orderId))
      .where(or(eq(orders.id, id), eq(orders.parentId, id)))
      .orderBy(asc(orderEntries.orderId), asc(orderEntries.entryNumber));
  const headOf = async (id: number) =>
    (await db().select({ status: orders.status, update: orders.updateStatus, subtotal: orders.subtotalMinor, total: orders.totalMinor, quantity: orders.totalQuantity }).from(orders).where(eq(orders.id, id)))[0];
  const eventsOf = async (id: number) => (await db().select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id))).map((e) => e.status);
  const settledUpdate = (id: number) =>
    vi.waitFor(async () => expect((await headOf(id))?.update).not.toBe("IN_PROGRESS"), { timeout: 15_000, interval: 100 }).then(() => jobsSettled(server()));

  it("shows the order to its orderer and unit with its status history; 404 alike to everyone else and for unknown codes", async () => {
    const fx = await cartFixtures(db());
    const { client, code, id } = await placed("PREBOOKING", [[fx.plenty, 12], [fx.sibling, 6]]);
    expect(await eventsOf(id)).toEqual(["PLACED", "EXPORTED"]);
    const own = await client.page(orderPath(code));
    expect(own.res.status).toBe(200);
    for (const text of [`Order ${code}`, "Status history", "In process", "PO4711", fx.plenty.productName, 'name="quantity.0"', "Apply"]) expect(own.html).toContain(text);
    // The row's price per cap beside its quantity, and how the order ships.
    const [head] = await db().select({ method: orders.deliveryMethodCode, currency: orders.currency }).from(orders).where(eq(orders.id, id));
    expect(head?.method).toBe("STANDARD");
    const unitPrice = (await entriesOf(id))[0]!.unit!;
    expect(own.html).toMatch(new RegExp(`data-label="Unit price">${new Intl.NumberFormat("en-US", { style: "currency", currency: head!.currency }).format(unitPrice / 100).replace("$", "\\$")}<`));
    expect(own.html).toContain("<dt>Delivery method</dt><dd>Standard delivery</dd>");

    const [unitBuyer] = await accountCopies(db(), DEALER, "detail-unit-", 1);
    const colleague = await TestClient.signedIn(server().baseUrl, "/partner", unitBuyer!);
    expect((await colleague.page(orderPath(code))).res.status).toBe(200);
    // Placed by an agent for the dealer: the dealer reads "for you", a colleague the dealer's name.
    const [agent] = await db().select({ id: users.id, name: users.name }).from(users).where(eq(users.email, "agent@example.com"));
    await db().update(orders).set({ placedById: agent!.id }).where(eq(orders.id, id));
    expect((await client.page(orderPath(code))).html).toContain(`Placed by agent ${agent!.name} for you`);
    expect((await colleague.page(orderPath(code))).html).toContain(`Placed by agent ${agent!.name} for Megan Alvarez`);
    await db().update(orders).set({ placedById: null }).where(eq(orders.id, id));
    // A sub-order's code opens its part of the summary order's page.
    const [sub] = await db().select({ code: orders.code }).from(orders).where(eq(orders.parentId, id));
    const toPart = await client.get(orderPath(sub!.code));
    expect(toPart.status).toBe(302);
    expect(toPart.headers.get("location")).toBe(`${orderPath(code)}#part-${sub!.code}`);
    expect(own.html).toContain(`id="part-${sub!.code}"`);

    const stranger = await TestClient.signedIn(server().baseUrl, "/partner", "corporate@example.com");
    const japan = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    const consumer = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    for (const [who, site] of [[stranger, "/partner"], [japan, "/jp/partner"], [consumer, ""], [client, "/partner"]] as const) {
      const codes = who === client ? ["BR99999999"] : [code, sub!.code, "BR99999999"];
      for (const c of codes) {
        const page = await who.page(orderPath(c, site));
        expect(page.res.status).toBe(404);
        expect(page.html).not.toContain(fx.plenty.productName);
      }
    }
    const anonymous = await new TestClient(server().baseUrl).get(orderPath(code));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/partner/login");
    await jobsSettled(server());
    await expectRefusedUnchanged(db(), 404, [
      () => stranger.postJson(orderPath(code), [{ entryNumber: 0, quantity: 20 }]),
      () => stranger.postJson(orderPath("BR99999999"), [{ entryNumber: 0, quantity: 20 }]),
      () => stranger.postJson(`${orderPath(code)}/submit`, {}, { method: "PUT" }),
      () => consumer.postJson(orderPath(code, ""), [{ entryNumber: 0, quantity: 20 }]),
    ]);
  });

  it("offers Approve and Reject on the detail page to the unit's approver only, with the placement in the history", async () => {
    const fx = await cartFixtures(db());
    const { client, code, id } = await placedOrder(server(), "STOCK", [[fx.plenty, 2]], { email: "buyer@example.com", exported: false, costCentre: "CC-420" });
    expect(await eventsOf(id)).toEqual(["PENDING_APPROVAL"]);
    const approvalForm = `action="${orderPath(code)}/approval"`;
    const buyerPage = await client.page(orderPath(code));
    expect(buyerPage.html).toContain("Waiting for approval");
    expect(buyerPage.html).not.toContain(approvalForm);
    const approver = await TestClient.signedIn(server().baseUrl, "/partner", "approver@example.com");
    const approverPage = await approver.page(`${orderPath(code)}?openRejectPopup=true`);
    expect(approverPage.res.status).toBe(200);
    expect(approverPage.html).toContain(approvalForm);
    // The reject form comes first to hand: its reason field has the focus (the modal opens on hydration).
    expect(approverPage.html).toMatch(/name="comment"[^>]*required=""[^>]*autofocus=""/);
  });

  it("applies a change, refuses one the rules refuse (422, nothing stored), answers 412 with nothing applied, and the ERP's answer arrives through the job", async () => {
    const fx = await cartFixtures(db());
    const max = fx.maxed.maxOrderQuantity!;
    const { client, id, code } = await placed("PREBOOKING", [[fx.plenty, 12], [fx.maxed, 1]]);
    const before = await entriesOf(id);

    const noChange = await client.postJson(`${orderPath(code)}/submit`, {}, { method: "PUT" });
    expect(noChange.status).toBe(412);
    expect(((await noChange.json()) as { errorMessage: string }).errorMessage).toBe("No changes");

    await jobsSettled(server());
    const [range, overMax] = await expectRefusedUnchanged(db(), 422, [
      () => client.postJson(orderPath(code), [{ entryNumber: 0, quantity: 0 }]),
      () => client.postJson(orderPath(code), [{ entryNumber: 0, quantity: 20 }, { entryNumber: 1, quantity: max + 1 }]),
    ]);
    expect(range?.errors).toEqual([{ field: "quantity.0", message: "Enter a whole quantity from 1 to 99,999." }]);
    expect(overMax?.errors).toEqual([{ field: "quantity.1", message: `At most ${max} can be ordered.` }]);
    expect((overMax as unknown as { order: { entries: { quantity: number }[] } }).order.entries.map((e) => e.quantity)).toEqual([12, 1]);
    await expectRefusedUnchanged(db(), 400, [() => client.postJson(orderPath(code), [{ entryNumber: 7, quantity: 3 }])]);

    const applied = await client.postJson(orderPath(code), [{ entryNumber: 0, quantity: 20 }]);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ code, updateStatus: "APPLIED", isUpdatable: true, totalQuantity: 21, entries: [{ entryNumber: 0, quantity: 20, confirmedQuantity: 12 }, { entryNumber: 1, quantity: 1 }] });
    expect((await entriesOf(id)).map((e) => [e.quantity, e.pending])).toEqual([[12, 20], [1, null]]);
    expect((await headOf(id))?.update).toBe("APPLIED");

    const submitted = await client.postJson(`${orderPath(code)}/submit`, {}, { method: "PUT" });
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({ updateStatus: "IN_PROGRESS", isProcessing: true, isUpdatable: false });
    await settledUpdate(id);
    const after = await entriesOf(id);
    expect(after.map((e) => [e.quantity, e.pending, e.requested])).toEqual([[20, null, null], [1, null, null]]);
    expect(after[0]?.total).toBe(before[0]!.unit! * 20);
    const head = await headOf(id);
    expect(head).toMatchObject({ status: "EXPORTED", update: null, quantity: 21, subtotal: before[0]!.unit! * 20 + before[1]!.unit! });
    expect(await eventsOf(id)).toEqual(["PLACED", "EXPORTED", "EXPORTED"]);

    // Above what the local ERP confirms for a line: QUANTITY_CHANGED with the confirmed quantity.
    expect((await client.postJson(orderPath(code), [{ entryNumber: 0, quantity: LOCAL_ERP_MAX_LINE_QUANTITY + 500 }])).status).toBe(200);
    expect((await client.postJson(`${orderPath(code)}/submit`, {}, { method: "PUT" })).status).toBe(200);
    await settledUpdate(id);
    expect((await entriesOf(id))[0]).toMatchObject({ quantity: LOCAL_ERP_MAX_LINE_QUANTITY, pending: null, requested: LOCAL_ERP_MAX_LINE_QUANTITY + 500 });
    expect(await headOf(id)).toMatchObject({ status: "QUANTITY_CHANGED", update: "QUANTITY_CHANGED" });
    const page = await client.page(orderPath(code));
    expect(page.html).toContain(`You asked for ${LOCAL_ERP_MAX_LINE_QUANTITY + 500}`);
    expect(page.html).toContain("We could not confirm every quantity");

    // A purchase number the local ERP refuses: PROCESSING_ERROR, the change dropped, no more changes.
    await db().update(orders).set({ purchaseNumber: "ERRTEST-7" }).where(or(eq(orders.id, id), eq(orders.parentId, id)));
    expect((await client.postJson(orderPath(code), [{ entryNumber: 0, quantity: 30 }])).status).toBe(200);
    expect((await client.postJson(`${orderPath(code)}/submit`, {}, { method: "PUT" })).status).toBe(200);
    await settledUpdate(id);
    expect((await entriesOf(id))[0]).toMatchObject({ quantity: LOCAL_ERP_MAX_LINE_QUANTITY, pending: null });
    expect(await headOf(id)).toMatchObject({ status: "PROCESSING_ERROR", update: "PROCESSING_ERROR" });
    expect((await eventsOf(id)).slice(-2)).toEqual(["QUANTITY_CHANGED", "PROCESSING_ERROR"]);
    const failed = await client.page(orderPath(code));
    expect(failed.html).toContain("Contact support");
    expect(failed.html).not.toContain('name="quantity.0"');
    await jobsSettled(server());
    await expectRefusedUnchanged(db(), 422, [() => client.postJson(orderPath(code), [{ entryNumber: 0, quantity: 40 }])]);
  });

  it("refuses changes while the ERP works on one (409) and when a booking window closed (422); the form without script redirects back", async () => {
    const fx = await cartFixtures(db());
    const { client, id, code } = await placed("PREBOOKING", [[fx.plenty, 5]]);
    const form = await client.postForm(orderPath(code), { "quantity.0": "8" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`${orderPath(code)}?update=applied`);
    expect((await entriesOf(id))[0]?.pending).toBe(8);
    const refusedForm = await client.postForm(orderPath(code), { "quantity.0": "abc" });
    expect(refusedForm.headers.get("location")).toBe(`${orderPath(code)}?update=refused&refused=0`);

    // A change in the ERP's hands (its job is not queued here, so the state stays): actions refused.
    await db().update(orders).set({ updateStatus: "IN_PROGRESS", updateSeq: 99 }).where(eq(orders.id, id));
    await jobsSettled(server());
    await expectRefusedUnchanged(db(), 409, [
      () => client.postJson(orderPath(code), [{ entryNumber: 0, quantity: 9 }]),
      () => client.postJson(`${orderPath(code)}/submit`, {}, { method: "PUT" }),
    ]);
    expect((await client.page(orderPath(code))).html).toContain("Refresh the page");

    // The line's delivery target has no open window for the unit: the alert, and no change.
    await db().update(orders).set({ updateStatus: "APPLIED" }).where(eq(orders.id, id));
    await db().execute(sql`update order_entries set delivery_year = 2020 where order_id in (select id from orders where parent_id = ${id})`);
    await jobsSettled(server());
    const [closed] = await expectRefusedUnchanged(db(), 422, [() => client.postJson(orderPath(code), [{ entryNumber: 0, quantity: 9 }])]);
    expect(closed?.errors[0]?.field).toBe("quantity.0");
    expect((await client.page(orderPath(code))).html).toContain("The booking window is closed");
  });

  it("reorders: lines go into the cart of the order's mode, with a report of what was added, reduced to stock or skipped", async () => {
    const fx = await cartFixtures(db());
    const { client, code } = await placed("STOCK", [[fx.plenty, 3], [fx.sibling, 4], [fx.other, 2]]);
    const stockOf = (upc: string) => sql`(select id from ${variants} where upc = ${upc})`;
    await db().update(stockLevels).set({ quantity: 1 }).where(eq(stockLevels.variantId, stockOf(fx.sibling.upc)));
    await db().update(stockLevels).set({ quantity: 0 }).where(eq(stockLevels.variantId, stockOf(fx.other.upc)));
    await emptyCartsOf(db(), DEALER);
    const reorderPath = `/partner/my-account/reorder/${code}`;

    const confirm = await client.page(reorderPath);
    expect(confirm.res.status).toBe(200);
    expect(await activeCartLines(db(), DEALER)).toEqual([]);
    const done = await client.postForm(reorderPath, {});
    expect(done.status).toBe(200);
    const html = await done.text();
    for (const text of ["3 added", "1 of 4 added", "not enough stock", "Not added", "out of stock", "View cart"]) expect(html).toContain(text);
    expect(await activeCartLines(db(), DEALER)).toEqual([`${fx.plenty.upc}=3`, `${fx.sibling.upc}=1`].sort());

    const stranger = await TestClient.signedIn(server().baseUrl, "/partner", "corporate@example.com");
    expect((await stranger.page(reorderPath)).res.status).toBe(404);
    await jobsSettled(server());
    const before = await activeCartLines(db(), "corporate@example.com");
    expect((await stranger.postForm(reorderPath, {})).status).toBe(404);
    expect(await activeCartLines(db(), "corporate@example.com")).toEqual(before);
  });

  it("reorders a prebooking order: lines of closed windows are skipped", async () => {
    const fx = await cartFixtures(db());
    const { client, code, id } = await placed("PREBOOKING", [[fx.plenty, 4], [fx.other, 2]]);
    const [sub] = await db().select({ id: orders.id }).from(orders).where(eq(orders.parentId, id));
    await db().execute(sql`update order_entries set delivery_year = 2020 where order_id = ${sub!.id} and entry_number = 1`);
    await emptyCartsOf(db(), DEALER);
    await client.page(`/partner/my-account/reorder/${code}`);
    const done = await client.postForm(`/partner/my-account/reorder/${code}`, {});
    const html = await done.text();
    expect(html).toContain("the booking window is closed");
    expect(await activeCartLines(db(), DEALER)).toEqual([`${fx.plenty.upc}=4`]);
    const entries = await db().select({ target: orderEntries.deliveryTargetCode }).from(orderEntries).where(and(inArray(orderEntries.orderId, [sub!.id])));
    expect(entries).toHaveLength(2);
  });
});
