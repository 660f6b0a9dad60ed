import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema/index.ts";
import { LOCAL_ERP_MAX_LINE_QUANTITY } from "../../server/integrations/erp/local-order-intake.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { exportedDealerOrder } from "../support/order-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

const DEALER = "dealer@example.com";

describe("order detail (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  it("a dealer changes a prebooking quantity, applies, updates, sees the change in progress and then the ERP's answer without reloading", async () => {
    const fx = await cartFixtures(db());
    const { code, id } = await exportedDealerOrder(server(), "PREBOOKING", [
      [fx.plenty, 12],
      [fx.sibling, 6],
      [fx.other, 4],
    ]);
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { path: `/partner/my-account/order/${code}` });
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: `Order ${code}` }).waitFor();
    await main.getByRole("heading", { name: "Status history" }).waitFor();
    await expectNoAxeViolations(page, "order detail");
    await screenshotsAtBothWidths(page, "order-detail");

    const apply = main.getByRole("button", { name: "Apply" });
    expect(await apply.isDisabled()).toBe(true);
    const quantity = main.getByRole("textbox", { name: new RegExp(`^Quantity of ${fx.plenty.productName}, `) }).first();
    await quantity.fill(String(LOCAL_ERP_MAX_LINE_QUANTITY + 500));
    await apply.click();
    await main.getByText("Your changes are applied").waitFor();
    // The row and the total quantity count the applied quantity at once; the amounts stay the confirmed order's, and say so.
    const label = (await quantity.getAttribute("aria-label")) ?? "";
    const row = main.getByRole("row").filter({ has: page.getByRole("textbox", { name: label, exact: true }) });
    await expect.poll(() => row.locator('td[data-label="Quantity"]').textContent()).toBe(String(LOCAL_ERP_MAX_LINE_QUANTITY + 500));
    await main.getByText("Amounts are those of the confirmed order.").waitFor();
    const update = main.getByRole("button", { name: "Update" });
    await update.click();
    const refresh = main.getByRole("link", { name: "Refresh the page" });
    await refresh.waitFor();
    // In progress: actions are disabled.
    expect(await main.getByRole("textbox").count()).toBe(0);
    expect(await update.isDisabled()).toBe(true);
    await screenshotsAtBothWidths(page, "order-detail-in-progress");

    await expect.poll(async () => (await db().select({ u: orders.updateStatus }).from(orders).where(eq(orders.id, id)))[0]?.u, { timeout: 15_000 }).toBe("QUANTITY_CHANGED");
    // The page asks again by itself while the change is in progress: the ERP's answer shows without the refresh link.
    await main.getByText("We could not confirm every quantity you asked for").waitFor();
    await refresh.waitFor({ state: "detached" });
    await main.getByText(`You asked for ${LOCAL_ERP_MAX_LINE_QUANTITY + 500}`).waitFor();
    expect(await quantity.inputValue()).toBe(String(LOCAL_ERP_MAX_LINE_QUANTITY));
    await main.getByRole("listitem").filter({ hasText: "Quantity changed" }).first().waitFor();
    await expectNoAxeViolations(page, "order detail after the ERP's answer");
    await screenshotsAtBothWidths(page, "order-detail-quantity-changed");
  });

  it("a dealer orders a stock order again and sees what went into the cart", async () => {
    const fx = await cartFixtures(db());
    const { code } = await exportedDealerOrder(server(), "STOCK", [
      [fx.plenty, 3],
      [fx.low, fx.low.stock],
    ]);
    await emptyCartsOf(db(), DEALER);
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { path: `/partner/my-account/order/${code}` });
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Order again" }).click();
    await main.getByRole("heading", { level: 1, name: `Order ${code} again` }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page, "reorder");
    await main.getByRole("button", { name: "Add to cart" }).click();
    await main.getByText(`Order ${code} was added to your Stock cart`).waitFor();
    // The low-stock size was sold out by the first order: the report says so.
    await main.getByRole("row").filter({ hasText: fx.low.productName }).getByText("out of stock").waitFor();
    await main.getByRole("row").filter({ hasText: fx.plenty.productName }).getByText("3 added").waitFor();
    await screenshotsAtBothWidths(page, "reorder-report");
    await main.getByRole("link", { name: "View cart" }).click();
    await page.waitForURL(/\/partner\/cart$/);
    await waitForHydration(page);
    expect(await page.getByRole("main").textContent()).toContain(fx.plenty.productName);
  });
});
