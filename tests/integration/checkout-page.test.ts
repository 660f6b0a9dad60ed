import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { addresses, cartCheckouts, carts, costCentres, sessions, users } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** A user like dealer@example.com but in another unit (the seed's credit-blocked Harborview has no login). */
async function userInUnit(db: Db, email: string, unitUid: string): Promise<void> {
  await db.execute(sql`
    insert into users
    select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', ${email}::text,
      'unit_id', (select id from units where uid = ${unitUid})))).*
    from users u where u.email = 'dealer@example.com'`);
  await db.execute(sql`insert into user_sites select id, 'us' from users where email = ${email}`);
}

/** The checkout row of the user's active cart (site and mode of the session). */
async function checkoutOf(db: Db, email: string) {
  const [row] = await db
    .select({ cartId: carts.id, addressCode: addresses.code, paymentType: cartCheckouts.paymentType, costCentreId: cartCheckouts.costCentreId, salesRepUid: cartCheckouts.salesRepUid })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .leftJoin(cartCheckouts, eq(cartCheckouts.cartId, carts.id))
    .leftJoin(addresses, eq(addresses.id, cartCheckouts.deliveryAddressId))
    .where(and(eq(users.email, email), eq(carts.status, "active")));
  return row;
}

/** Visible text of the page's main element, tags and React's text separators removed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** The values of the radio buttons that are checked. */
function checkedRadios(html: string): string[] {
  return [...html.matchAll(/<input type="radio"[^>]*>/g)].filter((m) => m[0].includes('checked=""')).map((m) => /value="([^"]*)"/.exec(m[0])?.[1] ?? "");
}

