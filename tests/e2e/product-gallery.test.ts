import { sql } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshot } from "./support/screenshots.ts";

interface Cap extends Record<string, unknown> {
  code: string;
  name: string;
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box");
  return b;
};

describe("product gallery (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  /** A cap (four views: front, side, back, top) on the consumer site. */
  async function cap(): Promise<Cap> {
    const result = await server().database.db.execute<Cap>(sql`
      select p.code, p.name from products p join silhouettes s on s.code = p.silhouette_code
      where s.product_type = 'fitted' order by p.id limit 1`);
    const row = result.rows[0];
    if (!row) throw new Error("seed has no fitted cap");
    return row;
  }

  async function open(page: Page, code: string): Promise<string[]> {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto(`${server().baseUrl}/p/${code}`);
    await waitForHydration(page);
    return requests;
  }

  it("on a desktop: lens and 400 x 400 window on hover, wheel zoom, thumbnails, lightbox by keyboard", async () => {
    const product = await cap();
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const requests = await open(page, product.code);
    expect(requests.filter((u) => /\/Lightbox-[\w-]+\.js/.test(u)), "lightbox code is not loaded with the page").toEqual([]);
    const gallery = page.getByRole("region", { name: "Product images" });
    const main = gallery.getByRole("button", { name: "Open full-screen view (Front view)" });
    await expectNoAxeViolations(page, "gallery, desktop");

    // Hover: a 200 px lens centred on the pointer and the 400 x 400 window beside the picture.
    const frame = await box(main);
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    const lens = page.locator('[data-part="lens"]');
    const zoomWindow = page.locator('[data-part="zoom-window"]');
    await lens.waitFor({ state: "visible" });
    await zoomWindow.waitFor({ state: "visible" });
    const l = await box(lens);
    expect([l.width, l.height]).toEqual([200, 200]);
    expect(l.x).toBeCloseTo(frame.x + frame.width / 2 - 100, 0);
    const w = await box(zoomWindow);
    expect([w.width, w.height]).toEqual([400, 400]);
    expect(w.x).toBeGreaterThanOrEqual(frame.x + frame.width);
    expect(await zoomWindow.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain("size=1600");
    await expectNoAxeViolations(page, "gallery, zoom shown");

    // The lens keeps inside the picture at its corner, the wheel zooms in by 0.1 and the page stays put.
    await page.mouse.move(frame.x + 2, frame.y + 2);
    await expect.poll(async () => [(await box(lens)).x, (await box(lens)).y]).toEqual([frame.x, frame.y]);
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -100);
    await expect.poll(async () => Math.round((await box(lens)).width * 10) / 10).toBe(181.8);
    expect((await box(zoomWindow)).width).toBe(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.mouse.move(frame.x + frame.width + 300, frame.y - 40);
    await lens.waitFor({ state: "hidden" });
    await zoomWindow.waitFor({ state: "hidden" });

    // Thumbnails switch the picture.
    const side = gallery.getByRole("button", { name: "Side view", exact: true });
    expect(await gallery.getByRole("button", { name: "Front view", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await side.click();
    expect(await side.getAttribute("aria-pressed")).toBe("true");
    const sideMain = gallery.getByRole("button", { name: "Open full-screen view (Side view)" });
    expect(await sideMain.getByRole("img").getAttribute("src")).toContain("view=side");

    // The lightbox, by keyboard. The back view fails to load, the top view is slow.
    await page.route(/view=back/, (route) => route.abort());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/view=top/, async (route) => {
      await held;
      await route.continue();
    });
    await sideMain.focus();
    await page.keyboard.press("Enter");
    const dialog = await openedDialog(page, `Images of ${product.name}`);
    expect(await dialog.getByText("2 of 4").isVisible()).toBe(true);
    await dialog.getByRole("img", { name: /Side view$/ }).waitFor();
    await dialog.getByText("Loading...").waitFor({ state: "detached" });
    await expectNoAxeViolations(page, "lightbox");

    await page.keyboard.press("ArrowRight");
    await dialog.getByText("3 of 4").waitFor();
    await dialog.getByRole("alert").filter({ hasText: "This image failed to load." }).waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("4 of 4").waitFor();
    await dialog.getByText("Loading...").waitFor();
    release();
    await dialog.getByText("Loading...").waitFor({ state: "detached" });
    expect(await dialog.getByRole("img", { name: /View from above$/ }).isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("1 of 4").waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("4 of 4").waitFor();

    // Slideshow: the next picture comes by itself after 2.5 s.
    await dialog.getByRole("button", { name: "Play slideshow" }).click();
    await dialog.getByText("1 of 4").waitFor({ timeout: 5000 });
    await dialog.getByRole("button", { name: "Pause slideshow" }).click();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus is back on the picture, which now shows where the lightbox was left.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open full-screen view (Front view)");
    await page.close();
  });

  it("from 1024 to 1440 px the pinned gallery stops at the end of its column; same-fit cards show whole names", async () => {
    // A team's cap: it has related items (same team) and a same-fit carousel (same silhouette).
    const result = await server().database.db.execute<Cap>(sql`
      select p.code, p.name from products p join silhouettes s on s.code = p.silhouette_code
      where s.product_type = 'fitted' and p.team_id is not null and not p.gcp order by p.id limit 1`);
    const product = result.rows[0]!;
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, product.code);
    const gallery = page.getByRole("region", { name: "Product images" });
    const related = page.getByRole("region", { name: "Related items" });
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // Part way down the details the gallery is pinned; at Related items it has stopped above them.
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(async () => Math.round((await box(gallery)).y), { message: `${width} px: pinned` }).toBe(16);
      await related.evaluate((e) => e.scrollIntoView({ block: "center" }));
      const g = await box(gallery);
      expect(g.y + g.height, `${width} px: the gallery ends above Related items`).toBeLessThanOrEqual((await box(related)).y);
      await screenshot(page, `product-related-${width}`);
    }
    const sameFit = page.getByRole("region", { name: /^More in the .+ fit$/ });
    const names = await sameFit.locator("article a > span").evaluateAll((spans) =>
      spans.slice(0, 3).map((s) => ({
        text: s.textContent,
        lines: Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight)),
        cut: s.scrollHeight > s.clientHeight + 1,
      })),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name.text).not.toBe("");
      // The whole name, however long: nothing cut off, within a few lines at 1280 px.
      expect(name.cut, `${name.text} is shown whole`).toBe(false);
      expect(name.lines, `${name.text} is shown on 1 to 5 lines`).toBeGreaterThanOrEqual(1);
      expect(name.lines).toBeLessThanOrEqual(5);
    }
    await expectNoAxeViolations(page, "product page at Related items");
    await page.setViewportSize({ width: 375, height: 800 });
    await related.evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(page, "product-related-375");
    await page.close();
  });

  it("on a phone: the small picture is loaded, a tap zooms in and out, the lightbox opens from its button", async () => {
    const product = await cap();
    const context = await browser().newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const requests = await open(page, product.code);
    const gallery = page.getByRole("region", { name: "Product images" });
    const main = gallery.getByRole("button", { name: "Open full-screen view (Front view)" });
    const picture = main.getByRole("img");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("size=800");
    expect(requests.filter((u) => u.includes("size=1600"))).toEqual([]);
    await expectNoAxeViolations(page, "gallery, phone");

    const frame = await box(main);
    await main.tap({ position: { x: frame.width / 4, y: frame.height / 4 } });
    // After the 500 ms transition the picture is twice the frame, still covering it.
    await expect.poll(async () => Math.round((await box(picture)).width)).toBe(Math.round(frame.width * 2));
    const zoomed = await box(picture);
    expect(zoomed.x).toBeLessThanOrEqual(frame.x);
    expect(zoomed.x + zoomed.width).toBeGreaterThanOrEqual(frame.x + frame.width);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.locator('[data-part="lens"]').count()).toBe(0);
    await expectNoAxeViolations(page, "gallery, phone, zoomed");

    await main.tap();
    await expect.poll(async () => Math.round((await box(picture)).width)).toBe(Math.round(frame.width));

    await gallery.getByRole("button", { name: "Full screen" }).tap();
    const dialog = await openedDialog(page, `Images of ${product.name}`);
    await dialog.getByText("Loading...").waitFor({ state: "detached" });
    const stage = await box(dialog.getByRole("img"));
    expect(stage.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, "lightbox, phone");
    await dialog.getByRole("button", { name: "Close" }).tap();
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  it("without JavaScript: the pictures are still there", async () => {
    const product = await cap();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/p/${product.code}`);
    const main = page.getByRole("button", { name: "Open full-screen view (Front view)" }).getByRole("img");
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Back view", exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
