import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, postFromPage, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

const DEALER = "dealer@example.com";
const samples = path.resolve(import.meta.dirname, "../fixtures/sell-sheets");

describe("sell-sheet import (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  beforeEach(async () => {
    await emptyCartsOf(server().database.db, DEALER);
  });

  it("a dealer in STOCK previews an xlsx sell sheet, imports it into the cart, then sees a broken sheet's message", async () => {
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { width: 1280 });
    await page.goto(`${server().baseUrl}/partner/cart`);
    await waitForHydration(page);
    const importer = page.getByRole("region", { name: "Import sell sheet" });

    await importer.getByLabel("Sell sheet (Excel file)").setInputFiles(path.join(samples, "sell.xlsx"));
    await expect.poll(() => importer.getByRole("status").first().textContent()).toBe("4 lines of 3 materials found, 15 units in all.");
    await screenshotsAtBothWidths(page, "sell-sheet-preview");
    await importer.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.getByText("4 lines imported, 15 units added.").isVisible()).toBe(true);
    // The cart under it now shows the imported products.
    await expect.poll(() => page.getByRole("article").count()).toBe(3);
    const stored = await server().database.db.execute<{ units: number }>(sql`
      select sum(e.quantity)::int as units from cart_entries e join carts c on c.id = e.cart_id join users u on u.id = c.user_id
      where u.email = ${DEALER} and c.status = 'active' and not e.deleted`);
    expect(stored.rows[0]?.units).toBe(15);

    // A sheet of a known layout whose MATERIAL cell moved: the spec's message, nothing posted.
    await page.getByRole("region", { name: "Import sell sheet" }).getByLabel("Sell sheet (Excel file)").setInputFiles({
      name: "broken.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await brokenSheet(),
    });
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Expected to find" }).textContent()).toBe('Expected to find "MATERIAL" value at row, column: 1, 2');
    await screenshotsAtBothWidths(page, "sell-sheet-error");
    await page.close();
  });

  it("a dealer in PREBOOKING imports an .xls sell sheet of two deliveries: the open one lands in the cart, the closed one is reported; a broken .xls shows the spec's message", async () => {
    // SPRING 2027 is open for the dealer whatever the date; JAN 2027 closed on 2026-10-15.
    await openBookingWindow(server().database.db, DEALER, "SPRING", 2027);
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { width: 1280 });
    expect(await postFromPage(page, "/partner/booking/status/update", { mode: "PREBOOKING" })).toBe(200);
    await page.goto(`${server().baseUrl}/partner/cart`);
    await waitForHydration(page);
    const importer = page.getByRole("region", { name: "Import sell sheet" });

    // Sheets "SPRING-2027" and "JAN-2027", each naming its delivery (shopping-flow §5).
    await importer.getByLabel("Sell sheet (Excel file)").setInputFiles(path.join(samples, "sell-prebooking.xls"));
    await expect.poll(() => importer.getByRole("status").first().textContent()).toBe("4 lines of 2 materials found, 8 units in all.");
    await importer.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.getByText("2 lines imported, 3 units added.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("delivery not open for booking").count()).toBe(2);
    await page.getByRole("tab", { name: /^Spring 2027/ }).waitFor();
    const stored = await server().database.db.execute<{ line: string }>(sql`
      select p.material_id || ' ' || v.size || ' ' || e.delivery_target_code || '-' || e.delivery_year || '=' || e.quantity as line
      from cart_entries e join carts c on c.id = e.cart_id join users u on u.id = c.user_id join variants v on v.id = e.variant_id
      join products p on p.id = v.product_id
      where u.email = ${DEALER} and c.status = 'active' and c.kind = 'cart' and not e.deleted order by p.material_id`);
    expect(stored.rows.map((r) => r.line)).toEqual(["300002 7 1/4 SPRING-2027=1", "300012 OSFA SPRING-2027=2"]);

    // A pre-booking sheet of the sell layout whose MATERIAL cell is missing, as .xls: the spec's message, nothing posted.
    await page.getByRole("region", { name: "Import sell sheet" }).getByLabel("Sell sheet (Excel file)").setInputFiles({
      name: "broken.xls",
      mimeType: "application/vnd.ms-excel",
      buffer: await brokenPrebookingXls(),
    });
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Expected to find" }).textContent()).toBe('Expected to find "MATERIAL" value at row, column: 1, 1');
    await expectNoAxeViolations(page, "prebooking cart after a sell-sheet import, with a broken sheet's message");
    const after = await server().database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from cart_entries e join carts c on c.id = e.cart_id join users u on u.id = c.user_id
      where u.email = ${DEALER} and c.status = 'active' and not e.deleted`);
    expect(after.rows[0]?.n).toBe(2);
    await page.close();
  });
});

/** A pattern4 sheet (UPC list) whose MATERIAL header is missing. */
async function brokenSheet(): Promise<Buffer> {
  const XLSX = await import("@e965/xlsx");
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["UPC", "ITEM", "SIZE", "QTY"], ["847969922185", 300002, "7 1/4", 2]]), "Export");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** A sell-layout sheet for SPRING 2027 (B1 COLOR, C1 DESCRIPTION) whose A1 is not MATERIAL, as an .xls (BIFF8). */
async function brokenPrebookingXls(): Promise<Buffer> {
  const XLSX = await import("@e965/xlsx");
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["STYLE", "COLOR", "DESCRIPTION", "7 1/4"], [300002, null, "Fitted", 1]]), "SPRING-2027");
  return XLSX.write(book, { type: "buffer", bookType: "xls" }) as Buffer;
}
