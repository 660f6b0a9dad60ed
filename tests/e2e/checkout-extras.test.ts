import { eq, sql } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { cardAuthorizations, cartCheckouts, orderPayments, orders, savedCards, users } from "../../server/db/schema/index.ts";
import { SEED_GIFT_CARDS } from "../../server/db/seed/checkout.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";
import { acceptTerms, addToCartFromPage } from "./support/checkout.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";

const SHOPPER = "shopper@example.com";

/** The checkout's extras of decision 0029: step navigation, delivery method, saved cards, the address pager, the gift card balance check. */
describe("checkout extras (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;
  const url = (path: string) => `${server().baseUrl}${path}`;

  beforeEach(async () => {
    await emptyCartsOf(db(), SHOPPER);
  });

  /** A new browser context at `width`, signed in as the shopper on the consumer site. */
  async function signedIn(width = 1280): Promise<Page> {
    return signedInWindow(browser(), server().baseUrl, SHOPPER, { width, contextPath: "" });
  }

  /** Fills the cart and opens the checkout (at `hash`, if given). */
  async function toCheckout(page: Page, hash = ""): Promise<Locator> {
    const { plenty } = await cartFixtures(db());
    await addToCartFromPage(page, "", plenty.upc, 2);
    await page.goto(url(`/checkout${hash}`));
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
    return page.getByRole("main");
  }

  const focusedText = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent ?? ""}`);
  const shopperId = async () => (await db().select({ id: users.id }).from(users).where(eq(users.email, SHOPPER)))[0]!.id;

  it("follows the step hash on load and on the step links, marking the current step and focusing its heading", async () => {
    const page = await signedIn();
    const main = await toCheckout(page, "#step3");
    const steps = main.getByRole("navigation", { name: "Checkout steps" });
    const link = (name: string) => steps.getByRole("link", { name, exact: true });
    expect(await steps.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["#step1", "#step2", "#step3", "#step4"]);
    await expect.poll(() => link("Payment").getAttribute("aria-current")).toBe("step");
    expect(await link("Delivery address").getAttribute("aria-current")).toBeNull();
    await expect.poll(() => focusedText(page)).toBe("H2 Payment");
    await expectNoAxeViolations(page, "checkout at #step3");

    await link("Review and order").click();
    await page.waitForURL(/#step4$/);
    await expect.poll(() => link("Review and order").getAttribute("aria-current")).toBe("step");
    await expect.poll(() => focusedText(page)).toBe("H2 Order details");
    // In view (at the top when the page is long enough below it).
    const [top, height] = await page.locator("#step4").evaluate((el) => [el.getBoundingClientRect().top, window.innerHeight]);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(height! / 2);

    // Back in history is a hash change too.
    await page.goBack();
    await expect.poll(() => link("Payment").getAttribute("aria-current")).toBe("step");
    await link("Delivery").click();
    await expect.poll(() => focusedText(page)).toBe("H2 Delivery method");
    await screenshotsAtBothWidths(page, "checkout-steps");
    const cookies = await page.context().cookies();
    await page.context().close();

    // Without script the steps are plain anchors to the sections.
    const plain = await browser().newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await plain.addCookies(cookies);
    await noScript.goto(url("/checkout"));
    const nav = noScript.getByRole("navigation", { name: "Checkout steps" });
    await nav.getByRole("link", { name: "Payment" }).click();
    await noScript.waitForURL(/#step3$/);
    expect(await noScript.locator("#step3").getByRole("heading", { name: "Payment" }).isVisible()).toBe(true);
    await plain.close();
  });

  it("choosing a delivery method updates the totals and is kept", async () => {
    const page = await signedIn();
    const main = await toCheckout(page, "#step2");
    const totals = page.getByRole("region", { name: "Order total" });
    const figure = async (label: string) => (await totals.locator("div", { hasText: label }).locator("dd").first().textContent()) ?? "";
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
    const form = main.getByRole("group", { name: "How should we ship your order?" });
    expect(await form.getByRole("radio", { name: "Standard delivery" }).isChecked()).toBe(true);
    expect(await form.getByText("Free").isVisible()).toBe(true);
    await expect.poll(() => figure("Delivery")).toBe("$0.00");
    const before = cents(await figure("Total"));

    await form.getByRole("radio", { name: "Express delivery" }).check();
    await expect.poll(() => figure("Delivery")).toBe("$14.95");
    // Oregon has no sales tax: the total grows by the delivery cost.
    await expect.poll(async () => cents(await figure("Total"))).toBe(before + 1_495);
    const stored = async () =>
      (
        await db()
          .select({ code: cartCheckouts.deliveryMethodCode })
          .from(cartCheckouts)
          .where(sql`${cartCheckouts.cartId} = (select c.id from carts c join users u on u.id = c.user_id where u.email = ${SHOPPER} and c.status = 'active')`)
      )[0]?.code;
    await expect.poll(stored).toBe("EXPRESS");
    await expectNoAxeViolations(page, "checkout with Express delivery");
    await screenshotsAtBothWidths(page, "checkout-delivery-method");

    await page.reload();
    await waitForHydration(page);
    expect(await form.getByRole("radio", { name: "Express delivery" }).isChecked()).toBe(true);
    await expect.poll(() => figure("Delivery")).toBe("$14.95");
    await page.context().close();
  });

  it("saves a card with one order and pays the next order with it from the saved payments popup", async () => {
    const userId = await shopperId();
    await db().delete(savedCards).where(eq(savedCards.userId, userId));
    // A card saved long ago that has expired: listed, but it cannot pay.
    await db().insert(savedCards).values({ code: "CEXPIREDCARD2", userId, providerMethodId: "pm_expired", maskedCardNo: "555555******4444", cardType: "002", expiryMonth: 1, expiryYear: 2021, createdAt: new Date("2020-01-01") });

    const page = await signedIn();
    let main = await toCheckout(page, "#step3");
    const cardForm = main.getByRole("group", { name: "Card details" });
    await cardForm.getByRole("textbox", { name: "Card number" }).fill("4111111111111111");
    await cardForm.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill("1230");
    await cardForm.getByRole("textbox", { name: "Security code" }).fill("123");
    await cardForm.getByRole("textbox", { name: "Cardholder name" }).fill("Emily Carter");
    await cardForm.getByRole("checkbox", { name: "Save this card for my next orders" }).check();
    await acceptTerms(page);
    const complete = page.getByRole("button", { name: "Complete order" });
    await expect.poll(() => complete.isDisabled(), { timeout: 10_000 }).toBe(false);
    await complete.click();
    await page.waitForURL(/\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    await expect.poll(async () => (await db().select({ code: savedCards.code }).from(savedCards).where(eq(savedCards.userId, userId))).length).toBe(2);

    // The next order: the popup lists both cards.
    main = await toCheckout(page, "#step3");
    await main.getByRole("button", { name: "Use a saved card" }).click();
    const popup = await openedDialog(page, "Saved cards");
    const cards = popup.getByRole("list", { name: "Your saved cards" }).getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(2);
    const visa = cards.filter({ hasText: "Visa ending in 1111" });
    const expired = cards.filter({ hasText: "Mastercard ending in 4444" });
    expect(await visa.getByText("Expires 12/30").isVisible()).toBe(true);
    expect(await expired.getByText("Expired 01/21").isVisible()).toBe(true);
    expect(await expired.getByRole("button", { name: "Use this card" }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, "saved payments popup");
    await screenshotsAtBothWidths(page, "checkout-saved-cards-popup", { fullPage: false });

    // Removing the expired one.
    await expired.getByRole("button", { name: "Remove" }).click();
    await popup.getByRole("status").filter({ hasText: "Mastercard ending in 4444 was removed." }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await visa.getByRole("button", { name: "Use this card" }).click();
    await popup.waitFor({ state: "detached" });

    const saved = main.getByRole("group", { name: "Saved card" });
    await saved.getByText("Paying with Visa ending in 1111, expires 12/30.").waitFor();
    expect(await main.getByRole("group", { name: "Card details" }).count()).toBe(0);
    await acceptTerms(page);
    await expect.poll(() => complete.isDisabled(), { timeout: 10_000 }).toBe(false);
    await expectNoAxeViolations(page, "checkout paying with a saved card");
    await screenshotsAtBothWidths(page, "checkout-saved-card-chosen");
    await complete.click();
    await page.waitForURL(/\/checkout\/orderConfirmation\/BR\d{8}$/, { timeout: 15_000 });
    const code = page.url().split("/").pop()!;
    await page.getByRole("definition").filter({ hasText: "Card 411111******1111" }).waitFor();

    // Paid through the provider's stored card, not a token.
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.code, code));
    const [payment] = await db().select({ ref: orderPayments.providerReference }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    const [authorization] = await db().select({ token: cardAuthorizations.tokenHash, method: cardAuthorizations.storedMethodId }).from(cardAuthorizations).where(eq(cardAuthorizations.id, payment!.ref!));
    expect(authorization?.token).toBeNull();
    expect(authorization?.method).toMatch(/^pm_/);
    await page.context().close();
  });

  it("pages the address book five at a time, with the search", async () => {
    const userId = await shopperId();
    await db().execute(sql`delete from addresses where user_id = ${userId} and code like 'APAGER%'`);
    const towns = ["Ashford", "Brookfield", "Cedar Falls", "Dover", "Elmwood", "Fairview", "Glendale", "Hillsboro", "Irvington", "Jasper", "Kingston", "Lakewood"];
    for (const [i, town] of towns.entries()) {
      await db().execute(sql`
        insert into addresses select (jsonb_populate_record(a, jsonb_build_object('id', nextval('addresses_id_seq'), 'code', ${`APAGER${String(i).padStart(2, "0")}`}::text, 'town_city', ${town}::text, 'line1', ${`${100 + i} Pager Street`}::text, 'is_default', false, 'created_at', now() + make_interval(secs => ${i}::int)))).*
        from addresses a where a.user_id = ${userId} and a.is_default`);
    }
    const total = Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from addresses where user_id = ${userId}`)).rows[0]?.n);
    expect(total).toBeGreaterThan(10);

    const page = await signedIn();
    const main = await toCheckout(page);
    await main.getByRole("button", { name: "Change address" }).click();
    const popup = await openedDialog(page, "Delivery address");
    const items = popup.getByRole("list", { name: "Your addresses" }).getByRole("listitem");
    const pager = popup.getByRole("navigation", { name: "Address pages" });
    const pages = Math.ceil(total / 5);
    expect(await items.count()).toBe(5);
    expect(await popup.getByRole("status").filter({ hasText: `Addresses 1–5 of ${total}` }).isVisible()).toBe(true);
    expect(await pager.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await pager.getByRole("button", { name: "Previous" }).getAttribute("aria-disabled")).toBe("true");
    const firstPage = await items.allTextContents();
    await expectNoAxeViolations(page, "address popup, page 1");
    await screenshotsAtBothWidths(page, "checkout-address-pager", { fullPage: false, show: pager });

    const next = pager.getByRole("button", { name: "Next" });
    await next.click();
    await popup.getByRole("status").filter({ hasText: `Addresses 6–10 of ${total}` }).waitFor();
    expect(await pager.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    const secondPage = await items.allTextContents();
    expect(secondPage.some((text) => firstPage.includes(text))).toBe(false);
    await pager.getByRole("button", { name: `Page ${pages}` }).click();
    await popup.getByRole("status").filter({ hasText: `Addresses ${(pages - 1) * 5 + 1}–${total} of ${total}` }).waitFor();
    expect(await items.count()).toBe(total - (pages - 1) * 5);
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    // Pressed at the end by keyboard: nothing moves, and the focus stays on it.
    await next.focus();
    await page.keyboard.press("Enter");
    expect(await pager.getByRole("button", { name: `Page ${pages}` }).getAttribute("aria-current")).toBe("page");
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, "address popup, last page");

    // A search pages its matches from the first page: "Pager Street" holds the twelve added.
    const search = popup.getByRole("searchbox", { name: "Search addresses" });
    await search.fill("Pager Street");
    await popup.getByRole("status").filter({ hasText: "Addresses 1–5 of 12" }).waitFor();
    expect(await pager.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await pager.getByRole("button", { name: "Page 3" }).isVisible()).toBe(true);
    await search.fill("Kingston");
    await expect.poll(() => items.count()).toBe(1);
    expect(await pager.count()).toBe(0);
    await page.context().close();
  });

  it("checks a gift card balance from the footer: check enabled with both fields, the error in its field, the balance, and back to the start", async () => {
    const card = SEED_GIFT_CARDS[0]!;
    const page = await signedIn();
    await page.goto(url("/"));
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Check a gift card balance" }).click();
    const popup = await openedDialog(page, "Gift card balance");
    const number = popup.getByRole("textbox", { name: "Gift card number" });
    const pin = popup.getByLabel("PIN");
    const check = popup.getByRole("button", { name: "Check balance" });
    expect(await check.isDisabled()).toBe(true);
    await number.fill(card.number);
    expect(await check.isDisabled()).toBe(true);
    await pin.fill("9999");
    expect(await check.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, "gift card balance popup, start");

    await check.click();
    const error = popup.getByRole("alert");
    await error.filter({ hasText: "The gift card number or PIN is not valid." }).waitFor();
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, "gift card balance popup, error");
    await screenshotsAtBothWidths(page, "gift-card-balance-error", { fullPage: false });

    await pin.fill(card.pin);
    await check.click();
    const balance = popup.getByRole("definition");
    await balance.filter({ hasText: "$50.00" }).waitFor();
    expect(await popup.getByRole("term").textContent()).toBe("Balance");
    expect(await number.getAttribute("readonly")).not.toBeNull();
    expect(await error.count()).toBe(0);
    await expectNoAxeViolations(page, "gift card balance popup, balance");
    await screenshotsAtBothWidths(page, "gift-card-balance", { fullPage: false });

    await popup.getByRole("button", { name: "Check another card" }).click();
    expect(await number.inputValue()).toBe("");
    expect(await pin.inputValue()).toBe("");
    expect(await check.isDisabled()).toBe(true);
    expect(await balance.count()).toBe(0);
    await page.context().close();

    // A visitor is asked to sign in first.
    const visitor = await browser().newPage({ viewport: { width: 375, height: 800 } });
    await visitor.goto(url("/"));
    await waitForHydration(visitor);
    await visitor.getByRole("contentinfo").getByRole("button", { name: "Check a gift card balance" }).click();
    const signIn = await openedDialog(visitor, "Gift card balance");
    expect(await signIn.getByText("Please sign in to check a gift card balance.").isVisible()).toBe(true);
    expect(await signIn.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?redirect=%2F");
    await expectNoAxeViolations(visitor, "gift card balance popup, signed out");
    await visitor.close();
  });
});
