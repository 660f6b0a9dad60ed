import { eq, isNotNull } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { products, teams } from "../../server/db/schema/index.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";

describe("header search autosuggest (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function teamName(): Promise<string> {
    const [row] = await server()
      .database.db.select({ team: teams.name })
      .from(products)
      .innerJoin(teams, eq(teams.id, products.teamId))
      .where(isNotNull(products.teamId))
      .orderBy(products.id)
      .limit(1);
    return row!.team;
  }

  async function open(path: string, width: number, javaScriptEnabled = true): Promise<Page> {
    const context = await browser().newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}${path}`);
    if (javaScriptEnabled) await waitForHydration(page);
    return page;
  }

  const box = (page: Page) => page.getByRole("combobox", { name: "Search products" });
  const list = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });
  const activeText = (page: Page) =>
    page.evaluate(() => {
      const id = document.querySelector('[role="combobox"]')?.getAttribute("aria-activedescendant");
      const el = id ? document.getElementById(id) : null;
      return el?.getAttribute("aria-selected") === "true" ? el.textContent : null;
    });

  async function suggest(page: Page, text: string) {
    await box(page).click();
    await box(page).pressSequentially(text, { delay: 30 });
    await list(page).waitFor();
    // Fade and layout settle before axe measures.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  }

  it.each([1280, 375])("suggests teams and products by keyboard at %i px", async (width) => {
    const team = await teamName();
    const page = await open("/", width);
    const typed = team.slice(0, 4);
    await suggest(page, typed);
    expect(await box(page).getAttribute("aria-expanded")).toBe("true");
    expect(await box(page).getAttribute("aria-controls")).toBe(await list(page).getAttribute("id"));
    expect(await list(page).getByRole("group", { name: "Suggestions" }).getByRole("option", { name: team, exact: true }).count()).toBe(1);
    const productOptions = list(page).getByRole("group", { name: "Products" }).getByRole("option");
    expect(await productOptions.count()).toBeGreaterThan(0);
    const first = productOptions.first();
    expect(await first.getAttribute("href")).toMatch(/^\/p\/BRM\d+$/);
    expect(await first.locator("img").count()).toBe(1);
    expect(await first.textContent()).toMatch(/\$\d+\.\d\d/);
    expect(await page.locator("form[role=search] [aria-live=polite]").textContent()).toMatch(/^\d+ results? available/);
    await expectNoAxeViolations(page, `autosuggest open at ${width} px`);

    const rect = await list(page).boundingBox();
    if (width < 1024) {
      // Below 1024 px the list spans the header.
      expect(Math.round(rect!.x)).toBe(0);
      expect(Math.round(rect!.width)).toBe(width);
    } else {
      const input = await box(page).boundingBox();
      expect(Math.round(rect!.x)).toBe(Math.round(input!.x));
      expect(rect!.y).toBeGreaterThan(input!.y + input!.height - 1);
    }

    // Escape closes, a second Escape clears the text.
    await page.keyboard.press("ArrowDown");
    expect(await activeText(page)).not.toBeNull();
    await page.keyboard.press("Escape");
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    expect(await list(page).isVisible()).toBe(false);
    expect(await box(page).getAttribute("aria-activedescendant")).toBeNull();
    await page.keyboard.press("Escape");
    expect(await box(page).inputValue()).toBe("");

    // Arrows move through the options; Enter on the team suggestion opens its search.
    await suggest(page, typed);
    for (let i = 0; i < 12 && (await activeText(page)) !== team; i += 1) await page.keyboard.press("ArrowDown");
    expect(await activeText(page)).toBe(team);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search");
    expect(new URL(page.url()).searchParams.get("text")).toBe(team);
    await page.context().close();
  });

  it("submits the typed text when no option is active and blocks an empty search", async () => {
    const page = await open("/", 1280);
    await box(page).click();
    await page.keyboard.press("Enter");
    expect(await page.getByRole("alert").textContent()).toBe("Enter something to search for");
    expect(new URL(page.url()).pathname).toBe("/");
    await suggest(page, "  sal ");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search");
    expect(new URL(page.url()).searchParams.get("text")).toBe("sal");
    await page.context().close();
  });

  it("is a plain search form without JavaScript", async () => {
    const page = await open("/", 375, false);
    expect(await box(page).count()).toBe(0);
    await page.getByRole("searchbox", { name: "Search products" }).fill("caps");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search");
    expect(new URL(page.url()).searchParams.get("text")).toBe("caps");
    await page.context().close();
  });

  it("goes to the login page when the partner session has ended", async () => {
    const page = await signedInWindow(browser(), server().baseUrl, "dealer@example.com");
    await page.context().clearCookies();
    await box(page).click();
    await box(page).pressSequentially("cap", { delay: 30 });
    await page.waitForURL(/\/partner\/login\?redirect=%2Fpartner$/);
    await page.context().close();
  });
});
