import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

describe("the order form (browser, decision 0059)", () => {
  const { server, browser } = useBrowserAndServer();
  const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });

  async function colourName(upc: string): Promise<string> {
    const rows = await server().database.db.execute<{ name: string }>(sql`select c.name from variants v join product_colours c on c.id = v.colour_id where v.upc = ${upc}`);
    return rows.rows[0]?.name ?? "";
  }

  it("a dealer finds two products by id, checks them, creates the form, types quantities and adds them to the cart", async () => {
    const db = server().database.db;
    const fx = await cartFixtures(db);
    await emptyCartsOf(db, "dealer@example.com");
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com");
    await page.goto(`${server().baseUrl}/partner/orderForm`);
    await waitForHydration(page);

    // Typed characters outside the allowed set are dropped as typed.
    const ids = page.getByRole("textbox", { name: "Product ids" });
    await ids.pressSequentially(`${fx.plenty.materialId}; ${fx.other.upc}!`);
    expect(await ids.inputValue()).toBe(`${fx.plenty.materialId} ${fx.other.upc}`);
    await page.getByRole("button", { name: "Find ids" }).click();
    const create = page.getByRole("button", { name: "Create order form" });
    await page.getByText("2 products found").waitFor();
    expect(await create.isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: new RegExp(fx.plenty.productName) }).check();
    await page.getByRole("checkbox", { name: new RegExp(fx.other.productName) }).check();
    await page.getByText("2 products checked").waitFor();
    // Kept in session storage: a reload still has them checked.
    await page.reload();
    await waitForHydration(page);
    await page.getByText("2 products checked").waitFor();
    await create.click();

    const grid = page.locator("#orderFormContainer").getByRole("form", { name: "Products to order" });
    await grid.getByRole("region", { name: `Sizes and quantities: ${fx.other.productName}` }).waitFor();
    const addToCart = grid.getByRole("button", { name: "Add to cart" });
    expect(await addToCart.getAttribute("aria-disabled")).toBe("true");
    const cell = async (product: string, upc: string, size: string) =>
      grid.getByRole("region", { name: `Sizes and quantities: ${product}` }).getByRole("textbox", { name: `Quantity, ${await colourName(upc)}, size ${size}`, exact: true });
    const plenty = await cell(fx.plenty.productName, fx.plenty.upc, fx.plenty.size);
    await plenty.fill("3");
    const other = await cell(fx.other.productName, fx.other.upc, fx.other.size);
    await other.fill("2a");
    expect(await other.inputValue()).toBe("");
    await other.fill("2");
    await grid.getByText("Total items: 5").waitFor();
    await screenshotsAtBothWidths(page, "order-form-filled");

    await addToCart.click();
    await page.getByRole("status").filter({ hasText: "5 added to your cart." }).waitFor();
    await expect.poll(() => cartLink(page).textContent()).toContain("Cart, 5 items in cart");
    // Quantities and totals start again.
    expect(await plenty.inputValue()).toBe("");
    await grid.getByText("Total items: 0").waitFor();
    await expectNoAxeViolations(page, "order form after adding");

    // A refused add is logged (service-and-support §8) and told to the buyer as an alert; the quantities stay.
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") logged.push(m.text());
    });
    await page.route("**/orderForm/addToCart", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ errorMessage: "Prices are not available just now.", errors: [] }) }),
    );
    await plenty.fill("1");
    await addToCart.click();
    await page.getByRole("alert").filter({ hasText: "Prices are not available just now." }).waitFor();
    expect(logged.some((text) => text.includes("Order form add to cart failed"))).toBe(true);
    expect(await plenty.inputValue()).toBe("1");
    await page.context().close();
  });
});
