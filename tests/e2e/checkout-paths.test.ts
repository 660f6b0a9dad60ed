import { and, eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addBusinessDays, addCalendarDays, formatIsoDate } from "../../domain/business-days.ts";
import { formatMoney } from "../../domain/money.ts";
import { orders } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf, openBookingWindow, type FixtureVariant } from "../support/cart-fixtures.ts";
import { dealerCharged } from "../support/cart-money-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration, postFromPage } from "./support/browser.ts";
import { acceptTerms, completeOrder, definition, isDayOffered, openCalendar, pickInCalendar, readyToComplete } from "./support/checkout.ts";
import { signedInWindow } from "./support/session.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";

const money = (minor: number) => formatMoney({ amount: minor, currency: "USD" }, "en-US");

/**
 * The checkout paths of issue 5 on the US partner site, each as the person would go through it,
 * up to the order confirmation page: a dealer's PREBOOKING order for two deliveries, a promo user
 * choosing a sales representative, a buyer whose order waits for approval.
 */
describe("checkout paths on the US partner site (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;
  const base = () => server().baseUrl;

  /** The ship dates stored for the user's active cart of a mode, as the page saved them. */
  async function storedShipDates(email: string, mode: "STOCK" | "PREBOOKING") {
    const result = await db().execute<{ dates: { deliveryTarget: string | null; deliveryYear: number | null; desiredShipDate: string; cancelDate: string }[] | null }>(sql`
      select cc.requested_ship_dates as dates from cart_checkouts cc join carts c on c.id = cc.cart_id join users u on u.id = c.user_id
      where u.email = ${email} and c.status = 'active' and c.mode = ${mode}`);
    return result.rows[0]?.dates ?? [];
  }

  async function msrpOf(variant: FixtureVariant): Promise<number> {
    const result = await db().execute<{ msrp: string }>(sql`select pr.msrp_minor as msrp from prices pr join products p on p.id = pr.product_id where p.code = ${variant.productCode} and pr.currency = 'USD'`);
    return Number(result.rows[0]?.msrp);
  }

  /** Opens the checkout page from the cart page, as the person would. */
  async function checkoutFromCart(page: Page): Promise<void> {
    await page.goto(`${base()}/partner/cart`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Checkout", exact: true }).click();
    await page.waitForURL(`${base()}/partner/checkout`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
  }

  /** The confirmation page's common parts: heading, order number, status, totals, and no axe violations. */
  async function confirmation(page: Page, code: string, label: string) {
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    expect(await definition(main, "Order number").textContent()).toBe(code);
    await expectNoAxeViolations(page, label);
    return main;
  }

  it("dealer, PREBOOKING: switches mode, books two seasons, one desired and cancel date per delivery, a summary order with one sub-order per delivery", async () => {
    const dealer = "dealer@example.com";
    await emptyCartsOf(db(), dealer);
    for (const season of ["SPRING", "SUMMER"]) await openBookingWindow(db(), dealer, season, 2027);
    const { plenty, other } = await cartFixtures(db());
    const page = await signedInWindow(browser(), base(), dealer);

    // The header's booking-mode switch reloads the page in PREBOOKING.
    const banner = page.getByRole("banner");
    await banner.getByRole("combobox", { name: "Booking mode" }).selectOption("PREBOOKING");
    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Switch" }).click();
    await reloaded;
    await waitForHydration(page);

    // One product for Spring 2027, another for Summer 2027, from their product pages.
    const booked = [
      { variant: plenty, season: "Spring 2027", code: "SPRING", quantity: 12 },
      { variant: other, season: "Summer 2027", code: "SUMMER", quantity: 6 },
    ];
    for (const { variant, season, quantity } of booked) {
      await page.goto(`${base()}/partner/p/${variant.productCode}?colour=${variant.colourCode}`);
      await waitForHydration(page);
      await page.getByRole("combobox", { name: "Delivery", exact: true }).selectOption({ label: season });
      await page.getByRole("textbox", { name: `Quantity for size ${variant.size}`, exact: true }).fill(String(quantity));
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.getByRole("status").filter({ hasText: `${quantity} added to your cart.` }).waitFor();
    }
    await expectNoAxeViolations(page, "product page in PREBOOKING");

    await checkoutFromCart(page);
    const main = page.getByRole("main");
    // The defaults arrive for both deliveries and are stored.
    await expect.poll(() => storedShipDates(dealer, "PREBOOKING"), { timeout: 10_000 }).toHaveLength(2);
    const defaults = await storedShipDates(dealer, "PREBOOKING");
    const chosen = new Map<string, { desired: string; cancel: string }>();
    for (const { season, code } of booked) {
      const fallback = defaults.find((d) => d.deliveryTarget === code)!;
      const desired = addBusinessDays(fallback.desiredShipDate, 2, "US");
      const delivery = main.getByRole("group", { name: `Delivery ${season}` });
      const calendar = await openCalendar(page, delivery, "Desired ship date", "en");
      // Weekends are not offered (the rule the server applies too).
      const saturday = [1, 2, 3, 4, 5, 6, 7].map((n) => addCalendarDays(fallback.desiredShipDate, n)).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
      expect(await isDayOffered(calendar, saturday, "en-US")).toBe(false);
      await pickInCalendar(calendar, desired, fallback.desiredShipDate, "en", "en-US");
      await calendar.waitFor({ state: "detached" });
      // The default cancellation date still fits the new desired date and is kept.
      await expect.poll(async () => (await storedShipDates(dealer, "PREBOOKING")).find((d) => d.deliveryTarget === code)?.desiredShipDate).toBe(desired);
      chosen.set(code, { desired, cancel: fallback.cancelDate });
    }
    expect((await storedShipDates(dealer, "PREBOOKING")).map((d) => [d.deliveryTarget, d.desiredShipDate, d.cancelDate]).sort()).toEqual(
      [...chosen].map(([code, d]) => [code, d.desired, d.cancel]).sort(),
    );

    const po = main.getByRole("textbox", { name: /^Purchase order number/ });
    await po.fill("PO 2027 A");
    await main.getByRole("textbox", { name: /^Comment/ }).fill("Two deliveries, please");
    await po.click();
    await expect.poll(() => po.inputValue()).toBe("PO2027A");
    await acceptTerms(page);
    await readyToComplete(page);
    await expectNoAxeViolations(page, "PREBOOKING checkout");
    await screenshotsAtBothWidths(page, "checkout-prebooking");

    const code = await completeOrder(page, "/partner");
    const done = await confirmation(page, code, "PREBOOKING order confirmation");
    expect(await done.getByRole("status").first().textContent()).toBe(`Your order ${code} has been placed.`);
    expect(["Placed", "In process"]).toContain(await definition(done, "Status").textContent());
    expect(await definition(done, "Purchase order number").textContent()).toBe("PO2027A");
    let goods = 0;
    for (const { variant, season, code: target, quantity } of booked) {
      const part = done.getByRole("region", { name: new RegExp(`^Delivery ${season}: order BR\\d{8}$`) });
      const { desired, cancel } = chosen.get(target)!;
      expect(await part.getByText(`Desired ship date ${formatIsoDate(desired, "en-US")}, cancel after ${formatIsoDate(cancel, "en-US")}`).count()).toBe(1);
      const row = part.getByRole("row").filter({ hasText: variant.productName });
      // The dealer's quoted price (decision 0043).
      const unit = dealerCharged(variant.materialId, await msrpOf(variant));
      goods += unit * quantity;
      expect(await row.getByRole("cell").allTextContents()).toEqual([expect.stringContaining(variant.productName), variant.size, String(quantity), money(unit), money(unit * quantity)]);
    }
    expect(await definition(done, "Subtotal").textContent()).toBe(money(goods));
    expect(await definition(done, "Order total").textContent()).toBe(money(goods));
    await screenshotsAtBothWidths(page, "confirmation-prebooking");

    const [summary] = await db().select({ id: orders.id, mode: orders.mode, total: orders.totalMinor, quantity: orders.totalQuantity }).from(orders).where(eq(orders.code, code));
    expect(summary).toMatchObject({ mode: "PREBOOKING", total: goods, quantity: 18 });
    const subs = await db().select({ target: orders.deliveryTargetCode, desired: orders.desiredShipDate, cancel: orders.cancelDate, quantity: orders.totalQuantity }).from(orders).where(eq(orders.parentId, summary!.id));
    expect(subs.sort((a, b) => (a.target! < b.target! ? -1 : 1))).toEqual([
      { target: "SPRING", ...{ desired: chosen.get("SPRING")!.desired, cancel: chosen.get("SPRING")!.cancel }, quantity: 12 },
      { target: "SUMMER", ...{ desired: chosen.get("SUMMER")!.desired, cancel: chosen.get("SUMMER")!.cancel }, quantity: 6 },
    ]);
    expect(await postFromPage(page, "/partner/booking/status/update", { mode: "STOCK" })).toBe(200);
    await page.context().close();
  });

  it("promo user: Complete order stays disabled until a sales representative is chosen", async () => {
    const promo = "promo@example.com";
    await emptyCartsOf(db(), promo);
    const { plenty } = await cartFixtures(db());
    const page = await signedInWindow(browser(), base(), promo);
    expect(await postFromPage(page, "/partner/cart/updateMultiD", { productCode: plenty.upc, quantity: 4, entryNumber: -1 })).toBe(200);
    await checkoutFromCart(page);
    const main = page.getByRole("main");
    await expect.poll(() => storedShipDates(promo, "STOCK"), { timeout: 10_000 }).toHaveLength(1);
    await main.getByRole("textbox", { name: /^Purchase order number/ }).fill("PROMO7");
    await acceptTerms(page);

    const complete = page.getByRole("button", { name: "Complete order" });
    const rep = main.getByRole("combobox", { name: /^Sales representative/ });
    await expect.poll(() => rep.isDisabled()).toBe(false);
    expect(await complete.isDisabled()).toBe(true);
    expect(await page.getByText("Choose a sales representative.").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "promo checkout without a sales representative");
    await rep.selectOption({ label: "Olivia Chen (salesrep@example.com)" });
    await readyToComplete(page);
    expect(await page.getByText("Choose a sales representative.").count()).toBe(0);
    await screenshotsAtBothWidths(page, "checkout-promo");

    const code = await completeOrder(page, "/partner");
    const done = await confirmation(page, code, "promo order confirmation");
    expect(await definition(done, "Purchase order number").textContent()).toBe("PROMO7");
    // The sales representative chosen at checkout, as the checkout offered them.
    expect(await definition(done, "Sales representative").textContent()).toBe("Olivia Chen (salesrep@example.com)");
    const row = done.getByRole("row").filter({ hasText: plenty.productName });
    expect(await row.getByRole("cell").nth(2).textContent()).toBe("4");
    const [order] = await db().select({ salesRep: orders.salesRepUid, status: orders.status, total: orders.totalMinor }).from(orders).where(eq(orders.code, code));
    expect(order?.salesRep).toBe("salesrep@example.com");
    expect(["PLACED", "EXPORTED"]).toContain(order?.status);
    expect(await definition(done, "Order total").textContent()).toBe(money(order!.total));
    await page.context().close();
  });

  it("buyer with an approver: the approval warning at checkout, and the order waiting for approval on the confirmation", async () => {
    const buyer = "buyer@example.com";
    await emptyCartsOf(db(), buyer);
    const { plenty } = await cartFixtures(db());
    const page = await signedInWindow(browser(), base(), buyer);
    expect(await postFromPage(page, "/partner/cart/updateMultiD", { productCode: plenty.upc, quantity: 3, entryNumber: -1 })).toBe(200);
    await checkoutFromCart(page);
    const main = page.getByRole("main");
    const warning = main.getByRole("status").filter({ hasText: "Your orders need approval: this order goes to your approver" });
    expect(await warning.isVisible()).toBe(true);
    await expect.poll(() => storedShipDates(buyer, "STOCK"), { timeout: 10_000 }).toHaveLength(1);
    expect(await main.getByRole("radio", { name: "On account" }).isChecked()).toBe(true);
    await main.getByRole("combobox", { name: /^Cost centre/ }).selectOption({ label: "CC-410 · Athletics" });
    await main.getByRole("textbox", { name: /^Purchase order number/ }).fill("ATH2027");
    await acceptTerms(page);
    await readyToComplete(page);
    await expectNoAxeViolations(page, "checkout with the approval warning");
    await screenshotsAtBothWidths(page, "checkout-approval");

    const code = await completeOrder(page, "/partner");
    const done = await confirmation(page, code, "confirmation of an order waiting for approval");
    expect(await done.getByRole("status").first().textContent()).toBe(`Your order ${code} is waiting for approval. We will send it on once it is approved.`);
    expect(await definition(done, "Status").textContent()).toBe("Waiting for approval");
    expect(await definition(done, "Payment").textContent()).toContain("On account, cost centre CC-410");
    const [order] = await db()
      .select({ status: orders.status, total: orders.totalMinor, desired: orders.desiredShipDate, cancel: orders.cancelDate })
      .from(orders)
      .where(and(eq(orders.code, code), sql`${orders.parentId} is null`));
    expect(order?.status).toBe("PENDING_APPROVAL");
    expect(await done.getByText(`Desired ship date ${formatIsoDate(order!.desired!, "en-US")}, cancel after ${formatIsoDate(order!.cancel!, "en-US")}`).count()).toBe(1);
    expect(await definition(done, "Order total").textContent()).toBe(money(order!.total));
    await screenshotsAtBothWidths(page, "confirmation-approval");
    await page.context().close();
  });
});
