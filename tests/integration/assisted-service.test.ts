import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carts, orders, sessions, users } from "../../server/db/schema/index.ts";
import { sha256 } from "../../server/modules/auth/tokens.ts";
import { cartFixtures, emptyCartsOf, removeGuestBaskets } from "../support/cart-fixtures.ts";
import { sessionCart } from "../support/cart-money-fixtures.ts";
import { placeOrder, readyForCheckout, storeDefaultShipDates } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, expectRefusedUnchanged, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const B2B = "/partner/b2b-assisted-service";
const RETAIL = "/assisted-service";
const DEALER = "dealer@example.com";
const SHOPPER = "shopper@example.com";

/** Agent and sales-rep sessions acting for a customer (issue 16, decision 0063), over HTTP and against the database. */
describe.each(DB_TARGETS)("assisted service sessions on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    fx = await cartFixtures(db());
    for (const email of [DEALER, SHOPPER, "agent@example.com", "salesrep@example.com"]) {
      const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[email] = row!.id;
    }
  });

  /** The session row a client's cookie names on a site. */
  const sessionOf = async (client: TestClient, siteId = "us") => {
    const raw = client.cookies.get(`brim_${siteId}`);
    if (!raw) return null;
    const [row] = await db().select().from(sessions).where(eq(sessions.idHash, sha256(raw)));
    return row ?? null;
  };
  /** The audit actions recorded for a customer since `since`, oldest first. */
  const auditSince = async (customerId: number, since: Date) =>
    (
      await db().execute<{ action: string; route: string; agent_user_id: number }>(
        sql`select action, route, agent_user_id from agent_audit_events where customer_user_id = ${customerId} and at >= ${since.toISOString()}::timestamptz order by at, id`,
      )
    ).rows;
  const emulate = async (client: TestClient, base: string, customerId: string, cartId = "") => {
    const res = await client.postJson(`${base}/emulate`, { customerId, cartId });
    if (res.status === 200) await client.page(base.replace(/\/(b2b-)?assisted-service$/, "") || "/");
    return res;
  };

  it("an agent acts for the dealer: the dealer's cart, an order placed by the agent, audited; quit returns to the agent; the dealer's own session is untouched", async () => {
    const started = new Date(Date.now() - 1000);
    await emptyCartsOf(db(), DEALER);
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    const dealerSession = await sessionOf(dealer);
    const agent = await TestClient.signedIn(server().baseUrl, "/partner", "agent@example.com");
    const agentSession = await sessionOf(agent);

    const res = await emulate(agent, B2B, " Dealer@Example.com");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, remainingSeconds: 7200, customer: { name: "Megan Alvarez", email: DEALER } });
    const emulation = await sessionOf(agent);
    expect(emulation?.idHash).not.toBe(agentSession?.idHash);
    expect(emulation?.csrfToken).not.toBe(agentSession?.csrfToken);
    expect(emulation).toMatchObject({ userId: ids[DEALER], agentUserId: ids["agent@example.com"], revokedAt: null });
    expect(emulation!.agentExpiresAt!.getTime() - Date.now()).toBeGreaterThan(7190_000);
    expect((await db().select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.idHash, agentSession!.idHash)))[0]?.revokedAt).not.toBeNull();

    // As the dealer: the booking mode, the cart (the dealer's own active cart), checkout, order.
    expect((await agent.postJson("/partner/booking/status/update", { mode: "STOCK" })).status).toBe(200);
    expect((await agent.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 3, entryNumber: -1 })).status).toBe(200);
    const cart = await sessionCart(db(), agent);
    const [owner] = await db().select({ userId: carts.userId }).from(carts).where(eq(carts.id, cart.id));
    expect(owner?.userId).toBe(ids[DEALER]);
    await readyForCheckout(db(), cart.id, { purchaseNumber: "PO4711", comment: "Agent order" });
    await storeDefaultShipDates(agent);
    const placed = await placeOrder(agent);
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { orderCode } = (await placed.json()) as { orderCode: string };
    const [order] = await db().select({ userId: orders.userId, placedById: orders.placedById }).from(orders).where(eq(orders.code, orderCode));
    expect(order).toEqual({ userId: ids[DEALER], placedById: ids["agent@example.com"] });
    await jobsSettled(server());
    expect((await dealer.page(`/partner/my-account/order/${orderCode}`)).html).toContain("Placed by agent");

    const quit = await agent.postJson(`${B2B}/quit`, {});
    expect(quit.status).toBe(200);
    expect(await quit.json()).toMatchObject({ ok: true, customer: null });
    const alone = await sessionOf(agent);
    expect(alone).toMatchObject({ userId: ids["agent@example.com"], agentUserId: null, revokedAt: null });
    expect((await db().select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.idHash, emulation!.idHash)))[0]?.revokedAt).not.toBeNull();

    const trail = await auditSince(ids[DEALER]!, started);
    expect(trail.every((e) => e.agent_user_id === ids["agent@example.com"])).toBe(true);
    const actions = trail.map((e) => e.action);
    expect(actions[0]).toBe("sessionStart");
    expect(actions).toContain("cartChange");
    expect(actions).toContain("checkoutStep");
    expect(actions.filter((a) => a === "orderPlaced")).toHaveLength(1);
    expect(actions.at(-1)).toBe("sessionEnd");
    expect(trail.find((e) => e.action === "cartChange")?.route).toBe("/partner/cart/updateMultiD");

    // The dealer's own session was never read into the agent's browser nor changed.
    expect(await sessionOf(dealer)).toMatchObject({ idHash: dealerSession!.idHash, userId: ids[DEALER], agentUserId: null, revokedAt: null, csrfToken: dealerSession!.csrfToken });
    expect((await dealer.request("/partner/auth/status")).status).toBe(200);
  });

  it("retail: reset extends the session; past its end the server signs the agent out and records it; bind cart takes a visitor's basket, never another customer's", async () => {
    await emptyCartsOf(db(), SHOPPER);
    await removeGuestBaskets(db());
    const visitor = new TestClient(server().baseUrl);
    await visitor.page(`/p/${fx.plenty.productCode}`);
    expect((await visitor.postJson("/cart/updateMultiD", { productCode: "x", entries: [{ productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 }] })).status).toBe(200);
    const [basket] = await db().select({ id: carts.id, code: carts.code }).from(carts).where(isNull(carts.userId));
    const shopper = await TestClient.signedIn(server().baseUrl, "", SHOPPER);
    expect((await shopper.postJson("/cart/updateMultiD", { productCode: "x", entries: [{ productCode: fx.sibling.upc, quantity: 1, entryNumber: -1 }] })).status).toBe(200);
    const [ownCart] = await db().select({ code: carts.code }).from(carts).where(and(eq(carts.userId, ids[SHOPPER]!), eq(carts.kind, "cart")));

    const agent = await TestClient.signedIn(server().baseUrl, "", "agent@example.com");
    const started = await emulate(agent, RETAIL, SHOPPER);
    expect(await started.json()).toMatchObject({ remainingSeconds: 1800, customer: { email: SHOPPER } });

    // Another customer's cart (the dealer's, of another site) and an unknown code look alike.
    const [dealerCart] = await db().select({ code: carts.code }).from(carts).where(eq(carts.userId, ids[DEALER]!)).limit(1);
    const refused = await expectRefusedUnchanged(db(), 404, [
      () => agent.postJson(`${RETAIL}/add-to-cart`, { cartId: dealerCart!.code }),
      () => agent.postJson(`${RETAIL}/add-to-cart`, { cartId: "10000000" }),
    ]);
    expect(refused.map((r) => r.errorMessage)).toEqual(["No Existing Carts", "No Existing Carts"]);
    await expectRefusedUnchanged(db(), 400, [() => agent.postJson(`${RETAIL}/add-to-cart`, { cartId: "1234567" })]);

    const bound = await agent.postJson(`${RETAIL}/add-to-cart`, { cartId: basket!.code });
    expect(bound.status).toBe(200);
    const [taken] = await db().select({ userId: carts.userId, guest: carts.guestSessionHash, kind: carts.kind }).from(carts).where(eq(carts.id, basket!.id));
    expect(taken).toEqual({ userId: ids[SHOPPER], guest: null, kind: "cart" });
    const [kept] = await db().select({ kind: carts.kind, deletedAt: carts.deletedAt }).from(carts).where(eq(carts.code, ownCart!.code));
    expect(kept).toEqual({ kind: "savedCart", deletedAt: null });
    expect((await sessionCart(db(), agent, "b2c")).id).toBe(basket!.id);

    const row = await sessionOf(agent, "b2c");
    await db().update(sessions).set({ agentExpiresAt: new Date(Date.now() + 5_000) }).where(eq(sessions.idHash, row!.idHash));
    const reset = await agent.postJson(`${RETAIL}/resetSession`, {});
    expect(await reset.json()).toMatchObject({ ok: true, remainingSeconds: 1800 });
    expect((await sessionOf(agent, "b2c"))!.agentExpiresAt!.getTime() - Date.now()).toBeGreaterThan(1790_000);

    const before = new Date();
    await db().update(sessions).set({ agentExpiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.idHash, row!.idHash));
    expect((await agent.request("/auth/status")).status).toBe(401);
    expect((await sessionOf(agent, "b2c"))?.revokedAt).not.toBeNull();
    expect((await auditSince(ids[SHOPPER]!, before)).map((e) => e.action)).toEqual(["sessionExpired"]);
    const trail = (await auditSince(ids[SHOPPER]!, new Date(0))).map((e) => e.action);
    expect(trail).toContain("cartBound");

    // Signed in again: a start with a cart id gives the customer that cart of theirs (the saved one), and never another's.
    await agent.signIn("", "agent@example.com");
    await expectRefusedUnchanged(db(), 404, [() => agent.postJson(`${RETAIL}/emulate`, { customerId: SHOPPER, cartId: dealerCart!.code })]);
    const again = await emulate(agent, RETAIL, SHOPPER, ownCart!.code);
    expect(await again.json()).toMatchObject({ ok: true, cartCode: ownCart!.code });
    expect((await db().select({ kind: carts.kind }).from(carts).where(eq(carts.code, ownCart!.code)))[0]?.kind).toBe("cart");
    expect((await db().select({ kind: carts.kind }).from(carts).where(eq(carts.id, basket!.id)))[0]?.kind).toBe("savedCart");
    expect((await sessionCart(db(), agent, "b2c")).code).toBe(ownCart!.code);
  });

  it("a sales rep acts for a customer of their tree; outside it the answer is 'not found' and nothing changes", async () => {
    const rep = await TestClient.signedIn(server().baseUrl, "/partner", "salesrep@example.com");
    const [outside] = await expectRefusedUnchanged(db(), 404, [
      () => rep.postJson(`${B2B}/emulate`, { customerId: "corporate@example.com", cartId: "" }),
      () => rep.postJson(`${B2B}/emulate`, { customerId: "nobody@example.com", cartId: "" }),
      () => rep.postJson(`${B2B}/emulate`, { customerId: "agent@example.com", cartId: "" }),
    ]);
    expect(outside?.errors).toEqual([{ field: "customerId", message: "Customer ID not found" }]);
    // A form posted without script goes back where it says (the one safe-redirect rule).
    const res = await rep.postForm(`${B2B}/emulate`, { customerId: DEALER, cartId: "", redirect: "/partner/cart" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/partner/cart");
    await rep.page("/partner");
    expect(await sessionOf(rep)).toMatchObject({ userId: ids[DEALER], agentUserId: ids["salesrep@example.com"] });
    // Straight on to another customer of the tree: the dealer's session ends, the new one starts.
    const since = new Date();
    expect((await emulate(rep, B2B, "ridgeline@example.com")).status).toBe(200);
    expect((await sessionOf(rep))?.agentUserId).toBe(ids["salesrep@example.com"]);
    expect((await auditSince(ids[DEALER]!, since)).map((e) => e.action)).toEqual(["sessionEnd"]);
    // The storefront's own sign-out ends the agent session too, and is recorded as its end.
    const [ridgeline] = await db().select({ id: users.id }).from(users).where(eq(users.email, "ridgeline@example.com"));
    expect((await rep.postJson("/partner/logout", {})).status).toBe(200);
    expect((await rep.request("/partner/auth/status")).status).toBe(401);
    expect((await auditSince(ridgeline!.id, since)).map((e) => [e.action, e.route])).toEqual([["sessionStart", `${B2B}/emulate`], ["sessionEnd", "/partner/logout"]]);
  });

  it("every route refuses everyone but agents (and sales reps on partner sites) and changes nothing when it refuses", async () => {
    const calls = (base: string) => [
      [`${base}/emulate`, { customerId: DEALER, cartId: "" }],
      [`${base}/add-to-cart`, { cartId: "12345678" }],
      [`${base}/resetSession`, {}],
      [`${base}/quit`, {}],
      [`${base}/logoutasm`, {}],
    ] as const;
    const customer = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    const consumer = await TestClient.signedIn(server().baseUrl, "", SHOPPER);
    const anonymousB2b = new TestClient(server().baseUrl);
    await anonymousB2b.page("/partner/login");
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/");
    const agent = await TestClient.signedIn(server().baseUrl, "/partner", "agent@example.com");
    const rep = await TestClient.signedIn(server().baseUrl, "/partner", "salesrep@example.com");
    const send = (client: TestClient, [path, body]: readonly [string, object]) => () => client.postJson(path, body);

    await expectRefusedUnchanged(db(), 403, [...calls(B2B).map((c) => send(customer, c)), ...calls(RETAIL).map((c) => send(consumer, c)), ...calls(RETAIL).map((c) => send(anonymous, c))]);
    await expectRefusedUnchanged(db(), 401, calls(B2B).map((c) => send(anonymousB2b, c)));
    // The other panel's paths do not exist on a site (a post to a path without a route: 405, as for any such path).
    const before = await databaseFingerprint(db());
    for (const request of [send(agent, calls("/partner/assisted-service")[0]), send(consumer, calls("/b2b-assisted-service")[3])]) expect((await request()).status).toBe(405);
    expect(await databaseFingerprint(db())).toEqual(before);
    // An agent or rep acting for nobody yet: the calls that need a customer say so.
    const needCustomer = calls(B2B).filter(([path]) => !/emulate|logoutasm/.test(path));
    await expectRefusedUnchanged(db(), 409, [...needCustomer.map((c) => send(agent, c)), ...needCustomer.map((c) => send(rep, c))]);
    await expectRefusedUnchanged(db(), 400, [() => agent.postJson(`${B2B}/emulate`, { customerId: DEALER, cartId: "12a45678" })]);
    await expectRefusedUnchanged(db(), 403, [() => agent.postJson(`${B2B}/emulate`, { customerId: DEALER, cartId: "" }, { csrf: false })]);
    // A sales rep signs in only on partner sites, so the consumer panel never sees one.
    expect((await rep.postJson(`${B2B}/logoutasm`, {})).status).toBe(200);
    expect((await rep.request("/partner/auth/status")).status).toBe(401);
  });
});
