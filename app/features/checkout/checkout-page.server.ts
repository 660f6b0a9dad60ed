/**
 * The checkout page's loader: the checkout service (in-process) arranged for the page. Signed out
 * → the login page, coming back here; no cart or an empty cart → the cart page.
 */
import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn } from "#domain/business-days.ts";
import { sitePath } from "#domain/sites.ts";
import { productImageUrl } from "../../../server/modules/catalog/featured.ts";
import type { LoaderArgs } from "../../load-context.ts";
import type { CheckoutPageView } from "./checkout-view.ts";
import { summaryGroups } from "./summary-groups.ts";

export async function loadCheckoutPage({ request, context }: LoaderArgs): Promise<CheckoutPageView> {
  const { ctx } = context;
  const url = new URL(request.url);
  const checkoutPath = sitePath(ctx.site, "/checkout");
  const cartHref = sitePath(ctx.site, "/cart");
  const read = await context.services.checkoutPage.checkoutPage(ctx);
  if (!read.ok) {
    // A visitor's basket is kept and merged at sign-in; the consumer site's sign-in page says why (decision 0041).
    const reason = ctx.site.b2b ? "" : "&reason=checkout";
    if (read.failure === "signedOut") throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(checkoutPath + url.search)}${reason}`);
    throw redirect(cartHref);
  }
  const { lines, ...page } = read.value;
  return {
    ...page,
    siteId: ctx.site.id,
    contextPath: ctx.site.contextPath,
    cartHref,
    groups: summaryGroups(lines, {
      productHref: (code) => sitePath(ctx.site, `/p/${encodeURIComponent(code)}`),
      imageUrl: productImageUrl,
    }),
    giftCards: !ctx.site.b2b,
    priceVisible: !(ctx.user?.pricesHidden ?? false),
    addressLookup: ctx.deps.config.providers.address.lookupEnabled,
    cardTokenUrl: ctx.deps.config.providers.card.tokenUrl,
    today: todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], ctx.now),
    idempotencyKey: randomUUID(),
  };
}
