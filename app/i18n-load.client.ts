import type { Messages } from "#domain/i18n/index.ts";
import { isLanguage, type Language } from "#domain/sites.ts";
import { registerCatalogue } from "./i18n.ts";

type Texts = Partial<Messages>;

/** One chunk per language: a page downloads only the texts it shows. */
const storefront: Record<Language, () => Promise<Texts>> = {
  en: () => import("#domain/i18n/storefront.en.ts").then((m) => m.enStorefront),
  ja: () => import("#domain/i18n/storefront.ja.ts").then((m) => m.jaStorefront),
  es: () => import("#domain/i18n/storefront.es.ts").then((m) => m.esStorefront),
};

/** The checkout's texts (checkout, its page, placed orders): only the checkout and order pages load them. */
const checkout: Record<Language, () => Promise<Texts>> = {
  en: () =>
    Promise.all([import("#domain/i18n/areas/checkout.en.ts"), import("#domain/i18n/areas/checkout-page.en.ts"), import("#domain/i18n/areas/orders.en.ts")]).then(
      ([a, b, c]) => ({ ...a.checkoutEn, ...b.checkoutPageEn, ...c.ordersEn }),
    ),
  ja: () =>
    Promise.all([import("#domain/i18n/areas/checkout.ja.ts"), import("#domain/i18n/areas/checkout-page.ja.ts"), import("#domain/i18n/areas/orders.ja.ts")]).then(
      ([a, b, c]) => ({ ...a.checkoutJa, ...b.checkoutPageJa, ...c.ordersJa }),
    ),
  es: () =>
    Promise.all([import("#domain/i18n/areas/checkout.es.ts"), import("#domain/i18n/areas/checkout-page.es.ts"), import("#domain/i18n/areas/orders.es.ts")]).then(
      ([a, b, c]) => ({ ...a.checkoutEs, ...b.checkoutPageEs, ...c.ordersEs }),
    ),
};

/** The account area's texts (and the order texts its order pages share with the confirmation). */
const account: Record<Language, () => Promise<Texts>> = {
  en: () => Promise.all([import("#domain/i18n/account.en.ts"), import("#domain/i18n/areas/orders.en.ts")]).then(([a, b]) => ({ ...a.accountEn, ...b.ordersEn })),
  ja: () => Promise.all([import("#domain/i18n/account.ja.ts"), import("#domain/i18n/areas/orders.ja.ts")]).then(([a, b]) => ({ ...a.accountJa, ...b.ordersJa })),
  es: () => Promise.all([import("#domain/i18n/account.es.ts"), import("#domain/i18n/areas/orders.es.ts")]).then(([a, b]) => ({ ...a.accountEs, ...b.ordersEs })),
};

function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : "en";
}

/** Pages under /checkout (the checkout and the order confirmation) need the checkout's texts too. */
export function needsCheckoutTexts(pathname: string): boolean {
  return /\/checkout(\/|$)/.test(pathname);
}

/** Pages under /my-account (orders, approvals, profile, address book) need the account texts. */
export function needsAccountTexts(pathname: string): boolean {
  return /\/my-account(\/|$)/.test(pathname);
}

/** Loads the catalogue of the document's language (its <html lang>), before hydration. */
export async function loadPageCatalogue(): Promise<void> {
  const language = pageLanguage();
  const [texts, extra, accountTexts] = await Promise.all([
    storefront[language](),
    needsCheckoutTexts(location.pathname) ? checkout[language]() : Promise.resolve({}),
    needsAccountTexts(location.pathname) ? account[language]() : Promise.resolve({}),
  ]);
  registerCatalogue(language, { ...texts, ...extra, ...accountTexts });
}

/** For a client-side navigation into a checkout page: adds the checkout's texts first. */
export async function loadCheckoutTexts(): Promise<void> {
  const language = pageLanguage();
  registerCatalogue(language, await checkout[language]());
}

/** For a client-side navigation into an account page: adds the account texts first (a page's `clientLoader`). */
export async function loadAccountTexts(): Promise<void> {
  const language = pageLanguage();
  registerCatalogue(language, await account[language]());
}
