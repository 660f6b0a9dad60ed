/**
 * The checkout page's calls (shopping-flow §7, decision 0022). JSON in and out, the CSRF token in
 * a header on POSTs; a refusal comes back as its message and field errors, a dropped connection
 * as status 0.
 */
import type { DeliveryMethodCode } from "#domain/delivery-methods.ts";
import type { PaymentType } from "#domain/order-charges.ts";
import type { Recurrence } from "#domain/replenishment.ts";
import type { TradeShowDelivery, TradeShowDeliveryInput } from "#domain/trade-show.ts";
import type { SavedCardView } from "../../../server/modules/saved-cards/service.ts";

export type { SavedCardView };

export interface FieldError {
  field: string;
  message: string;
}

export type CheckoutAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string | null; errors: FieldError[] };

export interface CheckoutApi {
  contextPath: string;
  csrfToken: string;
}

export interface Price {
  value: number;
  currency: string;
  formattedValue: string;
}

function refusalOf(status: number, body: unknown): CheckoutAnswer<never> {
  const shape = body && typeof body === "object" ? (body as { errorMessage?: unknown; errors?: unknown }) : {};
  const errors = Array.isArray(shape.errors)
    ? shape.errors.filter((e): e is FieldError => !!e && typeof e === "object" && typeof (e as FieldError).field === "string" && typeof (e as FieldError).message === "string")
    : [];
  return { ok: false, status, message: typeof shape.errorMessage === "string" ? shape.errorMessage : null, errors };
}

export async function requestJson<T>(
  url: string,
  init: { method: "GET" | "POST"; body?: unknown; headers?: Record<string, string>; credentials?: RequestCredentials },
): Promise<CheckoutAnswer<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(url, { method: init.method, headers, credentials: init.credentials ?? "same-origin", body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  } catch {
    return { ok: false, status: 0, message: null, errors: [] };
  }
  const parsed: unknown = await res.json().catch(() => null);
  return res.ok ? { ok: true, status: res.status, body: parsed as T } : refusalOf(res.status, parsed);
}

const post = <T>(api: CheckoutApi, path: string, body: unknown, headers: Record<string, string> = {}) =>
  requestJson<T>(`${api.contextPath}${path}`, { method: "POST", body, headers: { CSRFToken: api.csrfToken, ...headers } });
const get = <T>(api: CheckoutApi, path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return requestJson<T>(`${api.contextPath}${path}${search ? `?${search}` : ""}`, { method: "GET" });
};

/** A step's answer about the order's cost (shopping-flow §3; the delivery method's cost, decision 0029). */
export interface ChargesAnswer {
  paymentCost: Price;
  deliveryMethodCode: DeliveryMethodCode;
  deliveryCost: Price;
  totalTax: Price;
  totalPriceWithTax: Price;
}

export interface DatesAnswer {
  desiredShipDate: string | null;
  /** The preselected cancellation date (the default, 30 days after the desired date). */
  cancelDate: string | null;
  maxCancellationDate: string | null;
  requestedShipDates?: { deliveryTarget: string; deliveryYear: number; desiredShipDate: string | null; cancelDate: string | null; maxCancellationDate: string | null }[];
}

export type ShipDatesBody =
  { desiredShipDate: string; cancelDate: string } | { requestedShipDates: { deliveryTarget: string; deliveryYear: number; desiredShipDate: string; cancelDate: string }[] };

export interface GiftCardAnswer {
  giftCardBalance: number;
  giftCardFormattedBalance: string;
  amountToApply: number;
  formattedAmountToApply: string;
  remainingToPay: Price;
}

export interface CardToken {
  isSecurityCodeSet: boolean;
  maskedCardNo: string;
  toBeExpiredAt: string;
  token: string;
}

export interface WalletStartAnswer {
  paymentId: string;
  approveUrl: string;
  amount: Price;
}

/** The card form's billing address, or 'use filled address' (decision 0025). */
export interface BillingAddressBody {
  useFilledAddress: boolean;
  firstName: string;
  lastName: string;
  country: string;
  line1: string;
  postalCode: string;
  city: string;
  region: string;
}

