import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useBrowserAndServer } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";

interface VariantPick extends Record<string, unknown> {
  code: string;
  colour: string;
  size: string;
  quantity: number;
  max_order_quantity: number | null;
}

describe("product page warnings and price visibility (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function variant(condition: string): Promise<VariantPick> {
    const result = await server().database.db.execute<VariantPick>(sql.raw(`
      select p.code, c.code as colour, v.size, s.quantity, v.max_order_quantity
      from variants v join stock_levels s on s.variant_id = v.id
      join product_colours c on c.id = v.colour_id join products p on p.id = v.product_id
      join prices pr on pr.product_id = p.id and pr.currency = 'USD'
      where not s.force_in_stock and ${condition}
      order by v.id limit 1`));
    const pick = result.rows[0];
    if (!pick) throw new Error(`seed has no variant where ${condition}`);
    return pick;
  }

  async function dealerPage(path: string): Promise<Page> {
    return signedInWindow(browser(), server().baseUrl, "dealer@example.com", { path });
  }

  it("reduces a quantity to the buy limit and blanks one that is not available, with their warnings", async () => {
    const limited = await variant("v.max_order_quantity > 0 and v.max_order_quantity < s.quantity");
    const page = await dealerPage(`/partner/p/${limited.code}?colour=${limited.colour}`);
    const input = page.getByRole("textbox", { name: `Quantity for size ${limited.size}`, exact: true });
    await input.fill(String(limited.max_order_quantity! + 1));
    await expect.poll(() => input.inputValue()).toBe(String(limited.max_order_quantity));
    expect(await page.getByText(`The buy limit is ${limited.max_order_quantity}: quantity decreased.`).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "buy-limit warning");
    await page.context().close();

    const soldOut = await variant("s.quantity <= 0");
    const second = await dealerPage(`/partner/p/${soldOut.code}?colour=${soldOut.colour}`);
    const soldOutInput = second.getByRole("textbox", { name: `Quantity for size ${soldOut.size}`, exact: true });
    await soldOutInput.fill("3");
    await expect.poll(() => soldOutInput.inputValue()).toBe("");
    expect(await second.getByText("This quantity is not available.").isVisible()).toBe(true);
    expect(await second.getByRole("button", { name: "Add to cart" }).isDisabled()).toBe(true);
    await second.context().close();
  });

  it("lets a dealer hide customer prices from the header and show them again", async () => {
    const pick = await variant("s.quantity > 0");
    const page = await dealerPage(`/partner/p/${pick.code}`);
    const yourPrice = page.locator("dt", { hasText: "Your price" }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => yourPrice.textContent()).not.toBe("Checking your price…");
    await page.getByRole("button", { name: "Hide prices" }).click();
    await page.getByRole("button", { name: "Show prices" }).waitFor();
    expect(page.url()).toBe(`${server().baseUrl}/partner/p/${pick.code}`);
    expect(await yourPrice.textContent()).toBe("N/A");
    await expectNoAxeViolations(page, "prices hidden");
    await page.getByRole("button", { name: "Show prices" }).click();
    await page.getByRole("button", { name: "Hide prices" }).waitFor();
    await page.context().close();
  });
});
