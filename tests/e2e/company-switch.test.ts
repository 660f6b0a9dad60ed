import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses, units } from "../../server/db/schema/index.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";

describe("company switch and address book (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  it("buyer switches company from the header, sees its name, and keeps the new company's address book", async () => {
    const page = await signedInWindow(browser(), server().baseUrl, "buyer@example.com", { width: 1280 });
    // The header names the company the buyer acts for (the buyer has two).
    const menu = page.getByRole("button", { name: /^Hi, .+ Lakeshore Team Sports$/ });
    await menu.click();
    expect(await page.getByText("Company: Lakeshore Team Sports").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Switch company" }).click();
    const dialog = await openedDialog(page, "Switch company");
    const select = dialog.getByRole("combobox", { name: "Company" });
    expect(await select.inputValue()).toBe("0010000105");
    await expectNoAxeViolations(page, "company switch dialog");
    await screenshotsAtBothWidths(page, "company-switch", { fullPage: false });

    await select.selectOption({ label: "Lakeshore Youth Athletics" });
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Switch" }).click()]);
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Hi, .+ Lakeshore Youth Athletics$/ }).click();
    await page.getByText("Company: Lakeshore Youth Athletics").waitFor();

    // The new company's address book: empty, and what is added is the new company's.
    await page.getByRole("link", { name: "Address book" }).click();
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Address book" }).waitFor();
    await waitForHydration(page);
    expect(await main.getByText("Your address book is empty. Add an address to deliver to.").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "empty address book");

    await main.getByRole("link", { name: "Add an address" }).click();
    const popup = await openedDialog(page, "Address book");
    const save = popup.getByRole("button", { name: "Save address" });
    expect(await save.isDisabled()).toBe(true);
    await popup.getByRole("textbox", { name: "First name" }).fill("Sam");
    await popup.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await popup.getByRole("combobox", { name: "Address line 1" }).or(popup.getByRole("textbox", { name: "Address line 1" })).fill("12 Nowhere Road");
    await popup.getByRole("textbox", { name: "Town/City" }).fill("Atlantis");
    await popup.getByRole("textbox", { name: "Postcode/ZIP" }).fill("97999");
    // Without a state the form is invalid and cannot be saved.
    expect(await save.isDisabled()).toBe(true);
    await popup.getByRole("combobox", { name: "State/Region" }).selectOption({ label: "Oregon" });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, "address form dialog");
    await screenshotsAtBothWidths(page, "address-book-form", { fullPage: false });
    await save.click();
    await popup.waitFor({ state: "detached" });
    const card = main.getByRole("listitem").filter({ hasText: "12 Nowhere Road" });
    await card.waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Address saved." }).count()).toBe(1);
    const [youth] = await db().select({ id: units.id }).from(units).where(eq(units.uid, "0010000106"));
    expect(await db().select({ unitId: addresses.unitId }).from(addresses).where(eq(addresses.line1, "12 Nowhere Road"))).toEqual([{ unitId: youth!.id }]);
    await expectNoAxeViolations(page, "address book");
    await screenshotsAtBothWidths(page, "address-book");

    // Remove asks first.
    await card.getByRole("link", { name: "Remove" }).click();
    const confirm = await openedDialog(page, "Remove this address?");
    await expectNoAxeViolations(page, "remove confirmation");
    await Promise.all([page.waitForURL(/addressAlert=removed/), confirm.getByRole("button", { name: "Remove address" }).click()]);
    await main.getByText("Your address book is empty. Add an address to deliver to.").waitFor();
    expect(await db().select({ id: addresses.id }).from(addresses).where(eq(addresses.line1, "12 Nowhere Road"))).toEqual([]);
  });
});
