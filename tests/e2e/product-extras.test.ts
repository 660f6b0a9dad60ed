import { sql } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";

describe("product page extras (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  async function open(path: string, width: number, page?: Page): Promise<Page> {
    const p = page ?? (await (await browser().newContext({ viewport: { width, height: 900 } })).newPage());
    await p.goto(`${server().baseUrl}${path}`);
    await waitForHydration(p);
    return p;
  }

  const signedInDealer = (width: number): Promise<Page> => signedInWindow(browser(), server().baseUrl, "dealer@example.com", { width });

  /** Embla moves the list by transforming it; the transform tells whether the carousel moved. */
  const trackTransform = (carousel: Locator) => carousel.getByRole("list").first().evaluate((el) => (el as HTMLElement).style.transform);

  it("shows the related items carousel, which moves by button and keyboard and loads more items", async () => {
    // 29 products of one team: a chunked related carousel for the first of them.
    const first = await db().execute<{ code: string }>(sql`select code from products where team_id is not null order by id limit 1`);
    const code = first.rows[0]!.code;
    await db().execute(sql`update products set team_id = (select team_id from products where code = ${code}) where id <= 30`);
    const page = await open(`/p/${code}`, 1280);
    const related = page.getByRole("region", { name: "Related items" });
    expect(await related.getAttribute("data-mode")).toBe("chunked");
    expect(await related.getAttribute("data-loaded")).toBe("10");
    expect(await related.getByRole("link").count()).toBeGreaterThanOrEqual(10);
    await related.locator('[data-embla="on"]').waitFor();
    const before = await trackTransform(related);
    await related.getByRole("button", { name: "Next products" }).click();
    await expect.poll(() => trackTransform(related)).not.toBe(before);
    await related.getByRole("button", { name: "Next products" }).click();
    await expect.poll(async () => Number(await related.getAttribute("data-loaded"))).toBeGreaterThan(10);

    const moved = await trackTransform(related);
    await related.getByRole("group", { name: "Related items" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => trackTransform(related)).not.toBe(moved);
    await expectNoAxeViolations(page, "product page with reference carousels");
    await page.context().close();
  });

  it("opens the fit guide modal by keyboard, shows at most 200 characters of description, and closes with Escape", async () => {
    const found = await db().execute<{ code: string }>(sql`select code from products where silhouette_code = 'APX59' order by id limit 1`);
    const page = await open(`/p/${found.rows[0]!.code}`, 1280);
    const button = page.getByRole("button", { name: "Fit guide" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = await openedDialog(page, "Fit guide");
    await dialog.getByRole("heading", { name: "Apex 59 Fitted" }).waitFor();
    const description = await dialog.locator("p").first().innerText();
    expect(Array.from(description).length).toBeLessThanOrEqual(200);
    // The seeded Apex 59 description is longer: it is cut with an ellipsis.
    expect(description.endsWith("…")).toBe(true);
    const chart = dialog.getByRole("table", { name: "Head circumference each size fits" });
    const row = chart.getByRole("row", { name: /^7 1\/4 / });
    expect(await row.getByRole("cell").allInnerTexts()).toEqual(["57.9", "22.8"]);
    expect(await dialog.getByRole("region", { name: "Construction" }).getByText("Flat visor").isVisible()).toBe(true);
    expect(await dialog.getByRole("region", { name: "Other styles with this fit" }).getByRole("link").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, "fit guide modal");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("lays the fit guide out in one column on a phone, two from 640 px and three from 1024 px", async () => {
    const found = await db().execute<{ code: string }>(sql`select code from products where silhouette_code = 'APX59' order by id limit 1`);
    const columns: Record<number, number> = {};
    for (const width of [375, 800, 1280]) {
      const page = await open(`/p/${found.rows[0]!.code}`, width);
      await page.getByRole("button", { name: "Fit guide" }).click();
      const dialog = await openedDialog(page, "Fit guide");
      const lefts = await Promise.all(
        [dialog.getByRole("heading", { name: "Apex 59 Fitted" }), dialog.getByRole("region", { name: "Construction" }), dialog.getByRole("region", { name: "Size chart" })].map(async (l) => {
          await l.waitFor();
          return Math.round((await l.boundingBox())!.x);
        }),
      );
      columns[width] = new Set(lefts).size;
      if (width === 375) await expectNoAxeViolations(page, "fit guide modal, phone");
      await page.context().close();
    }
    expect(columns).toEqual({ 375: 1, 800: 2, 1280: 3 });
  });

  it("opens the 320 × 320 future-stock popup with the arrival dates of out-of-stock and low sizes", async () => {
    const found = await db().execute<{ code: string; colour: string; size: string; date: string }>(sql`
      select p.code, c.code as colour, v.size, to_char(min(i.arrival_date), 'YYYY-MM-DD') as date
      from variants v join stock_levels s on s.variant_id = v.id join product_colours c on c.id = v.colour_id
      join products p on p.id = v.product_id join inbound_inventory i on i.variant_id = v.id
      where not s.force_in_stock and s.quantity <= s.low_stock_threshold and i.arrival_date >= current_date and i.quantity > 0
      group by p.id, p.code, c.code, c.position, v.size, v.size_position order by p.id, c.position, v.size_position limit 1`);
    const pick = found.rows[0];
    if (!pick) throw new Error("seed has no out-of-stock or low size with arrivals");
    for (const width of [1280, 375]) {
      const page = await signedInDealer(width);
      await open(`/partner/p/${pick.code}?colour=${pick.colour}`, width, page);
      await page.getByRole("button", { name: "Future stock" }).click();
      const dialog = await openedDialog(page, "Future stock");
      const table = dialog.getByRole("table");
      await table.waitFor();
      const box = await dialog.boundingBox();
      expect({ width: box?.width, height: box?.height }).toEqual({ width: 320, height: 320 });
      const row = table.locator("tr", { has: page.getByRole("rowheader", { name: pick.size, exact: true }) }).filter({ has: page.locator(`time[datetime="${pick.date}"]`) });
      expect(await row.count()).toBe(1);
      await expectNoAxeViolations(page, `future-stock popup at ${width}`);
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.context().close();
    }
  });

  it("shows the returned message when nothing arrives, and the delivery-dates alert with details on failure", async () => {
    const found = await db().execute<{ code: string; colour: string }>(sql`
      select p.code, c.code as colour from variants v join stock_levels s on s.variant_id = v.id
      join product_colours c on c.id = v.colour_id join products p on p.id = v.product_id
      where not s.force_in_stock and s.quantity <= s.low_stock_threshold order by p.id, c.position limit 1`);
    const pick = found.rows[0]!;
    const page = await signedInDealer(1280);
    await page.route("**/inventory/future-stock", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ available: false, message: "Nothing is on its way yet.", entries: [] }) }),
    );
    await open(`/partner/p/${pick.code}?colour=${pick.colour}`, 1280, page);
    const button = page.getByRole("button", { name: "Future stock" });
    await button.click();
    let dialog = await openedDialog(page, "Future stock");
    await dialog.getByText("Nothing is on its way yet.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.unroute("**/inventory/future-stock");
    await page.route("**/inventory/future-stock", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ errorMessage: "Inventory service unavailable", errors: [] }) }),
    );
    await button.click();
    dialog = await openedDialog(page, "Future stock");
    const alert = dialog.getByRole("alert");
    await alert.getByText("Failed to get the delivery dates.").waitFor();
    expect(await alert.getByText("Details: 503: Inventory service unavailable").isVisible()).toBe(true);
    expect(await dialog.getByRole("table").count()).toBe(0);
    await expectNoAxeViolations(page, "future-stock failure");
    await page.context().close();
  });
});
