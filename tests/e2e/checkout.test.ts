import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addBusinessDays } from "../../domain/business-days.ts";
import { cartCheckouts, orderPayments, orders } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectModalOverlay, expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { acceptTerms, addToCartFromPage, calendarDayName, definition, expectNeutralDisabled } from "./support/checkout.ts";
import { signedInWindow } from "./support/session.ts";
import { screenshot, screenshotsAtBothWidths } from "./support/screenshots.ts";

const DEALER = "dealer@example.com";
describe("checkout page (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  beforeEach(async () => {
    await emptyCartsOf(db(), DEALER);
  });

  /** The stored ship dates of the dealer's active cart (set by the page as soon as it has them). */
  async function storedShipDates(): Promise<{ desiredShipDate: string; cancelDate: string }[]> {
    const rows = await db()
      .select({ dates: cartCheckouts.requestedShipDates })
      .from(cartCheckouts)
      .where(sql`${cartCheckouts.cartId} = (select c.id from carts c join users u on u.id = c.user_id where u.email = ${DEALER} and c.status = 'active' and c.mode = 'STOCK')`);
    return rows[0]?.dates ?? [];
  }

  it("US dealer, STOCK, on account: dates, another address, purchase number, comment, terms, Complete order places the order", async () => {
    const { plenty } = await cartFixtures(db());
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { width: 1280 });
    await addToCartFromPage(page, "/partner", plenty.upc, 2);

    await page.goto(`${server().baseUrl}/partner/checkout`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
    // The unit's default address and payment on account are preselected.
    expect(await main.getByRole("region", { name: "Delivery address" }).textContent()).toContain("1450 Larimer Street");
    expect(await main.getByRole("radio", { name: "On account" }).isChecked()).toBe(true);
    const complete = page.getByRole("button", { name: "Complete order" });
    // Disabled, it is neutral grey (not a faded accent that reads like an error).
    await expectNeutralDisabled(complete, "Complete order while the terms are missing");

    // The defaults of GET checkout/dates/get arrive and are stored; then another day is picked in the calendar.
    await expect.poll(storedShipDates, { timeout: 10_000 }).toHaveLength(1);
    const [defaults] = await storedShipDates();
    const wanted = addBusinessDays(defaults!.desiredShipDate, 1, "US");
    const desired = main.getByRole("group", { name: "Desired ship date" });
    await desired.getByRole("button", { name: "Open the calendar" }).click();
    const calendar = page.getByRole("dialog", { name: "Desired ship date" });
    await calendar.waitFor();
    await page.waitForFunction(() => !document.querySelector("[data-entering]"));
    await expectNoAxeViolations(page, "ship-date calendar");
    await screenshot(page, "checkout-calendar-1280");
    await calendar.getByRole("button", { name: calendarDayName(wanted, "en-US") }).click();
    await expect.poll(async () => (await storedShipDates())[0]?.desiredShipDate).toBe(wanted);
    // The default cancellation date (30 days after the first desired date) still fits and is kept.
    expect((await storedShipDates())[0]?.cancelDate).toBe(defaults!.cancelDate);

    // Another address of the unit's book, chosen in the address popup (decision 0023).
    await main.getByRole("button", { name: "Change address" }).click();
    const book = await openedDialog(page, "Delivery address");
    await expectModalOverlay(book, "the address popup");
    await book.getByRole("listitem").filter({ hasText: "4800 Dahlia Street" }).getByRole("button", { name: "Deliver here" }).click();
    await book.waitFor({ state: "detached" });
    await expect.poll(() => main.getByRole("region", { name: "Delivery address" }).textContent()).toContain("4800 Dahlia Street");

    const po = main.getByRole("textbox", { name: /^Purchase order number/ });
    await po.fill("PO 4711");
    await main.getByRole("textbox", { name: /^Comment/ }).fill("Deliver to the back door");
    await po.click();
    // Spaces are stripped when the field is checked and saved.
    await expect.poll(() => po.inputValue()).toBe("PO4711");
    expect(await complete.isDisabled()).toBe(true);

    // Pressing the terms box blurs the comment, whose save (slowed here) disables the box before
    // the click lands: the one click still opens the terms, once the save has ended.
    const commentSave = "**/checkout/simple/comment/set";
    await page.route(commentSave, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await main.getByRole("textbox", { name: /^Comment/ }).fill("Deliver to the back door, please");
    await acceptTerms(page);
    await page.unroute(commentSave);
    await expect.poll(() => complete.isDisabled(), { timeout: 10_000 }).toBe(false);

    await expectNoAxeViolations(page, "checkout");
    await screenshotsAtBothWidths(page, "checkout");

    await complete.click();
    await page.waitForURL(/\/partner\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    const code = page.url().split("/").pop()!;
    const [order] = await db()
      .select({ id: orders.id, address: orders.deliveryAddress, status: orders.status, paymentType: orders.paymentType, purchaseNumber: orders.purchaseNumber, comment: orders.comment, desired: orders.desiredShipDate, quantity: orders.totalQuantity })
      .from(orders)
      .where(eq(orders.code, code));
    expect(order).toMatchObject({ paymentType: "ACCOUNT", purchaseNumber: "PO4711", comment: "Deliver to the back door, please", desired: wanted, quantity: 2 });
    // Placed, and maybe already handed to the ERP by the export job.
    expect(["PLACED", "EXPORTED"]).toContain(order!.status);
    expect(order!.address?.line1).toBe("4800 Dahlia Street");
    const payments = await db().select({ kind: orderPayments.kind }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([{ kind: "ACCOUNT" }]);

    // The confirmation: one h1, the lines under their own heading (not the order number again),
    // and the address as the checkout showed it, with region and country names.
    const done = page.getByRole("main");
    await done.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    expect(await done.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await done.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Ordered products"]);
    expect(await done.getByRole("heading").filter({ hasText: code }).count()).toBe(0);
    const delivered = definition(done, "Delivery address").locator("address");
    expect(await delivered.locator("div").allTextContents()).toEqual(["Receiving Dock", "Summit Caps Warehouse", "4800 Dahlia Street, Door 7", "Denver, Colorado 80216", "United States"]);
    await expectNoAxeViolations(page, "order confirmation");
    await screenshot(page, "confirmation-1280", { fullPage: true });
    await page.context().close();
  });
});
