import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { translate } from "../../domain/i18n/index.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";

interface Pick extends Record<string, unknown> {
  code: string;
  colour: string;
  colour_name: string;
  size: string;
  available: number;
  colours: number;
  material_id: string;
}

describe("product detail page (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  /** A low-stock size (no buy limit) of a colour with inbound inventory, on a product with several colours. */
  async function lowStockPick(): Promise<Pick> {
    const result = await server().database.db.execute<Pick>(sql`
      select p.code, p.material_id, c.code as colour, c.name as colour_name, v.size, s.quantity as available,
             (select count(*)::int from product_colours c2 where c2.product_id = p.id) as colours
      from variants v join stock_levels s on s.variant_id = v.id
      join product_colours c on c.id = v.colour_id join products p on p.id = v.product_id
      where not s.force_in_stock and s.quantity between 1 and s.low_stock_threshold and v.max_order_quantity is null
        and exists (select 1 from inbound_inventory i join variants v2 on v2.id = i.variant_id where v2.colour_id = c.id and i.arrival_date >= current_date)
        and (select count(*) from product_colours c2 where c2.product_id = p.id) > 1
      order by p.id, c.position, v.size_position limit 1`);
    const pick = result.rows[0];
    if (!pick) throw new Error("seed has no suitable product");
    return pick;
  }

  async function signedIn(width: number, email = "dealer@example.com", contextPath = "/partner"): Promise<Page> {
    return signedInWindow(browser(), server().baseUrl, email, { width, contextPath });
  }

  /** The swatch's look: its border colour and shadow. */
  const swatchLook = (page: Page, name: string) =>
    page.getByRole("link", { name, exact: true }).evaluate((e) => `${getComputedStyle(e).borderTopColor} ${getComputedStyle(e).boxShadow}`);

  it("on a desktop: choose a colour, type quantities, see the stock warning, open inbound inventory", async () => {
    const pick = await lowStockPick();
    const page = await signedIn(1280);
    await page.goto(`${server().baseUrl}/partner/p/${pick.code}`);
    await waitForHydration(page);
    const addToCart = page.getByRole("button", { name: "Add to cart" });
    expect(await addToCart.isDisabled()).toBe(true);
    expect(await page.getByText("Choose a colour to order.").isVisible()).toBe(true);
    // Nothing looks chosen before the shopper picks: the label asks, no swatch is marked or current.
    const colours = page.getByRole("region", { name: "Colours" });
    expect(await colours.getByText(/^Colour: /).allTextContents()).toContain("Colour: not chosen yet");
    expect(await colours.getByText("Colour: not chosen yet").isVisible()).toBe(true);
    expect(await colours.locator("[aria-current]").count()).toBe(0);
    const names = await colours.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("aria-label") ?? ""));
    const unchosen = await swatchLook(page, names[0]!);
    for (const name of names) expect(await swatchLook(page, name), name).toBe(unchosen);
    // The dealer's own price arrives from the ERP port after the page has loaded.
    const yourPrice = page.locator("dt", { hasText: "Your price" }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => yourPrice.textContent()).not.toBe("Checking your price…");
    expect(await yourPrice.textContent()).toMatch(Number(pick.material_id) % 23 === 0 ? /^\$\d+\.\d\d \(list price\)$/ : /^\$\d+\.\d\d$/);
    await expectNoAxeViolations(page, "product page, desktop");

    await page.getByRole("link", { name: pick.colour_name, exact: true }).click();
    await page.waitForURL(new RegExp(`\\?colour=${pick.colour}$`));
    await colours.getByText(`Colour: ${pick.colour_name}`).waitFor();
    expect(await colours.getByText("Colour: not chosen yet").count()).toBe(0);
    expect(await page.getByRole("link", { name: pick.colour_name, exact: true }).getAttribute("aria-current")).toBe("true");
    expect(await swatchLook(page, pick.colour_name)).not.toBe(unchosen);
    expect(await page.getByText("Choose a colour to order.").count()).toBe(0);
    const input = page.getByRole("textbox", { name: `Quantity for size ${pick.size}` });
    await input.fill("0012a");
    expect(await input.inputValue()).toBe("");
    await input.fill(String(pick.available + 5));
    await expect.poll(() => input.inputValue()).toBe(String(pick.available));
    expect(await page.getByText(`Only ${pick.available} available: quantity decreased.`).isVisible()).toBe(true);
    expect(await page.getByText(`Total quantity: ${pick.available}`).isVisible()).toBe(true);
    expect(await addToCart.isDisabled()).toBe(false);
    await input.fill("");
    expect(await addToCart.isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Inbound inventory" }).click();
    const dialog = await openedDialog(page, "Inbound inventory");
    const table = dialog.getByRole("table");
    await table.waitFor();
    expect(await table.getByRole("rowheader", { name: pick.size, exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page, "inbound inventory modal");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("on a phone: the shown colour is the choice, and a failed inbound request shows an error instead of the table", async () => {
    const pick = await lowStockPick();
    const page = await signedIn(375);
    await page.route("**/inventory/inbound/**", (route) => route.abort());
    await page.goto(`${server().baseUrl}/partner/p/${pick.code}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page, "product page, phone");
    // On a phone the shown (first) colour is the choice, and it looks and reads so.
    const colours = page.getByRole("region", { name: "Colours" });
    const first = await colours.getByRole("link").first().getAttribute("aria-label");
    expect(await colours.getByText(`Colour: ${first}`).isVisible()).toBe(true);
    expect(await colours.getByText("Colour: not chosen yet").isVisible()).toBe(false);
    expect(await colours.getByRole("link").first().getAttribute("aria-current")).toBe("true");
    expect(await swatchLook(page, first!)).not.toBe(await swatchLook(page, (await colours.getByRole("link").nth(1).getAttribute("aria-label"))!));
    const firstSize = page.getByRole("textbox", { name: /^Quantity for size / }).first();
    await firstSize.fill("1");
    await expect.poll(() => page.getByRole("button", { name: "Add to cart" }).isDisabled()).toBe(false);

    await page.getByRole("button", { name: "Inbound inventory" }).click();
    const dialog = await openedDialog(page, "Inbound inventory");
    await dialog.getByText("The inbound inventory could not be loaded. Please try again later.").waitFor();
    expect(await dialog.getByRole("table").count()).toBe(0);
    await expectNoAxeViolations(page, "inbound inventory failure, phone");
    await page.context().close();
  });

  it("in Japanese the inbound and future stock buttons have names of their own; in Spanish one unit is singular and formal", async () => {
    const pick = await lowStockPick();
    const jp = await signedIn(1280, "jp.dealer@example.com", "/jp/partner");
    await jp.goto(`${server().baseUrl}/jp/partner/p/${pick.code}?colour=${pick.colour}`);
    await waitForHydration(jp);
    for (const key of ["product.inbound.open", "futureStock.open"] as const) {
      expect(await jp.getByRole("button", { name: translate("ja", key), exact: true }).count(), key).toBe(1);
    }
    await jp.context().close();

    const mx = await signedIn(1280, "mx.dealer@example.com", "/mx/partner");
    await mx.goto(`${server().baseUrl}/mx/partner/p/${pick.code}?colour=${pick.colour}`);
    await waitForHydration(mx);
    await mx.getByRole("textbox", { name: `Cantidad para la talla ${pick.size}` }).fill("1");
    await mx.getByRole("button", { name: "Agregar al carrito" }).click();
    await mx.getByText("1 añadido a su carrito.").waitFor();
    await expectNoAxeViolations(mx, "product page, Spanish, after adding one unit");
    await mx.context().close();
  });

  it("shows a GCP product's programme minimum, and the connection-problem text when the lookup fails", async () => {
    const result = await server().database.db.execute<{ code: string }>(sql`select code from products where gcp order by id limit 1`);
    const code = result.rows[0]?.code;
    if (!code) throw new Error("seed has no GCP product");
    const page = await signedIn(1280);
    // The minimum is the custom programme's: the dealer switches to it first (decision 0042).
    const banner = page.getByRole("banner");
    await banner.getByRole("combobox", { name: "Booking mode" }).selectOption("GCP");
    const switched = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Switch" }).click();
    await switched;
    await page.goto(`${server().baseUrl}/partner/p/${code}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Programme minimum" });
    await section.getByText("0 of 144 units ordered in this programme.").waitFor();
    expect(await section.getByText("Order at least 144 more units to reach the programme minimum.").isVisible()).toBe(true);

    await page.route("**/api/products/minimum**", (route) => route.abort());
    await page.reload();
    await waitForHydration(page);
    await section.getByText("There is a connection problem. Please try again later.").waitFor();
    await expectNoAxeViolations(page, "GCP product, minimum lookup failed");
    await page.context().close();
  });
});
