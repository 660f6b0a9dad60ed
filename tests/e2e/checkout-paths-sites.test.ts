import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addCalendarDays, dayOfWeek, formatIsoDate } from "../../domain/business-days.ts";
import { formatMoney } from "../../domain/money.ts";
import { taxMinor } from "../../domain/order-charges.ts";
import type { Currency, Language } from "../../domain/sites.ts";
import { orderPayments, orders } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { dealerCharged } from "../support/cart-money-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration, postFromPage } from "./support/browser.ts";
import { acceptTerms, completeOrder, definition, isDayOffered, openCalendar, pickInCalendar, readyToComplete, textsOf } from "./support/checkout.ts";
import { signedInWindow } from "./support/session.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";

interface SitePath {
  email: string;
  contextPath: string;
  language: Language;
  locale: string;
  currency: Currency;
}

const JAPAN: SitePath = { email: "jp.dealer@example.com", contextPath: "/jp/partner", language: "ja", locale: "ja-JP", currency: "JPY" };
const MEXICO: SitePath = { email: "mx.dealer@example.com", contextPath: "/mx/partner", language: "es", locale: "es-MX", currency: "MXN" };

/**
 * The Japan and Mexico partner sites' checkout paths of issue 5, in the site's language and
 * currency, up to the order confirmation: the Japanese dealer pays by card token without a
 * purchase number and picks a Saturday (rapid delivery); the Mexican dealer orders on account.
 */
