import type { Currency } from "../../../domain/sites.ts";

/**
 * The token object the provider answers a tokenization with (shopping-flow §3). The card
 * form keeps it in hidden fields; the storefront never sees the card number itself.
 */
export interface CardTokenObject {
  isSecurityCodeSet: boolean;
  /** First six and last four digits at most, e.g. 411111******1111. */
  maskedCardNo: string;
  /** When the token stops being accepted (ISO 8601, UTC). */
  toBeExpiredAt: string;
  token: string;
}

/** What the provider's tokenization endpoint answers: a result code, and the token on 000. */
export interface TokenizeResponse {
  resultCode: string;
  token?: CardTokenObject;
}

/**
 * Codes of refused authorizations. They are not tokenization codes, so the storefront shows them
 * as 'something wrong' plus the code (shopping-flow §8, other).
 */
export const AUTHORIZATION_CODES = {
  "005": "Do not honour: the issuer declined the card.",
  "013": "Invalid amount.",
  "051": "Insufficient funds.",
  "054": "Expired card.",
  "056": "The token is unknown, has expired or was already used.",
  "057": "The stored card is unknown, was removed or belongs to another shopper.",
  "094": "The idempotency key was already used for a different request.",
} as const;

export type AuthorizationCode = keyof typeof AUTHORIZATION_CODES;

/**
 * A card the provider keeps for one shopper (card on file), what the provider shows of it, and
 * the id later payments name it by together with the shopper's reference. No card data.
 */
export interface StoredPaymentMethod {
  storedPaymentMethodId: string;
  /** First six and last four digits at most. */
  maskedCardNo: string;
  expiryMonth: number;
  expiryYear: number;
  /** The card type code (001 Visa, 002 Mastercard, 003 American Express, 007 JCB, 024 Maestro); null for another scheme. */
  cardType: string | null;
}

interface AuthorizeBase {
  amountMinor: number;
  currency: Currency;
  /** The merchant's reference (order code), shown on the provider's side. */
  reference: string;
  /** The same key always gets the same answer; one key never authorizes twice. */
  idempotencyKey: string;
}

/**
 * Pay with a single-use token; with `storeForShopper` the provider also keeps the card for that
 * shopper when the authorization succeeds (card on file) and answers the stored method.
 */
export interface TokenAuthorizeRequest extends AuthorizeBase {
  token: string;
  storeForShopper?: string;
}

/** Pay with a card the provider keeps for this shopper; another shopper's method is refused. */
export interface StoredAuthorizeRequest extends AuthorizeBase {
  storedPaymentMethodId: string;
  shopperReference: string;
}

export type AuthorizeRequest = TokenAuthorizeRequest | StoredAuthorizeRequest;

export type AuthorizeResult =
  | { ok: true; authorizationId: string; /** The card stored by this authorization (`storeForShopper`). */ storedPaymentMethod?: StoredPaymentMethod }
  | { ok: false; code: AuthorizationCode; message: string };

/** Removing a removed method answers ok; an unknown one, or another shopper's, `notFound`. */
export type DisableStoredResult = { ok: true } | { ok: false; reason: "notFound" };

export type CaptureRefusal = "notFound" | "declined" | "alreadyCaptured" | "voided" | "invalidAmount";
export type CaptureResult = { ok: true; capturedMinor: number } | { ok: false; reason: CaptureRefusal; message: string };

/** What the provider holds under an idempotency key: the lookup a merchant makes after losing an answer. */
export interface AuthorizationLookup {
  authorizationId: string;
  status: "authorized" | "declined" | "captured" | "voided";
  amountMinor: number;
}

export type VoidRefusal = "notFound" | "declined" | "alreadyCaptured";
/** Voiding a voided authorization answers ok: releasing the money twice is harmless. */
export type VoidResult = { ok: true } | { ok: false; reason: VoidRefusal; message: string };

/**
 * Port to the card payment provider (a hosted tokenizing provider). The browser sends card data
 * to the provider's own endpoint and gets a token; the storefront authorizes an amount on that
 * token when the order is placed, captures it, or voids it when the order does not go ahead.
 * A shopper may have the provider keep a card (card on file, decision 0029): later payments name
 * the stored method and the shopper's reference, and the storefront can have it removed.
 */
export interface CardProviderPort {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  disableStoredPaymentMethod(shopperReference: string, storedPaymentMethodId: string): Promise<DisableStoredResult>;
  /** Captures up to the authorized amount, once. */
  capture(authorizationId: string, amountMinor: number): Promise<CaptureResult>;
  void(authorizationId: string): Promise<VoidResult>;
  /** The authorization made under this idempotency key, if any (a crash lost the answer). */
  findAuthorization(idempotencyKey: string): Promise<AuthorizationLookup | null>;
}
