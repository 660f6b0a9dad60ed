import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { activeCartLines, cartFixtures, emptyCartsOf, guestBaskets } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";

/** A visitor's basket on the consumer site, kept through sign-in at checkout (decision 0041). */
describe("a visitor shops and signs in at checkout (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });

  it("adds on the product page, sees the basket, is asked to sign in at checkout and lands there with the merged cart", async () => {
    const p = (await cartFixtures(db())).plenty;
    await emptyCartsOf(db(), "shopper@example.com");
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const base = server().baseUrl;

    await page.goto(`${base}/p/${p.productCode}?colour=${p.colourCode}`);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: `Quantity for size ${p.size}`, exact: true }).fill("3");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("status").filter({ hasText: "3 added to your cart." }).waitFor();
    await expect.poll(() => cartLink(page).textContent()).toContain("Cart, 3 items in cart");
    expect(new URL(page.url()).pathname).toBe(`/p/${p.productCode}`);
    await expectNoAxeViolations(page, "product page after a visitor's add");
    await screenshotsAtBothWidths(page, "guest-product-added", { fullPage: false });

    await cartLink(page).click();
    await page.waitForURL(`${base}/cart`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: p.productName }).first().waitFor();
    expect(await main.textContent()).toContain("Sign in to use a voucher.");
    // One stock basket: no booking mode, error tab, expand/collapse all or trade grid tools (domain/cart-controls.ts).
    for (const trade of ["Stock order", "With errors", "Expand all", "Collapse all", "Quantity per size", "Material"]) expect(await main.textContent(), trade).not.toContain(trade);
    await expectNoAxeViolations(page, "a visitor's cart");
    await screenshotsAtBothWidths(page, "guest-cart");

    await main.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(`${base}/login?redirect=%2Fcheckout&reason=checkout`);
    await main.getByRole("status").filter({ hasText: "Sign in or create an account to check out. Your basket is kept." }).waitFor();
    await expectNoAxeViolations(page, "sign-in page from checkout");
    await screenshotsAtBothWidths(page, "guest-sign-in-for-checkout");

    await main.getByLabel("E-mail address").fill("shopper@example.com");
    await main.getByLabel("Password", { exact: true }).fill("Brim#2026");
    await main.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${base}/checkout?basketAdded=1`);
    await waitForHydration(page);
    await main.getByRole("status").filter({ hasText: "1 item from your basket was added to your cart." }).waitFor();
    expect(await main.textContent()).toContain(p.productName);
    await expect.poll(() => cartLink(page).textContent()).toContain("Cart, 3 items in cart");
    await expectNoAxeViolations(page, "checkout after the merge");
    await screenshotsAtBothWidths(page, "guest-merge-notice", { fullPage: false });

    expect(await activeCartLines(db(), "shopper@example.com")).toEqual([`${p.upc}=3`]);
    expect(await guestBaskets(db())).toEqual([]);
  });
});
