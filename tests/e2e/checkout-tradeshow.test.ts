import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { addToCartFromPage } from "./support/checkout.ts";
import { signedInWindow } from "./support/session.ts";
import { screenshot, screenshotsAtBothWidths } from "./support/screenshots.ts";

const DEALER = "dealer@example.com";

describe("trade-show order (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  beforeEach(async () => {
    await emptyCartsOf(db(), DEALER);
  });

  it("a dealer switches trade-show mode on, fills the trade-show delivery form with its masks and places the order", async () => {
    const { plenty } = await cartFixtures(db());
    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { width: 1280 });
    await addToCartFromPage(page, "/partner", plenty.upc, 3);

    // The header's switch: a plain form that comes back to the page.
    await page.getByRole("button", { name: "Start trade-show mode" }).click();
    await page.getByRole("button", { name: "End trade-show mode" }).waitFor();

    await page.goto(`${server().baseUrl}/partner/checkout`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByText("Trade-show mode", { exact: true }).waitFor();
    const form = main.getByRole("region", { name: "Trade-show delivery" });
    await form.waitFor();
    // Its own form in place of the address popup, and no terms in the trade-show rule (shopping-flow §4).
    expect(await main.getByRole("region", { name: "Delivery address" }).count()).toBe(0);
    expect(await page.getByRole("checkbox", { name: "I have read and accept the terms and conditions" }).count()).toBe(0);
    const complete = page.getByRole("button", { name: "Complete order" });
    expect(await complete.isDisabled()).toBe(true);
    expect(await page.getByText("Complete the trade-show delivery form.").isVisible()).toBe(true);

    await form.getByRole("radio", { name: "Deliver to the trade-show venue" }).check();
    await form.getByRole("textbox", { name: /^First name/ }).fill("Megan");
    await form.getByRole("textbox", { name: /^Last name/ }).fill("Alvarez");
    await form.getByRole("textbox", { name: /^Company/ }).fill("Summit Caps Dealer");
    await form.getByRole("textbox", { name: /^Address line 1/ }).fill("Convention Center, Hall B, Booth 12");
    await form.getByRole("textbox", { name: /^Town or city/ }).fill("Las Vegas");
    const postcode = form.getByRole("textbox", { name: /^Post code/ });
    await postcode.pressSequentially("8910901");
    expect(await postcode.inputValue()).toBe("891-0901");
    const phone = form.getByRole("textbox", { name: /^Phone/ });
    // Nine digits: the form says so when the field is left.
    await phone.pressSequentially("031234567");
    await form.getByRole("textbox", { name: /^Sales rep ID/ }).click();
    await form.getByText("Enter the phone number in the format shown.").waitFor();
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    // Ten digits take the 999-999-9999 mask, eleven the 999-9999-9999 one.
    await phone.click();
    await phone.press("End");
    await phone.pressSequentially("8");
    expect(await phone.inputValue()).toBe("031-234-5678");
    await phone.pressSequentially("9");
    expect(await phone.inputValue()).toBe("031-2345-6789");
    await phone.press("Backspace");
    expect(await phone.inputValue()).toBe("031-234-5678");
    await form.getByRole("textbox", { name: /^Sales rep ID/ }).fill("SR-1001");
    await main.getByRole("textbox", { name: /^Purchase order number/ }).fill("SHOW26");
    await form.getByRole("button", { name: "Save delivery details" }).click();
    await form.getByText("Delivery details saved.").waitFor();
    await expect.poll(() => complete.isDisabled(), { timeout: 10_000 }).toBe(false);

    await expectNoAxeViolations(page, "trade-show checkout");
    await screenshotsAtBothWidths(page, "checkout-tradeshow");

    await complete.click();
    await page.waitForURL(/\/partner\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    const code = page.url().split("/").pop()!;
    const [order] = await db().select({ tradeShow: orders.tradeShowDelivery, address: orders.deliveryAddress, purchaseNumber: orders.purchaseNumber }).from(orders).where(eq(orders.code, code));
    expect(order?.purchaseNumber).toBe("SHOW26");
    expect(order?.tradeShow).toEqual({
      tradeShowDestination: "VENUE",
      firstName: "Megan",
      lastName: "Alvarez",
      companyName: "Summit Caps Dealer",
      countryIso: "US",
      line1: "Convention Center, Hall B, Booth 12",
      line2: "",
      townCity: "Las Vegas",
      postcode: "891-0901",
      phone: "031-234-5678",
      tradeShowSalesRepId: "SR-1001",
    });
    expect(order?.address).toMatchObject({ line1: "Convention Center, Hall B, Booth 12", postcode: "891-0901", phone: "031-234-5678" });

    const confirmation = page.getByRole("main");
    await confirmation.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    const shown = await confirmation.textContent();
    expect(shown).toContain("Trade-show delivery");
    expect(shown).toContain("Deliver to the trade-show venue");
    expect(shown).toContain("Sales rep ID SR-1001");
    expect(shown).toContain("031-234-5678");
    await expectNoAxeViolations(page, "trade-show order confirmation");
    await screenshot(page, "checkout-tradeshow-confirmation-1280", { fullPage: true });

    await page.getByRole("button", { name: "End trade-show mode" }).click();
    await page.getByRole("button", { name: "Start trade-show mode" }).waitFor();
    await page.context().close();
  });
});
