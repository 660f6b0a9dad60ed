import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { addCalendarDays } from "../../domain/business-days.ts";
import { formatReplenishmentDate } from "../../domain/replenishment.ts";
import { SITES } from "../../domain/sites.ts";
import { orders, replenishmentSchedules } from "../../server/db/schema/index.ts";
import { siteToday } from "../../server/modules/replenishment/schedule-request.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { acceptTerms, addToCartFromPage } from "./support/checkout.ts";
import { signedInWindow } from "./support/session.ts";
import { screenshot, screenshotsAtBothWidths } from "./support/screenshots.ts";

const DEALER = "dealer@example.com";

describe("replenishment at checkout (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  beforeEach(async () => {
    await emptyCartsOf(db(), DEALER);
  });

  /** A dealer on the checkout page with a cart and every step done, so Complete order can be used. */
  async function readyCheckout(width: number): Promise<Page> {
    const { plenty } = await cartFixtures(db());
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { width });
    await addToCartFromPage(page, "/partner", plenty.upc, 2);
    await page.goto(`${server().baseUrl}/partner/checkout`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: /^Purchase order number/ }).fill("PO 900");
    await main.getByRole("textbox", { name: /^Comment/ }).fill("Weekly refill");
    await main.getByRole("textbox", { name: /^Purchase order number/ }).click();
    await acceptTerms(page);
    await expect.poll(() => page.getByRole("button", { name: "Complete order" }).isDisabled(), { timeout: 10_000 }).toBe(false);
    return page;
  }

  async function placedOrder(page: Page) {
    await page.waitForURL(/\/partner\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    const code = page.url().split("/").pop()!;
    const [order] = await db().select({ scheduleId: orders.replenishmentScheduleId, purchaseNumber: orders.purchaseNumber }).from(orders).where(eq(orders.code, code));
    return { code, ...order! };
  }

  it("a dealer schedules a weekly replenishment: only the weekly fields, the start date checked inline, Confirm places the order", async () => {
    const page = await readyCheckout(1280);
    const open = page.getByRole("button", { name: "Schedule replenishment" });
    await open.click();
    const dialog = await openedDialog(page, "Schedule replenishment");
    // No recurrence yet: only the start date; each recurrence shows its own fields.
    expect(await dialog.getByRole("combobox").count()).toBe(0);
    await dialog.getByRole("radio", { name: "Daily" }).check();
    expect(await dialog.getByRole("combobox", { name: /^Repeat every \(days\)/ }).isVisible()).toBe(true);
    await dialog.getByRole("radio", { name: "Monthly" }).check();
    expect(await dialog.getByRole("combobox", { name: /^Day of the month/ }).isVisible()).toBe(true);
    expect(await dialog.getByRole("combobox", { name: /^Repeat every \(days\)/ }).count()).toBe(0);
    await dialog.getByRole("radio", { name: "Weekly" }).check();
    expect(await dialog.getByRole("combobox", { name: /^Day of the month/ }).count()).toBe(0);
    await dialog.getByRole("combobox", { name: /^Repeat every \(weeks\)/ }).selectOption("2");
    await dialog.getByRole("checkbox", { name: "Monday" }).check();
    await dialog.getByRole("checkbox", { name: "Thursday" }).check();

    // A start date not in the site's format MM/DD/YYYY: the inline error, nothing submitted.
    const start = dialog.getByRole("textbox", { name: /^Start date/ });
    await start.fill("2026-13-01");
    await dialog.getByRole("button", { name: "Confirm and place order" }).click();
    await dialog.getByText("Enter the start date as MM/DD/YYYY.").waitFor();
    expect(await start.getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toMatch(/\/partner\/checkout$/);
    await expectNoAxeViolations(page, "replenishment popup with an error");

    const startOn = addCalendarDays(siteToday({ site: SITES.us, now: new Date() }), 3);
    await start.fill(formatReplenishmentDate(startOn, "MM/DD/YYYY"));
    await start.blur();
    await expect.poll(() => start.getAttribute("aria-invalid")).toBeNull();
    await screenshotsAtBothWidths(page, "replenishment", { fullPage: false });

    await dialog.getByRole("button", { name: "Confirm and place order" }).click();
    const order = await placedOrder(page);
    expect(order.purchaseNumber).toBe("PO900");
    expect(order.scheduleId).not.toBeNull();
    const [schedule] = await db().select().from(replenishmentSchedules).where(eq(replenishmentSchedules.id, order.scheduleId!));
    expect(schedule).toMatchObject({ recurrence: "WEEKLY", nWeeks: 2, weekdays: [1, 4], startDate: startOn, active: true });

    // The confirmation shows the schedule.
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    const shown = await main.textContent();
    expect(shown).toContain(`Every 2 weeks on Monday and Thursday, starting ${formatReplenishmentDate(startOn, "MM/DD/YYYY")}`);
    expect(shown).toContain(`Next order: ${formatReplenishmentDate(schedule!.nextRunOn!, "MM/DD/YYYY")}`);
    await expectNoAxeViolations(page, "confirmation of a replenishment order");
    await screenshot(page, "replenishment-confirmation-1280", { fullPage: true });
    await page.context().close();
  });

  it("cancelling or closing the popup resets the replenishment flag: Complete order then places a plain order", async () => {
    const page = await readyCheckout(1280);
    const flag = page.locator('input[name="replenishmentOrder"]');
    await page.getByRole("button", { name: "Schedule replenishment" }).click();
    let dialog = await openedDialog(page, "Schedule replenishment");
    await dialog.getByRole("radio", { name: "Weekly" }).check();
    await dialog.getByRole("checkbox", { name: "Friday" }).check();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await flag.inputValue()).toBe("false");

    await page.getByRole("button", { name: "Schedule replenishment" }).click();
    dialog = await openedDialog(page, "Schedule replenishment");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await flag.inputValue()).toBe("false");

    await page.getByRole("button", { name: "Complete order" }).click();
    const order = await placedOrder(page);
    expect(order.scheduleId).toBeNull();
    expect(await page.getByRole("main").textContent()).not.toContain("Replenishment");
    await page.context().close();
  });
});
