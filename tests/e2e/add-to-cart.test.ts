import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration, RECORD_DATA_LAYER } from "./support/browser.ts";
import { screenshot } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

interface Pick extends Record<string, unknown> {
  code: string;
  name: string;
  colour: string;
  plenty_size: string;
  low_size: string;
  low_available: number;
}


interface Recorded {
  event?: string;
  ecommerce?: { currency: string; items: { item_id: string; item_variant: string; quantity: number }[] };
}

describe("adding to the cart from the product page and the mini cart (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  /** A colour with a well-stocked size and a size with 3–9 left, neither with a buy limit. */
  async function pick(): Promise<Pick> {
    const result = await server().database.db.execute<Pick>(sql`
      select p.code, p.name, c.code as colour, vp.size as plenty_size, vl.size as low_size, sl.quantity as low_available
      from products p join product_colours c on c.product_id = p.id
      join prices pr on pr.product_id = p.id and pr.currency = 'USD'
      join variants vp on vp.colour_id = c.id join stock_levels sp on sp.variant_id = vp.id
      join variants vl on vl.colour_id = c.id join stock_levels sl on sl.variant_id = vl.id
      where not p.gcp and sp.quantity >= 100 and not sp.force_in_stock and vp.max_order_quantity is null
        and sl.quantity between 3 and 9 and not sl.force_in_stock and vl.max_order_quantity is null
      order by p.id, c.position, vp.size_position, vl.size_position limit 1`);
    const row = result.rows[0];
    if (!row) throw new Error("the seed has no product with a well-stocked and a low-stock size");
    return row;
  }

  async function signedIn(javaScriptEnabled = true): Promise<Page> {
    await emptyCartsOf(server().database.db, "dealer@example.com");
    return signedInWindow(browser(), server().baseUrl, "dealer@example.com", { javaScriptEnabled, initScripts: [RECORD_DATA_LAYER] });
  }

  const quantity = (page: Page, size: string) => page.getByRole("textbox", { name: `Quantity for size ${size}`, exact: true });
  const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });

  it("a dealer adds sizes: the message, the header count and add_to_cart; then a low-stock size gets what is left", async () => {
    const p = await pick();
    const page = await signedIn();
    await page.goto(`${server().baseUrl}/partner/p/${p.code}?colour=${p.colour}`);
    await waitForHydration(page);
    expect(await cartLink(page).textContent()).toContain("Cart, 0 items in cart");

    await quantity(page, p.plenty_size).fill("3");
    await quantity(page, p.low_size).fill("2");
    const addToCart = page.getByRole("button", { name: "Add to cart" });
    await addToCart.click();
    const added = page.getByRole("status").filter({ hasText: "5 added to your cart." });
    await added.waitFor();
    await expect.poll(() => cartLink(page).textContent()).toContain("Cart, 5 items in cart");
    expect(await quantity(page, p.plenty_size).inputValue()).toBe("");
    // The button ignores clicks for 2 s after one.
    expect(await addToCart.isDisabled()).toBe(true);

    const recorded = await page.evaluate(() => JSON.parse(sessionStorage.getItem("dl") || "[]") as Recorded[]);
    const event = recorded.find((e) => e.event === "add_to_cart");
    expect(event?.ecommerce?.currency).toBe("USD");
    const items = event?.ecommerce?.items.map((i) => [i.item_id, i.item_variant, i.quantity]);
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        [p.code, p.plenty_size, 3],
        [p.code, p.low_size, 2],
      ]),
    );
    await expectNoAxeViolations(page, "product page after adding");

    // Two are in the cart already: asking for all that is in stock adds only what is left.
    const left = p.low_available - 2;
    await quantity(page, p.low_size).fill(String(p.low_available));
    await expect.poll(() => addToCart.isDisabled(), { timeout: 5000 }).toBe(false);
    await addToCart.click();
    await page.getByRole("status").filter({ hasText: `Only ${left} could be added: there is not enough stock for some sizes.` }).waitFor();
    expect(await page.getByText(`Only ${left} added: not enough stock.`).isVisible()).toBe(true);
    await expect.poll(() => cartLink(page).textContent()).toContain(`Cart, ${5 + left} items in cart`);
    await expectNoAxeViolations(page, "product page after a low-stock add");
    await page.context().close();
  });

  it("adds by keyboard with the focus kept and the outcome announced; the mini-cart layer shows the product on hover and works with the keyboard", async () => {
    const p = await pick();
    const page = await signedIn();
    await page.goto(`${server().baseUrl}/partner/p/${p.code}?colour=${p.colour}`);
    await waitForHydration(page);
    // By keyboard (issue 13 item 11): Enter on the button keeps the focus there and the live
    // region that was on the page all along says what happened.
    await quantity(page, p.plenty_size).fill("4");
    const addToCart = page.getByRole("button", { name: "Add to cart" });
    await addToCart.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => cartLink(page).textContent()).toContain("Cart, 4 items in cart");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Add to cart");
    const outcome = page.getByRole("status").filter({ hasText: "4 added to your cart." });
    expect([await outcome.getAttribute("aria-live"), await outcome.getAttribute("aria-atomic")]).toEqual(["polite", "true"]);
    // Pressed again during the 2 s guard (and with no quantity left) it does nothing and keeps the focus.
    expect(await addToCart.isDisabled()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Add to cart");

    const toggle = page.getByRole("banner").getByRole("button", { name: "Cart summary" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await cartLink(page).hover();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const layer = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await layer.getByRole("link", { name: p.name }).waitFor();
    expect(await layer.getByText("Quantity: 4").isVisible()).toBe(true);
    expect(await layer.getByText(/^4 items, \$[\d,]+\.\d\d$/).isVisible()).toBe(true);
    expect(await layer.getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/partner/cart");
    await expectNoAxeViolations(page, "mini-cart layer open");
    // The cart's code, for the customer to read out to an agent (decision 0061).
    const { rows: carts } = await server().database.db.execute<{ code: string }>(sql`
      select code from carts where kind = 'cart' and status = 'active' and user_id = (select id from users where email = 'dealer@example.com')`);
    expect(carts).toHaveLength(1);
    const cartCode = layer.getByText(`Cart ${carts[0]!.code}`, { exact: true });
    expect(await cartCode.isVisible()).toBe(true);
    await screenshot(page, "mini-cart-code-1280");
    await page.mouse.move(10, 800);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");

    // Keyboard: the toggle opens it, Tab reaches its links, Escape closes it and returns to the toggle.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(p.name);
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Cart summary");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(p.name);
    await page.keyboard.press("Escape");

    // On a phone the toggle opens the layer with the code as well.
    await page.setViewportSize({ width: 375, height: 800 });
    await toggle.click();
    await cartCode.waitFor();
    await screenshot(page, "mini-cart-code-375");
    await expectNoAxeViolations(page, "mini-cart layer on a phone");
    await page.context().close();
  });

  it("without JavaScript the form posts and the page comes back with the outcome and the new count", async () => {
    const p = await pick();
    const page = await signedIn(false);
    await page.goto(`${server().baseUrl}/partner/p/${p.code}?colour=${p.colour}`);
    await quantity(page, p.plenty_size).fill("6");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL(/cart=success&added=6$/);
    expect(await page.getByRole("status").filter({ hasText: "6 added to your cart." }).isVisible()).toBe(true);
    expect(await cartLink(page).textContent()).toContain("Cart, 6 items in cart");
    await page.context().close();
  });
});
