import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

/**
 * One price (issue 13, decision 0043): a dealer sees "Your price" on the product page and the
 * same price in the cart and at checkout; consumers read consumer wording and "Only N left";
 * pesos read MX$.
 */
describe("one price and consumer wording (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  /** A well-stocked size of a material the local ERP prices, in `currency`. */
  async function pricedPick(currency: string): Promise<{ code: string; colour: string; size: string }> {
    const result = await db().execute<{ code: string; colour: string; size: string }>(sql`
      select p.code, c.code as colour, v.size from variants v join products p on p.id = v.product_id
      join product_colours c on c.id = v.colour_id join stock_levels s on s.variant_id = v.id
      join prices pr on pr.product_id = p.id and pr.currency = ${currency}
      where not p.gcp and p.material_id % 23 <> 0 and s.quantity >= 200 and not s.force_in_stock and v.max_order_quantity is null
      order by p.material_id desc, v.size_position limit 1`);
    const pick = result.rows[0];
    if (!pick) throw new Error(`no priced pick in ${currency}`);
    return pick;
  }

  async function emptyCarts(email: string): Promise<void> {
    await db().execute(sql`delete from carts where user_id = (select id from users where email = ${email})`);
  }

  /** Adds 2 of the pick on its product page; answers the "Your price" the page showed. */
  async function addFromProductPage(page: Page, contextPath: string, pick: { code: string; colour: string; size: string }): Promise<string> {
    await page.goto(`${server().baseUrl}${contextPath}/p/${pick.code}?colour=${pick.colour}`);
    await waitForHydration(page);
    const prices = page.locator("dl").filter({ has: page.locator("dt") }).first();
    const yourPrice = prices.locator("dd").nth(1);
    await expect.poll(async () => (await yourPrice.textContent()) ?? "", { timeout: 10_000 }).toMatch(/\d/);
    const shown = ((await yourPrice.textContent()) ?? "").trim();
    const input = page.locator(`input[name^="qty."]`).first();
    await input.fill("2");
    await page.locator("form").filter({ has: input }).locator('button[type="submit"]').first().click();
    await expect.poll(async () => page.locator("header").getByText("2", { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    return shown;
  }

  it.each([
    { email: "dealer@example.com", contextPath: "/partner", currency: "USD", name: "us" },
    { email: "jp.dealer@example.com", contextPath: "/jp/partner", currency: "JPY", name: "jp" },
  ])("a dealer on $name sees the product page's price in the cart and at checkout", async ({ email, contextPath, currency, name }) => {
    await emptyCarts(email);
    const pick = await pricedPick(currency);
    const page = await signedInWindow(browser(), server().baseUrl, email, { contextPath });
    const unit = await addFromProductPage(page, contextPath, pick);
    // The quantity scale (decision 0048): 1+ is the price shown, 144+ and 576+ cheaper.
    const scale = page.getByRole("table", { name: /^(Your price by quantity|数量別のお客様価格)$/ });
    expect((await scale.locator("tbody td").allTextContents())[0]).toBe(unit);
    expect(await scale.locator("tbody tr").count()).toBe(3);
    await screenshotsAtBothWidths(page, `one-price-${name}-product`);
    if (name === "us") {
      // A material the ERP has no condition for: the dealer's price is the list price, and says so.
      const listed = (await db().execute<{ code: string }>(sql`select p.code from products p where p.material_id % 23 = 0 and not p.gcp order by p.id limit 1`)).rows[0]!;
      await page.goto(`${server().baseUrl}${contextPath}/p/${listed.code}`);
      await page.locator("main").getByText(/^\$\d+\.\d\d \(list price\)$/).waitFor();
      await screenshotsAtBothWidths(page, "one-price-us-list-price");
    }

    await page.goto(`${server().baseUrl}${contextPath}/cart`);
    await waitForHydration(page);
    const main = page.locator("main");
    await expect.poll(async () => (await main.textContent()) ?? "").not.toMatch(/list prices/i);
    const cartText = (await main.textContent()) ?? "";
    const unitMinorText = unit.replace(/[^\d]/g, "");
    // Two units: the line's and the cart's amount are twice the product page's price.
    const twice = String(Number(unitMinorText) * 2);
    expect(cartText.replace(/[^\d ]/g, "")).toContain(twice);
    await screenshotsAtBothWidths(page, `one-price-${name}-cart`);

    await page.goto(`${server().baseUrl}${contextPath}/checkout`);
    await waitForHydration(page);
    expect(((await page.locator("main").textContent()) ?? "").replace(/[^\d ]/g, "")).toContain(twice);
    await expectNoAxeViolations(page, `checkout ${name}`);
    await screenshotsAtBothWidths(page, `one-price-${name}-checkout`);
    await page.context().close();
  });

  it("a consumer's product page says Price, and Only N left for a low size; Mexico shows MX$", async () => {
    const low = (
      await db().execute<{ code: string; colour: string; quantity: number }>(sql`
        select p.code, c.code as colour, s.quantity from variants v join products p on p.id = v.product_id
        join product_colours c on c.id = v.colour_id join stock_levels s on s.variant_id = v.id
        where not p.gcp and not s.force_in_stock and s.quantity between 1 and 9 order by p.id limit 1`)
    ).rows[0];
    if (!low) throw new Error("no low-stock size");
    const page = await signedInWindow(browser(), server().baseUrl, "shopper@example.com", { contextPath: "", path: `/p/${low.code}?colour=${low.colour}` });
    const main = page.locator("main");
    await main.getByText("Price", { exact: true }).first().waitFor();
    expect(await main.getByText("MSRP", { exact: true }).count()).toBe(0);
    await main.getByText(`Only ${low.quantity} left`).first().waitFor();
    expect(((await main.textContent()) ?? "").match(/\d+ in stock/)).toBeNull();
    await screenshotsAtBothWidths(page, "one-price-consumer-low-stock");
    await page.context().close();

    const mx = await signedInWindow(browser(), server().baseUrl, "mx.dealer@example.com", { contextPath: "/mx/partner" });
    const pick = await pricedPick("MXN");
    await mx.goto(`${server().baseUrl}/mx/partner/p/${pick.code}`);
    await waitForHydration(mx);
    await mx.locator("main").getByText(/MX\$/).first().waitFor();
    await screenshotsAtBothWidths(mx, "one-price-mx-product");
    await mx.context().close();
  });
});