export interface PlaceOrderBody {
  termsAccepted: boolean;
  card?: CardToken;
  /** "Save this card" with a new card (decision 0029). */
  saveCard?: boolean;
  /** Pay with a saved card instead of a new card's token. */
  savedCardId?: string;
  billingAddress?: BillingAddressBody;
}

/** The replenishment popup's fields, named as the spec names them (service-and-support §3). */
export interface ReplenishmentFields {
  replenishmentOrder: true;
  replenishmentRecurrence: Recurrence;
  replenishmentStartDate: string;
  nDays?: number;
  nWeeks?: number;
  weekdays?: number[];
  nthDayOfMonth?: number;
}

export interface PlaceOrderAnswer {
  orderCode: string;
  status: string;
  redirectUrl: string;
}

export const checkoutApi = {
  paymentType: (api: CheckoutApi, type: PaymentType) =>
    post<ChargesAnswer & { paymentType: PaymentType }>(api, `/checkout/payment/${type}`, {}),
  deliveryMethod: (api: CheckoutApi, deliveryMethodCode: DeliveryMethodCode) => post<ChargesAnswer>(api, "/checkout/simple/delivery-method/set", { deliveryMethodCode }),
  defaultDates: (api: CheckoutApi) => get<DatesAnswer>(api, "/checkout/dates/get"),
  shipDates: (api: CheckoutApi, body: ShipDatesBody) => post<unknown>(api, "/checkout/simple/ship-dates/set", body),
  comment: (api: CheckoutApi, comment: string) => post<{ comment: string }>(api, "/checkout/simple/comment/set", { comment }),
  purchaseNumber: (api: CheckoutApi, purchaseNumber: string) => post<{ purchaseNumber: string }>(api, "/checkout/simple/purchase-number/set", { purchaseNumber }),
  /** Keeps the completed terms with the checkout (decision 0024), so the box stays ticked on the way back from PayPal. */
  acceptTerms: (api: CheckoutApi) => post<{ termsAccepted: true }>(api, "/checkout/terms/accept", { termsAccepted: true }),
  costCentre: (api: CheckoutApi, costCentreCode: string) => post<{ costCentreCode: string }>(api, "/checkout/simple/cost-centre/set", { costCentreCode }),
  salesReps: (api: CheckoutApi) => get<{ uid: string; name: string }[]>(api, "/sales-rep"),
  salesRep: (api: CheckoutApi, uid: string) => post<{ uid: string; name: string }>(api, "/checkout/simple/sales-rep/set", { uid }),
  creditBlockSeen: (api: CheckoutApi) => post<{ seen: boolean }>(api, "/my-account/creditBlockPopupSeen", {}),
  validateGiftCard: (api: CheckoutApi, giftCardNumber: string, giftCardPin: string) =>
    get<GiftCardAnswer>(api, "/checkout/payment/giftcard/validate", { giftCardNumber, giftCardPin }),
  applyGiftCard: (api: CheckoutApi, giftCardNumber: string, giftCardPin: string) => post<GiftCardAnswer>(api, "/checkout/payment/giftcard/apply", { giftCardNumber, giftCardPin }),
  removeGiftCard: (api: CheckoutApi) => post<{ removed: boolean }>(api, "/checkout/payment/giftcard/remove", {}),
  removeSavedCard: (api: CheckoutApi, savedCardId: string) => post<{ removed: string; savedCards: SavedCardView[] }>(api, "/checkout/payment/saved-cards/remove", { savedCardId }),
  walletStart: (api: CheckoutApi) => post<WalletStartAnswer>(api, "/checkout/payment/wallet/start", {}),
  tradeShowDelivery: (api: CheckoutApi, form: TradeShowDeliveryInput) => post<TradeShowDelivery>(api, "/checkout/simple/trade-show-delivery/set", form),
  placeOrder: (api: CheckoutApi, idempotencyKey: string, body: PlaceOrderBody & Partial<ReplenishmentFields>) =>
    post<PlaceOrderAnswer>(api, "/checkout/simple/placeOrder", body, { "Idempotency-Key": idempotencyKey }),
};
