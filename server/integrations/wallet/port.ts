import type { Currency } from "../../../domain/sites.ts";

export interface CreatePaymentRequest {
  amountMinor: number;
  currency: Currency;
  /** The merchant's reference (order code), shown to the payer. */
  reference: string;
  /** Where the payer comes back after approving: `?paymentId=…&PayerID=…` is added. */
  returnUrl: string;
  /** Where the payer comes back after cancelling: `?paymentId=…` is added. */
  cancelUrl: string;
}

export interface CreatedPayment {
  paymentId: string;
  /** The provider's page the payer is sent to. */
  approveUrl: string;
}

export interface CaptureRequest {
  paymentId: string;
  /** The payer id the provider sent back with the payer (`PayerID`). */
  payerId: string;
  /** The same key always gets the same capture: a repeated request never captures twice. */
  idempotencyKey: string;
}

export type WalletCaptureRefusal = "notFound" | "notApproved" | "cancelled" | "expired" | "alreadyCaptured" | "payerMismatch" | "refunded";

export type WalletCaptureResult =
  | { ok: true; captureId: string; amountMinor: number; currency: Currency }
  | { ok: false; reason: WalletCaptureRefusal; message: string };

export type WalletRefundResult = { ok: true } | { ok: false; reason: "notFound" | "notCaptured"; message: string };

/** Where a payment stands, as the provider's "show payment" call answers it. */
export type WalletPaymentStatus = "created" | "approved" | "cancelled" | "captured" | "refunded" | "expired";

export interface WalletPaymentDetails {
  paymentId: string;
  status: WalletPaymentStatus;
  amountMinor: number;
  currency: Currency;
  /** Set once the payer approved. */
  payerId: string | null;
  /** Set once captured: what a refund names. */
  captureId: string | null;
}

/**
 * Port to the wallet provider (PayPal-style): create a payment, send the payer to its approve
 * page, look the payment up when the payer comes back, capture the approved payment when the
 * order is placed (once), and refund a capture whose order did not go ahead.
 */
export interface WalletPort {
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  payment(paymentId: string): Promise<WalletPaymentDetails | null>;
  capture(request: CaptureRequest): Promise<WalletCaptureResult>;
  /** Gives a captured payment back in full; refunding a refunded payment answers ok. */
  refund(captureId: string): Promise<WalletRefundResult>;
}
