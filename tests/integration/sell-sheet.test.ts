import { readFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const UPLOAD = "/partner/cart/sellSheetUpload";
const fixture = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../fixtures/sell-sheets", file));

describe.each(DB_TARGETS)("sell-sheet import into the cart on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  beforeAll(async () => {
    fx = await cartFixtures(db());
    await openBookingWindow(db(), "dealer@example.com", "SPRING", 2027);
  });
  beforeEach(async () => {
    await emptyCartsOf(db(), "dealer@example.com");
  });

  async function dealerIn(mode: string): Promise<TestClient> {
    const client = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    expect((await client.postJson("/partner/booking/status/update", { mode })).status).toBe(200);
    return client;
  }

  /** The dealer's live lines of a mode as `material size colour@target=quantity`. */
  async function lines(mode: string): Promise<string[]> {
    const rows = await db().execute<{ line: string }>(sql`
      select p.material_id || ' ' || v.size || ' ' || pc.code || '@' || coalesce(ce.delivery_target_code || '-' || ce.delivery_year, '-') || '=' || ce.quantity as line
      from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id join products p on p.id = v.product_id
      join product_colours pc on pc.id = v.colour_id join users u on u.id = c.user_id
      where u.email = 'dealer@example.com' and c.mode = ${mode} and not ce.deleted order by 1`);
    return rows.rows.map((r) => r.line);
  }

  function upload(client: TestClient, file: string | Buffer, name: string, headers: Record<string, string> = { accept: "application/json" }) {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(typeof file === "string" ? fixture(file) : file)]), name);
    return client.request(UPLOAD, { method: "POST", body: form, headers: { CSRFToken: client.csrfToken, ...headers } });
  }

  it("imports the JSON payload in STOCK: material sizes (first colour or the one named) and UPCs, reporting what it skipped", async () => {
    const dealer = await dealerIn("STOCK");
    const res = await dealer.postJson(UPLOAD, {
      productCodes: ["300002", "999999"],
      quantityChangesList: [
        { id: "300002", size: "7 1/4", quantity: 2 },
        { id: "300005", size: "m/l", colour: "CHR", quantity: 4 },
        { id: "300002", size: "XL", quantity: 1 },
        { id: "999999", size: "OSFA", quantity: 1 },
        { id: "000000000000", quantity: 1 },
        { id: fx.plenty.upc, quantity: 3 },
      ],
      importByVariant: false,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ confirmationMessage: "3 lines imported, 9 units added.", errorMessage: null, linesImported: 3, unitsAdded: 9, correctedVariantQuantities: [], maxOrderQuantitiesVariantsExceeded: [] });
    expect(body.skippedMaterials).toEqual([
      { id: "300002", size: "XL", deliveryTarget: null, reason: "unknownSize", message: "300002 XL: no such size or colour" },
      { id: "999999", size: "OSFA", deliveryTarget: null, reason: "unknownMaterial", message: "999999 OSFA: unknown material" },
      { id: "000000000000", size: null, deliveryTarget: null, reason: "unknownVariant", message: "000000000000: unknown UPC" },
    ]);
    expect(await lines("STOCK")).toEqual(expect.arrayContaining(["300002 7 1/4 TMC@-=2", "300005 M/L CHR@-=4", `${fx.plenty.materialId} ${fx.plenty.size} ${fx.plenty.colourCode}@-=3`]));
    expect(await lines("STOCK")).toHaveLength(3);
  });

  it("reports quantities cut by stock and by the maximum order quantity", async () => {
    const dealer = await dealerIn("STOCK");
    const res = await dealer.postJson(UPLOAD, {
      productCodes: [],
      quantityChangesList: [
        { id: fx.low.upc, quantity: fx.low.stock + 5 },
        { id: fx.maxed.upc, quantity: fx.maxed.maxOrderQuantity! + 1 },
      ],
      importByVariant: true,
    });
    const body = await res.json();
    expect(body.correctedVariantQuantities).toEqual([expect.objectContaining({ upc: fx.low.upc, requested: fx.low.stock + 5, added: fx.low.stock })]);
    expect(body.maxOrderQuantitiesVariantsExceeded).toEqual([expect.objectContaining({ upc: fx.maxed.upc, requested: fx.maxed.maxOrderQuantity! + 1, added: fx.maxed.maxOrderQuantity })]);
    expect(body.maxOrderQuantitiesVariantsExceeded[0].message).toBe(`${fx.maxed.upc} size ${fx.maxed.size}: ${fx.maxed.maxOrderQuantity! + 1} asked, ${fx.maxed.maxOrderQuantity} added (maximum order quantity).`);
  });

  it("reads an uploaded xlsx on the server and answers as for JSON", async () => {
    const dealer = await dealerIn("STOCK");
    const res = await upload(dealer, "sell.xlsx", "sell.xlsx");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ linesImported: 4, unitsAdded: 15, skippedMaterials: [], skippedCells: [] });
    expect(await lines("STOCK")).toEqual(["300002 7 1/4 TMC@-=2", "300002 7 3/8 TMC@-=3", "300005 M/L CHR@-=4", "300012 OSFA GRY@-=6"]);
  });

  it("takes an .xls from the form without script and goes back to the cart with the outcome", async () => {
    const dealer = await dealerIn("STOCK");
    const form = new FormData();
    form.set("CSRFToken", dealer.csrfToken);
    form.set("file", new Blob([new Uint8Array(fixture("pattern2.xls"))]), "pattern2.xls");
    const res = await dealer.request(UPLOAD, { method: "POST", body: form, headers: { accept: "text/html" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/partner/cart?sellSheet=done&lines=3&units=7&skipped=0");
    expect(await lines("STOCK")).toEqual(["300001 OSFA TMC@-=2", "300007 M/L TMC@-=3", "300009 7 CRM@-=2"]);
  });

  it("books PREBOOKING sheets per delivery: open windows written, closed ones skipped, a three-part name's year is the next open one", async () => {
    const dealer = await dealerIn("PREBOOKING");
    const res = await upload(dealer, "sell-prebooking.xlsx", "prebook.xlsx");
    const body = await res.json();
    expect(body.skippedMaterials.map((s: { id: string; deliveryTarget: string; reason: string }) => [s.id, s.deliveryTarget, s.reason])).toEqual([
      ["300002", "JAN-2027", "windowClosed"],
      ["300012", "JAN-2027", "windowClosed"],
    ]);
    const next = await dealer.postJson(UPLOAD, { productCodes: ["300012"], quantityChangesList: [{ id: "300012", size: "OSFA", quantity: 5, deliveryTarget: "SPRING", deliveryYear: 2147483647 }], importByVariant: false });
    expect((await next.json()).linesImported).toBe(1);
    expect(await lines("PREBOOKING")).toEqual(["300002 7 1/4 TMC@SPRING-2027=1", "300012 OSFA TMC@SPRING-2027=7"]);
  });

  it("refuses broken, hostile and unauthorised uploads with the spec's messages, changing nothing", async () => {
    const dealer = await dealerIn("STOCK");
    await dealer.postJson(UPLOAD, { productCodes: [], quantityChangesList: [{ id: fx.plenty.upc, quantity: 1 }], importByVariant: true });
    const before = await databaseFingerprint(db());
    const moved = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(moved, XLSX.utils.aoa_to_sheet([["Sell sheet"], [], [], ["ITEM", "DESCRIPTION", "OSFA"], [300001, "", 1]]), "Sheet1");
    const refusals: [Promise<Response>, number, string][] = [
      [upload(dealer, Buffer.from("not a workbook at all"), "sheet.xlsx"), 400, "the file is corrupted"],
      [upload(dealer, Buffer.from("a,b\n1,2\n"), "sheet.csv"), 400, "File type error."],
      [upload(dealer, XLSX.write(moved, { type: "buffer", bookType: "xlsx" }) as Buffer, "moved.xlsx"), 400, 'Expected to find "MATERIAL" value at row, column: 4, 1'],
      [upload(dealer, "pattern6.xlsx", "pattern6.xlsx"), 400, "invalid file format"],
      [dealer.postJson(UPLOAD, { productCodes: [], quantityChangesList: [{ id: "1", quantity: -1 }], importByVariant: true }), 400, ""],
      [dealer.postJson(UPLOAD, { productCodes: [], quantityChangesList: Array.from({ length: 2001 }, (_, i) => ({ id: String(i), quantity: 1 })), importByVariant: true }), 400, ""],
      [dealer.postJson(UPLOAD, { productCodes: [], quantityChangesList: [{ id: fx.plenty.upc, quantity: 1 }], importByVariant: true }, { csrf: false }), 403, ""],
      [new TestClient(server().baseUrl).postJson(UPLOAD, { productCodes: [], quantityChangesList: [{ id: fx.plenty.upc, quantity: 1 }], importByVariant: true }, { csrf: false }), 401, ""],
    ];
    for (const [pending, status, message] of refusals) {
      const res = await pending;
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(body.errorMessage).toBe(message);
    }
    // Signed out with a session's token: 401.
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/partner/login");
    const anonymous = await visitor.postJson(UPLOAD, { productCodes: [], quantityChangesList: [{ id: fx.plenty.upc, quantity: 1 }], importByVariant: true });
    expect(anonymous.status).toBe(401);
    // 50 MB is refused while it streams in.
    const huge = await upload(dealer, Buffer.alloc(50 * 1024 * 1024), "huge.xlsx");
    expect(huge.status).toBe(413);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("hands out the blank sheet of the booking mode: one sheet per open delivery in PREBOOKING", async () => {
    const dealer = await dealerIn("PREBOOKING");
    const res = await dealer.get("/partner/cart/sellSheetTemplate");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="sell-sheet-prebooking.xlsx"');
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: "buffer" });
    expect(book.SheetNames).toContain("SPRING-2027");
    expect(book.SheetNames).not.toContain("JAN-2027");
    expect(XLSX.utils.sheet_to_json(book.Sheets["SPRING-2027"]!, { header: 1 })[0]).toEqual(expect.arrayContaining(["MATERIAL", "COLOR", "DESCRIPTION", "OSFA", "7 1/4"]));
    expect((await new TestClient(server().baseUrl).get("/partner/cart/sellSheetTemplate", { accept: "application/json" })).status).toBe(401);
  });
});
