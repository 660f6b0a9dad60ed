import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";

interface SoldOutColour extends Record<string, unknown> {
  code: string;
  name: string;
  colour: string;
  colour_name: string;
  size: string;
}

describe("back-in-stock notifications (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  /** The first sold-out size of the n-th product colour that has one (n keeps tests apart). */
  async function soldOut(n: number): Promise<SoldOutColour> {
    const result = await server().database.db.execute<SoldOutColour>(sql`
      select distinct on (p.id) p.code, p.name, c.code as colour, c.name as colour_name, v.size
      from variants v join stock_levels s on s.variant_id = v.id
      join product_colours c on c.id = v.colour_id join products p on p.id = v.product_id
      where not s.force_in_stock and s.quantity <= 0
      order by p.id, c.position, v.size_position`);
    const row = result.rows[n];
    if (!row) throw new Error("seed has no sold-out size");
    return row;
  }

  async function signIn(page: Page, contextPath: string, email: string): Promise<void> {
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("E-mail address").fill(email);
    await main.getByLabel("Password", { exact: true }).fill("Brim#2026");
    await main.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(`${contextPath}/login`));
  }

  it("a dealer ticks a sold-out size in the notification modal, saves, and finds it enrolled when reopening", async () => {
    const pick = await soldOut(0);
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com", { path: `/partner/p/${pick.code}?colour=${pick.colour}` });
    await waitForHydration(page);

    await page.getByRole("button", { name: "Stock notifications" }).click();
    let dialog = await openedDialog(page, "Stock notifications");
    const size = dialog.getByRole("checkbox", { name: `Size ${pick.size}`, exact: true });
    await size.waitFor();
    expect(await dialog.getByText(`Choose the sizes of ${pick.colour_name}`).isVisible()).toBe(true);
    // A person presses the visible box and its size (the label); the input itself is hidden.
    const sizeBox = dialog.locator("label", { has: page.getByRole("checkbox", { name: `Size ${pick.size}`, exact: true }) });
    const save = dialog.getByRole("button", { name: "Save" });
    expect(await save.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, "inventory notification modal");

    await sizeBox.click();
    expect(await size.isChecked()).toBe(true);
    expect(await save.isDisabled()).toBe(false);
    await sizeBox.click();
    expect(await save.isDisabled()).toBe(true);
    await sizeBox.click();
    await save.click();
    await dialog.getByText("Your stock notifications are saved.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Stock notifications" }).click();
    dialog = await openedDialog(page, "Stock notifications");
    const again = dialog.getByRole("checkbox", { name: `Size ${pick.size}`, exact: true });
    await again.waitFor();
    expect(await again.isChecked()).toBe(true);
    // Enrolled: Save stays enabled with nothing ticked, so the dealer can leave.
    await dialog.locator("label", { has: page.getByRole("checkbox", { name: `Size ${pick.size}`, exact: true }) }).click();
    expect(await again.isChecked()).toBe(false);
    expect(await dialog.getByRole("button", { name: "Save" }).isDisabled()).toBe(false);
    await page.context().close();
  });

  it("an anonymous shopper who asks to be notified signs in and comes back to the product with the request done", async () => {
    const pick = await soldOut(1);
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/p/${pick.code}?colour=${pick.colour}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page, "consumer product page with the notify button");

    await page.getByRole("button", { name: "Notify me when back in stock" }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, "", "shopper@example.com");
    await page.waitForURL(new RegExp(`/p/${pick.code}\\?colour=${pick.colour}&backInStock=added$`));
    await waitForHydration(page);
    expect(await page.getByRole("status").filter({ hasText: `We will e-mail you when ${pick.name} is back in stock.` }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Notify me when back in stock" }).count()).toBe(0);
    await expectNoAxeViolations(page, "consumer product page after the request");
    await context.close();
  });
});
