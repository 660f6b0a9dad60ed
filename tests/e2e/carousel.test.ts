import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../server/db/schema/index.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";

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
