import { eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema/index.ts";
import { emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, openedDialog, postFromPage, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { acceptTerms, addToCartFromPage, completeOrder } from "./support/checkout.ts";
import { screenshot, screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

describe("booking modes (browser): the switch across tabs, the custom programme, the prebooking cart's undo", () => {
  const { server, browser } = useBrowserAndServer();

  const modeSelect = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Booking mode" });

  it("a dealer switches to PREBOOKING in one tab; the other tab is blocked until Proceed reloads it", async () => {
    const first = await signedInWindow(browser(), server().baseUrl, "dealer@example.com");
    const context = first.context();

    const second = await context.newPage();
    await second.goto(`${server().baseUrl}/partner/search?text=cap`);
    await waitForHydration(second);
    expect(await modeSelect(second).inputValue()).toBe("STOCK");
    await expectNoAxeViolations(second, "header with the booking-mode switch");

    await modeSelect(first).selectOption("PREBOOKING");
    const reloaded = first.waitForEvent("load");
    await first.getByRole("banner").getByRole("button", { name: "Switch" }).click();
    await reloaded;
    await waitForHydration(first);
    expect(await modeSelect(first).inputValue()).toBe("PREBOOKING");
    expect(await first.getByRole("dialog").count()).toBe(0);

    const dialog = await openedDialog(second, "Booking mode changed");
    expect(await dialog.textContent()).toContain("switched to Prebooking in another window");
    expect(await dialog.getByRole("button").allTextContents()).toEqual(["Proceed"]);
    await expectNoAxeViolations(second, "booking mode changed dialog");
    // Blocking: Escape does not close it.
    await second.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);

    const proceeded = second.waitForEvent("load");
    await dialog.getByRole("button", { name: "Proceed" }).click();
    await proceeded;
    await waitForHydration(second);
    expect(second.url()).toBe(`${server().baseUrl}/partner/search?text=cap`);
    expect(await modeSelect(second).inputValue()).toBe("PREBOOKING");
    expect(await second.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  it("custom programme (decision 0042): the switch warns of the minimum, cart and checkout name what is missing, and a gross reaches an order", async () => {
    const db = server().database.db;
    await emptyCartsOf(db, "dealer@example.com");
    const [gcp] = (
      await db.execute<{ upc: string; code: string; name: string }>(sql`
        select v.upc, p.code, p.name from products p join variants v on v.product_id = p.id join prices pr on pr.product_id = p.id and pr.currency = 'USD'
        where p.gcp and coalesce(v.max_order_quantity, 1000) >= 144 order by p.id, v.id limit 1`)
    ).rows;
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com", { width: 1280 });
    const banner = page.getByRole("banner");
    const hint = banner.getByText("Custom programme orders need at least 144 units of each product before they can be checked out.");
    expect(await hint.count()).toBe(0);
    await modeSelect(page).selectOption("GCP");
    await hint.waitFor();
    expect(await modeSelect(page).getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));
    await expectNoAxeViolations(page, "booking switch with the custom programme chosen");
    await screenshot(page, "booking-switch-gcp-1280");
    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Switch" }).click();
    await reloaded;
    await waitForHydration(page);
    expect(await modeSelect(page).inputValue()).toBe("GCP");

    // The cart: 24 of a GCP product.
    await addToCartFromPage(page, "/partner", gcp!.upc, 24);
    await page.goto(`${server().baseUrl}/partner/cart`);
    await waitForHydration(page);
    const shortfall = `${gcp!.name}: 24 of 144 units, add 120 more.`;
    await page.getByText("Not ready for checkout: custom programme minimum").waitFor();
    expect(await page.getByText(shortfall).isVisible()).toBe(true);
    // Axe runs on the phone layout of each (screenshotsAtBothWidths).
    await screenshotsAtBothWidths(page, "cart-gcp-warning");

    await page.goto(`${server().baseUrl}/partner/checkout`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    expect(await main.getByText(shortfall).isVisible()).toBe(true);
    // A ship date is offered (before: "No ship date is available").
    await main.getByRole("group", { name: "Desired ship date" }).waitFor();
    expect(await main.getByText(/No ship date is available/).count()).toBe(0);
    await main.getByRole("textbox", { name: /^Purchase order number/ }).fill("GCP144");
    await main.getByRole("textbox", { name: /^Comment/ }).fill("Custom programme");
    await acceptTerms(page);
    const complete = page.getByRole("button", { name: "Complete order" });
    expect(await complete.isDisabled()).toBe(true);
    expect(await page.getByText("Bring every custom programme product up to its minimum (see the list above).").isVisible()).toBe(true);
    await screenshotsAtBothWidths(page, "checkout-gcp-below-minimum");

    await addToCartFromPage(page, "/partner", gcp!.upc, 120);
    await page.reload();
    await waitForHydration(page);
    expect(await main.getByText("custom programme minimum").count()).toBe(0);
    const code = await completeOrder(page, "/partner");
    const [order] = await db.select({ mode: orders.mode, quantity: orders.totalQuantity, purchaseNumber: orders.purchaseNumber }).from(orders).where(eq(orders.code, code));
    expect(order).toEqual({ mode: "GCP", quantity: 144, purchaseNumber: "GCP144" });
    await page.context().close();
  });

  it("PREBOOKING (decision 0042): removing the last product of a delivery tab keeps the tab and its undo notice; Undo brings the line back", async () => {
    const db = server().database.db;
    await emptyCartsOf(db, "dealer@example.com");
    for (const code of ["SPRING", "SUMMER"]) await openBookingWindow(db, "dealer@example.com", code, 2027);
    const [cap] = (
      await db.execute<{ code: string; name: string; upc: string }>(sql`
        select p.code, p.name, v.upc from products p join variants v on v.product_id = p.id join stock_levels s on s.variant_id = v.id
        where not p.gcp and s.quantity >= 50 and v.max_order_quantity is null order by p.id, v.id limit 1`)
    ).rows;
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com", { width: 1280 });
    expect(await postFromPage(page, "/partner/booking/status/update", { mode: "PREBOOKING" })).toBe(200);
    for (const [target, quantity] of [["SPRING", 2], ["SUMMER", 1]] as const) {
      const entries = [{ productCode: cap!.upc, quantity, entryNumber: -1, deliveryTarget: target, deliveryYear: 2027, seasonCollection: "SS27" }];
      expect(await postFromPage(page, "/partner/cart/updateMultiD", { productCode: cap!.code, entries })).toBe(200);
    }
    await page.goto(`${server().baseUrl}/partner/cart?tab=SPRING-2027`);
    await waitForHydration(page);
    const spring = page.getByRole("tab", { name: /^Spring 2027/ });
    expect(await spring.getAttribute("aria-selected")).toBe("true");
    const stored = async () =>
      (
        await db.execute<{ line: string }>(sql`select e.delivery_target_code || '=' || e.quantity as line from cart_entries e join carts c on c.id = e.cart_id
          join users u on u.id = c.user_id where u.email = 'dealer@example.com' and c.status = 'active' and not e.deleted order by 1`)
      ).rows.map((r) => r.line);

    // Before, the page reloaded here: the tab went and no notice was left.
    let reloaded = false;
    page.once("load", () => (reloaded = true));
    await page.getByRole("button", { name: `Remove ${cap!.name}` }).click();
    await page.getByText(`${cap!.name} (Spring 2027) was removed from the cart.`).waitFor();
    expect(await spring.isVisible()).toBe(true);
    expect(await page.getByText("Everything of this delivery was removed. Undo above brings it back.").isVisible()).toBe(true);
    expect(await stored()).toEqual(["SUMMER=1"]);
    await expectNoAxeViolations(page, "prebooking cart with an emptied tab and its undo notice");
    await screenshotsAtBothWidths(page, "cart-undo-last-of-tab");

    await page.getByRole("button", { name: `Undo removing ${cap!.name} (Spring 2027)` }).click();
    await page.getByText(`${cap!.name} (Spring 2027) is back in the cart.`).waitFor();
    expect(await page.getByRole("article", { name: cap!.name }).isVisible()).toBe(true);
    expect(await stored()).toEqual(["SPRING=2", "SUMMER=1"]);
    expect(reloaded).toBe(false);
    await page.context().close();
  });
});
