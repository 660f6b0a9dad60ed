import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { seedOrder, userIdOf } from "../support/history-fixtures.ts";
import { purgeDeletedLists } from "../../server/modules/lists/purge-deleted.ts";
import { drawCartCode } from "../../server/modules/cart/cart-code.ts";

interface BagItem {
  code: string;
  title: string;
  productsQuantity: number;
  totalQuantity: number;
  totalPrice: number;
  savedDate: string;
  preparedBy: string | null;
}

/** Saved bags and the sales rep's bags for customers (decision 0056), against the database. */
describe.each(DB_TARGETS)("saved bags on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  let dealer: TestClient;

  beforeAll(async () => {
    fx = await cartFixtures(db());
    dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
  });
  beforeEach(async () => {
    for (const email of ["dealer@example.com", "ridgeline@example.com"]) await emptyCartsOf(db(), email);
  });

  const bagsOf = async (client: TestClient): Promise<BagItem[]> => (await (await client.get("/partner/savedBag", { accept: "application/json" })).json()) as BagItem[];

  it("saves the bag under a name, lists it with its counts, renames, deletes and undoes, and adds it to the cart", async () => {
    await dealer.postJson("/partner/bag/api/pasteMaterials", { text: `${fx.plenty.upc} 3\n${fx.other.productCode}` });
    // The dealer's bag is priced (quoted) when its totals are read: the saved copy keeps those prices.
    const cartTotals = (await (await dealer.get("/partner/cart/getTotals", { accept: "application/json" })).json()) as { totalPrice: { value: number } };
    const created = await dealer.postJson("/partner/savedBag/create", { name: "Spring reorder" });
    expect(created.status).toBe(200);
    const { codes } = (await created.json()) as { codes: string[] };
    const [bag] = await bagsOf(dealer);
    expect(bag).toMatchObject({ code: codes[0], title: "Spring reorder", productsQuantity: 2, totalQuantity: 3, preparedBy: null });
    const price = await db().execute<{ msrp_minor: number }>(sql`
      select pr.msrp_minor from prices pr join products p on p.id = pr.product_id where p.code = ${fx.plenty.productCode} and pr.currency = 'USD'`);
    // The list counts the dealer's prices, as the cart and the bag's own page do, not the list price.
    expect(bag!.totalPrice).toBe(cartTotals.totalPrice.value);
    expect(bag!.totalPrice).not.toBe(3 * price.rows[0]!.msrp_minor);

    // A name the rule refuses changes nothing and names the spec's error.
    const before = await databaseFingerprint(db());
    const bad = await dealer.postJson(`/partner/savedBag/${bag!.code}/edit-name`, { name: "Spring/Summer" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errorMessage: string }).errorMessage).toBe("The saved bag could not be renamed: Names cannot contain “/”.");
    expect(await databaseFingerprint(db())).toEqual(before);
    expect((await dealer.postJson(`/partner/savedBag/${bag!.code}/edit-name`, { name: "  Summer  " })).status).toBe(200);
    expect((await bagsOf(dealer))[0]?.title).toBe("Summer");

    // Its page edits its own lines, not the cart's.
    await dealer.postJson(`/partner/savedBag/${bag!.code}/quantity`, [{ id: fx.plenty.upc, quantity: 7 }]);
    expect((await bagsOf(dealer))[0]?.totalQuantity).toBe(7);

    const deleted = await dealer.postJson(`/partner/savedBag/${bag!.code}/delete`, {}, { method: "DELETE" });
    expect((await deleted.json()) as object).toEqual({ code: bag!.code, undoUrl: `/partner/savedBag/${bag!.code}/undoDelete` });
    expect(await bagsOf(dealer)).toEqual([]);
    expect((await dealer.postJson(`/partner/savedBag/${bag!.code}/quantity`, [{ id: fx.plenty.upc, quantity: 1 }])).status).toBe(404);
    expect((await dealer.postJson(`/partner/savedBag/${bag!.code}/undoDelete`, {})).status).toBe(200);
    expect(await bagsOf(dealer)).toHaveLength(1);

    await dealer.postJson("/partner/cart/clear", {});
    const added = await dealer.postJson(`/partner/savedBag/${bag!.code}/addToCart`, {});
    expect((await added.json()) as object).toMatchObject({ added: 1, units: 7, redirectUrl: "/partner/cart" });
    // The saved bag stays, to be ordered again.
    expect((await bagsOf(dealer))[0]?.totalQuantity).toBe(7);
  });

  it("lets a sales rep prepare a bag for two customers of their tree, each owning a copy", async () => {
    const rep = await TestClient.signedIn(server().baseUrl, "/partner", "salesrep@example.com");
    const tree = (await (await rep.get("/partner/sales-rep", { accept: "application/json" })).json()) as { uid: string; unitUid: string; label: string; subItems: unknown[] }[];
    const flat = JSON.stringify(tree);
    expect(flat).toContain('"uid":"dealer@example.com"');
    expect(flat).toContain('"uid":"ridgeline@example.com"');
    expect(flat).not.toContain("buyer@example.com");

    const form = (await (await rep.get("/partner/savedBag/create", { accept: "application/json" })).json()) as { defaultName: string; salesRep: boolean; maxLength: number };
    expect(form).toMatchObject({ salesRep: true, maxLength: 255 });
    expect(form.defaultName).toMatch(/^Saved bag \d\d \d\d \d{4}$/);

    // Nobody chosen, or someone outside the tree: refused, nothing created.
    const before = await databaseFingerprint(db());
    expect((await rep.postJson("/partner/savedBag/create", { name: "Spring", customers: [], text: fx.plenty.upc })).status).toBe(400);
    const outside = await rep.postJson("/partner/savedBag/create", { name: "Spring", customers: [{ email: "buyer@example.com", unitUid: "0010000105" }], text: `${fx.plenty.upc} 2` });
    expect(outside.status).toBe(404);
    expect(await databaseFingerprint(db())).toEqual(before);

    const units = await db().execute<{ email: string; uid: string }>(sql`
      select u.email, un.uid from users u join units un on un.id = u.unit_id where u.email in ('dealer@example.com', 'ridgeline@example.com')`);
    const customers = units.rows.map((r) => ({ email: { email: r.email }, unitUid: r.uid }));
    const made = await rep.postJson("/partner/savedBag/create", { name: "Spring preview", customers, text: `${fx.plenty.upc} 4\n${fx.other.productCode}` });
    expect(made.status).toBe(200);
    expect(((await made.json()) as { codes: string[] }).codes).toHaveLength(2);

    const ridgeline = await TestClient.signedIn(server().baseUrl, "/partner", "ridgeline@example.com");
    for (const client of [dealer, ridgeline]) {
      const [bag] = await bagsOf(client);
      expect(bag).toMatchObject({ title: "Spring preview", productsQuantity: 2, totalQuantity: 4, preparedBy: "Olivia Chen" });
    }
    // Each copy is its owner's: the other customer's code is unknown to them.
    const [dealerBag] = await bagsOf(dealer);
    expect((await ridgeline.get(`/partner/savedBag/${dealerBag!.code}`)).status).toBe(404);
    expect((await ridgeline.postJson(`/partner/savedBag/${dealerBag!.code}/edit-name`, { name: "Mine" })).status).toBe(404);
  });

  it("adds a product of the bag to the chosen saved bags, refusing another user's bag with nothing changed", async () => {
    await dealer.postJson("/partner/bag/api/pasteMaterials", { text: `${fx.plenty.upc} 1` });
    const first = ((await (await dealer.postJson("/partner/savedBag/create", { name: "First" })).json()) as { codes: string[] }).codes[0]!;
    const second = ((await (await dealer.postJson("/partner/savedBag/create", { name: "Second" })).json()) as { codes: string[] }).codes[0]!;
    await dealer.postJson("/partner/cart/clear", {});
    await dealer.postJson("/partner/bag/api/pasteMaterials", { text: `${fx.other.upc} 2` });

    const ridgeline = await TestClient.signedIn(server().baseUrl, "/partner", "ridgeline@example.com");
    const before = await databaseFingerprint(db());
    const foreign = await ridgeline.postJson("/partner/savedBag/addProducts", { savedBagCodes: [first], productCodes: [fx.other.productCode] });
    expect(foreign.status).toBe(404);
    expect(await databaseFingerprint(db())).toEqual(before);

    const added = await dealer.postJson("/partner/savedBag/addProducts", { savedBagCodes: [first, second], productCodes: [fx.other.productCode] });
    expect(added.status).toBe(200);
    for (const bag of await bagsOf(dealer)) expect(bag).toMatchObject({ productsQuantity: 2, totalQuantity: 3 });
  });

  it("answers the saved-bag pages: the list, a bag, and 404 on the consumer site", async () => {
    await dealer.postJson("/partner/bag/api/pasteMaterials", { text: `${fx.plenty.upc} 1` });
    await dealer.postJson("/partner/savedBag/create", { name: "Page check" });
    const list = await dealer.page("/partner/savedBag");
    expect(list.res.status).toBe(200);
    expect(list.html).toContain("Page check");
    const [bag] = await bagsOf(dealer);
    const page = await dealer.page(`/partner/savedBag/${bag!.code}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("Saved bag: Page check");
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    expect((await shopper.get("/savedBag")).status).toBe(404);
    expect((await shopper.get("/quickOrder")).status).toBe(404);
  });

  it("purges saved bags and saved carts deleted longer ago than the retention, with everything hanging off them, and nothing else (decision 0060)", async () => {
    const DAY = 86_400_000;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    /** The 8-digit code of each list made here (decision 0061), by id. */
    const codes = new Map<number, string>();
    /** A list of the dealer's with a row in every table hanging off a cart. */
    const list = async (kind: "savedBag" | "savedCart" | "cart" | "quickOrder", deletedAt: Date | null): Promise<number> => {
      const code = drawCartCode();
      const { rows } = await db().execute<{ id: number }>(sql`
        insert into carts (code, user_id, unit_id, site_id, mode, currency, kind, name, saved_at, deleted_at)
        select ${code}, u.id, u.unit_id, 'us', 'STOCK', 'USD', ${kind}, ${kind === "cart" || kind === "quickOrder" ? null : `${kind} ${String(deletedAt?.getTime() ?? "live")}`}, ${now.toISOString()}::timestamptz, ${deletedAt?.toISOString() ?? null}::timestamptz
        from users u where u.email = 'dealer@example.com' returning id`);
      const id = rows[0]!.id;
      codes.set(id, code);
      await db().execute(sql`
        with v as (select id, product_id from variants where upc = ${fx.plenty.upc}),
          e as (insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity) select ${id}, 0, product_id, id, 2 from v),
          lp as (insert into list_products (cart_id, product_id) select ${id}, product_id from v),
          s as (insert into list_snapshots (cart_id, version, entries, products) values (${id}, 0, '[]'::jsonb, '[]'::jsonb)),
          vo as (insert into cart_vouchers (cart_id, voucher_id, applied_by, applied_at)
            select ${id}, (select min(id) from vouchers), c.user_id, now() from carts c where c.id = ${id}),
          ck as (insert into cart_checkouts (cart_id) values (${id})),
          r as (insert into cart_price_runs (cart_id, cart_version, sold_to, currency, started_at) values (${id}, 0, 'S1', 'USD', now()) returning id)
        insert into cart_price_lines (run_id, material_id, quantity) select r.id, ${fx.plenty.materialId}, 2 from r`);
      return id;
    };
    const oldBag = await list("savedBag", ago(31));
    const recentBag = await list("savedBag", ago(29));
    const liveBag = await list("savedBag", null);
    const oldSavedCart = await list("savedCart", ago(400));
    const ordered = await list("savedBag", ago(90));
    // Other kinds are never deleted with Undo; even with a deletion time they are not purged.
    const cart = await list("cart", ago(90));
    const quickOrder = await list("quickOrder", ago(90));
    // A list an order names is kept (the order's cart reference would otherwise be cleared).
    const { code: orderCode } = await seedOrder(db(), { userId: await userIdOf(db(), "dealer@example.com"), unitId: null, status: "PLACED", purchaseNumber: null, quantity: 2, totalMinor: 100, placedAt: ago(91) });
    await db().execute(sql`update orders set cart_id = ${ordered} where code = ${orderCode}`);

    const children = async (id: number) =>
      (
        await db().execute<{ n: string }>(sql`
          select concat_ws(',', (select count(*) from carts where id = ${id}), (select count(*) from cart_entries where cart_id = ${id}),
            (select count(*) from list_products where cart_id = ${id}), (select count(*) from list_snapshots where cart_id = ${id}),
            (select count(*) from cart_vouchers where cart_id = ${id}), (select count(*) from cart_checkouts where cart_id = ${id}),
            (select count(*) from cart_price_runs where cart_id = ${id}),
            (select count(*) from cart_price_lines l join cart_price_runs r on r.id = l.run_id where r.cart_id = ${id})) as n`)
      ).rows[0]!.n;
    const all = [oldBag, recentBag, liveBag, oldSavedCart, ordered, cart, quickOrder];
    for (const id of all) expect(await children(id)).toBe("1,1,1,1,1,1,1,1");

    // Batches of one: three statements find one each, the fourth none.
    const counts = await purgeDeletedLists(db(), { now, retentionDays: 30, batchSize: 1 });
    expect(counts).toEqual({ savedBags: 1, savedCarts: 1, batches: 3 });
    for (const id of [oldBag, oldSavedCart]) expect(await children(id), `list ${id}`).toBe("0,0,0,0,0,0,0,0");
    for (const id of [recentBag, liveBag, ordered, cart, quickOrder]) expect(await children(id), `list ${id}`).toBe("1,1,1,1,1,1,1,1");
    expect((await db().execute<{ cart_id: number }>(sql`select cart_id from orders where code = ${orderCode}`)).rows[0]?.cart_id).toBe(ordered);

    // A second run finds nothing; Undo of a purged list answers 404 like an unknown code, the recent one still comes back.
    const fingerprint = await databaseFingerprint(db());
    expect(await purgeDeletedLists(db(), { now, retentionDays: 30, batchSize: 500 })).toEqual({ savedBags: 0, savedCarts: 0, batches: 1 });
    expect(await databaseFingerprint(db())).toEqual(fingerprint);
    expect((await dealer.postJson(`/partner/savedBag/${codes.get(oldBag)}/undoDelete`, {})).status).toBe(404);
    expect((await dealer.postJson(`/partner/my-account/saved-carts/${codes.get(oldSavedCart)}/undoDelete`, {})).status).toBe(404);
    expect((await dealer.postJson(`/partner/savedBag/${codes.get(recentBag)}/undoDelete`, {})).status).toBe(200);

    // The daily job runs the same purge with the configured retention (30 days by default).
    const { rows: schedule } = await db().execute<{ cron: string }>(sql`select cron from pgboss.schedule where name = 'lists.purgeDeleted'`);
    expect(schedule).toEqual([{ cron: "23 4 * * *" }]);
    const another = await list("savedCart", ago(45));
    await server().deps.jobs.send("lists.purgeDeleted", {});
    await expect.poll(() => children(another), { timeout: 15_000, interval: 100 }).toBe("0,0,0,0,0,0,0,0");
    for (const id of [recentBag, liveBag, ordered, cart, quickOrder]) expect(await children(id), `list ${id}`).toBe("1,1,1,1,1,1,1,1");
  });
});
