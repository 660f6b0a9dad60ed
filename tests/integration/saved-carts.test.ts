import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartEntries, carts, variants } from "../../server/db/schema/index.ts";
import { runSavedCartImport } from "../../server/modules/saved-carts/csv-import.ts";
import { drawCartCode } from "../../server/modules/cart/cart-code.ts";
import { cartFixtures, emptyCartsOf, openBookingWindow, type FixtureVariant } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, expectRefusedUnchanged, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { placeOrder, readyForCheckout, storeDefaultShipDates } from "../support/checkout-fixtures.ts";
import { sessionCart } from "../support/cart-money-fixtures.ts";

const LIST = "/partner/my-account/saved-carts";
const DEALER = "dealer@example.com";

describe.each(DB_TARGETS)("saved carts and the CSV import on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  let dealer: TestClient;
  let stranger: TestClient;
  let otherSite: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    fx = await cartFixtures(db());
    dealer = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    stranger = await TestClient.signedIn(server().baseUrl, "/partner", "buyer@example.com");
    otherSite = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    visitor = new TestClient(server().baseUrl);
    await visitor.page("/login");
  });

  /** The live lines of the dealer's cart (kind cart) or of one saved cart, as `UPC=quantity`. */
  async function linesOf(where: { code: string } | { email: string }): Promise<string[]> {
    const filter = "code" in where ? sql`c.code = ${where.code}` : sql`c.kind = 'cart' and c.status = 'active' and c.user_id = (select id from users where email = ${where.email})`;
    const rows = await db().execute<{ line: string }>(sql`
      select v.upc || '=' || ce.quantity as line from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id
      where ${filter} and not ce.deleted order by v.upc`);
    return rows.rows.map((r) => r.line);
  }

  async function fillCart(client: TestClient, lines: [FixtureVariant, number][]) {
    for (const [variant, quantity] of lines) {
      expect((await client.postJson("/partner/cart/updateMultiD", { productCode: variant.upc, quantity, entryNumber: -1 })).status).toBe(200);
    }
  }

  /** A saved cart's row, found by its 8-digit code (decision 0061). */
  async function savedRow(code: string) {
    const [row] = await db().select({ id: carts.id, name: carts.name, kind: carts.kind, deletedAt: carts.deletedAt, importStatus: carts.importStatus, importReport: carts.importReport, mode: carts.mode }).from(carts).where(eq(carts.code, code));
    return row;
  }

  function upload(client: TestClient, path: string, file: { name: string; type: string; text: string } | null, accept = "application/json") {
    const form = new FormData();
    form.set("CSRFToken", client.csrfToken);
    if (file) form.set("csvFile", new File([file.text], file.name, { type: file.type }));
    return client.request(path, { method: "POST", body: form, headers: { accept } });
  }

  /** Every route of a saved cart, as someone else would call it. */
  function foreignCalls(client: TestClient, context: string, code: string) {
    const base = `${context}/my-account/saved-carts`;
    return [
      () => client.postJson(`${base}/${code}/delete`, {}, { method: "DELETE" }),
      () => client.postJson(`${base}/${code}/delete`, {}),
      () => client.postJson(`${base}/${code}/undoDelete`, {}),
      () => client.postJson(`${base}/${code}/edit-name`, { name: "Taken over" }),
      () => client.request(`${base}/getTotals?cartCode=${code}`, { headers: { accept: "application/json" } }),
    ];
  }

  it("saves the active cart: its lines move to a new saved cart and the cart is emptied; bad names and empty carts are refused", async () => {
    await emptyCartsOf(db(), DEALER);
    await fillCart(dealer, [
      [fx.plenty, 3],
      [fx.other, 2],
    ]);
    await dealer.page("/partner/cart");
    const before = await linesOf({ email: DEALER });
    expect(before).toHaveLength(2);

    const bad = await expectRefusedUnchanged(db(), 400, [
      () => dealer.postJson("/partner/cart/save", { name: "   " }),
      () => dealer.postJson("/partner/cart/save", { name: "Spring/Summer" }),
      () => dealer.postJson("/partner/cart/save", { name: "x".repeat(256) }),
    ]);
    expect(bad.map((b) => b.errors[0]?.field)).toEqual(["name", "name", "name"]);
    await expectRefusedUnchanged(db(), 401, [() => visitor.postJson("/cart/save", { name: "Mine" })]);

    const res = await dealer.postJson("/partner/cart/save", { name: "  Spring order  ", description: "For the shop" });
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    expect(await savedRow(code)).toMatchObject({ name: "Spring order", kind: "savedCart", deletedAt: null, importStatus: null, mode: "STOCK" });
    expect(await linesOf({ code })).toEqual(before);
    expect(await linesOf({ email: DEALER })).toEqual([]);
    // Nothing left to save.
    await expectRefusedUnchanged(db(), 400, [() => dealer.postJson("/partner/cart/save", { name: "Again" })]);

    // Without script the form comes back to the list with its notice.
    await fillCart(dealer, [[fx.plenty, 1]]);
    const form = await dealer.postForm("/partner/cart/save", { name: "From the form" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(/^\/partner\/my-account\/saved-carts\?saved=\d+$/);
    const refused = await dealer.postForm("/partner/cart/save", { name: "Nothing" });
    expect(refused.headers.get("location")).toBe("/partner/cart?saveError=empty");
  });

  it("lists, totals, renames, deletes with undo; another user, site or unit gets 404 and nothing changes", async () => {
    await emptyCartsOf(db(), DEALER);
    await fillCart(dealer, [[fx.plenty, 4]]);
    await dealer.page("/partner/cart");
    const code = ((await (await dealer.postJson("/partner/cart/save", { name: "Autumn" })).json()) as { code: string }).code;

    const list = await dealer.page(LIST);
    expect(list.res.status).toBe(200);
    expect(list.html).toContain("Autumn");
    expect(list.html).toContain("4 items in 1 line");

    const totals = await dealer.request(`${LIST}/getTotals?cartCode=${code}`, { headers: { accept: "application/json" } });
    expect(totals.status).toBe(200);
    expect(await totals.json()).toMatchObject({ cartCode: code, totalUnitCount: 4, materialIDsCount: 1, totalPrice: { currency: "USD" } });

    const badName = await expectRefusedUnchanged(db(), 400, [() => dealer.postJson(`${LIST}/${code}/edit-name`, { name: "Fall; 2027" })]);
    expect(badName[0]?.errors[0]).toMatchObject({ field: "name", code: "saved_bag_name_change_error" });
    expect((await dealer.postJson(`${LIST}/${code}/edit-name`, { name: "Autumn two" })).status).toBe(200);
    expect((await savedRow(code))?.name).toBe("Autumn two");

    // Nobody else reaches it, whatever the route; an unknown code answers the same.
    await expectRefusedUnchanged(db(), 404, [...foreignCalls(stranger, "/partner", code), ...foreignCalls(otherSite, "/jp/partner", code), ...foreignCalls(dealer, "/partner", "99999999")]);
    expect((await stranger.page(`${LIST}/${code}`)).res.status).toBe(404);
    expect((await stranger.page(`${LIST}/${code}/restore`)).res.status).toBe(404);
    const restoreBefore = await databaseFingerprint(db());
    expect((await stranger.postForm(`${LIST}/${code}/restore`, {})).status).toBe(404);
    expect(await databaseFingerprint(db())).toEqual(restoreBefore);
    const polled = await stranger.request(`${LIST}/uploadingCarts?cartCodes=${code}`, { headers: { accept: "application/json" } });
    expect(await polled.json()).toMatchObject({ carts: [] });
    // Signed out: 401 for calls, the login page for pages.
    expect((await visitor.request(`${LIST}/getTotals?cartCode=${code}`, { headers: { accept: "application/json" } })).status).toBe(401);
    expect((await visitor.get(LIST)).headers.get("location")).toMatch(/^\/partner\/login\?redirect=/);

    const deleted = await dealer.postJson(`${LIST}/${code}/delete`, {}, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await savedRow(code))?.deletedAt).not.toBeNull();
    expect((await dealer.page(LIST)).html).not.toContain("Autumn two");
    await expectRefusedUnchanged(db(), 404, [() => dealer.postJson(`${LIST}/${code}/delete`, {}, { method: "DELETE" }), () => stranger.postJson(`${LIST}/${code}/undoDelete`, {})]);
    expect((await dealer.postJson(`${LIST}/${code}/undoDelete`, {})).status).toBe(200);
    expect((await savedRow(code))?.deletedAt).toBeNull();

    // Without script: delete comes back with the undo alert, whose form brings it back.
    const formDelete = await dealer.postForm(`${LIST}/${code}/delete`, {});
    expect(formDelete.headers.get("location")).toBe(`${LIST}?deleted=${code}`);
    const withUndo = await dealer.page(`${LIST}?deleted=${code}`);
    expect(withUndo.html).toContain(`action="${LIST}/${code}/undoDelete"`);
    expect((await dealer.postForm(`${LIST}/${code}/undoDelete`, {})).headers.get("location")).toBe(`${LIST}?undone=${code}`);
    expect((await savedRow(code))?.deletedAt).toBeNull();
  });

  it("the pages exist on all four sites, in the site's language", async () => {
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const mx = await TestClient.signedIn(server().baseUrl, "/mx/partner", "mx.dealer@example.com");
    for (const [client, context, title] of [
      [shopper, "", "Saved carts"],
      [dealer, "/partner", "Saved carts"],
      [otherSite, "/jp/partner", "保存したカート"],
      [mx, "/mx/partner", "Carritos guardados"],
    ] as const) {
      for (const path of ["/my-account/saved-carts", "/my-account/saved-carts/import"]) {
        const { res, html } = await client.page(`${context}${path}`);
        expect(res.status, `${context}${path}`).toBe(200);
        if (path.endsWith("saved-carts")) expect(html).toContain(`<h1>${title}</h1>`);
      }
    }
    expect((await visitor.get("/my-account/saved-carts")).headers.get("location")).toMatch(/^\/login\?redirect=/);
  });

  it("the same user ordering for another unit does not reach the saved carts of the first", async () => {
    const BUYER = "buyer@example.com";
    await emptyCartsOf(db(), BUYER);
    const buyer = await TestClient.signedIn(server().baseUrl, "/partner", BUYER);
    await fillCart(buyer, [[fx.plenty, 1]]);
    await buyer.page("/partner/cart");
    const code = ((await (await buyer.postJson("/partner/cart/save", { name: "Team order" })).json()) as { code: string }).code;
    expect((await buyer.postJson("/partner/customer/unit/update", { unitId: "0010000106" })).status).toBe(200);
    await buyer.page(LIST);
    await expectRefusedUnchanged(db(), 404, foreignCalls(buyer, "/partner", code));
    expect((await buyer.page(LIST)).html).not.toContain("Team order");
    expect((await buyer.postJson("/partner/customer/unit/update", { unitId: "0010000105" })).status).toBe(200);
    expect((await buyer.page(LIST)).html).toContain("Team order");
  });

  it("restores into the active cart of its mode with the per-line report; the saved cart stays", async () => {
    await emptyCartsOf(db(), DEALER);
    await fillCart(dealer, [
      [fx.plenty, 3],
      [fx.other, 2],
    ]);
    await dealer.page("/partner/cart");
    const code = ((await (await dealer.postJson("/partner/cart/save", { name: "Restore me" })).json()) as { code: string }).code;
    await db().execute(sql`update stock_levels set quantity = 0 where variant_id = (select id from variants where upc = ${fx.other.upc})`);
    try {
      const confirm = await dealer.page(`${LIST}/${code}/restore`);
      expect(confirm.res.status).toBe(200);
      expect(await linesOf({ email: DEALER })).toEqual([]);
      const done = await dealer.postForm(`${LIST}/${code}/restore`, {});
      expect(done.status).toBe(200);
      const html = await done.text();
      for (const text of ["3 added", "out of stock", "View cart"]) expect(html).toContain(text);
      expect(await linesOf({ email: DEALER })).toEqual([`${fx.plenty.upc}=3`]);
      expect(await linesOf({ code })).toHaveLength(2);
    } finally {
      await db().execute(sql`update stock_levels set quantity = ${fx.other.stock} where variant_id = (select id from variants where upc = ${fx.other.upc})`);
    }
  });

  it("imports a CSV file through the job: lines written, skipped lines reported, the list polled until finished", async () => {
    await dealer.page(`${LIST}/import`);
    const text = [
      "UPC;Quantity",
      `${fx.plenty.upc};2`,
      `${fx.plenty.upc};3`,
      "000000000000;1",
      `${fx.sibling.upc};x`,
      "",
      `"${fx.other.upc}";4`,
    ].join("\r\n");
    const res = await upload(dealer, `${LIST}/import`, { name: "spring.csv", type: "text/csv", text: `\uFEFF${text}` });
    expect(res.status, await res.clone().text()).toBe(202);
    const { code, pollAfterMs } = (await res.json()) as { code: string; pollAfterMs: number };
    expect(pollAfterMs).toBeGreaterThan(0);
    await jobsSettled(server());
    expect(await savedRow(code)).toMatchObject({
      importStatus: "finished",
      importReport: {
        written: 2,
        skipped: [
          { row: 4, reason: "unknownProduct", value: "000000000000" },
          { row: 5, reason: "badQuantity", value: "x" },
        ],
      },
    });
    expect(await linesOf({ code })).toEqual([`${fx.plenty.upc}=5`, `${fx.other.upc}=4`].sort());
    const polled = await dealer.request(`${LIST}/uploadingCarts?cartCodes=${code},abc`, { headers: { accept: "application/json" } });
    expect(await polled.json()).toMatchObject({ pollAfterMs, carts: [{ code, status: "finished", entries: 2, totalQuantity: 9, totalPrice: { currency: "USD" }, description: "spring.csv" }] });
    // The job again: nothing changes (idempotent).
    const before = await databaseFingerprint(db());
    await runSavedCartImport(server().deps, (await savedRow(code))!.id, server().app.log);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("imports by material ID and size, reporting what the booking mode does not take", async () => {
    await dealer.page(`${LIST}/import`);
    const text = [
      "Material ID\tSize\tQuantity\tDelivery target",
      `${fx.plenty.materialId}\t${fx.plenty.size.toLowerCase()}\t6\t`,
      `${fx.other.materialId}\tXXL-NOPE\t1\t`,
      `${fx.other.materialId}\t${fx.other.size}\t1\tSPRING`,
      `${fx.gcp.materialId}\t${fx.gcp.size}\t1\t`,
    ].join("\n");
    const res = await upload(dealer, `${LIST}/import`, { name: "by-material.csv", type: "text/csv", text });
    expect(res.status).toBe(202);
    const { code } = (await res.json()) as { code: string };
    await jobsSettled(server());
    expect(await savedRow(code)).toMatchObject({
      importStatus: "finished",
      mode: "STOCK",
      importReport: {
        written: 1,
        skipped: [
          { row: 3, reason: "unknownProduct", value: `${fx.other.materialId} XXL-NOPE` },
          { row: 4, reason: "targetNotInMode", value: "SPRING" },
          { row: 5, reason: "notInMode", value: `${fx.gcp.materialId} ${fx.gcp.size}` },
        ],
      },
    });
    expect(await linesOf({ code })).toEqual([`${fx.plenty.upc}=6`]);
  });

  it("a cart still uploading shows as uploading, and the uploaded text is never answered", async () => {
    const secret = `UPC,Quantity\n${fx.plenty.upc},7\nSECRET-MARKER,1`;
    const [row] = (
      await db().execute<{ id: number; code: string }>(sql`
        insert into carts (code, user_id, unit_id, site_id, mode, currency, kind, name, saved_at, import_status, import_report)
        select ${drawCartCode()}, id, unit_id, 'us', 'STOCK', 'USD', 'savedCart', 'Pending', now(), 'uploading', ${JSON.stringify({ pending: secret })}::jsonb
        from users where email = ${DEALER} returning id, code`)
    ).rows;
    const code = row!.code;
    const polled = await dealer.request(`${LIST}/uploadingCarts?cartCodes=${code}`, { headers: { accept: "application/json" } });
    const text = await polled.text();
    expect(JSON.parse(text)).toMatchObject({ carts: [{ code, status: "uploading", totalPrice: null, importReport: null }] });
    const list = await dealer.page(LIST);
    for (const answer of [text, list.html, await (await dealer.request(`${LIST}/getTotals?cartCode=${code}`, { headers: { accept: "application/json" } })).text()]) expect(answer).not.toContain("SECRET-MARKER");
    expect(list.html).toContain("Uploading…");
    expect(list.html).not.toContain(`${LIST}/${code}/restore`);
    // Restoring it is refused until it is finished.
    await dealer.page(`${LIST}/${code}/restore`);
    expect(await (await dealer.postForm(`${LIST}/${code}/restore`, {})).text()).toContain("still being imported");
    await db().delete(carts).where(eq(carts.id, row!.id));
  });

  it("refuses files without a file, of another type, too large, unreadable or over the line limit, changing nothing", async () => {
    await dealer.page(`${LIST}/import`);
    const rows = (n: number) => ["UPC,Quantity", ...Array.from({ length: n }, () => `${fx.plenty.upc},1`)].join("\n");
    const bodies = await expectRefusedUnchanged(db(), 400, [
      () => upload(dealer, `${LIST}/import`, null),
      () => upload(dealer, `${LIST}/import`, { name: "cart.xlsx", type: "text/csv", text: "UPC,Quantity" }),
      () => upload(dealer, `${LIST}/import`, { name: "cart.csv", type: "application/pdf", text: "UPC,Quantity" }),
      () => upload(dealer, `${LIST}/import`, { name: "cart.csv", type: "text/csv", text: "x".repeat(2 * 1024 * 1024 + 1) }),
      () => upload(dealer, `${LIST}/import`, { name: "cart.csv", type: "text/csv", text: "Colour,Price\nRed,1" }),
      () => upload(dealer, `${LIST}/import`, { name: "cart.csv", type: "text/csv", text: rows(5000) }),
    ]);
    expect(bodies.map((b) => b.errorMessage)).toEqual([
      "Choose a file to upload.",
      "The file must be a CSV file (.csv).",
      "The file must be a CSV file (.csv).",
      "The file is larger than the maximum size of 2 MB.",
      "The first row must name the columns: material ID and size, or UPC, and quantity.",
      "The file has 5000 lines; a saved cart holds at most 2000. Split the file and import each part.",
    ]);
    // Far above the limit: refused before the body is all read.
    await expectRefusedUnchanged(db(), 413, [() => upload(dealer, `${LIST}/import`, { name: "cart.csv", type: "text/csv", text: "x".repeat(5 * 1024 * 1024) })]);
    const form = await upload(dealer, `${LIST}/import`, null, "text/html");
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`${LIST}/import?importError=noFile`);
    await expectRefusedUnchanged(db(), 401, [() => upload(visitor, "/my-account/saved-carts/import", { name: "cart.csv", type: "text/csv", text: rows(1) })]);
  });

  it("an exported order CSV imports back unchanged: pre-booking over two delivery targets, each line's from its sub-order", async () => {
    await emptyCartsOf(db(), DEALER);
    for (const season of ["SPRING", "SUMMER"]) await openBookingWindow(db(), DEALER, season, 2027);
    const client = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    expect((await client.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
    const booked: [FixtureVariant, number, string][] = [
      [fx.plenty, 3, "SPRING"],
      [fx.sibling, 2, "SUMMER"],
      [fx.other, 5, "SPRING"],
      [fx.plenty, 1, "SUMMER"],
    ];
    for (const [variant, quantity, season] of booked) {
      expect((await client.postJson("/partner/cart/updateMultiD", { productCode: variant.upc, quantity, entryNumber: -1, deliveryTarget: season, deliveryYear: 2027 })).status).toBe(200);
    }
    await readyForCheckout(db(), (await sessionCart(db(), client)).id, { purchaseNumber: "PO4712", comment: "Round trip" });
    await storeDefaultShipDates(client);
    const placed = await placeOrder(client);
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderCode = ((await placed.json()) as { orderCode: string }).orderCode;
    await jobsSettled(server());
    await client.page("/partner/my-account/orders");
    const exported = await client.postForm("/partner/my-account/exportOrderList", { orderCodes: orderCode, format: "csv" });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain('"Spring 2027, Summer 2027"');

    await client.page(`${LIST}/import`);
    const res = await upload(client, `${LIST}/import`, { name: `${orderCode}.csv`, type: "application/vnd.ms-excel", text: csv });
    expect(res.status).toBe(202);
    const { code } = (await res.json()) as { code: string };
    await jobsSettled(server());
    expect(await savedRow(code)).toMatchObject({ importStatus: "finished", mode: "PREBOOKING", importReport: { written: 4, skipped: [] } });
    const orderLines = await db().execute<{ line: string }>(sql`
      select v.upc || '=' || oe.quantity || '@' || o.delivery_target_code || o.delivery_year as line
      from order_entries oe join orders o on o.id = oe.order_id join variants v on v.id = oe.variant_id
      where o.code = ${orderCode} or o.parent_id = (select id from orders where code = ${orderCode}) order by 1`);
    const savedLines = await db()
      .select({ upc: variants.upc, quantity: cartEntries.quantity, code: cartEntries.deliveryTargetCode, year: cartEntries.deliveryYear })
      .from(cartEntries)
      .innerJoin(variants, eq(variants.id, cartEntries.variantId))
      .where(and(eq(cartEntries.cartId, (await savedRow(code))!.id), eq(cartEntries.deleted, false)))
      .orderBy(asc(variants.upc));
    expect(orderLines.rows).toHaveLength(4);
    expect(savedLines.map((l) => `${l.upc}=${l.quantity}@${l.code}${l.year}`).sort()).toEqual(orderLines.rows.map((r) => r.line));
  });
});
