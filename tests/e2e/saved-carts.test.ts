import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, postFromPage, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

const DEALER = "dealer@example.com";
const LIST = "/partner/my-account/saved-carts";

describe("saved carts (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function stockedUpcs(count: number): Promise<string[]> {
    const result = await server().database.db.execute<{ upc: string }>(sql`
      select v.upc from variants v join products p on p.id = v.product_id join stock_levels s on s.variant_id = v.id
      where not p.gcp and s.quantity >= 200 and not s.force_in_stock and v.max_order_quantity is null
      order by v.id limit ${count}`);
    return result.rows.map((r) => r.upc);
  }

  async function deletedAt(name: string): Promise<string | null> {
    const result = await server().database.db.execute<{ deleted_at: string | null }>(sql`select deleted_at from carts where kind = 'savedCart' and name = ${name}`);
    return result.rows[0]?.deleted_at ?? null;
  }

  beforeEach(async () => {
    await emptyCartsOf(server().database.db, DEALER);
  });

  it("dealer saves the cart, deletes the saved cart, undoes, restores it; then imports a CSV and watches the list finish", async () => {
    const [first, second] = await stockedUpcs(2);
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { width: 1280 });
    for (const upc of [first, second]) expect(await postFromPage(page, "/partner/cart/updateMultiD", { productCode: upc, quantity: 2, entryNumber: -1 })).toBe(200);

    await page.goto(`${server().baseUrl}/partner/cart`);
    await waitForHydration(page);
    await page.getByText("Save cart", { exact: true }).click();
    const name = page.getByRole("textbox", { name: "Name" });
    await expect.poll(() => name.inputValue()).toMatch(/^Saved cart \d\d \d\d \d{4}$/);
    await name.fill("Trade show picks");
    await expect.poll(() => page.getByText("239 characters left").count()).toBe(1);
    await screenshotsAtBothWidths(page, "cart-save", { show: name });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/my-account\/saved-carts\?saved=\d+$/);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("link", { name: "Trade show picks" }).count()).toBe(1);
    expect(await page.getByText("4 items in 2 lines").count()).toBe(1);
    await screenshotsAtBothWidths(page, "saved-carts-list");

    // With script: DELETE, the undo alert in the list, Undo brings it back (no page load).
    await page.getByRole("button", { name: "Delete Trade show picks" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "The saved cart was deleted." }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Trade show picks" }).count()).toBe(0);
    expect(await deletedAt("Trade show picks")).not.toBeNull();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => page.getByText("The saved cart is back in the list.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Trade show picks" }).count()).toBe(1);
    expect(page.url()).toMatch(/\?saved=\d+$/);
    expect(await deletedAt("Trade show picks")).toBeNull();

    await page.getByRole("button", { name: "Restore Trade show picks" }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByText("Trade show picks was restored into your", { exact: false }).count()).toBe(1);
    expect(await page.getByText("2 added").count()).toBe(2);
    await expectNoAxeViolations(page, "restore report");

    await page.goto(`${server().baseUrl}${LIST}/import`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Choose a file to upload.");
    await page.getByLabel("CSV file").setInputFiles({ name: "picks.csv", mimeType: "text/csv", buffer: Buffer.from(`UPC;Quantity\n${first};3\n${second};1\nnope;1\n`) });
    await screenshotsAtBothWidths(page, "saved-carts-import");
    await page.getByRole("button", { name: "Upload" }).click();
    await page.waitForURL(/\?imported=\d+$/);
    await waitForHydration(page);
    // The list polls the uploading cart until it is finished, then shows its items and actions.
    const imported = page.getByRole("row", { name: /picks\.csv/ });
    await expect.poll(() => imported.getByRole("button", { name: /^Restore Saved cart/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await imported.getByText("4 items in 2 lines").count()).toBe(1);
    expect(await page.getByText("2 lines imported, 1 left out").count()).toBe(1);
    await screenshotsAtBothWidths(page, "saved-carts-imported");
    await page.close();
  });
});
