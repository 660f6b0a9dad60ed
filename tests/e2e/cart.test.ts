import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, openedDialog, postFromPage, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

interface Pick extends Record<string, unknown> {
  code: string;
  name: string;
  material_id: string;
  colour: string;
  sizes: string[];
  upcs: string[];
}

const DEALER = "dealer@example.com";
/** Long enough for the 1.5 s recalculation delay and its answer. */
const RECALC_WAIT = 10_000;

describe("cart page (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  /** Products with a colour of at least three well-stocked sizes without a buy limit (of one product type, if given). */
  async function picks(count: number, productType: string | null = null): Promise<Pick[]> {
    const result = await server().database.db.execute<Pick>(sql`
      select p.code, p.name, p.material_id::text, c.name as colour,
             array_agg(v.size order by v.size_position) as sizes, array_agg(v.upc order by v.size_position) as upcs
      from products p join product_colours c on c.product_id = p.id and c.position = 0
      join silhouettes si on si.code = p.silhouette_code
      join variants v on v.colour_id = c.id join stock_levels s on s.variant_id = v.id
      join prices pr on pr.product_id = p.id and pr.currency = 'USD'
      where not p.gcp and s.quantity >= 200 and not s.force_in_stock and v.max_order_quantity is null
        and (${productType}::text is null or si.product_type = ${productType})
      group by p.id, c.id having count(*) >= 3
      order by p.id limit ${count}`);
    if (result.rows.length < count) throw new Error("the seed has too few suitable products");
    return result.rows;
  }

  async function signedIn(width: number, email = DEALER): Promise<Page> {
    return signedInWindow(browser(), server().baseUrl, email, { width });
  }

  async function add(page: Page, pick: Pick, quantities: number[], target?: [string, number]) {
    const entries = quantities.map((quantity, i) => ({
      productCode: pick.upcs[i],
      quantity,
      entryNumber: -1,
      ...(target ? { deliveryTarget: target[0], deliveryYear: target[1], seasonCollection: "SS27" } : {}),
    }));
    expect(await postFromPage(page, "/partner/cart/updateMultiD", { productCode: pick.code, entries })).toBe(200);
  }

  async function openCart(page: Page, query = "") {
    await page.goto(`${server().baseUrl}/partner/cart${query}`);
    await waitForHydration(page);
  }

  const item = (page: Page, pick: Pick) => page.getByRole("article", { name: pick.name });
  const quantityInput = (page: Page, pick: Pick, size: number) => item(page, pick).getByRole("textbox", { name: `Quantity, ${pick.colour}, size ${pick.sizes[size]}`, exact: true });
  const unitsTotal = (page: Page) => page.getByRole("complementary").locator("dt", { hasText: /^Units$/ }).locator("xpath=following-sibling::dd[1]");

  async function storedQuantities(pick: Pick): Promise<string[]> {
    const result = await server().database.db.execute<{ line: string }>(sql`
      select v.upc || '@' || coalesce(e.delivery_target_code || '-' || e.delivery_year, '') || '=' || e.quantity as line
      from cart_entries e join carts c on c.id = e.cart_id join users u on u.id = c.user_id join variants v on v.id = e.variant_id
      join products p on p.id = e.product_id
      where u.email = ${DEALER} and c.status = 'active' and not e.deleted and p.code = ${pick.code}
      order by e.delivery_target_code, e.delivery_year, v.size_position`);
    return result.rows.map((r) => r.line);
  }

  beforeEach(async () => {
    await emptyCartsOf(server().database.db, DEALER);
    // The seed's windows are fixed dates; these stay open whatever day the tests run.
    for (const [code, year] of [["SPRING", 2027], ["SUMMER", 2027], ["MAR", 2027]] as const) await openBookingWindow(server().database.db, DEALER, code, year);
  });

  it("PREBOOKING: fills a size grid for two seasons and switches tabs; the tab survives a reload", async () => {
    const [cap] = await picks(1);
    const page = await signedIn(1280);
    expect(await postFromPage(page, "/partner/booking/status/update", { mode: "PREBOOKING" })).toBe(200);
    await add(page, cap!, [1], ["SPRING", 2027]);
    await add(page, cap!, [1], ["SUMMER", 2027]);
    await openCart(page);

    const spring = page.getByRole("tab", { name: /^Spring 2027/ });
    const summer = page.getByRole("tab", { name: /^Summer 2027/ });
    expect(await spring.getAttribute("aria-selected")).toBe("true");
    expect(await summer.getAttribute("aria-selected")).toBe("false");
    // Each tab's bar counts its own delivery; the totals box counts the whole cart.
    const deliveryUnits = () => page.getByText(/^Units in this delivery: \d+$/).textContent();
    expect(await deliveryUnits()).toBe("Units in this delivery: 1");
    expect(await unitsTotal(page).textContent()).toBe("2");
    await expectNoAxeViolations(page, "prebooking cart");

    await quantityInput(page, cap!, 1).fill("4");
    await quantityInput(page, cap!, 2).fill("6");
    // The recalculation goes out 1.5 s after typing stops.
    expect(await deliveryUnits()).toBe("Units in this delivery: 11");
    await expect.poll(() => unitsTotal(page).textContent(), { timeout: RECALC_WAIT }).toBe("12");
    await expect.poll(() => storedQuantities(cap!)).toEqual([`${cap!.upcs[0]}@SPRING-2027=1`, `${cap!.upcs[1]}@SPRING-2027=4`, `${cap!.upcs[2]}@SPRING-2027=6`, `${cap!.upcs[0]}@SUMMER-2027=1`]);

    await summer.click();
    expect(await summer.getAttribute("aria-selected")).toBe("true");
    expect(page.url()).toContain("tab=SUMMER-2027");
    expect(await item(page, cap!).getByText("Summer 2027").count()).toBeGreaterThan(0);
    expect(await deliveryUnits()).toBe("Units in this delivery: 1");
    const summerSize = quantityInput(page, cap!, 2);
    await summerSize.fill("3");
    await summerSize.press("Enter");
    await expect.poll(() => unitsTotal(page).textContent(), { timeout: RECALC_WAIT }).toBe("15");
    expect(await deliveryUnits()).toBe("Units in this delivery: 4");
    expect(await storedQuantities(cap!)).toContain(`${cap!.upcs[2]}@SUMMER-2027=3`);

    // Without a tab in the URL (the header's cart link, a filter submit) the session's tab wins.
    await openCart(page);
    await expect.poll(() => page.getByRole("tab", { name: /^Summer 2027/ }).getAttribute("aria-selected")).toBe("true");
    expect(await quantityInput(page, cap!, 2).inputValue()).toBe("3");
    await page.context().close();
  });

  it("PREBOOKING: copies an item's quantities to another month", async () => {
    const [cap] = await picks(1);
    const page = await signedIn(375);
    expect(await postFromPage(page, "/partner/booking/status/update", { mode: "PREBOOKING" })).toBe(200);
    await add(page, cap!, [2, 5], ["SPRING", 2027]);
    await openCart(page);

    await item(page, cap!).getByRole("button", { name: `Copy to other months: ${cap!.name}` }).click();
    const dialog = await openedDialog(page, "Copy quantities to other months");
    const apply = dialog.getByRole("button", { name: "Apply" });
    expect(await apply.isDisabled()).toBe(true);
    const march = dialog.getByRole("button", { name: "March 2027" });
    await march.click();
    expect(await march.getAttribute("aria-pressed")).toBe("true");
    expect(await apply.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, "copy to other months dialog");
    await apply.click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: /^March 2027/ }).waitFor();
    expect(await storedQuantities(cap!)).toEqual([`${cap!.upcs[0]}@MAR-2027=2`, `${cap!.upcs[1]}@MAR-2027=5`, `${cap!.upcs[0]}@SPRING-2027=2`, `${cap!.upcs[1]}@SPRING-2027=5`]);
    await page.getByRole("tab", { name: /^March 2027/ }).click();
    expect(await quantityInput(page, cap!, 1).inputValue()).toBe("5");

    // The order summary: a row per delivery month, a column per product type.
    await page.getByRole("button", { name: "Order summary" }).click();
    const summary = await openedDialog(page, "Order summary");
    const table = summary.getByRole("table");
    await table.waitFor();
    expect(await table.getByRole("rowheader").allTextContents()).toEqual(["Spring 2027", "March 2027", "Total"]);
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Delivery", "Headwear", "Apparel", "Total"]);
    await expectNoAxeViolations(page, "order summary dialog");
    await page.context().close();
  });

  it("filters by material id: digits only, from 3 digits, with a clear button", async () => {
    const [first, second] = await picks(2);
    const page = await signedIn(375);
    await add(page, first!, [1]);
    await add(page, second!, [1]);
    await openCart(page);
    const digits = [3, 4, 5, 6].map((n) => first!.material_id.slice(-n)).find((d) => !second!.material_id.includes(d));
    if (!digits) throw new Error("the two material ids cannot be told apart");

    const filter = page.getByRole("textbox", { name: "Filter by material ID" });
    const clear = page.getByRole("link", { name: "Clear the material ID filter" });
    expect(await clear.count()).toBe(0);
    await filter.pressSequentially(`${digits.slice(0, 2)}x`);
    expect(await filter.inputValue()).toBe(digits.slice(0, 2));
    expect(await page.getByRole("article").count()).toBe(2);
    await filter.pressSequentially(digits.slice(2));
    await expect.poll(() => page.getByRole("article").count()).toBe(1);
    expect(await item(page, first!).isVisible()).toBe(true);
    expect(page.url()).toContain(`q=materialId%3A${digits}`);
    expect(await page.locator("dt", { hasText: "Products shown" }).locator("xpath=following-sibling::dd[1]").textContent()).toBe("1");
    await expectNoAxeViolations(page, "filtered cart on a phone");

    await clear.click();
    expect(await filter.inputValue()).toBe("");
    expect(await page.getByRole("article").count()).toBe(2);
    expect(await clear.count()).toBe(0);
    await page.context().close();
  });

  it("on a phone: a three-size grid fits, a ten-size grid says it scrolls, and the filter tabs wrap; at 1280 px ten sizes fit", async () => {
    const [stretch] = await picks(1, "stretch");
    const [fitted] = await picks(1, "fitted");
    const page = await signedIn(375);
    await add(page, stretch!, [0, 0, 2]);
    await add(page, fitted!, [1]);
    await openCart(page);
    const inViewport = async (name: string, locator: ReturnType<Page["locator"]>) => {
      const box = await locator.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(375);
    };
    for (const tab of ["All", "Headwear", "Apparel", "With errors"]) {
      await inViewport(tab, page.getByRole("navigation", { name: "Show products" }).getByRole("link", { name: tab, exact: true }));
    }
    // The trade controls a consumer's basket leaves out (domain/cart-controls.ts).
    expect(await page.getByText("Stock order: ships from stock").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Expand all" }).count()).toBe(1);

    // Three sizes fit: the last size with the shopper's quantity is on screen, and nothing scrolls.
    const stretchGrid = item(page, stretch!).getByRole("region", { name: `Sizes and quantities: ${stretch!.name}` });
    expect(await stretchGrid.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
    await inViewport("L/XL", quantityInput(page, stretch!, 2));
    expect(await quantityInput(page, stretch!, 2).inputValue()).toBe("2");
    expect(await item(page, stretch!).getByText("Scroll sideways to see every size.").count()).toBe(0);

    // Ten sizes cannot fit: a shadow on the hidden side and a line say so; the colour stays in view.
    const fittedGrid = item(page, fitted!).getByRole("region", { name: `Sizes and quantities: ${fitted!.name}` });
    const frame = fittedGrid.locator("xpath=..");
    await expect.poll(() => frame.getAttribute("data-overflow-forward")).toBe("true");
    expect(await frame.getAttribute("data-overflow-back")).toBeNull();
    expect(await frame.evaluate((e) => getComputedStyle(e, "::after").backgroundImage)).toContain("gradient");
    expect(await item(page, fitted!).getByText("Scroll sideways to see every size.").isVisible()).toBe(true);
    expect(await fittedGrid.getAttribute("aria-describedby")).toBeTruthy();
    await expectNoAxeViolations(page, "cart grids on a phone");
    const last = quantityInput(page, fitted!, fitted!.sizes.length - 1);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => frame.getAttribute("data-overflow-back")).toBe("true");
    await inViewport("last fitted size", last);
    await inViewport("colour column", item(page, fitted!).getByRole("rowheader", { name: fitted!.colour }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => fittedGrid.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it("edits a quantity: the input is marked, one recalculation after typing stops, totals follow", async () => {
    const [cap] = await picks(1);
    const page = await signedIn(1280);
    await add(page, cap!, [2, 1]);
    await openCart(page);
    expect(await unitsTotal(page).textContent()).toBe("3");
    const recalculations: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/partner/cart/quantity") recalculations.push(r.postData() ?? "");
    });

    const input = quantityInput(page, cap!, 0);
    await input.fill("");
    await input.pressSequentially("12");
    // Marked modified: the main button is Apply until the recalculation answers.
    expect(await page.getByRole("button", { name: "Apply", exact: true }).isVisible()).toBe(true);
    expect(recalculations).toEqual([]);
    await expect.poll(() => unitsTotal(page).textContent(), { timeout: RECALC_WAIT }).toBe("13");
    expect(recalculations).toHaveLength(1);
    expect(JSON.parse(recalculations[0]!)).toEqual([{ id: cap!.upcs[0], quantity: 12, deliveryTarget: null, seasonCollection: null, deliveryYear: null, baseProductCode: cap!.code }]);
    await page.getByRole("link", { name: "Checkout" }).waitFor();
    expect(await storedQuantities(cap!)).toEqual([`${cap!.upcs[0]}@=12`, `${cap!.upcs[1]}@=1`]);
    await expectNoAxeViolations(page, "stock cart after a recalculation");
    await page.context().close();
  });

  it("warns before checkout about products without quantities and about a filtered cart", async () => {
    const [first, second] = await picks(2);
    const page = await signedIn(1280);
    await add(page, first!, [2]);
    await add(page, second!, [1]);
    await openCart(page);
    const input = quantityInput(page, first!, 0);
    await input.fill("");
    await input.press("Enter");
    await page.getByRole("link", { name: "Checkout" }).waitFor({ timeout: RECALC_WAIT });
    await page.getByRole("link", { name: "Checkout" }).click();
    const zero = await openedDialog(page, "Products without quantities");
    expect(await zero.getByRole("listitem").allTextContents()).toEqual([first!.name]);
    await expectNoAxeViolations(page, "zero quantity warning");
    await zero.getByRole("button", { name: "Go back" }).click();
    await zero.waitFor({ state: "detached" });

    await page.getByRole("textbox", { name: "Filter by material ID" }).fill(second!.material_id);
    await page.getByRole("link", { name: "Checkout" }).click();
    const filtered = await openedDialog(page, "The cart is filtered");
    expect(await filtered.textContent()).toContain("Only 1 of 2 products are shown.");
    await filtered.getByRole("button", { name: "Show the whole cart" }).click();
    await filtered.waitFor({ state: "detached" });
    expect(await page.getByRole("textbox", { name: "Filter by material ID" }).inputValue()).toBe("");
    expect(await page.getByRole("article").count()).toBe(2);
    await page.context().close();
  });

  it("customer prices arrive through polling; a voucher applies; a failed price update says so", async () => {
    const [cap] = await picks(1);
    await emptyCartsOf(server().database.db, "franchise@example.com");
    const page = await signedIn(1280, "franchise@example.com");
    await add(page, cap!, [10, 10]);
    const updates: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/partner/cart/updatePrices") updates.push(r.method());
    });
    await openCart(page);
    const total = page.getByRole("complementary").locator("dt", { hasText: /^Total$/ }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(updates.length).toBeGreaterThanOrEqual(1);

    await page.getByRole("textbox", { name: "Voucher code" }).fill("  welcome10 ");
    await page.getByRole("button", { name: "Apply voucher" }).click();
    await page.getByText("Voucher WELCOME10 has been applied.").waitFor();
    await page.getByRole("list", { name: "Vouchers in this cart" }).getByText("WELCOME10").waitFor();
    expect(await page.locator("dt", { hasText: /^Vouchers$/ }).count()).toBe(1);
    await expectNoAxeViolations(page, "cart with a voucher");

    await page.route("**/partner/cart/updatePrices", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await openCart(page);
    await page.getByText("Something went wrong while updating prices.").waitFor();
    expect(await page.getByRole("link", { name: "Reload the page" }).isVisible()).toBe(true);
    expect(await total.textContent()).toBe("Not available");
    await page.context().close();
  });

  it("chooses a quantity per size for every product of the silhouette", async () => {
    const [cap] = await picks(1);
    const page = await signedIn(1280);
    await add(page, cap!, [1]);
    await openCart(page);
    await item(page, cap!).getByRole("button", { name: `Quantity per size: ${cap!.name}` }).click();
    const dialog = await openedDialog(page, "Choose quantity per size");
    const apply = dialog.getByRole("button", { name: "Apply" });
    expect(await apply.isDisabled()).toBe(true);
    const size = dialog.getByRole("textbox", { name: `Quantity for size ${cap!.sizes[1]}` });
    await size.fill("7a");
    expect(await size.inputValue()).toBe("");
    await size.fill("7");
    expect(await apply.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, "choose quantity per size dialog");
    await apply.click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => quantityInput(page, cap!, 1).inputValue()).toBe("7");
    // Every colour of the silhouette's products gets the size's quantity; other sizes stay.
    const stored = await storedQuantities(cap!);
    expect(stored).toContain(`${cap!.upcs[0]}@=1`);
    expect(stored).toContain(`${cap!.upcs[1]}@=7`);
    expect(stored.filter((l) => l.endsWith("=7")).length).toBe(stored.length - 1);
    await page.context().close();
  });

  it("removes a product and undoes it; removing the last one reloads to the empty cart, where it can still be undone", async () => {
    const [first, second] = await picks(2);
    const page = await signedIn(1280);
    await add(page, first!, [2]);
    await add(page, second!, [3]);
    await openCart(page);

    await page.getByRole("button", { name: `Remove ${first!.name}` }).click();
    await page.getByText(`${first!.name} was removed from the cart.`).waitFor();
    expect(await item(page, first!).count()).toBe(0);
    // The Remove button went with its item: focus is on the notice's Undo, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Undo removing ${first!.name}`);
    await expect.poll(() => unitsTotal(page).textContent()).toBe("3");
    expect(await storedQuantities(first!)).toEqual([]);
    type Pushed = { event?: string; ecommerce?: { items: { item_id: string; item_variant: string; quantity: number }[] } };
    const removedEvent = await page.evaluate(() => (window as unknown as { dataLayer?: Pushed[] }).dataLayer?.find((e) => e.event === "remove_from_cart"));
    expect(removedEvent?.ecommerce?.items).toEqual([expect.objectContaining({ item_id: first!.code, item_variant: first!.sizes[0], quantity: 2 })]);
    await expectNoAxeViolations(page, "cart with an undo alert");

    await page.getByRole("button", { name: `Undo removing ${first!.name}` }).click();
    await page.getByText(`${first!.name} is back in the cart.`).waitFor();
    expect(await item(page, first!).isVisible()).toBe(true);
    await expect.poll(() => unitsTotal(page).textContent()).toBe("5");
    expect(await storedQuantities(first!)).toEqual([`${first!.upcs[0]}@=2`]);

    await page.getByRole("button", { name: `Remove ${first!.name}` }).click();
    await page.getByText(`${first!.name} was removed from the cart.`).waitFor();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: `Remove ${second!.name}` }).click();
    await reloaded;
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    // The removal that emptied the cart can still be undone there (a form: the page loads again).
    await page.getByText(`${second!.name} was removed from the cart.`).waitFor();
    await screenshotsAtBothWidths(page, "cart-emptied-undo");
    const restored = page.waitForEvent("load");
    await page.getByRole("button", { name: `Undo removing ${second!.name}` }).click();
    await restored;
    await expect.poll(() => quantityInput(page, second!, 0).inputValue()).toBe("3");
    expect(await storedQuantities(second!)).toEqual([`${second!.upcs[0]}@=3`]);
    expect(await item(page, first!).count()).toBe(0);
    await page.context().close();
  });

  it("clears the cart after confirming; a sales rep without a cart is told so", async () => {
    const [cap] = await picks(1);
    const page = await signedIn(375);
    await add(page, cap!, [2]);
    await openCart(page);
    await page.getByRole("button", { name: "Clear cart" }).click();
    const dialog = await openedDialog(page, "Clear the cart?");
    await expectNoAxeViolations(page, "clear cart dialog");
    const loaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Clear cart" }).click();
    await loaded;
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    expect(await storedQuantities(cap!)).toEqual([]);
    await page.context().close();

    const rep = await signedIn(1280, "salesrep@example.com");
    await openCart(rep);
    await rep.getByRole("heading", { name: "No cart for this account" }).waitFor();
    await expectNoAxeViolations(rep, "cart page of a sales rep");
    // The product page says so before the rep fills a grid, rather than refusing the add afterwards.
    await rep.goto(`${server().baseUrl}/partner/p/${encodeURIComponent(cap!.code)}`);
    await waitForHydration(rep);
    const addToCart = rep.getByRole("button", { name: "Add to cart" });
    expect(await addToCart.isDisabled()).toBe(true);
    expect(await addToCart.getAttribute("aria-describedby").then((id) => rep.locator(`#${id}`).textContent())).toBe("Your account has no cart. Act for a customer to order for them.");
    await rep.context().close();
  });
});
