import { addressDisplayLines } from "#domain/addresses/address-display.ts";
import { countryName } from "#domain/addresses/countries.ts";
import { formatMoney } from "#domain/money.ts";
import { isCurrency, type Currency, type Language } from "#domain/sites.ts";
import type { RequestContext } from "../../../server/context.ts";
import { regionView } from "../../../server/modules/addresses/regions.ts";
import type { OrderDetails } from "../../../server/modules/orders/order-details.ts";

/** An order's address as the checkout showed it (region and country named in the page's language), one line each; none for no address. */
export function orderAddressLines(address: OrderDetails["deliveryAddress"], language: Language): string[] {
  if (!address) return [];
  return addressDisplayLines({ ...address, regionName: regionView(address.regionIso, language)?.name ?? null, countryName: countryName(address.countryIso, language) });
}

/** An order's currency (the site's when the stored one is unknown) and its amounts as the page shows them: N/A when unknown or when the user hides prices. */
export function orderMoney(ctx: Pick<RequestContext, "user" | "site" | "locale">, currencyText: string): { currency: Currency; money: (minor: number | null) => string } {
  const currency = isCurrency(currencyText) ? currencyText : ctx.site.defaultCurrency;
  return { currency, money: (minor) => (minor === null || ctx.user?.pricesHidden ? "N/A" : formatMoney({ amount: minor, currency }, ctx.locale)) };
}
