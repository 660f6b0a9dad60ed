import { existsSync } from "node:fs";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backInStockSubscriptions, mailOutbox, users } from "../../server/db/schema/index.ts";
import { applyStockLevels } from "../../server/modules/inventory/stock.ts";
import { mailBackInStock } from "../../server/modules/notifications/back-in-stock-mail.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Variant {
  id: number;
  upc: string;
  size: string;
}
/** One colour of a product with its sold-out and orderable sizes. */
interface ColourPick {
  code: string;
  name: string;
  colour: string;
  colourName: string;
  soldOut: Variant[];
  orderable: Variant[];
}
interface Item {
  variantId: string;
  variantSize: string;
  notificationSubscription: boolean;
}

const COMPLETE = "/backinstock-notification/complete";

describe.each(DB_TARGETS)("back-in-stock notifications on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  /** Colours with at least two sold-out sizes and one orderable size, in product order. */
  async function colourPicks(): Promise<ColourPick[]> {
    const rows = await db().execute<{ code: string; name: string; colour: string; colour_name: string; id: number; upc: string; size: string; orderable: boolean }>(sql`
      select p.code, p.name, c.code as colour, c.name as colour_name, v.id, v.upc, v.size, (s.force_in_stock or s.quantity > 0) as orderable
      from variants v join stock_levels s on s.variant_id = v.id
      join product_colours c on c.id = v.colour_id join products p on p.id = v.product_id
      order by p.id, c.position, v.size_position`);
    const picks = new Map<string, ColourPick>();
    for (const r of rows.rows) {
      const key = `${r.code}|${r.colour}`;
      let pick = picks.get(key);
      if (!pick) {
        pick = { code: r.code, name: r.name, colour: r.colour, colourName: r.colour_name, soldOut: [], orderable: [] };
        picks.set(key, pick);
      }
      (r.orderable ? pick.orderable : pick.soldOut).push({ id: r.id, upc: r.upc, size: r.size });
    }
    // One colour per product, so tests that take different picks never share a product.
    const seen = new Set<string>();
    return [...picks.values()].filter((p) => p.soldOut.length >= 2 && p.orderable.length >= 1 && !seen.has(p.code) && seen.add(p.code));
  }

  async function pick(index: number): Promise<ColourPick> {
    const found = (await colourPicks())[index];
    if (!found) throw new Error(`seed has fewer than ${index + 1} suitable colours`);
    return found;
  }

  /** A colour whose sizes can all be ordered now. */
  async function allOrderableColour(): Promise<{ code: string; colour: string }> {
    const rows = await db().execute<{ code: string; colour: string }>(sql`
      select p.code, c.code as colour from product_colours c join products p on p.id = c.product_id
      where not exists (select 1 from variants v left join stock_levels s on s.variant_id = v.id where v.colour_id = c.id and not coalesce(s.force_in_stock or s.quantity > 0, false))
      order by p.id, c.position limit 1`);
    const row = rows.rows[0];
    if (!row) throw new Error("seed has no fully orderable colour");
    return row;
  }

  const signedIn = (contextPath: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, contextPath, email);

  async function userId(email: string): Promise<number> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  /** The user's active subscriptions, of the given variants only when they are named. */
  async function activeSubscriptions(email: string, of?: Variant[]) {
    const rows = await db()
      .select({ variantId: backInStockSubscriptions.variantId, siteId: backInStockSubscriptions.siteId, language: backInStockSubscriptions.language, origin: backInStockSubscriptions.origin })
      .from(backInStockSubscriptions)
      .where(and(eq(backInStockSubscriptions.userId, await userId(email)), isNull(backInStockSubscriptions.notifiedAt)))
      .orderBy(asc(backInStockSubscriptions.variantId));
    return of ? rows.filter((r) => of.some((v) => v.id === r.variantId)) : rows;
  }

  it("lists a colour's sold-out sizes with the user's choice, and enrols and unenrols them", async () => {
    const p = await pick(0);
    const dealer = await signedIn("/partner", "dealer@example.com");
    const path = `/partner/inventory/notification/${p.code}`;
    const list = await dealer.get(`${path}?colour=${p.colour}`, { accept: "application/json" });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(await list.json()).toEqual(p.soldOut.map((v) => ({ variantId: v.upc, variantSize: v.size, notificationSubscription: false })));

    const [first, second] = p.soldOut as [Variant, Variant];
    const [inStock] = p.orderable as [Variant];
    const saved = await dealer.postJson(path, [
      { variantId: first.upc, notificationSubscription: true },
      { variantId: second.upc, notificationSubscription: false },
      { variantId: inStock.upc, notificationSubscription: true },
    ]);
    expect(saved.status).toBe(200);
    // Product order (colour, then size); a size that can be ordered now is not enrolled.
    const answered = (await saved.json()) as Item[];
    expect(answered.find((i) => i.variantId === first.upc)?.notificationSubscription).toBe(true);
    expect(answered.filter((i) => i.variantId !== first.upc).every((i) => !i.notificationSubscription)).toBe(true);
    expect(answered).toHaveLength(3);
    expect(await activeSubscriptions("dealer@example.com", p.soldOut)).toEqual([{ variantId: first.id, siteId: "us", language: "en", origin: server().baseUrl }]);

    const again = (await (await dealer.get(`${path}?colour=${p.colour}`, { accept: "application/json" })).json()) as Item[];
    expect(again.map((i) => i.notificationSubscription)).toEqual(p.soldOut.map((v) => v.id === first.id));

    // Posting the same choice twice keeps one active row.
    expect((await dealer.postJson(path, [{ variantId: first.upc, notificationSubscription: true }])).status).toBe(200);
    expect(await activeSubscriptions("dealer@example.com", p.soldOut)).toHaveLength(1);

    const left = await dealer.postJson(path, [{ variantId: first.upc, notificationSubscription: false }]);
    expect(await left.json()).toEqual([{ variantId: first.upc, variantSize: first.size, notificationSubscription: false }]);
    expect(await activeSubscriptions("dealer@example.com", p.soldOut)).toEqual([]);

    // Without a colour: every colour's sold-out sizes.
    const whole = (await (await dealer.get(path, { accept: "application/json" })).json()) as Item[];
    expect(whole.length).toBeGreaterThanOrEqual(p.soldOut.length);
  });

  it("subscribes a signed-in user with {productCode} and answers success and a message", async () => {
    const p = await pick(1);
    const shopper = await signedIn("", "shopper@example.com");
    const res = await shopper.postJson("/backinstock-notification/add/", { productCode: p.code, colour: p.colour });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: `We will e-mail you when ${p.name} is back in stock.` });
    const rows = await activeSubscriptions("shopper@example.com", p.soldOut);
    expect(rows.map((r) => r.variantId)).toEqual(p.soldOut.map((v) => v.id).sort((a, b) => a - b));
    expect(rows.every((r) => r.siteId === "b2c" && r.language === "en")).toBe(true);

    // A form post without JavaScript goes back to the product page with the outcome.
    const form = await shopper.postForm("/backinstock-notification/add/", { productCode: p.code, colour: p.colour });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/p/${p.code}?colour=${p.colour}&backInStock=added`);
    expect(await activeSubscriptions("shopper@example.com", p.soldOut)).toHaveLength(rows.length);

    const full = await allOrderableColour();
    const nothing = await shopper.postJson("/backinstock-notification/add/", { productCode: full.code, colour: full.colour });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toMatchObject({ errorMessage: "Every size of this product can be ordered now." });
  });

  it("refuses requests without a token, from anonymous visitors or with bad ids, and changes nothing", async () => {
    const p = await pick(2);
    const other = await pick(3);
    const dealer = await signedIn("/partner", "dealer@example.com");
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page(`/p/${p.code}`);
    const [v] = p.soldOut as [Variant];
    const path = `/partner/inventory/notification/${p.code}`;
    const before = await databaseFingerprint(db());

    expect((await dealer.postJson(path, [{ variantId: v.upc, notificationSubscription: true }], { csrf: false })).status).toBe(403);
    expect((await dealer.postJson("/partner/backinstock-notification/add/", { productCode: p.code }, { csrf: false })).status).toBe(403);
    expect((await anonymous.postJson(`/inventory/notification/${p.code}`, [{ variantId: v.upc, notificationSubscription: true }])).status).toBe(401);
    expect((await anonymous.get(`/inventory/notification/${p.code}`, { accept: "application/json" })).status).toBe(401);
    expect((await anonymous.postJson(path, [{ variantId: v.upc, notificationSubscription: true }])).status).toBe(401);
    const anonymousAdd = await anonymous.postJson("/backinstock-notification/add/", { productCode: p.code });
    expect(anonymousAdd.status).toBe(401);

    const foreign = await dealer.postJson(path, [
      { variantId: v.upc, notificationSubscription: true },
      { variantId: (other.soldOut[0] as Variant).upc, notificationSubscription: true },
    ]);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      errorMessage: "Please correct the highlighted fields.",
      errors: [{ field: "1.variantId", message: "This size is not part of this product." }],
    });
    const malformed = await dealer.postJson(path, [{ variantId: v.upc, notificationSubscription: "yes" }]);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe("0.notificationSubscription");
    expect((await dealer.postJson(path, [])).status).toBe(400);
    expect((await dealer.postJson("/partner/inventory/notification/NOPE123", [{ variantId: v.upc, notificationSubscription: true }])).status).toBe(404);
    expect((await dealer.get("/partner/inventory/notification/NOPE123", { accept: "application/json" })).status).toBe(404);
    expect((await dealer.get(`${path}?colour=NOPE`, { accept: "application/json" })).status).toBe(404);
    const unknown = await dealer.postJson("/partner/backinstock-notification/add/", { productCode: "NOPE123" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { field: string }[] }).errors).toEqual([{ field: "productCode", message: "There is no such product." }]);
    expect((await dealer.postJson("/partner/backinstock-notification/add/", { productCode: "bad code!" })).status).toBe(400);

    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("sends an anonymous visitor to log in and completes the request after signing in", async () => {
    const p = await pick(4);
    const visitor = new TestClient(server().baseUrl);
    await visitor.page(`/p/${p.code}?colour=${p.colour}`);
    const loginUrl = `/login?redirect=${encodeURIComponent(COMPLETE)}`;

    const res = await visitor.postJson("/backinstock-notification/add/", { productCode: p.code, colour: p.colour });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      errorMessage: "Please sign in, and we will e-mail you when this product is back in stock.",
      errors: [],
      redirectUrl: loginUrl,
    });
    expect(visitor.cookies.has("brim_bis")).toBe(true);
    const noScript = await visitor.postForm("/backinstock-notification/add/", { productCode: p.code, colour: p.colour });
    expect(noScript.status).toBe(303);
    expect(noScript.headers.get("location")).toBe(loginUrl);

    // Coming back without signing in leads to the login page again.
    const early = await visitor.get(COMPLETE);
    expect(early.status).toBe(303);
    expect(early.headers.get("location")).toBe(loginUrl);

    await visitor.page(loginUrl);
    const signIn = await visitor.postForm("/login", { username: "shopper@example.com", password: "Brim#2026", redirect: COMPLETE });
    expect(signIn.headers.get("location")).toBe(COMPLETE);
    const done = await visitor.get(COMPLETE);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/p/${p.code}?colour=${p.colour}&backInStock=added`);
    expect(visitor.cookies.has("brim_bis")).toBe(false);
    const ids = new Set((await activeSubscriptions("shopper@example.com", p.soldOut)).map((r) => r.variantId));
    expect(p.soldOut.every((v) => ids.has(v.id))).toBe(true);

    const { html } = await visitor.page(`/p/${p.code}?colour=${p.colour}&backInStock=added`);
    expect(html).toContain(`We will e-mail you when ${p.name} is back in stock.`);

    // Once done, the same address leads home and subscribes nothing more.
    const before = await databaseFingerprint(db());
    const replay = await visitor.get(COMPLETE);
    expect(replay.headers.get("location")).toBe("/");
    // A cookie that was not signed by us is ignored.
    visitor.cookies.set("brim_bis", `${Buffer.from(JSON.stringify({ s: "b2c", p: p.code, c: null, e: 4102444800 })).toString("base64url")}.forged`);
    expect((await visitor.get(COMPLETE)).headers.get("location")).toBe("/");
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("mails each subscriber once when stock returns, in their language, and a second run mails nobody", async () => {
    const p = await pick(5);
    const [returning, alsoReturning, stillOut] = p.soldOut as [Variant, Variant, Variant | undefined];
    const path = (ctx: string) => `${ctx}/inventory/notification/${p.code}`;
    const dealer = await signedIn("/partner", "dealer@example.com");
    const shopper = await signedIn("", "shopper@example.com");
    const jp = await signedIn("/jp/partner", "jp.dealer@example.com");
    const mine = p.soldOut.map((v) => ({ variantId: v.upc, notificationSubscription: true }));
    expect((await dealer.postJson(path("/partner"), mine)).status).toBe(200);
    expect((await shopper.postJson(path(""), [{ variantId: returning.upc, notificationSubscription: true }])).status).toBe(200);
    expect((await jp.postJson(path("/jp/partner"), [{ variantId: returning.upc, notificationSubscription: true }])).status).toBe(200);

    const deps = server().deps;
    const applied = await applyStockLevels({ deps, db: deps.db, now: new Date() }, [
      { upc: returning.upc, quantity: 25 },
      { upc: alsoReturning.upc, quantity: 0, forceInStock: true },
      { upc: "000000000000", quantity: 4 },
    ]);
    expect(applied).toEqual({ updated: 2, unknownUpcs: ["000000000000"], backInStock: 2, notifying: 2 });

    const recipients = ["dealer@example.com", "shopper@example.com", "jp.dealer@example.com"];
    const outbox = () =>
      db()
        .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody, sentAt: mailOutbox.sentAt, filePath: mailOutbox.filePath })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "back-in-stock"), inArray(mailOutbox.toAddress, recipients)))
        .orderBy(asc(mailOutbox.toAddress));
    await expect.poll(async () => (await outbox()).filter((m) => m.sentAt !== null).length, { timeout: 20_000, interval: 250 }).toBe(3);
    const mails = await outbox();
    const [dealerMail, jpMail, shopperMail] = mails;
    const base = server().baseUrl;
    expect(dealerMail?.subject).toBe(`Back in stock: ${p.name}`);
    expect(dealerMail?.text).toContain(`- ${p.name}, ${p.colourName}, size ${returning.size}: ${base}/partner/p/${p.code}?colour=${p.colour}`);
    expect(dealerMail?.text).toContain(`size ${alsoReturning.size}: `);
    if (stillOut) expect(dealerMail?.text).not.toContain(`size ${stillOut.size}: `);
    expect(shopperMail?.text).toContain(`${base}/p/${p.code}?colour=${p.colour}`);
    expect(shopperMail?.text).not.toContain(`size ${alsoReturning.size}: `);
    expect(jpMail?.subject).toBe(`【Brim】再入荷のお知らせ：${p.name}`);
    expect(jpMail?.text).toContain(`${base}/jp/partner/p/${p.code}?colour=${p.colour}`);
    for (const m of mails) expect(m.filePath && existsSync(m.filePath)).toBe(true);

    // The dealer still waits for the size that did not come back.
    expect((await activeSubscriptions("dealer@example.com", p.soldOut)).map((r) => r.variantId)).toEqual(stillOut ? [stillOut.id] : []);
    expect(await activeSubscriptions("shopper@example.com", p.soldOut)).toEqual([]);

    // The job again, and the same stock again: nothing new.
    expect(await mailBackInStock(deps, [returning.id, alsoReturning.id])).toEqual({ mails: 0, subscriptions: 0 });
    const second = await applyStockLevels({ deps, db: deps.db, now: new Date() }, [{ upc: returning.upc, quantity: 25 }]);
    expect(second).toMatchObject({ updated: 1, backInStock: 0, notifying: 0 });
    expect(await outbox()).toHaveLength(3);

    // A size still sold out when the job runs keeps its subscriber waiting.
    if (stillOut) {
      expect(await mailBackInStock(deps, [stillOut.id])).toEqual({ mails: 0, subscriptions: 0 });
      expect(await activeSubscriptions("dealer@example.com", p.soldOut)).toHaveLength(1);
    }
  });
});
