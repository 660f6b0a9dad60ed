import { eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { addBusinessDays } from "../../domain/business-days.ts";
import { cardResultField, cardResultMessageKey, type CardField } from "../../domain/card-form.ts";
import { translate, type MessageKey } from "../../domain/i18n/index.ts";
import { cartCheckouts, giftCards, orderPayments, orders } from "../../server/db/schema/index.ts";
import { SEED_GIFT_CARDS } from "../../server/db/seed/checkout.ts";
import { TEST_CARDS } from "../../server/integrations/card-provider/test-cards.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";
import { acceptTerms, addToCartFromPage, calendarDayName } from "./support/checkout.ts";
import { screenshot, screenshotsAtBothWidths } from "./support/screenshots.ts";

const SHOPPER = "shopper@example.com";
const DEALER = "dealer@example.com";

/** The card form's labels (CardFields), by the field a result code names. */
const CARD_LABELS: Record<CardField, MessageKey> = {
  cardNumber: "checkoutPage.card.number",
  expiry: "checkoutPage.card.expiry",
  securityCode: "checkoutPage.card.securityCode",
  holder: "checkoutPage.card.holder",
  startDate: "checkoutPage.card.startDate",
  issueNumber: "checkoutPage.card.issueNumber",
};

describe("checkout payments (browser)", () => {
  // Every result code below asks the provider for a token: more than the default 20 a minute.
  const { server, browser } = useBrowserAndServer({ RATE_LIMIT_STRICT_PER_MINUTE: "200" });
  const db = () => server().database.db;

  beforeEach(async () => {
    await emptyCartsOf(db(), SHOPPER);
    await emptyCartsOf(db(), DEALER);
  });

  /** Signs in on the site at `contextPath` ("" for the consumer site) and fills the cart with `quantity` of a well-stocked size. */
  async function signedInWithCart(email: string, contextPath: string, quantity: number, width = 1280): Promise<Page> {
    const { plenty } = await cartFixtures(db());
    const page = await signedInWindow(browser(), server().baseUrl, email, { width, contextPath });
    await addToCartFromPage(page, contextPath, plenty.upc, quantity);
    await page.goto(`${server().baseUrl}${contextPath}/checkout`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
    return page;
  }

  const ordersOf = async (email: string) =>
    (await db().execute<{ n: number }>(sql`select count(*)::int as n from orders o join users u on u.id = o.user_id where u.email = ${email}`)).rows[0]?.n ?? 0;

  it("a consumer pays part by gift card and the rest with PayPal, approving on PayPal's page, and reaches the confirmation", async () => {
    const gift = SEED_GIFT_CARDS[0]!;
    const page = await signedInWithCart(SHOPPER, "", 4);
    const main = page.getByRole("main");
    const complete = page.getByRole("button", { name: "Complete order" });

    await main.getByRole("radio", { name: "PayPal" }).check();
    const approve = main.getByRole("button", { name: "Approve with PayPal" });
    await approve.waitFor();

    // The gift card pays its balance; the rest is what PayPal is asked for.
    await main.getByRole("button", { name: "Use a gift card" }).click();
    const popup = await openedDialog(page, "Gift card");
    await popup.getByLabel("Gift card number").fill(gift.number);
    await popup.getByLabel("PIN").fill(gift.pin);
    await popup.getByRole("button", { name: "Check balance" }).click();
    await popup.getByRole("button", { name: "Apply gift card" }).click();
    await popup.waitFor({ state: "detached" });
    await main.getByText("A gift card pays $50.00 of this order.").waitFor();
    const totals = page.getByRole("region", { name: "Order total" });
    const remaining = (await totals.locator("div", { hasText: "Remaining to pay" }).locator("dd").textContent()) ?? "";
    expect(remaining).toMatch(/^\$\d+\.\d\d$/);
    await main.getByText(`Approve the payment of ${remaining} on PayPal's page`).waitFor();
    await acceptTerms(page);
    // Not approved yet: Complete order waits for PayPal.
    expect(await complete.isDisabled()).toBe(true);
    expect(await page.getByText("Approve the payment with PayPal.").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "checkout with a gift card, before PayPal");
    await screenshotsAtBothWidths(page, "checkout-wallet-start");

    await approve.click();
    await page.waitForURL(/\/_providers\/wallet\/approve\?paymentId=PAY-/);
    expect(await page.getByRole("heading", { level: 1, name: "Approve your payment" }).isVisible()).toBe(true);
    expect(await page.getByText(remaining, { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "the wallet provider's approve page");
    await screenshotsAtBothWidths(page, "wallet-approve-page");
    await page.getByRole("button", { name: "Pay now" }).click();

    await page.waitForURL(`${server().baseUrl}/checkout`);
    await waitForHydration(page);
    await main.getByRole("status").filter({ hasText: `PayPal approved the payment of ${remaining}.` }).waitFor();
    expect(await main.getByRole("radio", { name: "PayPal" }).isChecked()).toBe(true);
    expect(await main.getByText("A gift card pays $50.00 of this order.").isVisible()).toBe(true);
    // The terms accepted before going to PayPal are still accepted: no second round of the dialog.
    const terms = page.getByRole("checkbox", { name: "I have read and accept the terms and conditions" });
    expect(await terms.isChecked()).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => complete.isDisabled(), { timeout: 10_000 }).toBe(false);
    const placed = page.waitForRequest((req) => req.url().endsWith("/checkout/simple/placeOrder"));
    await expectNoAxeViolations(page, "checkout with PayPal approved");
    await screenshotsAtBothWidths(page, "checkout-wallet-approved");

    await complete.click();
    // The page still tells the server the terms were accepted.
    expect((await placed).postDataJSON()).toMatchObject({ termsAccepted: true });
    await page.waitForURL(/\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    const code = page.url().split("/").pop()!;
    const paid = page.getByRole("definition").filter({ hasText: "Gift card" });
    expect(await paid.textContent()).toContain("Gift card $50.00");
    expect(await paid.textContent()).toContain(`PayPal ${remaining}`);
    await expectNoAxeViolations(page, "order confirmation paid by gift card and PayPal");
    await screenshotsAtBothWidths(page, "order-confirmation-wallet");

    const [order] = await db().select({ id: orders.id, total: orders.totalMinor, paymentType: orders.paymentType }).from(orders).where(eq(orders.code, code));
    expect(order?.paymentType).toBe("WALLET");
    const payments = await db().select({ kind: orderPayments.kind, status: orderPayments.status, amount: orderPayments.amountMinor }).from(orderPayments).where(eq(orderPayments.orderId, order!.id)).orderBy(orderPayments.id);
    expect(payments).toEqual([
      { kind: "GIFTCARD", status: "charged", amount: 5_000 },
      { kind: "WALLET", status: "captured", amount: order!.total - 5_000 },
    ]);
    const [card] = await db().select({ balance: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.number, gift.number));
    expect(card?.balance).toBe(0);
    await page.context().close();
  });

  it("shows each card result code of the provider in the warning alert, with its field highlighted and focused", async () => {
    const ordersBefore = await ordersOf(SHOPPER);
    const page = await signedInWithCart(SHOPPER, "", 1);
    const main = page.getByRole("main");
    expect(await main.getByRole("radio", { name: "Credit card" }).isChecked()).toBe(true);
    const cardForm = main.getByRole("group", { name: "Card details" });
    const number = cardForm.getByRole("textbox", { name: "Card number" });
    await number.waitFor();
    await cardForm.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill("1230");
    await cardForm.getByRole("textbox", { name: "Security code" }).fill("123");
    await cardForm.getByRole("textbox", { name: "Cardholder name" }).fill("Emily Carter");
    await acceptTerms(page);
    const complete = page.getByRole("button", { name: "Complete order" });

    const forced = TEST_CARDS.filter((c) => c.tokenCode !== "000");
    expect(forced.map((c) => c.tokenCode)).toEqual(["100", "101", "102", "110", "111", "112", "113", "121", "122", "131", "132", "901", "902"]);
    for (const card of forced) {
      await number.fill(card.number);
      await expect.poll(() => complete.isDisabled()).toBe(false);
      const answered = page.waitForResponse((res) => res.url().endsWith("/_providers/card/tokens"));
      await complete.click();
      expect(await (await answered).json()).toEqual({ resultCode: card.tokenCode });
      const message = translate("en", cardResultMessageKey(card.tokenCode), { code: card.tokenCode });
      await cardForm.getByRole("status").filter({ hasText: message }).waitFor();
      const field = cardResultField(card.tokenCode);
      if (field) {
        const input = cardForm.getByRole("textbox", { name: translate("en", CARD_LABELS[field]) });
        expect(await input.getAttribute("aria-invalid"), card.tokenCode).toBe("true");
        await expect.poll(() => input.evaluate((el) => el === document.activeElement), { message: `${card.tokenCode} focuses ${field}` }).toBe(true);
        // The field's own message describes it.
        expect(await input.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent)).toBe(message);
      } else {
        expect(message).toBe(`Something wrong: ${card.tokenCode}`);
        expect(await cardForm.locator('[aria-invalid="true"]').count()).toBe(0);
        // No field to focus: the alert itself takes the focus, so it is read out.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""), { message: `${card.tokenCode} focuses the alert` }).toContain(message);
      }
      if (card.tokenCode === "113") await expectNoAxeViolations(page, "card form with a result code");
    }
    await screenshotsAtBothWidths(page, "checkout-card-result-code");

    // A card the provider tokenizes but the bank declines: the refusal says so once, not again as its only bullet.
    const declined = TEST_CARDS.find((c) => c.declineCode === "051")!;
    await number.fill(declined.number);
    await expect.poll(() => complete.isDisabled()).toBe(false);
    await complete.click();
    const refusal = page.getByRole("complementary", { name: "Order total" }).getByRole("alert");
    await refusal.waitFor();
    const message = ((await refusal.locator("p").first().textContent()) ?? "").trim();
    expect(message).not.toBe("");
    expect(await refusal.getByRole("listitem").allTextContents()).not.toContain(message);
    expect(((await refusal.textContent()) ?? "").split(message).length - 1, "the message appears once").toBe(1);
    await expectNoAxeViolations(page, "checkout with a declined card");
    await screenshot(page, "checkout-card-declined-1280", { fullPage: true });
    // No order was placed for any of them.
    expect(await ordersOf(SHOPPER)).toBe(ordersBefore);

    // Another card, without reloading the page: it pays (before, the provider refused it as a reused key).
    await number.fill(TEST_CARDS.find((c) => c.number.startsWith("4111"))!.number);
    await expect.poll(() => complete.isDisabled()).toBe(false);
    // The cursor is still in the comment when Complete order is pressed, once (decision 0042): before,
    // leaving the field started its save, which disabled the button under the click.
    const comment = main.getByRole("textbox", { name: /^Comment/ });
    await comment.fill("Second card");
    expect(await comment.evaluate((el) => el === document.activeElement)).toBe(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/checkout/simple/placeOrder", async (route) => {
      await held;
      await route.continue();
    });
    await complete.click();
    // The new attempt clears the earlier decline at once.
    await refusal.waitFor({ state: "detached", timeout: 10_000 });
    release();
    await page.waitForURL(/\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    expect(await ordersOf(SHOPPER)).toBe(ordersBefore + 1);
    await page.context().close();
  });

  it("a US dealer orders from stock by card with a ship date in the booking window and a billing address, and sees the masked card", async () => {
    const page = await signedInWithCart(DEALER, "/partner", 2);
    const main = page.getByRole("main");
    // Typed first: they are saved when left, long before the terms are ticked.
    await main.getByRole("textbox", { name: /^Purchase order number/ }).fill("PO7788");
    await main.getByRole("textbox", { name: /^Comment/ }).fill("Card order");
    await main.getByRole("radio", { name: "Credit card" }).check();
    const cardForm = main.getByRole("group", { name: "Card details" });
    await cardForm.getByRole("textbox", { name: "Card number" }).fill("4111111111111111");
    await cardForm.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill("1230");
    await cardForm.getByRole("textbox", { name: "Security code" }).fill("123");
    await cardForm.getByRole("textbox", { name: "Cardholder name" }).fill("Dana Whitfield");

    // A billing address of its own: the region select appears for the United States and is required.
    const billing = main.getByRole("group", { name: "Billing address" });
    const useDelivery = billing.getByRole("checkbox", { name: "Use the delivery address as the billing address" });
    expect(await useDelivery.isChecked()).toBe(true);
    await useDelivery.uncheck();
    await billing.getByRole("textbox", { name: "First name" }).fill("Dana");
    await billing.getByRole("textbox", { name: "Last name" }).fill("Whitfield");
    await billing.getByRole("combobox", { name: "Country" }).selectOption("US");
    await billing.getByRole("textbox", { name: "Address line 1" }).fill("200 Lakeshore Drive");
    await billing.getByRole("textbox", { name: "Postcode/ZIP" }).fill("60601");
    await billing.getByRole("textbox", { name: "Town/City" }).fill("Chicago");
    const region = billing.getByRole("combobox", { name: "State/Region" });
    await region.waitFor();

    // Ship dates: the defaults are stored, then another day of the booking window is picked.
    const stored = async () =>
      (
        await db()
          .select({ dates: cartCheckouts.requestedShipDates })
          .from(cartCheckouts)
          .where(sql`${cartCheckouts.cartId} = (select c.id from carts c join users u on u.id = c.user_id where u.email = ${DEALER} and c.status = 'active' and c.mode = 'STOCK')`)
      )[0]?.dates ?? [];
    await expect.poll(stored, { timeout: 10_000 }).toHaveLength(1);
    const wanted = addBusinessDays((await stored())[0]!.desiredShipDate!, 1, "US");
    const desired = main.getByRole("group", { name: "Desired ship date" });
    await desired.getByRole("button", { name: "Open the calendar" }).click();
    const calendar = page.getByRole("dialog", { name: "Desired ship date" });
    await calendar.waitFor();
    await calendar.getByRole("button", { name: calendarDayName(wanted, "en-US") }).click();
    await expect.poll(async () => (await stored())[0]?.desiredShipDate).toBe(wanted);

    await acceptTerms(page);
    const complete = page.getByRole("button", { name: "Complete order" });
    await expect.poll(() => complete.isDisabled(), { timeout: 10_000 }).toBe(false);

    // The region is required: the page says so on the field and focuses it.
    await complete.click();
    await expect.poll(() => region.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await billing.getByText("Please select a region.").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "dealer checkout with the billing address");
    await screenshotsAtBothWidths(page, "checkout-card-billing");
    await region.selectOption("US-IL");

    await expect.poll(() => complete.isDisabled()).toBe(false);
    // A new purchase number, the cursor still in its field: one click saves it and places the order (decision 0042).
    const po = main.getByRole("textbox", { name: /^Purchase order number/ });
    await po.fill("PO7789");
    expect(await po.evaluate((el) => el === document.activeElement)).toBe(true);
    await complete.click();
    await page.waitForURL(/\/partner\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    const code = page.url().split("/").pop()!;
    expect(await page.getByRole("definition").filter({ hasText: "Card 411111******1111" }).isVisible()).toBe(true);
    const billingShown = page.getByRole("definition").filter({ hasText: "200 Lakeshore Drive" });
    expect(await billingShown.textContent()).toContain("Dana Whitfield");
    // As the checkout shows addresses: the state and country by name, not their codes.
    expect(await billingShown.textContent()).toContain("Chicago, Illinois 60601");
    expect(await billingShown.textContent()).toContain("United States");
    expect(await billingShown.textContent()).not.toContain("US-IL");
    await expectNoAxeViolations(page, "dealer order confirmation paid by card");
    await screenshotsAtBothWidths(page, "order-confirmation-card");

    const [order] = await db()
      .select({ id: orders.id, total: orders.totalMinor, desired: orders.desiredShipDate, billing: orders.billingAddress, mode: orders.mode, purchaseNumber: orders.purchaseNumber })
      .from(orders)
      .where(eq(orders.code, code));
    expect(order).toMatchObject({ purchaseNumber: "PO7789", desired: wanted, mode: "STOCK", billing: { firstName: "Dana", line1: "200 Lakeshore Drive", regionIso: "US-IL", postcode: "60601" } });
    const payments = await db().select({ kind: orderPayments.kind, status: orderPayments.status, amount: orderPayments.amountMinor, shown: orderPayments.displayReference }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([{ kind: "CARD", status: "captured", amount: order!.total, shown: "411111******1111" }]);
    await page.context().close();
  });
});
