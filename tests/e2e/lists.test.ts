import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

/** Quick order and saved bags as a buyer and a sales rep use them (decision 0056). */
describe("quick order and saved bags (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  beforeEach(async () => {
    for (const email of ["dealer@example.com", "ridgeline@example.com"]) await emptyCartsOf(server().database.db, email);
  });

  it("dealer builds a quick order by typing and by pasting, applies a quantity, adds it to the cart and checks out", async () => {
    const fx = await cartFixtures(server().database.db);
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com", { path: "/partner/quickOrder" });
    await page.getByRole("heading", { name: "Order by material id" }).waitFor();
    await expectNoAxeViolations(page, "quick order, introduction");

    // Typed: one material id without quantities.
    const box = page.getByLabel("Material ids");
    await box.fill(String(fx.other.materialId));
    await page.getByRole("button", { name: "Check list" }).click();
    await page.getByText("1 product will be added without quantities.").waitFor();
    await page.getByRole("button", { name: "Add to quick order" }).click();
    await page.getByRole("heading", { name: fx.other.productName, level: 3 }).waitFor();
    await waitForHydration(page);

    // Pasted from a spreadsheet: a UPC with a quantity, tab-separated, and a row that is not a product.
    await page.getByLabel("Material ids").fill(`${fx.plenty.upc}\t3\nnot-a-product 2`);
    await page.getByRole("button", { name: "Check list" }).click();
    await page.getByText("Row 2: not-a-product 2 — no product has this id").waitFor();
    await page.getByRole("button", { name: "Add to quick order" }).click();
    await page.getByRole("status").filter({ hasText: "1 line was added." }).waitFor();
    await page.getByRole("button", { name: "Undo import" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page, "quick order with products");
    await screenshotsAtBothWidths(page, "quick-order");

    // A typed quantity, then Apply.
    const quantity = page.getByLabel(`Sizes and quantities: ${fx.plenty.productName}`).locator('input[value="3"]');
    await quantity.fill("5");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("link", { name: "Add to cart" }).or(page.getByRole("button", { name: "Add to cart" })).first().waitFor();

    // The held product has no quantity: the warning offers to go on.
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL(/\/partner\/cart\?listNotice=moved$/);
    await page.getByRole("status").filter({ hasText: "The products were added to your cart." }).waitFor();
    const { rows } = await server().database.db.execute<{ line: string }>(sql`
      select v.upc || '=' || e.quantity as line from cart_entries e join carts c on c.id = e.cart_id join variants v on v.id = e.variant_id
      join users u on u.id = c.user_id where u.email = 'dealer@example.com' and c.kind = 'cart' and c.status = 'active' and not e.deleted`);
    expect(rows.map((r) => r.line)).toEqual([`${fx.plenty.upc}=5`]);
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(/\/partner\/checkout/);
  });

  it("a sales rep prepares a saved bag for two customers, and each sees it", async () => {
    const fx = await cartFixtures(server().database.db);
    const rep = await signedInWindow(browser(), server().baseUrl, "salesrep@example.com", { path: "/partner/savedBag" });
    const create = rep.getByRole("button", { name: "Create saved bag" });
    expect(await create.isDisabled()).toBe(true);
    await rep.getByLabel("Name").fill("Spring preview");
    await rep.getByRole("checkbox", { name: /dealer@example\.com/ }).check();
    await rep.getByRole("checkbox", { name: /ridgeline@example\.com/ }).check();
    // The unit follows its only customer.
    expect(await rep.getByRole("checkbox", { name: "Ridgeline Sports Co." }).isChecked()).toBe(true);
    await rep.getByLabel("Material ids").fill(`${fx.plenty.upc} 4`);
    await expectNoAxeViolations(rep, "saved bags, sales rep");
    await screenshotsAtBothWidths(rep, "saved-bags-sales-rep");
    await create.click();
    await rep.getByText("A saved bag was created for each of 2 customers.").waitFor();

    for (const email of ["dealer@example.com", "ridgeline@example.com"]) {
      const page = await signedInWindow(browser(), server().baseUrl, email, { path: "/partner/savedBag" });
      await page.getByRole("link", { name: "Spring preview" }).click();
      await page.getByRole("heading", { name: "Saved bag: Spring preview" }).waitFor();
      await page.getByRole("heading", { name: fx.plenty.productName, level: 3 }).waitFor();
      await expectNoAxeViolations(page, `saved bag of ${email}`);
      await page.context().close();
    }
  });
});
