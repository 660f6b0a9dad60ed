import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardAuthorizations, mailOutbox, orderEvents, orderPayments, orders, stockLevels, unitApprovalRules, unitApprovers, units, users } from "../../server/db/schema/index.ts";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { putLine, seedMaterials, sessionCart, type SeedMaterial } from "../support/cart-money-fixtures.ts";
import { accountCopies, placedStatus, placeOrder, readyForCheckout, storeDefaultShipDates, tokenize } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Placed {
  orderCode: string;
  status: string;
}

const approvalUrl = (code: string, context = "/partner") => `${context}/my-account/order/${code}/approval`;

/**
 * Order approvals (issue 14, decision 0052): the unit's rule decides whether an order waits, its
 * approvers are mailed, and only they approve (re-checked, exported) or reject (stock given back)
 * it, once.
 */
describe.each(DB_TARGETS)("order approvals on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const signedIn = (email: string, context = "/partner") => TestClient.signedIn(server().baseUrl, context, email);
  let material: SeedMaterial;
  let variantId: number;
  let buyerUnitId: number;
  let buyers: string[];
  let approver: TestClient;

  beforeAll(async () => {
    [material] = (await seedMaterials(db(), "USD", { priced: true, count: 1 })) as [SeedMaterial];
    variantId = material.variantIds[0]!;
    await db().update(stockLevels).set({ quantity: 500, forceInStock: false }).where(eq(stockLevels.variantId, variantId));
    const [unit] = await db().select({ id: users.unitId }).from(users).where(eq(users.email, "buyer@example.com"));
    buyerUnitId = unit!.id!;
    // Buyers of the seeded buyer's unit, one per test, so no test finds another's cart.
    buyers = await accountCopies(db(), "buyer@example.com", "approval-buyer-", 10);
  });

  // Signed in anew for each test: a session seen a minute ago is touched by its next request, which a fingerprint would see.
  beforeEach(async () => {
    approver = await signedIn("approver@example.com");
  });

  /** A buyer of the unit with `quantity` of the material in a fresh cart, every checkout step done. */
  async function buyerAtCheckout(email: string, quantity = 3, paymentType: "ACCOUNT" | "CARD" = "ACCOUNT"): Promise<TestClient> {
    await emptyCartsOf(db(), email);
    const client = await signedIn(email);
    const cart = await sessionCart(db(), client, "us");
    await putLine(db(), cart.id, { material, quantity });
    await readyForCheckout(db(), cart.id, { purchaseNumber: "APR1", paymentType });
    if (paymentType === "ACCOUNT") expect((await client.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: "CC-410" })).status).toBe(200);
    await storeDefaultShipDates(client);
    return client;
  }

  async function placeAs(email: string, quantity = 3): Promise<Placed> {
    const client = await buyerAtCheckout(email, quantity);
    const res = await placeOrder(client);
    const body = (await res.json()) as Placed & { errorMessage?: string };
    expect(res.status, body.errorMessage).toBe(201);
    return body;
  }

  async function stock(): Promise<number> {
    const [row] = await db().select({ quantity: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.variantId, variantId));
    return row!.quantity;
  }

  async function orderRow(code: string) {
    const [row] = await db()
      .select({ id: orders.id, status: orders.status, decidedById: orders.decidedById, decidedAt: orders.decidedAt, approvalComment: orders.approvalComment })
      .from(orders)
      .where(eq(orders.code, code));
    return row!;
  }

  async function mailsTo(email: string, template: string, code: string) {
    return db()
      .select({ subject: mailOutbox.subject, body: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template), sql`${mailOutbox.textBody} like ${"%" + code + "%"}`))
      .orderBy(desc(mailOutbox.createdAt));
  }

  /** The order's status history after its placement (which records PENDING_APPROVAL by the buyer first, decision 0051). */
  async function eventsOf(orderId: number) {
    const events = await db().select({ status: orderEvents.status, actor: orderEvents.actorUserId, comment: orderEvents.comment }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    expect(events[0]?.status).toBe("PENDING_APPROVAL");
    return events.slice(1);
  }

  async function exportJobs(orderId: number): Promise<number> {
    const result = await db().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'orders.export' and (data->>'orderId')::int = ${orderId}`);
    return result.rows[0]?.n ?? -1;
  }

  async function userId(email: string): Promise<number> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  it("the unit's rule decides: every order waits and each approver gets a mail with the order's link", async () => {
    const stockBefore = await stock();
    const placed = await placeAs(buyers[0]!);
    expect(placed.status).toBe("PENDING_APPROVAL");
    const order = await orderRow(placed.orderCode);
    expect(order.status).toBe("PENDING_APPROVAL");
    // The order holds its stock while it waits.
    expect(await stock()).toBe(stockBefore - 3);
    expect(await exportJobs(order.id)).toBe(0);
    const [mail, ...more] = await mailsTo("approver@example.com", "approval-request", placed.orderCode);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Order ${placed.orderCode} waits for your approval`);
    expect(mail?.body).toMatch(new RegExp(`^Hello Hannah Lindqvist,\\n\\nMarcus Bell placed order ${placed.orderCode} on \\d{4}-\\d{2}-\\d{2}\\.`));
    const link = /Approve or reject it here: (\S+)/.exec(mail!.body)?.[1];
    expect(link).toMatch(new RegExp(`^https?://[^/]+/partner/my-account/order/${placed.orderCode}$`));
    // The file's first placement and pages warm the server up: more time than the others need.
  }, 120_000);

  it("above a threshold only larger orders wait: the checkout warning and the cart's approval flag follow the same rule", async () => {
    // A threshold above the cart's total: no warning at checkout, no approval flag in the totals, the order is placed.
    const total = material.msrp * 2;
    await db().update(unitApprovalRules).set({ thresholdMinor: total }).where(eq(unitApprovalRules.unitId, buyerUnitId));
    try {
      const client = await buyerAtCheckout(buyers[1]!, 2);
      const totals = (await (await client.get("/partner/cart/getTotals?detailed=true", { accept: "application/json" })).json()) as { orderApprovalData: { approvalRequired: boolean } };
      expect(totals.orderApprovalData).toEqual({ approvalRequired: false });
      expect((await client.page("/partner/checkout")).html).not.toContain("Your orders need approval");
      const res = await placeOrder(client);
      expect(res.status).toBe(201);
      const free = (await res.json()) as Placed;
      expect(free.status).toBe("PLACED");
      expect(await mailsTo("approver@example.com", "approval-request", free.orderCode)).toHaveLength(0);

      // One unit more is above it: the warning, the flag, and the order waits.
      const above = await buyerAtCheckout(buyers[1]!, 3);
      const flagged = (await (await above.get("/partner/cart/getTotals?detailed=true", { accept: "application/json" })).json()) as { orderApprovalData: { approvalRequired: boolean } };
      expect(flagged.orderApprovalData).toEqual({ approvalRequired: true });
      expect((await above.page("/partner/checkout")).html).toContain("Your orders need approval");
      const waiting = (await (await placeOrder(above)).json()) as Placed;
      expect(waiting.status).toBe("PENDING_APPROVAL");
    } finally {
      await db().update(unitApprovalRules).set({ thresholdMinor: null }).where(eq(unitApprovalRules.unitId, buyerUnitId));
    }
  });

  it("approve: PLACED with the approver and comment, the status history, the export job and the buyer's mail", async () => {
    const placed = await placeAs(buyers[2]!);
    const { id } = await orderRow(placed.orderCode);
    const stockBefore = await stock();
    const res = await approver.postJson(approvalUrl(placed.orderCode), { approverSelectedDecision: "APPROVE", comment: "  Fine for the spring tournament  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "PLACED", message: `Order ${placed.orderCode} is approved and sent on for processing.` });
    const order = await orderRow(placed.orderCode);
    expect(order).toMatchObject({ status: placedStatus, decidedById: await userId("approver@example.com"), approvalComment: "Fine for the spring tournament" });
    expect(order.decidedAt).toBeInstanceOf(Date);
    expect(await eventsOf(id)).toEqual([{ status: "PLACED", actor: await userId("approver@example.com"), comment: "Fine for the spring tournament" }]);
    expect(await exportJobs(id)).toBe(1);
    // The stock was taken at placement: approving does not take it again.
    expect(await stock()).toBe(stockBefore);
    const [mail] = await mailsTo(buyers[2]!, "approval-approved", placed.orderCode);
    expect(mail?.subject).toBe(`Your order ${placed.orderCode} is approved`);
    expect(mail?.body).toContain("Hannah Lindqvist approved your order");
    expect(mail?.body).toContain("Comment: Fine for the spring tournament");
    expect(mail?.body).toContain(`/partner/my-account/order/${placed.orderCode}`);
  });

  it("reject from the page's form: REJECTED, the stock given back, the history, the buyer told why; back to the order with the outcome", async () => {
    const stockBefore = await stock();
    const placed = await placeAs(buyers[3]!);
    expect(await stock()).toBe(stockBefore - 3);
    const { id } = await orderRow(placed.orderCode);
    const res = await approver.postForm(approvalUrl(placed.orderCode), { approverSelectedDecision: "REJECT", comment: "Over the quarter's budget\nplease split it" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/partner/my-account/order/${placed.orderCode}?decision=rejected`);
    expect(await orderRow(placed.orderCode)).toMatchObject({ status: "REJECTED", approvalComment: "Over the quarter's budget\nplease split it" });
    expect(await stock()).toBe(stockBefore);
    expect(await eventsOf(id)).toEqual([{ status: "REJECTED", actor: await userId("approver@example.com"), comment: "Over the quarter's budget\nplease split it" }]);
    expect(await exportJobs(id)).toBe(0);
    const [mail] = await mailsTo(buyers[3]!, "approval-rejected", placed.orderCode);
    expect(mail?.subject).toBe(`Your order ${placed.orderCode} was rejected`);
    expect(mail?.body).toContain("Reason: Over the quarter's budget\nplease split it");

    // Deciding again: already decided, nothing changes (JSON 409; a form goes back with the outcome).
    await approver.page("/partner");
    await jobsSettled(server());
    await expectRefusedUnchanged(db(), 409, [() => approver.postJson(approvalUrl(placed.orderCode), { approverSelectedDecision: "APPROVE", comment: "" })]);
    const again = await approver.postForm(approvalUrl(placed.orderCode), { approverSelectedDecision: "REJECT", comment: "again" });
    expect(again.headers.get("location")).toBe(`/partner/my-account/order/${placed.orderCode}?decision=alreadyDecided`);
  });

  it("refuses a reject without a reason (400 on comment) and anyone but the unit's approver (404 alike), changing nothing", async () => {
    const placed = await placeAs(buyers[4]!);
    const url = approvalUrl(placed.orderCode);
    await approver.page("/partner");
    await jobsSettled(server());
    const bodies = await expectRefusedUnchanged(db(), 400, [
      () => approver.postJson(url, { approverSelectedDecision: "REJECT", comment: "" }),
      () => approver.postJson(url, { approverSelectedDecision: "REJECT", comment: " \n\t " }),
      () => approver.postJson(url, { approverSelectedDecision: "REJECT", comment: "x".repeat(501) }),
      () => approver.postJson(url, { approverSelectedDecision: "APPROVE", comment: "x".repeat(501) }),
      () => approver.postJson(url, { approverSelectedDecision: "MAYBE", comment: "x" }),
    ]);
    expect(bodies[0]).toEqual({ errorMessage: "Enter a reason for rejecting the order (1 to 500 characters).", errors: [{ field: "comment", message: "Enter a reason for rejecting the order (1 to 500 characters)." }] });
    expect(bodies[2]?.errors).toEqual([{ field: "comment", message: "The comment can have at most 500 characters." }]);
    expect(bodies[4]?.errors.map((e) => e.field)).toEqual(["approverSelectedDecision"]);
    // A browser's form without a reason goes back with the reject popup open.
    const form = await approver.postForm(url, { approverSelectedDecision: "REJECT", comment: "  " });
    expect(form.headers.get("location")).toBe(`/partner/my-account/order/${placed.orderCode}?decision=reasonRequired&openRejectPopup=true`);

    const decide = (client: TestClient, context = "/partner", code = placed.orderCode) => () => client.postJson(approvalUrl(code, context), { approverSelectedDecision: "APPROVE", comment: "" });
    const [orderer, unitBuyer, dealer, corporate, jpDealer] = await Promise.all([
      signedIn(buyers[4]!),
      signedIn("buyer@example.com"),
      signedIn("dealer@example.com"),
      signedIn("corporate@example.com"),
      signedIn("jp.dealer@example.com", "/jp/partner"),
    ]);
    const notFound = await expectRefusedUnchanged(db(), 404, [
      decide(orderer),
      decide(unitBuyer),
      decide(dealer),
      decide(corporate),
      decide(jpDealer, "/jp/partner"),
      // An unknown code, and one that cannot be a code: the same answer.
      decide(approver, "/partner", "BR99999999"),
      decide(approver, "/partner", "not-a-code"),
    ]);
    expect(notFound[0]).toEqual({ errorMessage: "This order was not found.", errors: [] });
    // Signed out: the B2B site's gate (401); without the session token: 403.
    await expectRefusedUnchanged(db(), 401, [() => new TestClient(server().baseUrl).postJson(url, { approverSelectedDecision: "APPROVE", comment: "" }, { csrf: false })]);
    await expectRefusedUnchanged(db(), 403, [() => approver.postJson(url, { approverSelectedDecision: "APPROVE", comment: "" }, { csrf: false })]);
    expect((await orderRow(placed.orderCode)).status).toBe("PENDING_APPROVAL");
  });

  it("approving re-checks the order: a credit-blocked unit answers 409 and nothing changes; the approver may still reject it", async () => {
    const placed = await placeAs(buyers[5]!);
    await db().update(units).set({ creditBlocked: true }).where(eq(units.id, buyerUnitId));
    try {
      await approver.page("/partner");
      await jobsSettled(server());
      const [refusal] = await expectRefusedUnchanged(db(), 409, [() => approver.postJson(approvalUrl(placed.orderCode), { approverSelectedDecision: "APPROVE", comment: "ok" })]);
      expect(refusal?.errorMessage).toBe(`Order ${placed.orderCode} cannot be approved while the account is blocked for credit. You may reject it.`);
      const form = await approver.postForm(approvalUrl(placed.orderCode), { approverSelectedDecision: "APPROVE", comment: "" });
      expect(form.headers.get("location")).toBe(`/partner/my-account/order/${placed.orderCode}?decision=creditBlocked`);
      expect((await orderRow(placed.orderCode)).status).toBe("PENDING_APPROVAL");
      const rejected = await approver.postJson(approvalUrl(placed.orderCode), { approverSelectedDecision: "REJECT", comment: "Account on hold" });
      expect(rejected.status).toBe(200);
      expect((await orderRow(placed.orderCode)).status).toBe("REJECTED");
    } finally {
      await db().update(units).set({ creditBlocked: false }).where(eq(units.id, buyerUnitId));
    }
  });

  it("two approvers deciding at once: one decision, the other gets 409 already decided", async () => {
    const [second] = await accountCopies(db(), "approver@example.com", "second-approver-", 1);
    await db().insert(unitApprovers).values({ unitId: buyerUnitId, userId: await userId(second!) });
    const other = await signedIn(second!);
    for (const [i, decisions] of [["APPROVE", "REJECT"], ["REJECT", "REJECT"]].entries()) {
      const placed = await placeAs(buyers[6 + i]!);
      const { id } = await orderRow(placed.orderCode);
      const answers = await Promise.all([
        approver.postJson(approvalUrl(placed.orderCode), { approverSelectedDecision: decisions[0], comment: "first" }),
        other.postJson(approvalUrl(placed.orderCode), { approverSelectedDecision: decisions[1], comment: "second" }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.status === 409)!;
      expect(((await lost.json()) as { errorMessage: string }).errorMessage).toBe(`Order ${placed.orderCode} was already decided: nothing was changed.`);
      const events = await eventsOf(id);
      expect(events).toHaveLength(1);
      const order = await orderRow(placed.orderCode);
      expect(order.approvalComment).toBe(events[0]!.comment);
      const mails = await db()
        .select({ template: mailOutbox.template })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, buyers[6 + i]!), inArray(mailOutbox.template, ["approval-approved", "approval-rejected"])));
      expect(mails).toHaveLength(1);
    }
  });

  it("a card order that waits holds its authorization: rejecting voids it, approving captures it (the orders.settlePayments job)", async () => {
    const cardOf = async (code: string) => {
      const [row] = await db()
        .select({ status: orderPayments.status, reference: orderPayments.providerReference })
        .from(orderPayments)
        .innerJoin(orders, eq(orders.id, orderPayments.orderId))
        .where(and(eq(orders.code, code), eq(orderPayments.kind, "CARD")));
      const [held] = await db().select({ status: cardAuthorizations.status }).from(cardAuthorizations).where(eq(cardAuthorizations.id, row!.reference!));
      return { payment: row!.status, provider: held?.status };
    };
    const codes: string[] = [];
    for (const email of [buyers[8]!, buyers[9]!]) {
      const client = await buyerAtCheckout(email, 1, "CARD");
      const res = await placeOrder(client, { body: { termsAccepted: true, card: await tokenize(server().baseUrl, "4111111111111111"), billingAddress: { useFilledAddress: true } } });
      const placed = (await res.json()) as Placed & { errorMessage?: string };
      expect(placed.status, placed.errorMessage).toBe("PENDING_APPROVAL");
      expect(await cardOf(placed.orderCode)).toEqual({ payment: "authorized", provider: "authorized" });
      codes.push(placed.orderCode);
    }
    expect((await approver.postJson(approvalUrl(codes[0]!), { approverSelectedDecision: "REJECT", comment: "Not this season" })).status).toBe(200);
    expect((await approver.postJson(approvalUrl(codes[1]!), { approverSelectedDecision: "APPROVE", comment: "" })).status).toBe(200);
    await vi.waitFor(async () => {
      expect(await cardOf(codes[0]!)).toEqual({ payment: "voided", provider: "voided" });
      expect(await cardOf(codes[1]!)).toEqual({ payment: "captured", provider: "captured" });
    }, { timeout: 15_000, interval: 200 });
  });
});
