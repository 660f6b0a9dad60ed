import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { purgeEndedSessions } from "../../server/modules/auth/sessions.ts";
import { activeCartLines, cartFixtures, emptyCartsOf, guestBaskets, removeGuestBaskets } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const ADD = "/cart/updateMultiD";

/** A visitor's basket on the consumer site and its merge at sign-in and registration (decision 0041). */
describe.each(DB_TARGETS)("guest basket on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  beforeAll(async () => {
    fx = await cartFixtures(db());
  });
  beforeEach(async () => {
    await emptyCartsOf(db(), "shopper@example.com");
    await removeGuestBaskets(db());
  });

  /** A visitor who has loaded a product page (and so holds the anonymous cookie and its token). */
  async function visitor(): Promise<TestClient> {
    const client = new TestClient(server().baseUrl);
    await client.page(`/p/${fx.plenty.productCode}`);
    return client;
  }

  const addJson = (client: TestClient, upc: string, quantity: number | string) =>
    client.postJson(ADD, { productCode: "x", entries: [{ productCode: upc, quantity, entryNumber: -1 }] });

  const baskets = () => guestBaskets(db());
  const shopperLines = () => activeCartLines(db(), "shopper@example.com");

  it("a visitor adds to a basket of their own (script and no script); the header and /cart show it; partner sites stay sign-in only", async () => {
    const guest = await visitor();
    expect(guest.cookies.has("brim_b2c")).toBe(false);
    const added = await addJson(guest, fx.plenty.upc, 3);
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ statusCode: "success", addToCartLayer: { miniCartCount: 3 } });
    // The basket lives on an anonymous session: its cookie now, the same token for the open page.
    expect(guest.cookies.has("brim_b2c")).toBe(true);
    expect(await baskets()).toEqual([[`${fx.plenty.upc}=3`]]);
    const [session] = (await db().execute<{ n: number }>(sql`select count(*)::int as n from carts c join sessions s on s.id_hash = c.guest_session_hash where s.user_id is null and s.revoked_at is null`)).rows;
    expect(session?.n).toBe(1);

    const page = `/p/${fx.plenty.productCode}`;
    const form = await guest.postForm(ADD, { productCode: fx.plenty.productCode, redirect: page, [`qty.${fx.plenty.upc}`]: "2" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`${page}?cart=success&added=2`);
    expect(await baskets()).toEqual([[`${fx.plenty.upc}=5`]]);

    const product = await guest.page(`${page}?cart=success&added=2`);
    expect(product.html).toContain("5 items in cart");
    const cart = await guest.page("/cart");
    expect(cart.res.status).toBe(200);
    expect(cart.html).toContain(fx.plenty.productName);
    expect(cart.html).toContain("Sign in to use a voucher.");
    const totals = await guest.get("/cart/getTotals", { accept: "application/json" });
    expect(await totals.json()).toMatchObject({ totalUnitCount: 5 });

    // The cart page edits it: a quantity, then the removal of the product.
    const set = await guest.postJson("/cart/quantity", [{ id: fx.plenty.upc, quantity: 4 }]);
    expect(set.status).toBe(200);
    expect(await baskets()).toEqual([[`${fx.plenty.upc}=4`]]);
    expect((await guest.postJson(`/cart/del/${fx.plenty.productCode}`, {})).status).toBe(200);
    expect(await baskets()).toEqual([[]]);

    // Partner sites: visitors are still sent to sign in, and nothing changes.
    const before = await databaseFingerprint(db(), { sessions: ["last_seen_at"] });
    const partner = new TestClient(server().baseUrl);
    await partner.page("/partner/login");
    expect((await partner.postJson(`/partner${ADD}`, { productCode: fx.plenty.upc, quantity: 1 })).status).toBe(401);
    const partnerCart = await partner.get("/partner/cart");
    expect(new URL(partnerCart.headers.get("location") ?? "", server().baseUrl).pathname).toBe("/partner/login");
    expect(await databaseFingerprint(db(), { sessions: ["last_seen_at"] })).toEqual(before);
  });

  it("a refused add, one that adds nothing and a client without cookies open no basket and change nothing", async () => {
    const guest = await visitor();
    const before = await databaseFingerprint(db());
    expect((await guest.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 }, { csrf: false })).status).toBe(403);
    expect((await addJson(guest, fx.plenty.upc, "12a")).status).toBe(400);
    expect((await addJson(guest, fx.gcp.upc, 1)).status).toBe(422);
    const none = await addJson(guest, fx.none.upc, 2);
    expect(none.status).toBe(200);
    expect(await none.json()).toMatchObject({ statusCode: "noStock" });
    // A client that keeps no cookies: its token cannot match a cookie it never sends.
    const bot = new TestClient(server().baseUrl);
    const { html } = await bot.page(`/p/${fx.plenty.productCode}`);
    bot.cookies.clear();
    expect(html).toContain("csrf-token");
    expect((await bot.postJson(ADD, { productCode: fx.plenty.upc, quantity: 1 })).status).toBe(403);
    // Editing or emptying a basket that does not exist.
    expect((await guest.postJson(`/cart/del/${fx.plenty.productCode}`, {})).status).toBe(404);
    expect(guest.cookies.has("brim_b2c")).toBe(false);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("another visitor's lines answer 404 and stay as they were", async () => {
    const first = await visitor();
    await addJson(first, fx.plenty.upc, 3);
    const second = await visitor();
    await addJson(second, fx.other.upc, 1);
    const before = await baskets();
    // Entry 0 of the second basket is another product; the first basket's product is not in it.
    const update = await second.postJson("/cart/update", { productCode: fx.plenty.upc, initialQuantity: 3, quantity: 0, entryNumber: 0 });
    expect(update.status).toBe(404);
    expect((await second.postJson(`/cart/del/${fx.plenty.productCode}`, {})).status).toBe(404);
    expect(await baskets()).toEqual(before);
    expect(before).toEqual([[`${fx.plenty.upc}=3`], [`${fx.other.upc}=1`]]);
  });

  it("checkout sends a visitor to sign in with the reason; sign-in merges the basket once (capped by stock) and lands on checkout with the notice", async () => {
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    await addJson(shopper, fx.plenty.upc, 2);
    await addJson(shopper, fx.low.upc, 1);

    const guest = await visitor();
    await addJson(guest, fx.plenty.upc, 3);
    await addJson(guest, fx.low.upc, fx.low.stock);
    await addJson(guest, fx.other.upc, 1);

    const checkout = await guest.get("/checkout");
    const login = new URL(checkout.headers.get("location") ?? "", server().baseUrl);
    expect(login.pathname + login.search).toBe("/login?redirect=%2Fcheckout&reason=checkout");
    const loginPage = await guest.page(login.pathname + login.search);
    expect(loginPage.html).toContain("Sign in or create an account to check out. Your basket is kept.");
    expect(loginPage.html).toContain('href="/login/register?redirect=%2Fcheckout"');

    // A wrong password answers on the same address: the retry still goes to checkout, with the notice.
    const wrong = await guest.postForm(`/login?redirect=%2Fcheckout&reason=checkout`, { username: "shopper@example.com", password: "not-it", redirect: "/checkout" });
    const wrongHtml = await wrong.text();
    expect(wrong.status).toBe(401);
    expect(wrongHtml).toContain('action="/login?redirect=%2Fcheckout&amp;reason=checkout"');
    expect(wrongHtml).toContain('name="redirect" value="/checkout"');
    expect(wrongHtml).toContain("Sign in or create an account to check out. Your basket is kept.");
    expect(await baskets()).toHaveLength(1);

    // The form sent twice at once (a double click): one merge, the other finds no basket.
    const post = () => guest.postForm("/login", { username: "shopper@example.com", password: "Brim#2026", redirect: "/checkout" });
    const answers = await Promise.all([post(), post()]);
    const locations = answers.map((a) => a.headers.get("location")).sort();
    expect(locations).toEqual(["/checkout", "/checkout?basketAdded=3&basketReduced=1"]);
    expect(await shopperLines()).toEqual([`${fx.plenty.upc}=5`, `${fx.low.upc}=${fx.low.stock}`, `${fx.other.upc}=1`].sort());
    expect(await baskets()).toEqual([]);

    const landed = await guest.page("/checkout?basketAdded=3&basketReduced=1");
    expect(landed.res.status).toBe(200);
    expect(landed.html).toContain("3 items from your basket were added to your cart; 1 was reduced to the stock available.");
  });

  it("registration from checkout merges the basket into the new account and lands on checkout", async () => {
    const guest = await visitor();
    await addJson(guest, fx.plenty.upc, 2);
    await guest.page("/login/register?redirect=%2Fcheckout");
    const registered = await guest.postForm("/login/register", {
      name: "Grace Hopper",
      email: "grace@example.com",
      confirmEmail: "grace@example.com",
      pwd: "Compiler#1952",
      checkPwd: "Compiler#1952",
      termsAccepted: "true",
      redirect: "/checkout",
    });
    expect(registered.status).toBe(200);
    const mail = await db().execute<{ text: string }>(sql`select text_body as text from mail_outbox where to_address = 'grace@example.com'`);
    const link = new URL(/(http:\/\/\S+\/login\/register\/confirm\?\S+)/.exec(mail.rows[0]?.text ?? "")?.[1] ?? "http://x/");
    expect(link.searchParams.get("redirect")).toBe("/checkout");
    const confirm = await guest.page(link.pathname + link.search);
    expect(confirm.html).toContain('name="redirect" value="/checkout"');
    const opened = await guest.postForm(link.pathname + link.search, { token: link.searchParams.get("token") ?? "", redirect: "/checkout" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/checkout?basketAdded=1");
    const lines = await db().execute<{ line: string }>(sql`
      select v.upc || '=' || ce.quantity as line from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id
      join users u on u.id = c.user_id where u.email = 'grace@example.com'`);
    expect(lines.rows.map((r) => r.line)).toEqual([`${fx.plenty.upc}=2`]);
    expect(await baskets()).toEqual([]);
  });

  it("a basket ends with its anonymous session: purged a day after the session's last day", async () => {
    const guest = await visitor();
    await addJson(guest, fx.plenty.upc, 1);
    expect(await baskets()).toHaveLength(1);
    const [row] = (await db().execute<{ expires: string }>(sql`select s.expires_at::text as expires from sessions s join carts c on c.guest_session_hash = s.id_hash`)).rows;
    const expires = new Date(row?.expires ?? 0);
    await purgeEndedSessions(db(), new Date(expires.getTime() + 2 * 86_400_000));
    expect(await baskets()).toEqual([]);
  });
});
