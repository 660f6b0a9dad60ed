import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { users } from "../../server/db/schema/index.ts";
import { expectNoAxeViolations, useBrowserAndServer, openedDialog, waitForHydration } from "./support/browser.ts";

describe("site header (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function signedIn(contextPath: string, email: string, width: number): Promise<Page> {
    const context = await browser().newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && m.text().includes("Content Security Policy")) cspErrors.push(m.text());
    });
    await page.goto(`${server().baseUrl}${contextPath}/login`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("E-mail address").fill(email);
    await main.getByLabel("Password", { exact: true }).fill("Brim#2026");
    await main.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server().baseUrl}${contextPath}`);
    await waitForHydration(page);
    expect(cspErrors).toEqual([]);
    return page;
  }

  it("switches the language from the header and keeps it on the profile", async () => {
    const page = await signedIn("/partner", "corporate@example.com", 1280);
    await expectNoAxeViolations(page, "partner home, desktop");
    await page.getByRole("combobox", { name: "Language" }).selectOption("es");
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Hola de nuevo");
    const [row] = await server().database.db.select({ language: users.language }).from(users).where(eq(users.email, "corporate@example.com"));
    expect(row?.language).toBe("es");
    await page.context().close();
  });

  it("opens sub-menus in the desktop navigation and signs out from the account menu", async () => {
    const page = await signedIn("/partner", "salesrep@example.com", 1280);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Sports" }).click();
    await expect.poll(() => nav.getByRole("button", { name: "Sports" }).getAttribute("aria-expanded")).toBe("true");
    expect(await nav.getByRole("link", { name: "All Sports" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => nav.getByRole("button", { name: "Sports" }).getAttribute("aria-expanded")).toBe("false");

    await page.getByRole("button", { name: /^Hi, / }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/partner\/login\?signedOut=1$/);
    expect(await page.getByRole("status").first().textContent()).toBe("You have been signed out.");
    await page.context().close();
  });

  it("slides the mobile menu one level per sub-menu at 375 px and comes back", async () => {
    const page = await signedIn("/partner", "dealer@example.com", 375);
    // The compact header has the account menu too, beside the cart (not only in the Menu).
    expect(await page.getByRole("button", { name: "My account" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = await openedDialog(page, "Menu");
    const depth = () => dialog.getAttribute("data-depth");
    expect(await depth()).toBe("0");
    // 360 px wide on a 375 px phone (shopping-flow §4).
    const box = await page.locator('[data-level="0"]').boundingBox();
    expect(Math.round(box!.width)).toBe(360);
    await expectNoAxeViolations(page, "mobile menu, level 0");

    await dialog.getByRole("button", { name: "Headwear" }).click();
    await expect.poll(depth).toBe("1");
    expect(await dialog.getByRole("link", { name: "All Headwear" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "mobile menu, level 1");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect.poll(depth).toBe("0");

    // Dealer owner: the my-account links of the bottom navigation are open from the start.
    const section = dialog.getByRole("button", { name: "My account" });
    expect(await section.getAttribute("aria-expanded")).toBe("true");
    expect(await dialog.getByRole("link", { name: "Order history" }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains("page-dealer-owner"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.context().close();
  });

  it("keeps the account section closed for a user who is not a dealer owner", async () => {
    const page = await signedIn("/partner", "franchise@example.com", 375);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = await openedDialog(page, "Menu");
    expect(await dialog.getByRole("button", { name: "My account" }).getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });
});

describe("leaving and coming back (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("does not show the signed-in page again with Back after signing out", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/partner/login`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("E-mail address").fill("approver@example.com");
    await main.getByLabel("Password", { exact: true }).fill("Brim#2026");
    await main.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server().baseUrl}/partner`);
    await page.goto(`${server().baseUrl}/partner/support`);
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Hi, / }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/partner\/login\?signedOut=1$/);
    // Back to the support page: public, so it shows, but signed out.
    await page.evaluate(() => history.back());
    await page.waitForURL(`${server().baseUrl}/partner/support`);
    await expect.poll(() => page.getByRole("button", { name: /^Hi, / }).count()).toBe(0);
    // Back to the home page: not served from cache, so it sends the visitor to the login page.
    await page.evaluate(() => history.back());
    await page.waitForURL(/\/partner\/login\?redirect=%2Fpartner$/);
    await context.close();
  });

  it("closes pop-ups on a phone with their close button", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/jp/partner/login`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
    const dialog = await openedDialog(page, "パスワードの再設定");
    await dialog.getByRole("button", { name: "閉じる" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  it("lets keyboard users move through the language options without leaving the page", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/partner/login`);
    await waitForHydration(page);
    const select = page.getByRole("combobox", { name: "Language" });
    await select.focus();
    await page.keyboard.press("ArrowDown");
    // No reload: the page is still English, and the change is applied with the button.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.getByRole("button", { name: "Change language" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await context.close();
  });
});
