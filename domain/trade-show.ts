/**
 * Trade-show mode (shopping-flow §1, §2, §4; decision 0028): a flag on a B2B session with its own
 * delivery form — a delivery destination, the address's required fields, the sales rep id, a phone
 * masked 999-9999-9999 (999-999-9999 at 10 digits) and the post code 999-9999.
 */
import type { AccountKind } from "./account-kinds.ts";
import { ADDRESS_FIELD_MAX, validateAddress, type AddressProblem } from "./delivery-address.ts";
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import { formatPhone, formatTradeShowPostcode } from "./phone-masks.ts";
import { SITES, type SiteId } from "./sites.ts";

/** Decision 0028: the accounts that order for their own unit at a show. */
export const TRADE_SHOW_ACCOUNT_KINDS: readonly AccountKind[] = ["dealer", "franchise", "corporate"];

export function tradeShowAvailable(siteId: SiteId, kind: AccountKind | null): boolean {
  return SITES[siteId].b2b && kind !== null && TRADE_SHOW_ACCOUNT_KINDS.includes(kind);
}

/** Where a trade-show order is delivered: the customer's store, their warehouse, or the show venue. */
export const TRADE_SHOW_DESTINATIONS = ["STORE", "WAREHOUSE", "VENUE"] as const;
export type TradeShowDestination = (typeof TRADE_SHOW_DESTINATIONS)[number];

/** At most this many characters of a sales rep id (the ERP's partner number field). */
export const TRADE_SHOW_SALES_REP_ID_MAX = 40;

/** The form as typed; every value a string ("" when left empty). */
export interface TradeShowDeliveryInput {
  tradeShowDestination: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  line1: string;
  line2?: string;
  townCity: string;
  postcode: string;
  phone: string;
  tradeShowSalesRepId: string;
}

/** The form as stored with the cart's checkout and copied onto the order. */
export interface TradeShowDelivery {
  tradeShowDestination: TradeShowDestination;
  firstName: string;
  lastName: string;
  companyName: string;
  countryIso: string;
  line1: string;
  line2: string;
  townCity: string;
  postcode: string;
  phone: string;
  tradeShowSalesRepId: string;
}

export const TRADE_SHOW_FIELDS = [
  "tradeShowDestination",
  "firstName",
  "lastName",
  "companyName",
  "line1",
  "line2",
  "townCity",
  "postcode",
  "phone",
  "tradeShowSalesRepId",
] as const satisfies readonly (keyof TradeShowDeliveryInput)[];

export const isTradeShowDestination = (value: unknown): value is TradeShowDestination => typeof value === "string" && (TRADE_SHOW_DESTINATIONS as readonly string[]).includes(value);

/**
 * The delivery to store, or every problem by field. The country is the site's (the form does not
 * ask for one); the phone and post code are stored in their masks.
 */
export function checkTradeShowDelivery(
  input: TradeShowDeliveryInput,
  opts: { countryIso: string },
): { ok: true; value: TradeShowDelivery } | { ok: false; errors: AddressProblem[] } {
  const trimmed = (value: string | undefined) => (value ?? "").trim();
  const destination = trimmed(input.tradeShowDestination);
  const salesRepId = trimmed(input.tradeShowSalesRepId);
  const errors = validateAddress(
    {
      firstName: input.firstName,
      lastName: input.lastName,
      countryIso: opts.countryIso,
      line1: input.line1,
      line2: input.line2,
      townCity: input.townCity,
      postcode: input.postcode,
      phone: input.phone,
    },
    { countryHasRegions: false, tradeShow: true, tradeShowDestination: destination, tradeShowSalesRepId: salesRepId },
  );
  const already = new Set(errors.map((e) => e.field));
  if (destination !== "" && !isTradeShowDestination(destination)) errors.push({ field: "tradeShowDestination", messageKey: "checkout.address.tradeShowDestination.required" });
  if (!already.has("tradeShowSalesRepId") && salesRepId.length > TRADE_SHOW_SALES_REP_ID_MAX) {
    errors.push({ field: "tradeShowSalesRepId", messageKey: "checkout.address.tradeShowSalesRepId.tooLong" });
  }
  if (trimmed(input.companyName).length > ADDRESS_FIELD_MAX) errors.push({ field: "companyName", messageKey: "checkout.address.tooLong" });
  if (errors.length > 0 || !isTradeShowDestination(destination)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      tradeShowDestination: destination,
      firstName: trimmed(input.firstName),
      lastName: trimmed(input.lastName),
      companyName: trimmed(input.companyName),
      countryIso: opts.countryIso,
      line1: trimmed(input.line1),
      line2: trimmed(input.line2),
      townCity: trimmed(input.townCity),
      postcode: formatTradeShowPostcode(input.postcode),
      phone: formatPhone(opts.countryIso, input.phone, { tradeShow: true }),
      tradeShowSalesRepId: salesRepId,
    },
  };
}

/** A stored delivery read back (a JSON column): the same check, so an old or altered row counts as not filled. */
export function storedTradeShowDelivery(stored: Readonly<Record<string, string>> | null, countryIso: string): TradeShowDelivery | null {
  if (!stored) return null;
  const field = (name: keyof TradeShowDelivery) => {
    const value: unknown = stored[name];
    return typeof value === "string" ? value : "";
  };
  const input: TradeShowDeliveryInput = {
    tradeShowDestination: field("tradeShowDestination"),
    firstName: field("firstName"),
    lastName: field("lastName"),
    companyName: field("companyName"),
    line1: field("line1"),
    line2: field("line2"),
    townCity: field("townCity"),
    postcode: field("postcode"),
    phone: field("phone"),
    tradeShowSalesRepId: field("tradeShowSalesRepId"),
  };
  const checked = checkTradeShowDelivery(input, { countryIso });
  return checked.ok && stored.countryIso === countryIso ? checked.value : null;
}

export const TRADE_SHOW_DESTINATION_LABELS: Readonly<Record<TradeShowDestination, CheckoutMessageKey>> = {
  STORE: "checkout.tradeShow.destination.STORE",
  WAREHOUSE: "checkout.tradeShow.destination.WAREHOUSE",
  VENUE: "checkout.tradeShow.destination.VENUE",
};
