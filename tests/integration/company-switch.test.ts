import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses, carts, sessions, units, userUnits, users } from "../../server/db/schema/index.ts";
import { sessionCookieName } from "../../server/http/cookies.ts";
import { sha256 } from "../../server/modules/auth/tokens.ts";
import type { AddressView } from "../../server/modules/addresses/address-view.ts";
import { sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const ACCOUNTS = "/partner/customer/unit/accounts";
const UPDATE = "/partner/customer/unit/update";
const BOOK = "/partner/checkout/simple/delivery-addresses";
const TEAM = { uid: "0010000105", name: "Lakeshore Team Sports" };
const YOUTH = { uid: "0010000106", name: "Lakeshore Youth Athletics" };
const NOT_MEMBER = "You cannot act for this company. Choose one of your companies.";

describe.each(DB_TARGETS)("company switch on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const signedIn = (contextPath: string, email: string) => TestClient.signedIn(server().baseUrl, contextPath, email);

  async function unitId(uid: string): Promise<number> {
    const [row] = await db().select({ id: units.id }).from(units).where(eq(units.uid, uid));
    if (!row) throw new Error(`no unit ${uid}`);
    return row.id;
  }

  /** The unit stored on the client's session row (null: the home unit). */
  async function sessionUnit(client: TestClient): Promise<number | null> {
    const rawId = client.cookies.get(sessionCookieName("us"));
    if (!rawId) throw new Error("no session");
    const [row] = await db().select({ unitId: sessions.unitId }).from(sessions).where(eq(sessions.idHash, sha256(rawId)));
    return row?.unitId ?? null;
  }

  const accountsOf = async (client: TestClient) => {
    const res = await client.get(ACCOUNTS, { accept: "application/json" });
    expect(res.status).toBe(200);
    return (await res.json()) as { accounts: { uid: string; name: string }[]; currentUnitId: string | null };
  };
  const bookOf = async (client: TestClient) => ((await (await client.get(BOOK, { accept: "application/json" })).json()) as { addresses: AddressView[] }).addresses;

  it("lists the units a user belongs to on the site (the home unit always), with the session's", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    expect(await accountsOf(buyer)).toEqual({ accounts: [TEAM, YOUTH], currentUnitId: TEAM.uid });
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect(await accountsOf(dealer)).toEqual({ accounts: [{ uid: "0010000101", name: "Summit Caps Dealer" }], currentUnitId: "0010000101" });
    const shopper = await signedIn("", "shopper@example.com");
    const consumer = await shopper.get("/customer/unit/accounts", { accept: "application/json" });
    expect(await consumer.json()).toEqual({ accounts: [], currentUnitId: null });

    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/partner/login");
    const anonymous = await visitor.get(ACCOUNTS, { accept: "application/json" });
    expect(anonymous.status).toBe(401);
    // The sign-in guard of customer routes answers first.
    expect(await anonymous.json()).toMatchObject({ errorMessage: "Please sign in to continue." });
  });

  it("switches the session's unit: the address book, the cart and the header follow it, and back", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    const teamBook = await bookOf(buyer);
    expect(teamBook).toHaveLength(2);
    const teamCart = await sessionCart(db(), buyer);

    const res = await buyer.postJson(UPDATE, { unitId: YOUTH.uid });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accounts: [TEAM, YOUTH], currentUnitId: YOUTH.uid });
    const youthId = await unitId(YOUTH.uid);
    expect(await sessionUnit(buyer)).toBe(youthId);
    expect((await accountsOf(buyer)).currentUnitId).toBe(YOUTH.uid);

    // The other company's book (empty), and what is added goes into it.
    expect(await bookOf(buyer)).toEqual([]);
    const saved = await buyer.postJson("/partner/my-account/address/save", {
      firstName: "Jo",
      lastName: "Park",
      countryIso: "US",
      line1: "77 Market Street",
      townCity: "San Francisco",
      regionIso: "US-CA",
      postcode: "94105",
    });
    expect(saved.status).toBe(200);
    const code = ((await saved.json()) as AddressView).addressCode;
    expect(await db().select({ unitId: addresses.unitId }).from(addresses).where(eq(addresses.code, code))).toEqual([{ unitId: youthId }]);

    // Another cart: the active cart of this unit.
    const youthCart = await sessionCart(db(), buyer);
    expect(youthCart.id).not.toBe(teamCart.id);
    const summary = await buyer.get("/partner/cart/miniCart/refresh", { accept: "application/json" });
    expect(summary.status).toBe(200);
    expect(await db().select({ unitId: carts.unitId }).from(carts).where(eq(carts.id, youthCart.id))).toEqual([{ unitId: youthId }]);

    // The header names the company the session acts for.
    const { html } = await buyer.page("/partner/my-account/address-book");
    expect(html).toContain(`Company: ${YOUTH.name}`);

    // Back home: the session stores no choice, the first book and cart again.
    expect((await buyer.postJson(UPDATE, { unitId: TEAM.uid })).status).toBe(200);
    expect(await sessionUnit(buyer)).toBeNull();
    expect((await bookOf(buyer)).map((a) => a.addressCode)).toEqual(teamBook.map((a) => a.addressCode));
    expect((await sessionCart(db(), buyer)).id).toBe(teamCart.id);
  });

  it("refuses a unit the user does not belong to, a bad uid, no token and no session, changing nothing", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    const bodies = await expectRefusedUnchanged(db(), 404, [
      () => buyer.postJson(UPDATE, { unitId: "0010000101" }), // another company's
      () => buyer.postJson(UPDATE, { unitId: "0020000201" }), // another site's
      () => buyer.postJson(UPDATE, { unitId: "9999999999" }), // none
    ]);
    for (const body of bodies) expect(body).toEqual({ errorMessage: NOT_MEMBER, message: NOT_MEMBER, errors: [{ field: "unitId", message: NOT_MEMBER }] });
    const [missing] = await expectRefusedUnchanged(db(), 400, [() => buyer.postJson(UPDATE, {}), () => buyer.postJson(UPDATE, { unitId: "0010000106;drop" }), () => buyer.postJson(UPDATE, { unitId: "  " })]);
    expect(missing).toMatchObject({ message: "Choose a company.", errors: [{ field: "unitId", message: "Choose a company." }] });
    await expectRefusedUnchanged(db(), 403, [() => buyer.postJson(UPDATE, { unitId: YOUTH.uid }, { csrf: false })]);
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/partner/login");
    await expectRefusedUnchanged(db(), 401, [() => visitor.postJson(UPDATE, { unitId: YOUTH.uid })]);
    expect(await sessionUnit(buyer)).toBeNull();

    // A user with one unit: their own is a no-op, any other refused.
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect((await dealer.postJson(UPDATE, { unitId: "0010000101" })).status).toBe(200);
    expect(await sessionUnit(dealer)).toBeNull();
    await expectRefusedUnchanged(db(), 404, [() => dealer.postJson(UPDATE, { unitId: YOUTH.uid })]);
  });

  it("falls back to the home unit as soon as the membership is removed", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    expect((await buyer.postJson(UPDATE, { unitId: YOUTH.uid })).status).toBe(200);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, "buyer@example.com"));
    const youthId = await unitId(YOUTH.uid);
    await db().delete(userUnits).where(and(eq(userUnits.userId, user!.id), eq(userUnits.unitId, youthId)));
    try {
      expect(await accountsOf(buyer)).toEqual({ accounts: [TEAM], currentUnitId: TEAM.uid });
      expect(await bookOf(buyer)).toHaveLength(2);
    } finally {
      await db().insert(userUnits).values({ userId: user!.id, unitId: youthId });
    }
    // The membership back, the session's choice counts again.
    expect((await accountsOf(buyer)).currentUnitId).toBe(YOUTH.uid);
  });

  it("takes a browser form post and returns to a safe returnUrl; a refusal opens the switch again with its reason", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    const ok = await buyer.postForm(UPDATE, { unitId: YOUTH.uid, returnUrl: "/partner/cart?x=1&switchCompany=true" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/partner/cart?x=1");
    expect(await sessionUnit(buyer)).toBe(await unitId(YOUTH.uid));

    const refused = await buyer.postForm(UPDATE, { unitId: "0010000101", returnUrl: "/partner/cart" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/partner/cart?switchCompany=true&companySwitchError=notMember");
    const elsewhere = await buyer.postForm(UPDATE, { unitId: TEAM.uid, returnUrl: "https://evil.example/partner/cart" });
    expect(elsewhere.headers.get("location")).toBe("/partner/my-account");
    expect(await sessionUnit(buyer)).toBeNull();

    // Without JavaScript the page shows the form with the message under the select.
    const { html } = await buyer.page("/partner/cart?switchCompany=true&companySwitchError=notMember");
    expect(html).toContain('action="/partner/customer/unit/update"');
    expect(html).toContain(NOT_MEMBER);
  });
});
