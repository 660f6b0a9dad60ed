/**
 * What the checkout page shows, built on the server (checkout-page.server.ts) from the checkout
 * service and serialised into the page. Components read these types only.
 */
import type { SiteId } from "#domain/sites.ts";
import type { CheckoutPageRead } from "../../../server/modules/checkout/checkout-page.ts";

export type { CheckoutAmounts, CheckoutChoices } from "../../../server/modules/checkout/checkout-page.ts";
export type { AddressView } from "../../../server/modules/addresses/address-view.ts";
export type { CartShipDateRules } from "../../../server/modules/checkout/ship-date-rules.ts";

/** One product and colour of the summary, its sizes and quantities. */
export interface SummaryProduct {
  key: string;
  productCode: string;
  productName: string;
  materialId: number;
  colourName: string;
  href: string;
  image: string;
  sizes: { size: string; quantity: number }[];
  quantity: number;
  totalMinor: number | null;
}

/** The lines of one delivery (PREBOOKING: one per delivery target; otherwise one for the cart). */
export interface SummaryGroup {
  key: string;
  target: { code: string; year: number; name: string } | null;
  products: SummaryProduct[];
  units: number;
  totalMinor: number;
}

/** The service's read (decision 0024), with its lines arranged as summary groups and what the page adds. */
export interface CheckoutPageView extends Omit<CheckoutPageRead, "lines"> {
  siteId: SiteId;
  contextPath: string;
  cartHref: string;
  groups: SummaryGroup[];
  /** The consumer site takes gift cards as a part payment. */
  giftCards: boolean;
  priceVisible: boolean;
  /** The address lookup feature flag (config `providers.address.lookupEnabled`, service-and-support §5). */
  addressLookup: boolean;
  /** The card provider's token endpoint (config `providers.card.tokenUrl`). */
  cardTokenUrl: string;
  /** Today in the site's country: card expiry and start dates are checked against it. */
  today: string;
  /** One key per page visit: a double submit places one order (decision 0022). */
  idempotencyKey: string;
}
