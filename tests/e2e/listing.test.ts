import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

describe("category pages (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function open(path: string, width: number, dealer = false): Promise<Page> {
    if (dealer) return signedInWindow(browser(), server().baseUrl, "dealer@example.com", { width, path });
    const page = await (await browser().newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${server().baseUrl}${path}`);
    await waitForHydration(page);
    return page;
  }

  const count = (page: Page) => page.getByTestId("listing-count").textContent();

  it("filters by clicking a facet link and remembers the open facet group per grid", async () => {
    const page = await open("/sports", 1280);
    await expectNoAxeViolations(page, "category page, desktop");
    const before = await count(page);
    const filters = page.getByRole("complementary", { name: "Filters" });
    expect(await filters.getByRole("button", { name: "League" }).getAttribute("aria-expanded")).toBe("true");
    const link = filters.locator('a[data-facet="league"]').nth(1);
    const expected = await link.locator("span").last().textContent();
    await link.click();
    await page.waitForURL(/f\.league=/);
    await waitForHydration(page);
    expect(await count(page)).toBe(`${expected} products`);
    expect(await count(page)).not.toBe(before);
    expect(await page.locator('a[data-facet="league"][aria-current="true"]').count()).toBe(1);

    // The open tab is remembered for this grid, and reset on another grid.
    await filters.getByRole("button", { name: "Availability" }).click();
    expect(await filters.getByRole("button", { name: "Availability" }).getAttribute("aria-expanded")).toBe("true");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => filters.getByRole("button", { name: "Availability" }).getAttribute("aria-expanded")).toBe("true");
    expect(await filters.getByRole("button", { name: "League" }).getAttribute("aria-expanded")).toBe("false");
    await page.goto(`${server().baseUrl}/lifestyle`);
    await waitForHydration(page);
    await expect.poll(() => filters.getByRole("button", { name: "Availability" }).getAttribute("aria-expanded")).toBe("false");
    // The consumer site has no Inventory facet (decision 0009), and a search that finds nothing no filter panel.
    expect(await filters.getByRole("button", { name: "Inventory" }).count()).toBe(0);
    await page.goto(`${server().baseUrl}/search?text=zzzqqq`);
    await waitForHydration(page);
    expect(await count(page)).toBe("0 products");
    expect(await page.getByRole("button", { name: "Filters" }).count()).toBe(0);
    expect(await page.getByRole("complementary", { name: "Filters" }).count()).toBe(0);
    await expectNoAxeViolations(page, "search without results");
    await page.context().close();
  });

  it("values picked in two groups both stay in view and show as chips that remove one filter each (also without script)", async () => {
    const page = await open("/sports", 1280);
    const filters = page.getByRole("complementary", { name: "Filters" });
    const pickFirst = async (facet: string, param: string) => {
      const link = filters.locator(`a[data-facet="${facet}"]`).first();
      const label = (await link.locator("span").nth(1).textContent()) ?? "";
      await link.click();
      await page.waitForURL(new RegExp(`f\\.${param}=`));
      await waitForHydration(page);
      return label;
    };
    const league = await pickFirst("league", "league");
    await filters.getByRole("button", { name: "Colour" }).click();
    const colour = await pickFirst("colour", "colour");
    expect(page.url()).toMatch(/f\.league=/);

    // The League group is closed now that Colour is open, but its chosen value still shows.
    for (const facet of ["league", "colour"]) expect(await filters.locator(`a[data-facet="${facet}"][aria-current="true"]:visible`).count(), facet).toBe(1);
    const chips = page.getByRole("navigation", { name: "Active filters" });
    expect(await chips.getByRole("link").allTextContents()).toEqual([`League: ${league}×`, `Colour: ${colour}×`, "Clear all filters"]);
    await chips.getByRole("link", { name: "Clear all filters" }).waitFor();
    await screenshotsAtBothWidths(page, "listing-chips");
    await chips.getByRole("link", { name: `Remove filter League: ${league}` }).click();
    await page.waitForURL((url) => !url.search.includes("f.league") && url.search.includes("f.colour"));
    await waitForHydration(page);
    expect(await chips.getByRole("link").allTextContents()).toEqual([`Colour: ${colour}×`, "Clear all filters"]);
    await expectNoAxeViolations(page, "category page with a filter chip");

    // Without script the chips are the same server-rendered links.
    const plain = await (await browser().newContext({ javaScriptEnabled: false })).newPage();
    await plain.goto(page.url());
    const removeColour = plain.getByRole("navigation", { name: "Active filters" }).getByRole("link", { name: `Remove filter Colour: ${colour}` });
    expect(await removeColour.getAttribute("href")).toBe("/sports");
    await page.context().close();
  });

  it("opens the filters in a modal at 375 px and checks a trade user's inventory range there", async () => {
    const page = await open("/partner/sports", 375, true);
    await expectNoAxeViolations(page, "category page, 375 px");
    expect(await page.getByRole("complementary", { name: "Filters" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filters" }).click();
    const dialog = await openedDialog(page, "Filters");
    await expectNoAxeViolations(page, "filter modal, 375 px");
    await dialog.getByRole("button", { name: "Inventory" }).click();
    await dialog.getByLabel("Minimum").fill("9");
    await dialog.getByLabel("Maximum").fill("3");
    await dialog.getByRole("button", { name: "Apply" }).click();
    expect(await dialog.getByRole("alert").textContent()).toBe("The minimum must not be more than the maximum.");
    expect(page.url()).not.toContain("inventoryMin");
    await dialog.getByLabel("Maximum").fill("0");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/inventoryMin=9/);
    // The modal opens again after the answer, to pick more (decision 0044).
    expect(await (await openedDialog(page, "Filters")).getByRole("button", { name: /^Show \d+ products?$/ }).isVisible()).toBe(true);
    await page.context().close();
  });
});
