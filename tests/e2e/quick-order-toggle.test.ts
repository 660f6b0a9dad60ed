import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, postFromPage, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

const DEALER = "dealer@example.com";

describe("quick-order toggle (browser)", () => {
  // A small cap for "Add all", so the sports category's 44 products are cut and the note shows.
  const { server, browser } = useBrowserAndServer({ LIST_ADD_ALL_MAX: "30" });

  beforeEach(async () => {
    await emptyCartsOf(server().database.db, DEALER);
  });

  async function heldCodes(): Promise<string[]> {
    const { rows } = await server().database.db.execute<{ code: string }>(sql`
      select p.code from list_products lp join products p on p.id = lp.product_id join carts c on c.id = lp.cart_id join users u on u.id = c.user_id
      where u.email = ${DEALER} and c.kind = 'quickOrder' and c.status = 'active' and not lp.removed order by p.code`);
    return rows.map((r) => r.code);
  }

  const counter = (page: Page) => page.getByTestId("quick-order-count");
  const actualQuantity = (page: Page) =>
    page.evaluate(async () => ((await (await fetch("/partner/quickOrder/getActualProductsQuantity", { headers: { accept: "application/json" } })).json()) as { quickOrderCounter: number }).quickOrderCounter);

  it("dealer toggles two products on a category page, the header counts them, one off again; a refused add shows the server's message at the top; Add all", async () => {
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { path: "/partner/sports" });
    const toggles = page.getByTestId("quick-order-toggle");
    const codes = await toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-product") ?? ""));
    const [first, second, third] = codes as [string, string, string];
    const toggle = (code: string) => page.locator(`[data-testid="quick-order-toggle"][data-product="${code}"]`);
    await expect.poll(() => counter(page).textContent()).toBe("0");

    await toggle(first).click();
    await expect.poll(() => toggle(first).getAttribute("aria-pressed")).toBe("true");
    await toggle(second).click();
    await expect.poll(() => toggle(second).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => counter(page).textContent()).toBe("2");
    expect(await toggle(first).textContent()).toContain("In quick order");
    expect(await heldCodes()).toEqual([first, second].sort());
    await screenshotsAtBothWidths(page, "quick-order-toggle-listing");

    await toggle(first).click();
    await expect.poll(() => toggle(first).getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => counter(page).textContent()).toBe("1");
    expect(await actualQuantity(page)).toBe(1);
    expect(await heldCodes()).toEqual([second]);

    // Added elsewhere meanwhile (another tab): the page still offers the add, the server refuses it.
    expect(await postFromPage(page, "/partner/quickOrder/api/addMaterials", { materialIds: [third] })).toBe(200);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await toggle(third).click();
    const alert = page.getByRole("alert").filter({ hasText: `Already in your quick order: ${third}.` });
    await alert.waitFor();
    expect(await toggle(third).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page, "listing with the refused toggle's alert");
    expect(await heldCodes()).toEqual([second, third].sort());

    // The product page renders its pressed state, and the header the count, from the server.
    await page.goto(`${server().baseUrl}/partner/p/${second}`);
    await expect.poll(() => toggle(second).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => counter(page).textContent()).toBe("2");
    // Taken off elsewhere meanwhile: the removal is refused and its message shown above the page.
    expect(await postFromPage(page, `/partner/quickOrder/del/${second}`, {})).toBe(200);
    await waitForHydration(page);
    await toggle(second).click();
    await page.getByRole("alert").filter({ hasText: "That product is not in this list." }).waitFor();
    expect(await toggle(second).getAttribute("aria-pressed")).toBe("false");
    await screenshotsAtBothWidths(page, "quick-order-toggle-product", { fullPage: false });

    // Add all: every page of the result up to the cap; the tiles and the header follow.
    await page.goto(`${server().baseUrl}/partner/sports`);
    await page.getByRole("button", { name: "Add all 44 to quick order" }).click();
    await page.getByRole("status").filter({ hasText: "Only the first 30 products of this result were added." }).waitFor();
    await expect.poll(() => counter(page).textContent()).toBe("30");
    expect(await toggles.evaluateAll((buttons) => buttons.every((b) => b.getAttribute("aria-pressed") === "true"))).toBe(true);
    expect(await heldCodes()).toHaveLength(30);
  });
});
