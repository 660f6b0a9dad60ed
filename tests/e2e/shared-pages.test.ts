import { asc, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { products } from "../../server/db/schema/index.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

/**
 * Pages shared by visitors without a session (decision 0013), with the catalogue cache on: the
 * copy each visitor gets must hydrate and work under the CSP, also once it is sent from the gzip
 * body compiled for a popular page.
 */
describe("shared catalogue pages (browser)", () => {
  const { server, browser } = useBrowserAndServer({ CATALOGUE_CACHE_SECONDS: "30" });

  /** A first visit in a fresh browser, with the console errors (CSP refusals among them) it caused. */
  async function visit(path: string, width = 1280): Promise<{ page: Page; errors: string[]; token: string | null }> {
    const context = await browser().newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const response = await page.goto(`${server().baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    return { page, errors, token: await page.locator('meta[name="csrf-token"]').getAttribute("content") };
  }

  it("gives each visitor a working product page with their own token", async () => {
    const [p] = await server().database.db.select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
    const tokens = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      // On a phone the colour shown is the one ordered, so the quantities take input at once.
      const { page, errors, token } = await visit(`/p/${p!.code}`, 375);
      expect(errors).toEqual([]);
      tokens.add(token);
      if (i === 3) {
        await expectNoAxeViolations(page, "shared product page");
        // Hydrated: a quantity is cleaned up as it is typed.
        const input = page.getByRole("textbox", { name: /^Quantity for size / }).and(page.locator(":enabled")).first();
        await input.fill("01");
        await expect.poll(() => input.inputValue()).toBe("1");
      }
      await page.context().close();
    }
    expect(tokens.size).toBe(4);
  });

  it("gives each visitor a working category page whose facet links filter", async () => {
    for (let i = 0; i < 4; i++) {
      const { page, errors } = await visit("/sports");
      expect(errors).toEqual([]);
      if (i === 3) {
        const link = page.getByRole("complementary", { name: "Filters" }).locator('a[data-facet="league"]').nth(1);
        await link.click();
        await page.waitForURL(/f\.league=/);
        await waitForHydration(page);
        expect(await page.locator('a[data-facet="league"][aria-current="true"]').count()).toBe(1);
      }
      await page.context().close();
    }
  });

  it("leads from the footer to a content page and from the navigation to the new arrivals with their New labels (decision 0045)", async () => {
    const { page, errors } = await visit("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "About Brim" }).click();
    await page.waitForURL(/\/business$/);
    await waitForHydration(page);
    await expect.poll(() => page.title()).toBe("About Brim · Brim");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("About Brim");
    expect(await page.getByRole("heading", { level: 2, name: "Working with Brim" }).isVisible()).toBe(true);
    // Axe on the phone (the helper), screenshots with E2E_SCREENSHOTS.
    await screenshotsAtBothWidths(page, "content-page-business");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "New arrivals" }).click();
    await page.waitForURL(/\/new-arrivals$/);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("New arrivals");
    const firstTile = page.getByRole("region", { name: "Products" }).getByRole("listitem").first();
    expect(await firstTile.getByRole("list", { name: "Labels" }).getByText("New", { exact: true }).isVisible()).toBe(true);
    await screenshotsAtBothWidths(page, "new-arrivals");
    expect(errors).toEqual([]);
    await page.context().close();

    // A Japanese product page: the copy and colour names in Japanese.
    const [team] = await server().database.db.execute<{ code: string }>(
      sql`select p.code from products p join product_colours c on c.product_id = p.id and c.position = 0 and c.code = 'TMC' where not p.gcp order by p.id limit 1`,
    ).then((r) => r.rows);
    const jp = await signedInWindow(browser(), server().baseUrl, "jp.dealer@example.com", { contextPath: "/jp/partner", path: `/jp/partner/p/${team!.code}` });
    expect(await jp.locator("main").innerText()).toContain("チームカラー");
    await screenshotsAtBothWidths(jp, "product-ja");
    await jp.context().close();
  });
});
