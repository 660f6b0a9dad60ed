import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../server/db/schema/index.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshot } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

describe("home page carousels (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("loads a long carousel in chunks as the shopper moves through it", async () => {
    // Enough bestsellers for a chunked carousel (more than 15).
    await server().database.db.execute(sql`update ${products} set labels = array_append(labels, 'BESTSELLER') where id <= 40 and not ('BESTSELLER' = any(labels))`);
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/`);
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Bestsellers" });
    expect(await carousel.getAttribute("data-mode")).toBe("chunked");
    expect(await carousel.getAttribute("data-loaded")).toBe("10");
    const next = carousel.getByRole("button", { name: "Next products" });
    await next.click();
    await expect.poll(async () => Number(await carousel.getAttribute("data-loaded"))).toBeGreaterThan(10);
    await expectNoAxeViolations(page, "home with carousels");
    await context.close();
  });

  it("a dealer's home carousels keep every name within 2 lines at 1024 and 1280 px", async () => {
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com", { width: 1280, height: 800 });
    const carousels = page.locator('section[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBeGreaterThan(0);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const lines = await carousels.locator("article a > span").evaluateAll((spans) =>
        spans.map((s) => Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight))),
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(Math.max(...lines), `${width} px: lines of the longest name`).toBeLessThanOrEqual(2);
      await screenshot(page, `dealer-home-${width}`, { fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "dealer-home-375", { fullPage: true });
    await page.context().close();
  });

  it("moves with the arrow keys on a phone", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/`);
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Bestsellers" });
    const previous = carousel.getByRole("button", { name: "Previous products" });
    expect(await previous.isDisabled()).toBe(true);
    await carousel.getByRole("group", { name: "Bestsellers" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, "home at 375");
    await context.close();
  });
});
