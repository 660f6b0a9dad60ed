import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { translate, type MessageKey } from "../../../domain/i18n/index.ts";
import type { Language } from "../../../domain/sites.ts";
import { expectModalOverlay, openedDialog, postFromPage, waitForHydration } from "./browser.ts";

/** Texts of the page in its language, as a person reads them (the i18n catalogue of that language). */
export function textsOf(language: Language): (key: MessageKey, params?: Record<string, string | number>) => string {
  return (key, params) => translate(language, key, params);
}

/** Adds `quantity` of a variant (by UPC) to the signed-in user's cart, as the product page's size grid does. */
export async function addToCartFromPage(page: Page, contextPath: string, upc: string, quantity: number): Promise<void> {
  expect(await postFromPage(page, `${contextPath}/cart/updateMultiD`, { productCode: upc, quantity, entryNumber: -1 })).toBe(200);
}

/** How React Aria's calendar names a day: "Tuesday, February 2, 2027" in en-US, "2027年2月2日火曜日" in ja-JP. */
export function calendarDayName(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** The opened calendar of the date field `label` in `scope` (a delivery target's fieldset, or the page). */
export async function openCalendar(page: Page, scope: Locator, label: string, language: Language): Promise<Locator> {
  const t = textsOf(language);
  await scope.getByRole("group", { name: label }).getByRole("button", { name: t("checkoutPage.calendar.open") }).click();
  return openedDialog(page, label);
}

/**
 * Picks `iso` in an opened calendar that shows the month of `shown` (the field's date), moving
 * month by month with the calendar's buttons as a person would.
 */
export async function pickInCalendar(calendar: Locator, iso: string, shown: string, language: Language, locale: string): Promise<void> {
  const t = textsOf(language);
  const months = (Number(iso.slice(0, 4)) - Number(shown.slice(0, 4))) * 12 + Number(iso.slice(5, 7)) - Number(shown.slice(5, 7));
  const step = calendar.getByRole("button", { name: t(months > 0 ? "checkoutPage.calendar.next" : "checkoutPage.calendar.previous") });
  for (let i = 0; i < Math.abs(months); i++) await step.click();
  await calendar.getByRole("button", { name: calendarDayName(iso, locale) }).click();
}

/** Whether the calendar offers a day (React Aria marks the others unavailable). */
export async function isDayOffered(calendar: Locator, iso: string, locale: string): Promise<boolean> {
  const cell = calendar.getByRole("button", { name: calendarDayName(iso, locale) });
  return (await cell.getAttribute("aria-disabled")) !== "true";
}

/** WCAG contrast ratio of two computed CSS colours (`rgb(r, g, b)`). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * A disabled button looks neutral: grey (no saturated brand or accent colour, not faded with
 * opacity) with text readable at 4.5:1, though axe does not check disabled controls.
 */
export async function expectNeutralDisabled(button: Locator, label: string): Promise<void> {
  expect(await button.isDisabled(), label).toBe(true);
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, color: style.color, opacity: style.opacity };
  });
  const [r, g, b] = (look.background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!), `${label}: a grey background, not ${look.background}`).toBeLessThanOrEqual(16);
  expect(look.opacity, `${label}: not faded`).toBe("1");
  expect(contrastRatio(look.color, look.background), `${label}: text contrast`).toBeGreaterThanOrEqual(4.5);
}

/** Ticks the terms checkbox through the multi-step terms modal, scrolling each step's text to its end. */
export async function acceptTerms(page: Page, language: Language = "en"): Promise<void> {
  const t = textsOf(language);
  const checkbox = page.getByRole("checkbox", { name: t("checkoutPage.terms.label") });
  const dialog = page.getByRole("dialog", { name: t("terms.title") });
  // One click, as a person gives it: when its press starts a typed field's save (which disables the
  // box before the click lands), the terms open once the save has ended.
  await expect.poll(() => checkbox.isEnabled(), { timeout: 10_000 }).toBe(true);
  await checkbox.click();
  await dialog.waitFor({ timeout: 10_000 });
  const terms = await openedDialog(page, t("terms.title"));
  if ((page.viewportSize()?.width ?? 0) >= 640) await expectModalOverlay(terms, "the terms dialog");
  for (const button of [t("terms.next"), t("terms.next"), t("terms.complete")]) {
    await terms.getByTestId("terms-text").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const action = terms.getByRole("button", { name: button });
    await expect.poll(() => action.isDisabled()).toBe(false);
    await action.click();
  }
  await terms.waitFor({ state: "detached" });
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

/** The Complete-order button once no checkout request is pending and nothing blocks it. */
export async function readyToComplete(page: Page, language: Language = "en"): Promise<Locator> {
  const complete = page.getByRole("button", { name: textsOf(language)("checkoutPage.complete") });
  await expect.poll(() => complete.isDisabled(), { timeout: 10_000 }).toBe(false);
  return complete;
}

/** Clicks Complete order and waits for the confirmation page; answers the order code. */
export async function completeOrder(page: Page, contextPath: string, language: Language = "en"): Promise<string> {
  await (await readyToComplete(page, language)).click();
  await page.waitForURL(new RegExp(`${contextPath}/checkout/orderConfirmation/BR\\d{8}$`), { timeout: 15_000 });
  await waitForHydration(page);
  return page.url().split("/").pop()!;
}

/** The value a definition list shows for a term (`<dt>term</dt><dd>value</dd>`), as text. */
export function definition(scope: Locator, term: string): Locator {
  return scope.locator("dt", { hasText: term }).first().locator("xpath=following-sibling::dd[1]");
}
