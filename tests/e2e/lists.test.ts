import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, openedDialog, postFromPage, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
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

    // "Got it" from the keyboard: the introduction goes and the focus lands in the add box, not on the page body.
    const box = page.getByLabel("Material ids");
    await page.getByRole("button", { name: "Got it" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Order by material id" }).waitFor({ state: "detached" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

    // Typed: one material id without quantities.
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
    await rep.getByLabel("Name", { exact: true }).fill("Spring preview");
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

  it("a saved bag: a totals failure shows 0 with the alert; an edit that would empty it opens the removal offer instead of being sent", async () => {
    const fx = await cartFixtures(server().database.db);
    const db = server().database.db;
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com", { path: "/partner/bag" });
    expect(await postFromPage(page, "/partner/bag/api/pasteMaterials", { text: `${fx.plenty.upc} 2` })).toBe(200);
    expect(await postFromPage(page, "/partner/savedBag/create", { name: "Empty me" })).toBe(200);
    await page.goto(`${server().baseUrl}/partner/savedBag`);
    await page.getByRole("link", { name: "Empty me" }).click();
    await page.getByRole("heading", { name: "Saved bag: Empty me" }).waitFor();
    await waitForHydration(page);
    const bagLines = async () =>
      (
        await db.execute<{ line: string }>(sql`
          select v.upc || '=' || e.quantity || case when c.deleted_at is null then '' else ' deleted' end as line from cart_entries e
          join carts c on c.id = e.cart_id join variants v on v.id = e.variant_id join users u on u.id = c.user_id
          where u.email = 'dealer@example.com' and c.kind = 'savedBag' and c.name = 'Empty me' and not e.deleted`)
      ).rows.map((r) => r.line);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/quantity")) sent.push(r.url());
    });
    const grid = page.getByLabel(`Sizes and quantities: ${fx.plenty.productName}`);
    const input = grid.getByLabel((await grid.locator('input[value="2"]').getAttribute("aria-label")) ?? "", { exact: true });
    const totals = page.getByRole("complementary", { name: "Order totals and vouchers" });

    // The totals read after a change answer 500: the alert, buttons usable again, totals of 0 (§8).
    await page.route("**/getTotals?**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"errorMessage":"boom"}' }));
    await input.fill("3");
    await page.getByRole("button", { name: "Apply" }).click();
    await totals.getByRole("alert").filter({ hasText: "Internal server error: the totals could not be loaded." }).waitFor();
    const shown = (term: string) => totals.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) }).locator("dd").textContent();
    expect([await shown("Units"), await shown("Products"), await shown("Total")]).toEqual(["0", "0", "$0.00"]);
    expect(await page.getByRole("button", { name: "Add to cart" }).isDisabled()).toBe(false);
    expect(await bagLines()).toEqual([`${fx.plenty.upc}=3`]);
    await page.unroute("**/getTotals?**");

    // Its last quantity typed away: nothing is sent, the offer opens; Keep puts the stored 3 back.
    await input.fill("0");
    await page.getByRole("button", { name: "Apply" }).click();
    const offer = await openedDialog(page, "Remove this saved bag?");
    await expect.poll(() => offer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page, "saved bag, remove offer");
    await page.keyboard.press("Escape");
    await offer.waitFor({ state: "detached" });
    expect(await input.inputValue()).toBe("3");
    expect(sent).toHaveLength(1);
    expect(await bagLines()).toEqual([`${fx.plenty.upc}=3`]);

    // Again, and Remove: the bag is deleted, the list offers its Undo.
    await input.fill("");
    await page.getByRole("button", { name: "Apply" }).click();
    await (await openedDialog(page, "Remove this saved bag?")).getByRole("button", { name: "Remove saved bag" }).click();
    await page.waitForURL(/\/partner\/savedBag\?deleted=/);
    await page.getByText("The saved bag was deleted.").waitFor();
    expect(sent).toHaveLength(1);
    expect(await bagLines()).toEqual([`${fx.plenty.upc}=3 deleted`]);
  });
});
