import { checkoutEn } from "./areas/checkout.en.ts";
import { checkoutPageEn } from "./areas/checkout-page.en.ts";
import { ordersEn } from "./areas/orders.en.ts";
import { accountEn } from "./account.en.ts";
import { rateLimitEn } from "./areas/rate-limit.en.ts";
import { enStorefront } from "./storefront.en.ts";

/**
 * English texts: the storefront's (every page loads them) and the checkout's (only the checkout
 * and order pages load them in the browser, decision 0016). Keys are shared by every catalogue.
 */
export const en = { ...enStorefront, ...checkoutEn, ...checkoutPageEn, ...ordersEn, ...rateLimitEn, ...accountEn } as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