describe.each(DB_TARGETS)("checkout page and its steps on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  const signedIn = (context: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, context, email);

  async function withCart(context: string, email: string): Promise<TestClient> {
    const client = await signedIn(context, email);
    expect((await client.postJson(`${context}/cart/updateMultiD`, { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 })).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    fx = await cartFixtures(db());
    await userInUnit(db(), "blocked.dealer@example.com", "0010000130");
  });
  beforeEach(async () => {
    for (const email of ["dealer@example.com", "buyer@example.com", "promo@example.com", "shopper@example.com", "jp.dealer@example.com", "blocked.dealer@example.com"]) await emptyCartsOf(db(), email);
  });

  describe("GET {context}/checkout", () => {
    it("sends signed-out visitors to sign in and back, and an empty cart or no cart to the cart", async () => {
      const visitor = new TestClient(server().baseUrl);
      for (const path of ["/checkout", "/partner/checkout"]) {
        const res = await visitor.get(path);
        expect(res.status, path).toBe(302);
        const location = new URL(res.headers.get("location") ?? "", server().baseUrl);
        expect(location.pathname).toBe(path === "/checkout" ? "/login" : "/partner/login");
        expect(location.searchParams.get("redirect")).toBe(path);
      }
      for (const email of ["dealer@example.com", "salesrep@example.com"]) {
        const res = await (await signedIn("/partner", email)).get("/partner/checkout");
        expect(res.status, email).toBe(302);
        expect(res.headers.get("location"), email).toBe("/partner/cart");
      }
    });

    it("dealer: the summary, the unit's default address and payment on account chosen, comment and purchase number required", async () => {
      const dealer = await withCart("/partner", "dealer@example.com");
      const { res, html } = await dealer.page("/partner/checkout");
      expect(res.status).toBe(200);
      const text = mainText(html);
      expect(html).toContain("<title>Checkout · Brim Partner</title>");
      expect(text).toContain(`Material ${fx.plenty.materialId}`);
      expect(text).toContain("1450 Larimer Street");
      expect(text).toContain("Purchase order number (required)");
      expect(text).toContain("Comment (required)");
      expect(text).toContain("I have read and accept the terms and conditions");
      expect(text).toContain("Checkout needs JavaScript");
      expect(text).not.toContain("need approval");
      // The delivery method (Standard until one is chosen) and the payment type.
      expect(checkedRadios(html)).toEqual(["STANDARD", "ACCOUNT"]);
      expect(html).toMatch(/<input type="radio"[^>]*value="CARD"/);
      expect(html).not.toContain('value="WALLET"');
      // Opening checkout chose what was still open; a choice already made is kept.
      const [unitDefault] = await db().select({ code: addresses.code }).from(addresses).innerJoin(users, eq(users.unitId, addresses.unitId)).where(and(eq(users.email, "dealer@example.com"), eq(addresses.isDefault, true)));
      expect(await checkoutOf(db(), "dealer@example.com")).toMatchObject({ addressCode: unitDefault!.code, paymentType: "ACCOUNT" });
      const chosen = await db().select({ id: addresses.id, code: addresses.code }).from(addresses).where(and(eq(addresses.unitId, sql`(select unit_id from users where email = 'dealer@example.com')`), eq(addresses.isDefault, false))).limit(1);
      const cartId = (await checkoutOf(db(), "dealer@example.com"))!.cartId;
      await db().update(cartCheckouts).set({ deliveryAddressId: chosen[0]!.id }).where(eq(cartCheckouts.cartId, cartId));
      await dealer.page("/partner/checkout");
      expect((await checkoutOf(db(), "dealer@example.com"))?.addressCode).toBe(chosen[0]!.code);
    });

    it("buyer with an approver: the approval warning, and the unit's cost centres with payment on account", async () => {
      const buyer = await withCart("/partner", "buyer@example.com");
      const { html } = await buyer.page("/partner/checkout");
      const text = mainText(html);
      expect(text).toContain("Your orders need approval");
      expect(text).toContain("CC-410 · Athletics");
      expect(text).toContain("CC-420 · Booster Club");
      expect(text).not.toContain("CC-100");
      expect(text).toContain("Comment (optional)");
    });

    it("Japan: in Japanese, card payment only and so preselected, purchase number and comment optional, no terms", async () => {
      const jp = await withCart("/jp/partner", "jp.dealer@example.com");
      const { res, html } = await jp.page("/jp/partner/checkout");
      expect(res.status).toBe(200);
      const text = mainText(html);
      expect(text).toContain("ご注文手続き");
      expect(text).toContain("発注番号 (任意)");
      // The Japan site's Complete-order rule has no comment, for dealers too.
      expect(text).toContain("コメント (任意)");
      expect(text).toContain("クレジットカード");
      expect(text).not.toContain("掛け払い");
      expect(text).not.toContain("取引条件を読み、同意します");
      // The one payment type needs no choice: checked as served, while nothing is stored for it.
      expect(checkedRadios(html)).toEqual(["STANDARD", "CARD"]);
      expect(await checkoutOf(db(), "jp.dealer@example.com")).toMatchObject({ paymentType: null, addressCode: expect.any(String) });
    });

    it("consumer: card or PayPal, gift cards, no purchase number", async () => {
      const shopper = await withCart("", "shopper@example.com");
      const { res, html } = await shopper.page("/checkout");
      expect(res.status).toBe(200);
      const text = mainText(html);
      expect(text).toContain("Use a gift card");
      expect(text).toContain("PayPal");
      expect(checkedRadios(html)).toEqual(["STANDARD", "CARD"]);
      expect(text).not.toContain("Purchase order number");
      expect(text).toContain("42 Maple Avenue");
      expect(await checkoutOf(db(), "shopper@example.com")).toMatchObject({ paymentType: "CARD" });
    });
  });

  describe("credit block", () => {
    it("shows the popup until it was seen in this session; POST my-account/creditBlockPopupSeen remembers it", async () => {
      const blocked = await withCart("/partner", "blocked.dealer@example.com");
      const first = await blocked.page("/partner/checkout");
      expect(first.html).toContain('data-credit-block-popup="pending"');
      expect(mainText(first.html)).toContain("Your account is on credit block");

      const before = await databaseFingerprint(db());
      expect((await blocked.postJson("/partner/my-account/creditBlockPopupSeen", {}, { csrf: false })).status).toBe(403);
      expect(await databaseFingerprint(db())).toEqual(before);

      const seen = await blocked.postJson("/partner/my-account/creditBlockPopupSeen", {});
      expect(seen.status).toBe(200);
      expect(await seen.json()).toEqual({ seen: true });
      expect((await blocked.page("/partner/checkout")).html).toContain('data-credit-block-popup="seen"');

      // A new session shows it again.
      const again = await signedIn("/partner", "blocked.dealer@example.com");
      expect((await again.page("/partner/checkout")).html).toContain('data-credit-block-popup="pending"');
      const flags = await db()
        .select({ seen: sql<boolean | null>`(${sessions.data} ->> 'creditBlockPopupSeen')::boolean` })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(users.email, "blocked.dealer@example.com"), sql`${sessions.revokedAt} is null`));
      expect(flags.map((f) => f.seen)).toHaveLength(2);
      expect(flags.map((f) => f.seen)).toEqual(expect.arrayContaining([true, null]));

      const visitor = new TestClient(server().baseUrl);
      await visitor.page("/login");
      expect((await visitor.postJson("/my-account/creditBlockPopupSeen", {})).status).toBe(401);
    });
  });

  describe("POST {context}/checkout/simple/cost-centre/set", () => {
    it("stores one of the unit's own cost centres and refuses any other, changing nothing", async () => {
      const buyer = await withCart("/partner", "buyer@example.com");
      await buyer.page("/partner/checkout");
      const res = await buyer.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: "CC-420" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ costCentreCode: "CC-420", name: "Booster Club" });
      const [cc420] = await db().select({ id: costCentres.id }).from(costCentres).where(eq(costCentres.code, "CC-420"));
      expect((await checkoutOf(db(), "buyer@example.com"))?.costCentreId).toBe(cc420!.id);

      const dealer = await withCart("/partner", "dealer@example.com");
      const visitor = new TestClient(server().baseUrl);
      await visitor.page("/partner/login");
      const before = await databaseFingerprint(db());
      for (const body of [{ costCentreCode: "CC-100" }, { costCentreCode: "NOPE" }]) {
        const refused = await buyer.postJson("/partner/checkout/simple/cost-centre/set", body);
        expect(refused.status).toBe(422);
        expect(await refused.json()).toMatchObject({ errors: [{ field: "costCentreCode" }] });
      }
      expect((await buyer.postJson("/partner/checkout/simple/cost-centre/set", {})).status).toBe(400);
      expect((await buyer.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: "CC-410" }, { csrf: false })).status).toBe(403);
      expect((await dealer.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: "CC-410" })).status).toBe(422);
      expect((await visitor.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: "CC-410" })).status).toBe(401);
      expect(await databaseFingerprint(db())).toEqual(before);
    });
  });

  describe("sales representatives for promo users", () => {
    it("GET /sales-rep lists the site's representatives to promo users only", async () => {
      const promo = await signedIn("/partner", "promo@example.com");
      const res = await promo.get("/partner/sales-rep", { accept: "application/json" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ uid: "salesrep@example.com", name: "Olivia Chen", label: "Olivia Chen", unitUid: null, subItems: [] }]);
      const dealer = await signedIn("/partner", "dealer@example.com");
      expect((await dealer.get("/partner/sales-rep", { accept: "application/json" })).status).toBe(403);
      expect((await new TestClient(server().baseUrl).get("/partner/sales-rep", { accept: "application/json" })).status).toBe(401);
    });

    it("POST checkout/simple/sales-rep/set stores a representative of the site; others are refused and change nothing", async () => {
      const promo = await withCart("/partner", "promo@example.com");
      const res = await promo.postJson("/partner/checkout/simple/sales-rep/set", { uid: " SalesRep@Example.com " });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ uid: "salesrep@example.com", name: "Olivia Chen" });
      expect((await checkoutOf(db(), "promo@example.com"))?.salesRepUid).toBe("salesrep@example.com");

      const dealer = await signedIn("/partner", "dealer@example.com");
      const before = await databaseFingerprint(db());
      for (const uid of ["dealer@example.com", "agent@example.com", "nobody@example.com"]) {
        const refused = await promo.postJson("/partner/checkout/simple/sales-rep/set", { uid });
        expect(refused.status, uid).toBe(422);
        expect(await refused.json()).toMatchObject({ errors: [{ field: "uid" }] });
      }
      expect((await promo.postJson("/partner/checkout/simple/sales-rep/set", { uid: "salesrep@example.com" }, { csrf: false })).status).toBe(403);
      expect((await dealer.postJson("/partner/checkout/simple/sales-rep/set", { uid: "salesrep@example.com" })).status).toBe(403);
      expect(await databaseFingerprint(db())).toEqual(before);
    });
  });
});
