import { and, eq, sql } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { addresses, users } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";
import { addToCartFromPage } from "./support/checkout.ts";
import { screenshot, screenshotsAtBothWidths } from "./support/screenshots.ts";

const DEALER = "dealer@example.com";

/**
 * The checkout's address popup with the address verification and lookup of the local service
 * (reference-set.json): a near miss of US-022 (1458 Copperleaf Avenue, Suite 200, Riverton Falls,
 * OR 97305) gets suggestions, an invented street is not verified, and line 1 looks addresses up.
 */
describe("checkout address form: lookup while typing, verification on save, phone mask (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  beforeEach(async () => {
    await emptyCartsOf(db(), DEALER);
  });

  /** The dealer on the checkout page with a filled cart, the address popup's form open. */
  async function addressForm(width: number): Promise<{ page: Page; popup: Locator; form: Locator }> {
    const { plenty } = await cartFixtures(db());
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { width });
    await addToCartFromPage(page, "/partner", plenty.upc, 1);
    await page.goto(`${server().baseUrl}/partner/checkout`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: "Change address" }).click();
    const popup = await openedDialog(page, "Delivery address");
    await popup.getByRole("button", { name: "Add a new address" }).click();
    const form = popup.getByRole("form", { name: "Add a delivery address" });
    await form.waitFor();
    return { page, popup, form };
  }

  async function storedAddress(line1: string) {
    const [row] = await db()
      .select({ postcode: addresses.postcode, line2: addresses.line2, regionIso: addresses.regionIso, phone: addresses.phone, verification: addresses.verification })
      .from(addresses)
      .innerJoin(users, eq(users.unitId, addresses.unitId))
      .where(and(eq(users.email, DEALER), eq(addresses.line1, line1)));
    return row;
  }

  /** Line 1 of the delivery address stored for the dealer's active cart. */
  async function chosenLine1(): Promise<string | null> {
    const result = await db().execute<{ line1: string }>(sql`
      select a.line1 from cart_checkouts cc join carts c on c.id = cc.cart_id join users u on u.id = c.user_id join addresses a on a.id = cc.delivery_address_id
      where u.email = ${DEALER} and c.status = 'active'`);
    return result.rows[0]?.line1 ?? null;
  }

  /** How many addresses of the dealer's book have this line 1, in any case. */
  async function countAddresses(line1: string): Promise<number> {
    const result = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from addresses a join users u on u.unit_id = a.unit_id where u.email = ${DEALER} and lower(a.line1) = lower(${line1})`);
    return result.rows[0]?.n ?? 0;
  }

  it("saves an address with suggestions through the confirm modal, and an unknown one with the 'Address not verified' note; each new one becomes the delivery address, the same one again is refused", async () => {
    const { page, popup, form } = await addressForm(1280);
    // One unit in the cart: the summary says "1 unit".
    expect(await page.getByRole("main").getByText("1 unit", { exact: true }).count()).toBeGreaterThan(0);
    await form.getByRole("textbox", { name: "First name" }).fill("Rosa");
    await form.getByRole("textbox", { name: "Last name" }).fill("Diaz");
    await form.getByRole("combobox", { name: "Address line 1" }).fill("1458 Copperleaf Avenue");
    await form.getByRole("textbox", { name: "Address line 2 (optional)" }).fill("Suite 200");
    await form.getByRole("textbox", { name: "Town/City" }).fill("Riverton Falls");
    await form.getByRole("combobox", { name: "State/Region" }).selectOption({ label: "Oregon" });
    await form.getByRole("textbox", { name: "Postcode/ZIP" }).fill("97306");

    // The phone is written in the US mask as it is typed; a short number is refused with the format.
    const phone = form.getByRole("textbox", { name: "Phone (optional)" });
    await phone.pressSequentially("503555");
    expect(await phone.inputValue()).toBe("(503) 555");
    await form.getByRole("textbox", { name: "Postcode/ZIP" }).click();
    expect(await form.getByText("Enter the phone number as (999) 999-9999.").isVisible()).toBe(true);
    const save = form.getByRole("button", { name: "Save address" });
    expect(await save.isDisabled()).toBe(true);
    await phone.press("End");
    await phone.pressSequentially("0110");
    expect(await phone.inputValue()).toBe("(503) 555-0110");
    await expect.poll(() => save.isDisabled()).toBe(false);

    await save.click();
    const confirm = await openedDialog(page, "Confirm the address");
    expect(await confirm.textContent()).toContain("1458 Copperleaf Avenue, Suite 200, Riverton Falls, Oregon 97306, United States");
    const suggestions = confirm.getByRole("list", { name: "Suggested addresses" }).getByRole("listitem");
    expect(await suggestions.count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page, "address check: confirm modal");
    await screenshotsAtBothWidths(page, "address-confirm", { fullPage: false });
    await suggestions.filter({ hasText: "1458 Copperleaf Avenue, Suite 200, Riverton Falls, OR 97305" }).getByRole("button", { name: "Use this address" }).click();
    await confirm.waitFor({ state: "detached" });

    // Saved as the suggestion says, verified, and made the delivery address: the popup closes and
    // the checkout shows it (and stored it for the cart).
    await popup.waitFor({ state: "detached" });
    const main = page.getByRole("main");
    const delivery = main.getByRole("region", { name: "Delivery address" });
    await expect.poll(() => delivery.textContent()).toContain("1458 Copperleaf Avenue, Suite 200");
    expect(await delivery.textContent()).toContain("Riverton Falls, Oregon 97305");
    await expect.poll(() => storedAddress("1458 Copperleaf Avenue")).toEqual({ postcode: "97305", line2: "Suite 200", regionIso: "US-OR", phone: "(503) 555-0110", verification: "verified" });
    await expect.poll(chosenLine1).toBe("1458 Copperleaf Avenue");
    // The popup lists it, chosen, without the note.
    await main.getByRole("button", { name: "Change address" }).click();
    await openedDialog(page, "Delivery address");
    const rosa = popup.getByRole("listitem").filter({ hasText: "1458 Copperleaf Avenue" });
    expect(await rosa.textContent()).toContain("Riverton Falls, Oregon 97305");
    expect(await rosa.getByRole("button", { name: "Selected" }).getAttribute("aria-pressed")).toBe("true");
    expect(await rosa.getByText("Address not verified").count()).toBe(0);

    // An address the service does not know: no modal, saved with the note, and chosen.
    await popup.getByRole("button", { name: "Add a new address" }).click();
    await form.waitFor();
    await form.getByRole("textbox", { name: "First name" }).fill("Sam");
    await form.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await form.getByRole("combobox", { name: "Address line 1" }).fill("12 Nowhere Road");
    await form.getByRole("textbox", { name: "Town/City" }).fill("Atlantis");
    await form.getByRole("combobox", { name: "State/Region" }).selectOption({ label: "Oregon" });
    await form.getByRole("textbox", { name: "Postcode/ZIP" }).fill("97999");
    await form.getByRole("button", { name: "Save address" }).click();
    await popup.waitFor({ state: "detached" });
    expect(await page.getByRole("dialog", { name: "Confirm the address" }).count()).toBe(0);
    await expect.poll(() => delivery.textContent()).toContain("12 Nowhere Road");
    await expect.poll(chosenLine1).toBe("12 Nowhere Road");
    expect(await storedAddress("12 Nowhere Road")).toMatchObject({ verification: "not_verified", postcode: "97999" });
    await main.getByRole("button", { name: "Change address" }).click();
    await openedDialog(page, "Delivery address");
    const sam = popup.getByRole("listitem").filter({ hasText: "12 Nowhere Road" });
    await sam.getByText("Address not verified").waitFor();
    await sam.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, "address popup with a not verified address");
    await screenshot(page, "address-not-verified-1280");

    // The same address again: refused with a clear message, the form keeps what was typed, nothing saved or chosen.
    await popup.getByRole("button", { name: "Add a new address" }).click();
    await form.waitFor();
    await form.getByRole("textbox", { name: "First name" }).fill("sam");
    await form.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await form.getByRole("combobox", { name: "Address line 1" }).fill("12 nowhere road");
    await form.getByRole("textbox", { name: "Town/City" }).fill("Atlantis");
    await form.getByRole("combobox", { name: "State/Region" }).selectOption({ label: "Oregon" });
    await form.getByRole("textbox", { name: "Postcode/ZIP" }).fill("97999");
    await form.getByRole("button", { name: "Save address" }).click();
    const twin = form.getByRole("alert").filter({ hasText: "This address is already in your address book. Choose it from the list." });
    await twin.waitFor();
    // Scrolled into view above the fields.
    await expect.poll(() => twin.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= -1 && r.bottom <= window.innerHeight + 1; })).toBe(true);
    expect(await form.getByRole("combobox", { name: "Address line 1" }).inputValue()).toBe("12 nowhere road");
    expect(await countAddresses("12 Nowhere Road")).toBe(1);
    await expectNoAxeViolations(page, "address form refusing an address already in the book");
    await screenshot(page, "address-duplicate-1280");
    await page.context().close();
  });

  it("looks an address up while typing line 1: picklist by keyboard and by click, fields filled, the partial-address alert and the red messages", async () => {
    const { page, popup, form } = await addressForm(375);
    const line1 = form.getByRole("combobox", { name: "Address line 1" });
    const list = form.getByRole("listbox", { name: "Address suggestions" });
    const postcode = form.getByRole("textbox", { name: "Postcode/ZIP" });

    // Three characters ask nothing; the fourth searches.
    await line1.pressSequentially("164");
    expect(await list.isVisible()).toBe(false);
    await line1.pressSequentially("2 Bram");
    const option = list.getByRole("option", { name: "1642 Bramblewood Drive, Riverton Falls, OR 97304" });
    await option.waitFor();
    expect(await line1.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(page, "address lookup: suggestion list");
    await screenshot(page, "address-lookup-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "address-lookup-1280");
    await page.setViewportSize({ width: 375, height: 900 });

    // Escape closes the list, not the popup.
    await line1.press("Escape");
    expect(await list.isVisible()).toBe(false);
    expect(await popup.isVisible()).toBe(true);

    // The keyboard chooses: arrow down, Enter; the fields are filled and the list is gone.
    await line1.pressSequentially(" ");
    await option.waitFor();
    await line1.press("ArrowDown");
    expect(await option.getAttribute("aria-selected")).toBe("true");
    expect(await line1.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    await line1.press("Enter");
    await expect.poll(() => line1.inputValue()).toBe("1642 Bramblewood Drive");
    expect(await form.getByRole("textbox", { name: "Town/City" }).inputValue()).toBe("Riverton Falls");
    expect(await form.getByRole("combobox", { name: "State/Region" }).inputValue()).toBe("US-OR");
    expect(await postcode.inputValue()).toBe("97304");
    expect(await list.isVisible()).toBe(false);
    expect(await popup.getByRole("dialog", { name: "Confirm the address" }).count()).toBe(0);

    // With line 1 and the postcode filled the search is "line1|postcode"; a street range gives a partial address.
    await line1.fill("");
    await line1.pressSequentially("250 Bramblewood");
    const range = list.getByRole("option", { name: "200-298 Bramblewood Drive, Riverton Falls, OR 97304" });
    await range.click();
    await form.getByRole("alert").filter({ hasText: "Please pay attention that this is not a full address. Please review it." }).waitFor();
    expect(await line1.inputValue()).toBe("Bramblewood Drive");
    await expectNoAxeViolations(page, "address lookup: partial address alert");
    await screenshot(page, "address-lookup-partial-375");

    // The red messages of the service, in place of the list.
    await postcode.fill("");
    await line1.fill("");
    await line1.pressSequentially("Riverton");
    const tooMany = form.getByText("Too many matches. Please add more search information");
    await tooMany.waitFor();
    expect(await tooMany.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(161, 32, 26)");
    expect(await form.getByRole("alert").count()).toBe(0);
    await expectNoAxeViolations(page, "address lookup: too many matches");
    await screenshot(page, "address-lookup-too-many-375");
    await line1.pressSequentially(" Zzyzx");
    await form.getByText("No matches found. Please try to use another search information").waitFor();
    expect(await tooMany.count()).toBe(0);

    await form.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Germany" });
    await line1.fill("");
    await line1.pressSequentially("Hauptstrasse 5");
    await form.getByText("Country is not supported").waitFor();
    await page.context().close();
  });
});
