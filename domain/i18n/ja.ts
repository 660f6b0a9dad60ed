import type { Messages } from "./en.ts";
import { checkoutJa } from "./areas/checkout.ja.ts";
import { checkoutPageJa } from "./areas/checkout-page.ja.ts";
import { ordersJa } from "./areas/orders.ja.ts";
import { accountJa } from "./account.ja.ts";
import { rateLimitJa } from "./areas/rate-limit.ja.ts";
import { jaStorefront } from "./storefront.ja.ts";

/** Japanese texts: the storefront's and the checkout's (see en.ts). */
export const ja = { ...jaStorefront, ...checkoutJa, ...checkoutPageJa, ...ordersJa, ...rateLimitJa, ...accountJa } as const satisfies Messages;
