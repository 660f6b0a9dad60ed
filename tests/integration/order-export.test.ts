import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatMoney } from "../../domain/money.ts";
import { mailAttachments, mailOutbox, orderEntries, orderListExports, orders } from "../../server/db/schema/index.ts";
import { removeOldExports } from "../../server/modules/order-export/export-jobs.ts";
import { dealerSteps, placeOrder, readyForCheckout } from "../support/checkout-fixtures.ts";
import { putLine, seedMaterials, sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const EXPORT = "/partner/my-account/exportOrderList";
const SEND = `${EXPORT}/send`;
const INJECTION = '=HYPERLINK("http://evil.example","x")';

/** A minimal RFC 4180 reader: quoted fields with doubled quotes and line breaks, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted || (ch !== '"' && ch !== "," && ch !== "\r")) {
      field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      record.push(field);
      field = "";
    } else {
      // CR (of CRLF) ends a record; the LF after it is skipped.
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    }
  }
  return records;
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brim-pdf-"));
  const file = path.join(dir, "export.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

async function workbookOf(res: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return workbook;
}

describe.each(DB_TARGETS)("order list exports on %s", (target) => {
  // Three orders go through the job (decision 0050: the threshold is configuration; 1,000 by default).
  const server = useTestServer(target, { ORDER_EXPORT_JOB_THRESHOLD: "2" });
  const db = () => server().database.db;
  let dealer: TestClient;
  let codes: string[] = [];

  async function dbOrders(orderCodes: string[]) {
    return db()
      .select({ id: orders.id, code: orders.code, total: orders.totalMinor, quantity: orders.totalQuantity, purchaseNumber: orders.purchaseNumber })
      .from(orders)
      .where(inArray(orders.code, orderCodes))
      .orderBy(asc(orders.code));
  }

  beforeAll(async () => {
    const materials = await seedMaterials(db(), "USD", { priced: true, count: 2 });
    dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    for (let i = 0; i < 3; i++) {
      const cart = await sessionCart(db(), dealer);
      await putLine(db(), cart.id, { material: materials[0]!, quantity: i + 1 });
      await putLine(db(), cart.id, { material: materials[1]!, quantity: 1 });
      await readyForCheckout(db(), cart.id);
      await dealerSteps(dealer, "/partner", { purchaseNumber: `PO 471${i}` });
      const res = await placeOrder(dealer, { key: randomUUID() });
      if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${await res.text()}`);
      codes.push(((await res.json()) as { orderCode: string }).orderCode);
    }
    codes = codes.sort();
    // A purchase number that a spreadsheet would run as a formula (another channel may have stored it).
    await db().update(orders).set({ purchaseNumber: INJECTION }).where(eq(orders.code, codes[0]!));
    await dealer.page("/partner/my-account/orders");
  });

  it("Excel: an Orders sheet and a Lines sheet with typed numbers and dates, a bold frozen header, formulas escaped", async () => {
    const res = await dealer.postForm(EXPORT, { orderCodes: `${codes[0]};${codes[1]}`, format: "xlsx" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{8}\.xlsx"$/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const workbook = await workbookOf(res);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Orders", "Lines"]);
    const sheet = workbook.getWorksheet("Orders")!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe("Order number");
    const expected = await dbOrders(codes.slice(0, 2));
    const rows = [2, 3].map((n) => sheet.getRow(n));
    const byCode = new Map(rows.map((r) => [r.getCell(1).value, r]));
    for (const order of expected) {
      const row = byCode.get(order.code)!;
      expect(row.getCell(2).value).toBeInstanceOf(Date);
      expect(row.getCell(2).numFmt).toBe("yyyy-mm-dd");
      expect(row.getCell(3).value).toMatch(/^(Placed|In process)$/);
      expect(row.getCell(4).value).toBe(order.purchaseNumber === INJECTION ? `'${INJECTION}` : order.purchaseNumber);
      expect(row.getCell(5).value).toBe("Megan Alvarez");
      expect(row.getCell(7).value).toBe(order.quantity);
      expect(row.getCell(8).value).toBe("USD");
      expect(row.getCell(9).value).toBe(order.total / 100);
      expect(row.getCell(9).numFmt).toBe("#,##0.00");
    }
    const lines = workbook.getWorksheet("Lines")!;
    expect(lines.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const entries = await db().select({ quantity: orderEntries.quantity, total: orderEntries.totalMinor }).from(orderEntries).where(inArray(orderEntries.orderId, expected.map((o) => o.id)));
    expect(lines.rowCount - 1).toBe(entries.length);
    const quantities: number[] = [];
    lines.eachRow((row, n) => {
      if (n === 1) return;
      expect(typeof row.getCell(8).value).toBe("number");
      expect(typeof row.getCell(10).value).toBe("number");
      quantities.push(row.getCell(8).value as number);
    });
    expect(quantities.sort()).toEqual(entries.map((e) => e.quantity).sort());
  });

  it("PDF: the orders' codes and totals, with page numbers (GET with repeated orderCode fields)", async () => {
    const res = await dealer.request(`${EXPORT}?format=pdf&orderCode=${codes[1]}&orderCode=${codes[2]}`, { headers: { accept: "*/*" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{8}\.pdf"$/);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain("Order summary");
    expect(text).toContain("Page 1");
    for (const order of await dbOrders(codes.slice(1))) {
      expect(text).toContain(order.code);
      expect(text).toContain(`Order total: ${formatMoney({ amount: order.total, currency: "USD" }, "en-US")}`);
    }
    expect(text).not.toContain(codes[0]);
  });

  it("CSV: UTF-8 with BOM, CRLF, RFC 4180 quoting, one record per line with the order repeated, formulas escaped", async () => {
    // A form without JavaScript posts one orderCode field per ticked order.
    const body = new URLSearchParams([["orderCode", codes[0]!], ["orderCode", codes[2]!], ["format", "csv"], ["CSRFToken", dealer.csrfToken]]);
    const res = await dealer.request(EXPORT, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const [header, ...records] = parseCsv(text);
    expect(header?.[0]).toBe("Order number");
    expect(header).toContain("Line total");
    const expected = await dbOrders([codes[0]!, codes[2]!]);
    const entries = await db().select({ id: orderEntries.id }).from(orderEntries).where(inArray(orderEntries.orderId, expected.map((o) => o.id)));
    expect(records).toHaveLength(entries.length);
    for (const record of records) {
      const order = expected.find((o) => o.code === record[0])!;
      expect(record[3]).toBe(order.purchaseNumber === INJECTION ? `'${INJECTION}` : order.purchaseNumber);
      expect(Number(record[8])).toBe(order.total / 100);
    }
    // The quoted purchase number: its comma and doubled quotes survive the round trip.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("refuses franchise accounts (403), foreign codes (404), visitors (401), empty or bad selections (400), changing nothing", async () => {
    const franchise = await TestClient.signedIn(server().baseUrl, "/partner", "franchise@example.com");
    const stranger = await TestClient.signedIn(server().baseUrl, "/partner", "corporate@example.com");
    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    const disabled = await franchise.postJson(EXPORT, { orderCodes: codes[0], format: "xlsx" });
    expect(disabled.status).toBe(403);
    expect(await disabled.json()).toMatchObject({ errorMessage: "Order export is not available for your account." });
    expect((await franchise.postJson(EXPORT, { orderCodes: "BR99999999", format: "pdf" })).status).toBe(403);
    expect((await stranger.postJson(EXPORT, { orderCodes: codes[0], format: "csv" })).status).toBe(404);
    // One reachable and one foreign or unknown code: the whole request is refused alike.
    expect((await dealer.postJson(EXPORT, { orderCodes: `${codes[0]};BR99999999`, format: "csv" })).status).toBe(404);
    const visitor = new TestClient(server().baseUrl);
    expect((await visitor.request(`${EXPORT}?orderCodes=${codes[0]}&format=csv`, { headers: { accept: "application/json" } })).status).toBe(401);
    const empty = await dealer.postJson(EXPORT, { orderCodes: " ; ", format: "xlsx" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errorMessage: "Select at least one order to export.", errors: [{ field: "orderCodes" }] });
    expect((await dealer.postJson(EXPORT, { orderCodes: codes[0], format: "docx" })).status).toBe(400);
    expect((await dealer.postJson(EXPORT, { orderCodes: codes[0], format: "csv" }, { csrf: false })).status).toBe(403);
    // The page's form without script: back to the history it came from, with the alert, not JSON.
    const back = "/partner/my-account/orders?sort=code-asc";
    for (const [client, fields, error, message] of [
      [dealer, { format: "xlsx", returnUrl: back }, "empty", "Select at least one order to export."],
      [dealer, { orderCode: codes[0]!, format: "docx", returnUrl: back }, "format", "Choose Excel (xlsx), PDF or CSV."],
      [dealer, { orderCodes: "BR1;x", format: "pdf", returnUrl: "https://evil.example/x" }, "notFound", "One or more of the selected orders could not be found."],
    ] as const) {
      const res = await client.postForm(EXPORT, fields);
      expect(res.status).toBe(303);
      const location = res.headers.get("location") ?? "";
      const expected = fields.returnUrl === back ? back : "/partner/my-account/orders";
      expect(location).toBe(`${expected}${expected.includes("?") ? "&" : "?"}exportError=${error}`);
      expect((await client.page(location)).html).toContain(message);
    }
    // A foreign code and a disabled export answer as to a script: nothing tells a foreign order from an unknown one.
    expect((await stranger.postForm(EXPORT, { orderCode: codes[0]!, format: "csv", returnUrl: back })).status).toBe(404);
    expect((await franchise.postForm(EXPORT, { orderCode: codes[0]!, format: "csv", returnUrl: back })).status).toBe(403);
    await jobsSettled(server());
    expect(await databaseFingerprint(db())).toEqual(before);
    expect(await db().select({ id: orderListExports.id }).from(orderListExports)).toEqual([]);
  });

  it("more orders than the threshold: a job writes the file; its owner follows the progress page and downloads it, nobody else", async () => {
    const res = await dealer.postJson(EXPORT, { allMatching: true, format: "xlsx" });
    expect(res.status).toBe(202);
    const { exportId, statusUrl } = (await res.json()) as { exportId: string; statusUrl: string };
    expect(exportId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(statusUrl).toBe(`${EXPORT}/${exportId}`);
    await vi.waitFor(
      async () => {
        const [row] = await db().select({ status: orderListExports.status, total: orderListExports.total, done: orderListExports.doneCount, filePath: orderListExports.filePath }).from(orderListExports).where(eq(orderListExports.id, exportId));
        expect(row).toMatchObject({ status: "done", total: 3, done: 3 });
        expect(row?.filePath?.startsWith(path.join(server().config.dataDir, "exports"))).toBe(true);
      },
      { timeout: 15_000, interval: 100 },
    );
    const page = await dealer.page(statusUrl);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("Your export of 3 orders is ready.");
    expect(page.html).toContain(`href="${statusUrl}/download"`);
    expect(page.html).toContain('role="progressbar"');
    const download = await dealer.request(`${statusUrl}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{8}\.xlsx"$/);
    const workbook = await workbookOf(download);
    const listed = workbook.getWorksheet("Orders")!.getColumn(1).values.slice(2);
    expect([...listed].sort()).toEqual(codes);

    // Only its owner reads it: another user of the same unit's site, and a visitor, get 404 / the login.
    const stranger = await TestClient.signedIn(server().baseUrl, "/partner", "corporate@example.com");
    expect((await stranger.page(statusUrl)).res.status).toBe(404);
    expect((await stranger.request(`${statusUrl}/download`)).status).toBe(404);
    expect((await stranger.request(`${statusUrl}/status`, { headers: { accept: "application/json" } })).status).toBe(404);
    expect((await new TestClient(server().baseUrl).request(`${statusUrl}/download`, { headers: { accept: "application/json" } })).status).toBe(401);

    // A form post without JavaScript goes to the progress page.
    const form = await dealer.postForm(EXPORT, { orderCodes: codes.join(";"), format: "csv" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(new RegExp(`^${EXPORT}/[A-Za-z0-9_-]{22}$`));

    // After a day the schedule removes the exports and their files.
    await jobsSettled(server());
    const [done] = await db().select({ filePath: orderListExports.filePath }).from(orderListExports).where(eq(orderListExports.id, exportId));
    expect(existsSync(done!.filePath!)).toBe(true);
    expect(await removeOldExports(server().deps, new Date(Date.now() + 2 * 86_400_000))).toBe(2);
    expect(existsSync(done!.filePath!)).toBe(false);
    expect((await dealer.request(`${statusUrl}/download`, { headers: { accept: "application/json" } })).status).toBe(404);
  });

  it("a sales rep mails the PDF to the customer and themself through the outbox; a dealer may not", async () => {
    const rep = await TestClient.signedIn(server().baseUrl, "/partner", "salesrep@example.com");
    await jobsSettled(server());
    const dealerBefore = await databaseFingerprint(db());
    const refused = await dealer.postJson(SEND, { orderCodes: codes[0], sendToCustomer: true, sendToAsmAgent: false });
    expect(refused.status).toBe(403);
    const none = await rep.postJson(SEND, { orderCodes: codes[0], sendToCustomer: false, sendToAsmAgent: false });
    expect(none.status).toBe(400);
    expect((await rep.postJson(SEND, { orderCodes: "BR99999999", sendToCustomer: true })).status).toBe(404);
    const noneForm = await rep.postForm(SEND, { orderCodes: codes[0]!, returnUrl: "/partner/my-account/orders?sort=code" });
    expect(noneForm.status).toBe(303);
    expect(noneForm.headers.get("location")).toBe("/partner/my-account/orders?sort=code&pdfSend=failed");
    await jobsSettled(server());
    expect(await databaseFingerprint(db())).toEqual(dealerBefore);

    const sent = await rep.postJson(SEND, { orderCodes: `${codes[0]};${codes[1]}`, sendToCustomer: true, sendToAsmAgent: true });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: "The PDF was sent." });
    const mails = await db()
      .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, body: mailOutbox.textBody, filename: mailAttachments.filename, type: mailAttachments.contentType, head: sql<string>`encode(substring(${mailAttachments.content} from 1 for 5), 'escape')` })
      .from(mailOutbox)
      .innerJoin(mailAttachments, eq(mailAttachments.outboxId, mailOutbox.id))
      .where(eq(mailOutbox.template, "order-list-pdf"))
      .orderBy(asc(mailOutbox.toAddress));
    expect(mails.map((m) => m.to)).toEqual(["dealer@example.com", "salesrep@example.com"]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ subject: "Brim order summary: 2 orders", type: "application/pdf", head: "%PDF-" });
      expect(mail.filename).toMatch(/^orders-\d{8}\.pdf$/);
      expect(mail.body).toContain(codes[0]);
    }
    // The mail job sends it with the PDF attached.
    await vi.waitFor(
      async () => {
        const [row] = await db().select({ filePath: mailOutbox.filePath }).from(mailOutbox).where(eq(mailOutbox.id, mails[0]!.id));
        expect(row?.filePath).toBeTruthy();
        const { readFileSync } = await import("node:fs");
        expect(readFileSync(row!.filePath!, "utf8")).toMatch(/Content-Type: application\/pdf; name=orders-\d{8}\.pdf/);
      },
      { timeout: 15_000, interval: 100 },
    );

    const form = await rep.postForm(SEND, { orderCodes: codes[2]!, sendToCustomer: "on", returnUrl: "https://evil.example/x" });
    expect(form.status).toBe(303);
    // A foreign returnUrl falls back to the order history.
    expect(form.headers.get("location")).toBe("/partner/my-account/orders?pdfSend=sent");
  });
});
