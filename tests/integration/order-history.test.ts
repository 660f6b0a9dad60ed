import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryTargets, orders, unitApprovers } from "../../server/db/schema/index.ts";
import { historyOrderIds } from "../../server/modules/order-history/history-query.ts";
import { sessionContext } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, expectRefusedUnchanged, jobsSettled } from "../support/db-snapshot.ts";
import { copyUser, historyWorld, seedOrder, someVariants, userIdOf, type HistoryWorld } from "../support/history-fixtures.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const HISTORY = "/partner/my-account/orders";

/** The order codes a history page lists, in its order (the rows' links to the order detail). */
function listed(html: string, context = "/partner"): string[] {
  const pattern = new RegExp(`<a href="${context}/my-account/order/(BR\\d+)"`, "g");
  return [...html.matchAll(pattern)].map((m) => m[1]!);
}

/** The `<input …>` tag holding `attribute` (React orders attributes its own way). */
function inputTag(html: string, attribute: string): string {
  return [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(attribute)) ?? "";
}

const day = (n: number) => new Date(Date.UTC(2026, 5, 1 + n, 15, 0, 0));

describe.each(DB_TARGETS)("order history on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let world: HistoryWorld;
  let variants: { id: number; upc: string; materialId: number }[];
  const code: Record<string, string> = {};
  let subCodes: string[] = [];
  const fillers: string[] = [];
  let corporate: TestClient;

  async function page(client: TestClient, query: string, context = "/partner") {
    const { res, html } = await client.page(`${context}/my-account/orders${query ? `?${query}` : ""}`);
    expect(res.status).toBe(200);
    return { html, codes: listed(html, context) };
  }

  beforeAll(async () => {
    world = await historyWorld(db());
    variants = await someVariants(db());
    const [v1, v2, v3] = variants;
    const [targetRow] = await db().select({ code: deliveryTargets.code, year: deliveryTargets.year }).from(deliveryTargets).limit(1);
    const { buyerA, buyerB } = world.userIds;
    const { subA, subB } = world.unitIds;
    const tag = world.tag.toUpperCase();
    code.alpha = (await seedOrder(db(), { userId: buyerA, unitId: subA, status: "PLACED", purchaseNumber: `ALPHA-${tag}`, quantity: 3, totalMinor: 3_000, placedAt: day(1), variantIds: [v1!.id] })).code;
    code.beta = (await seedOrder(db(), { userId: buyerA, unitId: subA, status: "EXPORTED", purchaseNumber: `BETA-${tag}`, quantity: 10, totalMinor: 1_000, placedAt: day(2), variantIds: [v2!.id] })).code;
    const gamma = await seedOrder(db(), {
      userId: buyerA,
      unitId: subA,
      mode: "PREBOOKING",
      status: "PLACED",
      purchaseNumber: `GAMMA-${tag}`,
      quantity: 7,
      totalMinor: 7_000,
      placedAt: day(3),
      subOrders: [
        { status: "PLACED", quantity: 4, variantIds: [v3!.id], deliveryTargetCode: targetRow!.code, deliveryYear: targetRow!.year },
        { status: "QUANTITY_CHANGED", quantity: 3, variantIds: [v1!.id], deliveryTargetCode: targetRow!.code, deliveryYear: targetRow!.year },
      ],
    });
    code.gamma = gamma.code;
    subCodes = gamma.subCodes;
    code.delta = (await seedOrder(db(), { userId: buyerB, unitId: subB, status: "REJECTED", purchaseNumber: `DELTA-${tag}`, quantity: 1, totalMinor: 500, placedAt: day(4), variantIds: [v2!.id] })).code;
    // The same unit's order on another site never shows on this one.
    code.japan = (await seedOrder(db(), { userId: buyerA, unitId: subA, siteId: "jp", status: "PLACED", purchaseNumber: `ALPHA-${tag}-JP`, quantity: 2, totalMinor: 2_000, placedAt: day(5), variantIds: [v1!.id] })).code;
    for (let i = 0; i < 22; i++) {
      fillers.push((await seedOrder(db(), { userId: buyerB, unitId: subB, status: "COMPLETED", purchaseNumber: `FILL-${tag}-${i}`, quantity: 2, totalMinor: 2_000 + i, placedAt: day(-30 + i), variantIds: [v2!.id] })).code);
    }
    corporate = await TestClient.signedIn(server().baseUrl, "/partner", world.emails.corporate);
  });

  it("lists the units' stock orders newest first (the session's mode), pages by 20, and groups sub-orders under their summary order", async () => {
    const first = await page(corporate, "");
    // STOCK is the corporate session's mode: the prebooking summary order is on its own tab.
    expect(first.codes.slice(0, 3)).toEqual([code.delta, code.beta, code.alpha]);
    expect(first.codes).toHaveLength(20);
    expect(first.codes).not.toContain(code.gamma);
    expect(first.codes).not.toContain(code.japan);
    expect(first.html).toContain("25 orders");
    const second = await page(corporate, "activeTab=STOCK&page=2");
    expect(second.codes).toEqual(fillers.slice(0, 5).reverse());
    // Past the end: the last page.
    expect((await page(corporate, "activeTab=STOCK&page=9")).codes).toEqual(second.codes);

    const prebooking = await page(corporate, "activeTab=PREBOOKING");
    expect(prebooking.codes).toEqual([code.gamma]);
    // Each sub-order's code opens its part of the summary order's page.
    for (const sub of subCodes) expect(prebooking.html).toContain(`<td data-label="Order number"><a href="/partner/my-account/order/${code.gamma}#part-${sub}">${sub}</a></td>`);
    expect(prebooking.html).toContain(`Sub-orders of ${code.gamma}`);
    expect(prebooking.html).toContain("Quantity changed");

    const all = await page(corporate, "activeTab=all");
    expect(all.codes.slice(0, 4)).toEqual([code.delta, code.gamma, code.beta, code.alpha]);
    // Statuses in words, amounts in the site's currency, the orderer of a unit-shared order.
    expect(all.html).toContain("Rejected");
    expect(all.html).toContain("$30.00");
    expect(all.html).toContain(`ALPHA-${world.tag.toUpperCase()}`);
    expect(all.html).toContain('<td data-label="Placed by">Daniel Okafor</td>');
  });

  it("defaults to the session's booking mode: a session switched to PREBOOKING opens on that tab", async () => {
    const client = await TestClient.signedIn(server().baseUrl, "/partner", world.emails.corporate);
    expect((await client.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
    const { codes, html } = await page(client, "");
    expect(codes).toEqual([code.gamma]);
    expect(html).toMatch(/<a href="[^"]*activeTab=PREBOOKING" aria-current="page">/);
  });

  it("filters by status (comma list or repeated fields; show all is exclusive) and sorts both ways", async () => {
    expect((await page(corporate, "activeTab=all&filterBy=REJECTED,EXPORTED")).codes).toEqual([code.delta, code.beta]);
    expect((await page(corporate, "activeTab=all&filterBy=REJECTED&filterBy=EXPORTED")).codes).toEqual([code.delta, code.beta]);
    // Show all next to a status: the status was chosen since, it wins.
    expect((await page(corporate, "activeTab=all&filterBy=all,REJECTED")).codes).toEqual([code.delta]);
    // A sub-order's status finds its summary order.
    expect((await page(corporate, "activeTab=all&filterBy=QUANTITY_CHANGED")).codes).toEqual([code.gamma]);
    const mine = [code.alpha, code.beta, code.gamma, code.delta];
    const only = (codes: string[]) => codes.filter((c) => mine.includes(c));
    expect(only((await page(corporate, "activeTab=all&filterBy=PLACED,EXPORTED,REJECTED&sort=total-asc")).codes)).toEqual([code.delta, code.beta, code.alpha, code.gamma]);
    expect(only((await page(corporate, "activeTab=all&filterBy=PLACED,EXPORTED,REJECTED&sort=total-desc")).codes)).toEqual([code.gamma, code.alpha, code.beta, code.delta]);
    expect(only((await page(corporate, "activeTab=all&filterBy=PLACED,EXPORTED,REJECTED&sort=quantity-desc")).codes)).toEqual([code.beta, code.gamma, code.alpha, code.delta]);
    expect(only((await page(corporate, "activeTab=all&filterBy=PLACED,EXPORTED,REJECTED&sort=code-asc")).codes)).toEqual([...mine].sort());
    expect(only((await page(corporate, "activeTab=all&filterBy=PLACED,EXPORTED,REJECTED&sort=date-asc")).codes)).toEqual(mine);
  });

  it("searches by order code, sub-order code, purchase number (part, any case), material id and UPC", async () => {
    const tag = world.tag.toUpperCase();
    const search = async (text: string) => (await page(corporate, `activeTab=all&searchCode=${encodeURIComponent(text)}`)).codes;
    expect(await search(code.beta!)).toEqual([code.beta]);
    expect(await search(code.beta!.toLowerCase())).toEqual([code.beta]);
    expect(await search(subCodes[1]!)).toEqual([code.gamma]);
    expect(await search(`gamma-${tag.toLowerCase()}`)).toEqual([code.gamma]);
    expect(await search(`LTA-${tag}`)).toEqual([code.delta]);
    // A material and a UPC of a line: also in a summary order's sub-orders.
    const [v1, , v3] = variants;
    expect(await search(String(v3!.materialId))).toEqual([code.gamma]);
    expect(await search(v3!.upc)).toEqual([code.gamma]);
    expect(await search(v1!.upc)).toEqual([code.gamma, code.alpha]);
    // Wildcards are taken literally; nothing found says so.
    const none = await page(corporate, "activeTab=all&searchCode=%25");
    expect(none.codes).toEqual([]);
    expect(none.html).toContain("No orders match your filters.");
  });

  it("narrows to customers; POST /my-account/orders answers the customerFilterId and refuses foreign ids, changing nothing", async () => {
    const { subA, subB, top } = world.unitUids;
    expect((await page(corporate, `activeTab=all&customerFilterId=${subB}`)).codes.slice(0, 2)).toEqual([code.delta, fillers[21]]);
    expect((await page(corporate, `activeTab=all&customerFilterId=${subA}`)).codes).toEqual([code.gamma, code.beta, code.alpha]);
    // A uid that is not a customer of the user is ignored on the page.
    expect((await page(corporate, "activeTab=all&customerFilterId=0010000101")).codes).toHaveLength(20);

    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    const answer = async (body: unknown) => {
      const res = await corporate.postJson(HISTORY, body);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await answer([subA, subB])).toEqual({ status: 200, body: { customerFilterId: `${subA},${subB}` } });
    expect(await answer(["all", top])).toEqual({ status: 200, body: { customerFilterId: top } });
    expect(await answer([])).toEqual({ status: 200, body: { customerFilterId: "all" } });
    expect(await databaseFingerprint(db())).toEqual(before);

    const [foreign, unknown, notAList] = await expectRefusedUnchanged(db(), 400, [
      () => corporate.postJson(HISTORY, [subA, "0010000101"]),
      () => corporate.postJson(HISTORY, ["NOSUCHUNIT"]),
      () => corporate.postJson(HISTORY, { customerFilterId: subA }),
    ]);
    expect(foreign).toEqual({ errorMessage: "Choose customers from your list.", errors: [{ field: "customerFilterId", message: "Choose customers from your list. (0010000101)" }] });
    expect(unknown?.errors[0]?.field).toBe("customerFilterId");
    expect(notAList?.errorMessage).toBeTruthy();
    await expectRefusedUnchanged(db(), 403, [() => corporate.postJson(HISTORY, [subA], { csrf: false })]);
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/partner/login");
    await expectRefusedUnchanged(db(), 401, [() => anonymous.postJson(HISTORY, [subA])]);
  });

  it("shows each user what they may reach: sub-unit buyers their unit's, the sales rep the customers', a stranger and other sites none", async () => {
    const east = await TestClient.signedIn(server().baseUrl, "/partner", world.emails.buyerA);
    const eastCodes = (await page(east, "activeTab=all")).codes;
    expect(eastCodes).toEqual([code.gamma, code.beta, code.alpha]);

    const rep = await TestClient.signedIn(server().baseUrl, "/partner", world.emails.salesrep);
    const repPage = await page(rep, "activeTab=all");
    expect(repPage.codes.slice(0, 4)).toEqual([code.delta, code.gamma, code.beta, code.alpha]);
    // The rep narrows by customer, sees who placed each order, and may mail PDFs.
    expect(repPage.html).toContain(`value="${world.unitUids.subA}"`);
    expect(repPage.html).toContain("Send PDF by e-mail");
    expect(repPage.html).toMatch(/formaction="\/partner\/my-account\/exportOrderList\/send"/i);

    const stranger = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    const strangerCodes = (await page(stranger, "activeTab=all")).codes;
    for (const c of [...Object.values(code), ...fillers]) expect(strangerCodes).not.toContain(c);
    expect((await page(stranger, `activeTab=all&searchCode=${code.alpha}`)).codes).toEqual([]);
    expect((await page(stranger, `activeTab=all&customerFilterId=${world.unitUids.subA}`)).codes).not.toContain(code.alpha);

    const japan = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    expect((await page(japan, "activeTab=all", "/jp/partner")).codes).not.toContain(code.japan);

    // A consumer's history speaks a consumer's words: no purchase numbers, approvals or material ids.
    const shopperId = await userIdOf(db(), "shopper@example.com");
    await seedOrder(db(), { userId: shopperId, unitId: null, siteId: "b2c", status: "EXPORTED", purchaseNumber: null, quantity: 1, totalMinor: 2_500, placedAt: day(3), variantIds: [] });
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const consumerPage = await shopper.page("/my-account/orders");
    expect(consumerPage.res.status).toBe(200);
    expect(consumerPage.html).toContain("Order number or product number");
    for (const text of ["Purchase number", "Waiting for approval", "Rejected", "material ID", "dealers, partners"]) expect(consumerPage.html).not.toContain(text);
    expect(repPage.html).toContain("Waiting for approval");

    // Signed out: the sign-in page, coming back here.
    const anonymous = await new TestClient(server().baseUrl).get(`${HISTORY}?activeTab=all`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/partner/login?redirect=${encodeURIComponent(`${HISTORY}?activeTab=all`)}`);
  });

  it("ignores bad parameters (the defaults instead), and opens the reject popup only for an order the user may decide", async () => {
    const normal = await page(corporate, "activeTab=all");
    const bad = await page(corporate, `activeTab=nope&filterBy=SHIPPED,%3Cx%3E&sort=evil&page=-3&searchCode=${"x".repeat(300)}&customerFilterId=%27or1=1&openRejectPopupByCode=${code.alpha}`);
    expect(bad.codes).toEqual((await page(corporate, "")).codes);
    expect(normal.codes).not.toEqual(bad.codes);
    // Not an approver of the unit: no popup, nothing else happens.
    expect(bad.html).not.toContain("Reject order");
    expect(bad.html).not.toContain("/approval");
  });

  it("export controls post the selection to the export endpoint; a franchise with export switched off gets none", async () => {
    const { html } = await page(corporate, "activeTab=all&filterBy=PLACED");
    const exportForm = /<form[^>]*id="order-export"[^>]*>/.exec(html)?.[0] ?? "";
    expect(exportForm).toContain('method="post"');
    expect(exportForm).toContain('action="/partner/my-account/exportOrderList"');
    const box = inputTag(html, `value="${code.alpha}"`);
    expect(box).toContain('name="orderCodes"');
    expect(box).toContain('form="order-export"');
    expect(inputTag(html, 'name="allMatching"')).toContain('value="true"');
    expect(inputTag(html, 'name="filterBy" value="PLACED"')).toContain('type="hidden"');
    expect(html).not.toContain("Send PDF by e-mail");

    const franchise = await TestClient.signedIn(server().baseUrl, "/partner", "franchise@example.com");
    const [franchiseUser] = await db().execute<{ id: number; unit_id: number }>(sql`select id, unit_id from users where email = 'franchise@example.com'`).then((r) => r.rows);
    await seedOrder(db(), { userId: franchiseUser!.id, unitId: franchiseUser!.unit_id, status: "PLACED", purchaseNumber: `FR-${world.tag}`, quantity: 1, totalMinor: 100, placedAt: day(0), variantIds: [variants[0]!.id] });
    const franchisePage = await page(franchise, "activeTab=all");
    expect(franchisePage.codes.length).toBeGreaterThan(0);
    expect(franchisePage.html).not.toContain("exportOrderList");
    expect(franchisePage.html).not.toContain('name="orderCodes"');
    await db().delete(orders).where(eq(orders.purchaseNumber, `FR-${world.tag}`));
  });

  it("shows the PDF send's outcome from the URL", async () => {
    expect((await page(corporate, "pdfSend=sent")).html).toContain("The PDF of the selected orders has been sent.");
    expect((await page(corporate, "pdfSend=failed")).html).toContain("The PDF could not be sent. Please try again.");
    expect((await page(corporate, "pdfSend=other")).html).not.toContain("The PDF");
  });

  it("historyOrderIds (what 'export all matching' exports) is the page's list, unpaged, for the user's orders only", async () => {
    const ctx = await sessionContext(db(), corporate);
    const idOf = async (codes: string[]) => {
      const rows = await db().select({ id: orders.id, code: orders.code }).from(orders).where(inArray(orders.code, codes));
      return codes.map((c) => rows.find((r) => r.code === c)!.id);
    };
    expect(await historyOrderIds(ctx, new URLSearchParams("activeTab=all&filterBy=REJECTED,EXPORTED"))).toEqual(await idOf([code.delta!, code.beta!]));
    expect(await historyOrderIds(ctx, new URLSearchParams(`activeTab=all&searchCode=${subCodes[0]}`))).toEqual(await idOf([code.gamma!]));
    // Unpaged: all 25 stock orders; sorted as asked.
    expect(await historyOrderIds(ctx, new URLSearchParams("activeTab=STOCK"))).toHaveLength(25);
    expect(await historyOrderIds(ctx, new URLSearchParams("activeTab=all&filterBy=PLACED,EXPORTED&sort=total-asc"))).toEqual(await idOf([code.beta!, code.alpha!, code.gamma!]));
    const stranger = await TestClient.signedIn(server().baseUrl, "/partner", "franchise@example.com");
    const foreign = await historyOrderIds(await sessionContext(db(), stranger), new URLSearchParams(`activeTab=all&searchCode=${code.alpha}`));
    expect(foreign).toEqual([]);
  });

  it("an approver filters the orders awaiting them and gets the reject popup for one of them only", async () => {
    const email = `history-approver-${world.tag}@example.com`;
    const approverId = await copyUser(db(), "approver@example.com", email, world.unitIds.subA);
    await db().insert(unitApprovers).values({ unitId: world.unitIds.subA, userId: approverId });
    const pending = await seedOrder(db(), { userId: world.userIds.buyerA, unitId: world.unitIds.subA, status: "PENDING_APPROVAL", purchaseNumber: `WAIT-${world.tag}`, quantity: 2, totalMinor: 2_000, placedAt: day(6), variantIds: [variants[0]!.id] });
    const approver = await TestClient.signedIn(server().baseUrl, "/partner", email);

    const awaiting = await page(approver, "activeTab=all&filterBy=AWAITING_MY_APPROVAL");
    expect(awaiting.codes).toEqual([pending.code]);
    expect(inputTag(awaiting.html, 'value="AWAITING_MY_APPROVAL"')).toContain("checked");
    // The waiting row links to its reject popup; the corporate buyer (no approver) gets no such link.
    expect(awaiting.html).toContain(`aria-label="Reject order ${pending.code}"`);
    expect(awaiting.html).toContain(`openRejectPopupByCode=${pending.code}`);
    // Not an approver: no such option, the parameter is ignored (all orders, the waiting one first).
    const corporatePage = await page(corporate, "activeTab=all&filterBy=AWAITING_MY_APPROVAL");
    expect(corporatePage.html).not.toContain("Awaiting my approval");
    expect(corporatePage.codes[0]).toBe(pending.code);
    expect(corporatePage.html).not.toContain("openRejectPopupByCode");

    const popup = await page(approver, `activeTab=all&openRejectPopupByCode=${pending.code}`);
    expect(popup.html).toContain(`action="/partner/my-account/order/${pending.code}/approval"`);
    // An order the approver may read but not decide (already placed): no popup.
    const placed = await page(approver, `activeTab=all&openRejectPopupByCode=${code.alpha}`);
    expect(placed.codes).toContain(code.alpha);
    expect(placed.html).not.toContain("/approval");
  });
});
