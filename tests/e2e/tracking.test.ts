import { describe, expect, it } from "vitest";
import { useBrowserAndServer, waitForHydration, RECORD_DATA_LAYER } from "./support/browser.ts";


describe("e-commerce data layer (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("pushes the lists shown and holds a product click until select_item is pushed, then navigates", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(RECORD_DATA_LAYER);
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/`);
    await waitForHydration(page);
    const link = page.getByRole("region", { name: "New arrivals" }).getByRole("link").first();
    const href = (await link.getAttribute("href"))!;
    const code = href.split("/").at(-1)!;
    const lookup = page.waitForRequest((r) => r.url().includes(`/tracking/product?productCode=${code}`));
    await link.click();
    await lookup;
    await page.waitForURL(`${server().baseUrl}${href}`);
    const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem("dl") || "[]") as { event?: string; ecommerce?: { item_list_id?: string; items: { item_id: string }[] } }[]);
    expect(events.some((e) => e.event === "view_item_list" && e.ecommerce?.item_list_id === "NewArrivalsCarousel")).toBe(true);
    const selected = events.find((e) => e.event === "select_item");
    expect(selected?.ecommerce?.items[0]?.item_id).toBe(code);
    await context.close();
  });

  it("pushes search and view_item_list on a search page and view_item on a product page", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(RECORD_DATA_LAYER);
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/search?text=cap`);
    await waitForHydration(page);
    type Recorded = { event?: string; search_term?: string; ecommerce?: { item_list_id?: string; items: { item_id: string }[] } };
    const recorded = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("dl") || "[]") as Recorded[]);
    await expect.poll(async () => (await recorded()).some((e) => e.event === "search" && e.search_term === "cap")).toBe(true);
    const list = (await recorded()).find((e) => e.event === "view_item_list" && e.ecommerce?.item_list_id === "search");
    expect(list?.ecommerce?.items.length).toBeGreaterThan(0);
    const code = list!.ecommerce!.items[0]!.item_id;
    await page.goto(`${server().baseUrl}/p/${code}`);
    await waitForHydration(page);
    await expect.poll(async () => (await recorded()).some((e) => e.event === "view_item" && e.ecommerce?.items[0]?.item_id === code)).toBe(true);
    await context.close();
  });
});
