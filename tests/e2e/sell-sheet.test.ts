import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { useBrowserAndServer, waitForHydration } from "./support/browser.ts";
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
});

/** A pattern4 sheet (UPC list) whose MATERIAL header is missing. */
async function brokenSheet(): Promise<Buffer> {
  const XLSX = await import("@e965/xlsx");
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["UPC", "ITEM", "SIZE", "QTY"], ["847969922185", 300002, "7 1/4", 2]]), "Export");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