describe("checkout paths on the Japan and Mexico partner sites (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;
  const base = () => server().baseUrl;

  async function storedShipDates(email: string) {
    const result = await db().execute<{ dates: { desiredShipDate: string; cancelDate: string }[] | null }>(sql`
      select cc.requested_ship_dates as dates from cart_checkouts cc join carts c on c.id = cc.cart_id join users u on u.id = c.user_id
      where u.email = ${email} and c.status = 'active' and c.mode = 'STOCK'`);
    return result.rows[0]?.dates ?? [];
  }

  /** Signed in on the site with `quantity` of a well-stocked size priced in its currency, on the checkout page. */
  async function atCheckout(site: SitePath, quantity: number) {
    await emptyCartsOf(db(), site.email);
    // The seed's booking windows are fixed dates: these stay open whatever day the tests run.
    for (const season of ["SPRING", "SUMMER"]) await openBookingWindow(db(), site.email, season, 2027);
    const { plenty } = await cartFixtures(db(), site.currency);
    const t = textsOf(site.language);
    const page = await signedInWindow(browser(), base(), site.email, { contextPath: site.contextPath });
    expect(await postFromPage(page, `${site.contextPath}/cart/updateMultiD`, { productCode: plenty.upc, quantity, entryNumber: -1 })).toBe(200);
    await page.goto(`${base()}${site.contextPath}/cart`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: t("cartPage.checkout"), exact: true }).click();
    await page.waitForURL(`${base()}${site.contextPath}/checkout`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: t("checkoutPage.title") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(site.language);
    await expect.poll(() => storedShipDates(site.email), { timeout: 10_000 }).toHaveLength(1);
    const [msrp] = (await db().execute<{ msrp: string }>(sql`select pr.msrp_minor as msrp from prices pr join products p on p.id = pr.product_id where p.code = ${plenty.productCode} and pr.currency = ${site.currency}`)).rows;
    // The dealer's quoted price (decision 0043).
    const soldTo = site === JAPAN ? "0020000201" : "0030000301";
    return { page, t, plenty, goods: dealerCharged(plenty.materialId, Number(msrp!.msrp), soldTo, quantity) * quantity };
  }

  it("Japan: a dealer pays by card token (preselected), gives no purchase number, sees no terms checkbox and picks a Saturday (rapid delivery)", async () => {
    const { page, t, plenty, goods } = await atCheckout(JAPAN, 2);
    const main = page.getByRole("main");
    const money = (minor: number) => formatMoney({ amount: minor, currency: "JPY" }, JAPAN.locale);

    // Card is the Japan site's only payment type: checked as the page comes, the card form shown without a click.
    const card = main.getByRole("radio", { name: t("checkoutPage.payment.CARD") });
    expect(await card.isChecked()).toBe(true);
    // No terms on the Japan site.
    expect(await page.getByRole("checkbox", { name: t("checkoutPage.terms.label") }).count()).toBe(0);
    await main.getByRole("textbox", { name: t("checkoutPage.card.number") }).fill("4111111111111111");
    await main.getByRole("textbox", { name: t("checkoutPage.card.expiry") }).fill("12/30");
    await main.getByRole("textbox", { name: t("checkoutPage.card.securityCode") }).fill("123");
    await main.getByRole("textbox", { name: t("checkoutPage.card.holder") }).fill("KENJI SATO");

    // The purchase number is optional here and the field says what it takes (decision 0042: "JP-0001" is fine).
    const po = main.getByRole("textbox", { name: new RegExp(`^${t("checkoutPage.purchaseNumber.label")}`) });
    expect(await po.evaluate((el) => document.getElementById(`${el.id}-hint`)?.textContent)).toBe(t("purchaseNumber.hint.relaxed"));

    // Rapid delivery: any day can be chosen, a Saturday too.
    await main.getByText(t("checkoutPage.shipDates.bookingWindowAnyDay")).waitFor();
    const [defaults] = await storedShipDates(JAPAN.email);
    let saturday = defaults!.desiredShipDate;
    while (dayOfWeek(saturday) !== 6) saturday = addCalendarDays(saturday, 1);
    const calendar = await openCalendar(page, main, t("checkoutPage.shipDates.desired"), "ja");
    expect(await isDayOffered(calendar, saturday, JAPAN.locale)).toBe(true);
    await expectNoAxeViolations(page, "Japanese ship-date calendar");
    await pickInCalendar(calendar, saturday, defaults!.desiredShipDate, "ja", JAPAN.locale);
    await calendar.waitFor({ state: "detached" });
    await expect.poll(async () => (await storedShipDates(JAPAN.email))[0]?.desiredShipDate).toBe(saturday);
    const cancel = (await storedShipDates(JAPAN.email))[0]!.cancelDate;

    await readyToComplete(page, "ja");
    await expectNoAxeViolations(page, "Japanese checkout with the card form");
    await screenshotsAtBothWidths(page, "checkout-japan");

    const code = await completeOrder(page, JAPAN.contextPath, "ja");
    const done = page.getByRole("main");
    await done.getByRole("heading", { level: 1, name: t("order.confirmation.title") }).waitFor();
    expect(await done.getByRole("status").first().textContent()).toBe(t("order.confirmation.lead", { code }));
    expect([t("order.status.PLACED"), t("order.status.EXPORTED")]).toContain(await definition(done, t("order.confirmation.status")).textContent());
    expect(await done.locator("dt", { hasText: t("order.confirmation.purchaseNumber") }).count()).toBe(0);
    // The address as the checkout showed it: the prefecture and the country by their Japanese names, never codes.
    const kenji = ["Kenji Sato", "Sora Headwear Trading Co., Ltd.", "1-2-3 Jingumae", "Shibuya-ku, 東京都 150-0001", "日本"];
    expect(await definition(done, t("order.confirmation.deliveryAddress")).locator("address div").allTextContents()).toEqual(kenji);
    expect(await definition(done, t("order.confirmation.billingAddress")).locator("address div").allTextContents()).toEqual(kenji);
    expect(await done.getByRole("heading", { level: 2 }).allTextContents()).toEqual([t("order.confirmation.items")]);
    const tax = taxMinor(goods, 1000);
    const [payment] = await db()
      .select({ masked: orderPayments.displayReference, amount: orderPayments.amountMinor })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orders.code, code));
    expect(payment).toEqual({ masked: expect.stringMatching(/1111$/), amount: goods + tax });
    expect(await definition(done, t("order.confirmation.payment")).textContent()).toBe(`${t("order.payment.CARD", { masked: payment!.masked! })} ${money(goods + tax)}`);
    expect(await done.getByText(t("order.confirmation.shipDates", { desired: formatIsoDate(saturday, JAPAN.locale), cancel: formatIsoDate(cancel, JAPAN.locale) })).count()).toBe(1);
    const row = done.getByRole("row").filter({ hasText: plenty.productName });
    expect(await row.getByRole("cell").allTextContents()).toEqual([expect.stringContaining(plenty.productName), plenty.size, "2", money(goods / 2), money(goods)]);
    expect(await definition(done, t("order.confirmation.subtotal")).textContent()).toBe(money(goods));
    expect(await definition(done, t("order.confirmation.tax")).textContent()).toBe(money(tax));
    expect(await definition(done, t("order.confirmation.total")).textContent()).toBe(money(goods + tax));
    await expectNoAxeViolations(page, "Japanese order confirmation");
    await screenshotsAtBothWidths(page, "confirmation-japan");

    const [order] = await db().select({ po: orders.purchaseNumber, desired: orders.desiredShipDate, currency: orders.currency, paymentType: orders.paymentType }).from(orders).where(eq(orders.code, code));
    expect(order).toEqual({ po: null, desired: saturday, currency: "JPY", paymentType: "CARD" });
    await page.context().close();
  });

  it("Mexico: a dealer orders on account in Spanish, in pesos with IVA, without a purchase number", async () => {
    const { page, t, plenty, goods } = await atCheckout(MEXICO, 5);
    const main = page.getByRole("main");
    const money = (minor: number) => formatMoney({ amount: minor, currency: "MXN" }, MEXICO.locale);
    // What a Spanish-speaking person reads (not only what the catalogue says).
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Finalizar pedido");
    expect(await main.getByRole("radio", { name: "A cuenta" }).isChecked()).toBe(true);
    await main.getByText(t("checkoutPage.shipDates.bookingWindow"), { exact: true }).waitFor();

    // The purchase number is optional in Mexico; the dealer's comment is not.
    const complete = page.getByRole("button", { name: t("checkoutPage.complete") });
    await main.getByRole("textbox", { name: new RegExp(`^${t("checkoutPage.comment.label")}`) }).fill("Entregar en el almacén 2");
    await acceptTerms(page, "es");
    await readyToComplete(page, "es");
    expect(await main.getByRole("textbox", { name: new RegExp(`^${t("checkoutPage.purchaseNumber.label")}`) }).inputValue()).toBe("");
    const tax = taxMinor(goods, 1600);
    const totals = page.getByRole("complementary", { name: t("checkoutPage.totals.title") });
    expect(await totals.textContent()).toContain(money(goods + tax));
    await expectNoAxeViolations(page, "Mexican checkout");
    await screenshotsAtBothWidths(page, "checkout-mexico");
    expect(await complete.isDisabled()).toBe(false);

    const code = await completeOrder(page, MEXICO.contextPath, "es");
    const done = page.getByRole("main");
    await done.getByRole("heading", { level: 1, name: "Gracias por su pedido" }).waitFor();
    expect(await done.getByRole("status").first().textContent()).toBe(`Su pedido ${code} ha sido registrado.`);
    expect(["Registrado", "En proceso"]).toContain(await definition(done, t("order.confirmation.status")).textContent());
    expect(await definition(done, t("order.confirmation.comment")).textContent()).toBe("Entregar en el almacén 2");
    expect(await definition(done, t("order.confirmation.deliveryAddress")).locator("address div").allTextContents()).toEqual([
      "Lucía Hernández",
      "Gorras del Norte S.A. de C.V.",
      "Av. Constitución 400",
      "Monterrey, Nuevo León 64000",
      "México",
    ]);
    const [order] = await db()
      .select({ po: orders.purchaseNumber, currency: orders.currency, total: orders.totalMinor, tax: orders.taxMinor, desired: orders.desiredShipDate, cancel: orders.cancelDate })
      .from(orders)
      .where(and(eq(orders.code, code), eq(orders.siteId, "mx")));
    expect(order).toMatchObject({ po: null, currency: "MXN", total: goods + tax, tax });
    expect(await done.getByText(t("order.confirmation.shipDates", { desired: formatIsoDate(order!.desired!, MEXICO.locale), cancel: formatIsoDate(order!.cancel!, MEXICO.locale) })).count()).toBe(1);
    const row = done.getByRole("row").filter({ hasText: plenty.productName });
    expect(await row.getByRole("cell").nth(2).textContent()).toBe("5");
    expect(await definition(done, t("order.confirmation.payment")).textContent()).toBe(`${t("order.payment.ACCOUNT")} ${money(goods + tax)}`);
    expect(await definition(done, t("order.confirmation.tax")).textContent()).toBe(money(tax));
    expect(await definition(done, t("order.confirmation.total")).textContent()).toBe(money(goods + tax));
    await expectNoAxeViolations(page, "Mexican order confirmation");
    await screenshotsAtBothWidths(page, "confirmation-mexico");
    await page.context().close();
  });
});
