import type { Messages } from "./en.ts";
import { checkoutEs } from "./areas/checkout.es.ts";
import { checkoutPageEs } from "./areas/checkout-page.es.ts";
import { ordersEs } from "./areas/orders.es.ts";
import { accountEs } from "./account.es.ts";
import { rateLimitEs } from "./areas/rate-limit.es.ts";
import { esStorefront } from "./storefront.es.ts";

/** Spanish texts: the storefront's and the checkout's (see en.ts). */
export const es = { ...esStorefront, ...checkoutEs, ...checkoutPageEs, ...ordersEs, ...rateLimitEs, ...accountEs } as const satisfies Messages;
