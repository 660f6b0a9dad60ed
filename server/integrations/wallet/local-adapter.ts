import { randomInt } from "node:crypto";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { isCurrency, type Currency } from "../../../domain/sites.ts";
import type { Db } from "../../db/client.ts";
import { walletPayments } from "../../db/schema/index.ts";
import { randomToken } from "../../modules/auth/tokens.ts";
import type { CaptureRequest, CreatedPayment, CreatePaymentRequest, WalletCaptureResult, WalletPaymentDetails, WalletPort, WalletRefundResult } from "./port.ts";

export const WALLET_APPROVE_PATH = "/_providers/wallet/approve";

export interface LocalWalletOptions {
  /** How long a payment may wait for approval and capture. */
  paymentTtlMs: number;
  /** The provider's clock (tests move it forward). */
  now?: () => Date;
}

/** Why the approve page cannot take a decision any more. */
export type ClosedPaymentStatus = "approved" | "cancelled" | "captured" | "refunded" | "expired";

export type PaymentForPayer =
  | { kind: "open"; paymentId: string; amountMinor: number; currency: Currency; reference: string }
  | { kind: "closed"; status: ClosedPaymentStatus }
  | { kind: "notFound" };

export type PayerDecision = "pay" | "cancel";

export type PayerDecisionResult = { kind: "redirect"; url: string } | { kind: "closed"; status: ClosedPaymentStatus } | { kind: "notFound" };

/** The provider side as well: what its approve page shows and does. */
export interface LocalWallet extends WalletPort {
  paymentForPayer(paymentId: string): Promise<PaymentForPayer>;
  decide(paymentId: string, decision: PayerDecision): Promise<PayerDecisionResult>;
}

const PAYER_ID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A payer id like the wallet's: 13 upper-case letters and digits. */
function newPayerId(): string {
  let id = "";
  for (let i = 0; i < 13; i++) id += PAYER_ID_ALPHABET[randomInt(PAYER_ID_ALPHABET.length)];
  return id;
}

/** A path on this host, or an absolute http(s) URL: where the merchant wants its payer back. */
export function isReturnUrl(url: string): boolean {
  if (url.includes("\\")) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

/** The URL with query parameters added, relative URLs staying relative. */
export function withQuery(url: string, params: Record<string, string>): string {
  const relative = url.startsWith("/");
  const parsed = new URL(url, "http://relative.invalid");
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return relative ? parsed.pathname + parsed.search + parsed.hash : parsed.toString();
}

type PaymentRow = Pick<
  typeof walletPayments.$inferSelect,
  "amountMinor" | "currency" | "reference" | "status" | "expiresAt" | "payerId" | "returnUrl" | "cancelUrl" | "captureId" | "captureKey"
>;

function closedStatus(row: PaymentRow, now: Date): ClosedPaymentStatus | null {
  if (row.status !== "created") return row.status;
  return row.expiresAt <= now ? "expired" : null;
}

/**
 * Local wallet provider with the approve-and-return flow: a payment is created for an amount,
 * the payer approves or cancels it on the provider's page and is sent back to the merchant,
 * who captures the approved payment once.
 */
export function localWallet(db: Db, options: LocalWalletOptions): LocalWallet {
  const clock = options.now ?? (() => new Date());

  async function paymentRow(paymentId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select({
        amountMinor: walletPayments.amountMinor,
        currency: walletPayments.currency,
        reference: walletPayments.reference,
        status: walletPayments.status,
        expiresAt: walletPayments.expiresAt,
        payerId: walletPayments.payerId,
        returnUrl: walletPayments.returnUrl,
        cancelUrl: walletPayments.cancelUrl,
        captureId: walletPayments.captureId,
        captureKey: walletPayments.captureKey,
      })
      .from(walletPayments)
      .where(eq(walletPayments.id, paymentId));
    return row;
  }

  return {
    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) throw new RangeError("wallet amount must be positive minor units");
      if (!isReturnUrl(request.returnUrl) || !isReturnUrl(request.cancelUrl)) throw new RangeError("wallet return and cancel URLs must be paths or http(s) URLs");
      const now = clock();
      const paymentId = `PAY-${randomToken(16)}`;
      await db.insert(walletPayments).values({
        id: paymentId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        reference: request.reference,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        createdAt: now,
        expiresAt: new Date(now.getTime() + options.paymentTtlMs),
      });
      return { paymentId, approveUrl: withQuery(WALLET_APPROVE_PATH, { paymentId }) };
    },

    async payment(paymentId: string): Promise<WalletPaymentDetails | null> {
      const row = await paymentRow(paymentId);
      if (!row || !isCurrency(row.currency)) return null;
      const undecidedOrUncaptured = row.status === "created" || row.status === "approved";
      const status = undecidedOrUncaptured && row.expiresAt <= clock() ? "expired" : row.status;
      return { paymentId, status, amountMinor: row.amountMinor, currency: row.currency, payerId: row.payerId, captureId: row.captureId };
    },

    async capture({ paymentId, payerId, idempotencyKey }: CaptureRequest): Promise<WalletCaptureResult> {
      const now = clock();
      const captureId = `CAP-${randomToken(9)}`;
      // Concurrent captures queue on the row lock; the later one finds it captured and, with the
      // same key and payer, answers the same capture.
      const [captured] = await db
        .update(walletPayments)
        .set({ status: "captured", captureId, captureKey: idempotencyKey, capturedAt: now })
        .where(
          and(
            eq(walletPayments.id, paymentId),
            eq(walletPayments.status, "approved"),
            eq(walletPayments.payerId, payerId),
            gt(walletPayments.expiresAt, now),
          ),
        )
        .returning({ amountMinor: walletPayments.amountMinor, currency: walletPayments.currency });
      if (captured && isCurrency(captured.currency)) return { ok: true, captureId, amountMinor: captured.amountMinor, currency: captured.currency };
      const row = await paymentRow(paymentId);
      if (!row) return { ok: false, reason: "notFound", message: "No such payment." };
      switch (closedStatus(row, now)) {
        case "captured":
          if (row.captureKey === idempotencyKey && row.payerId === payerId && row.captureId && isCurrency(row.currency)) {
            return { ok: true, captureId: row.captureId, amountMinor: row.amountMinor, currency: row.currency };
          }
          return { ok: false, reason: "alreadyCaptured", message: "The payment was already captured." };
        case "refunded":
          return { ok: false, reason: "refunded", message: "The payment was captured and refunded." };
        case "cancelled":
          return { ok: false, reason: "cancelled", message: "The payer cancelled the payment." };
        case null:
          return { ok: false, reason: "notApproved", message: "The payer has not approved the payment." };
        case "expired":
          return { ok: false, reason: "expired", message: "The payment has expired." };
        case "approved":
          if (row.payerId !== payerId) return { ok: false, reason: "payerMismatch", message: "The payer id does not belong to the payment." };
          return { ok: false, reason: "expired", message: "The payment has expired." };
      }
    },

    async refund(captureId: string): Promise<WalletRefundResult> {
      const now = clock();
      const [refunded] = await db
        .update(walletPayments)
        .set({ status: "refunded", refundedAt: sql`coalesce(${walletPayments.refundedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(walletPayments.captureId, captureId), inArray(walletPayments.status, ["captured", "refunded"])))
        .returning({ id: walletPayments.id });
      if (refunded) return { ok: true };
      const [row] = await db.select({ status: walletPayments.status }).from(walletPayments).where(eq(walletPayments.captureId, captureId));
      if (!row) return { ok: false, reason: "notFound", message: "No such capture." };
      return { ok: false, reason: "notCaptured", message: "The payment is not captured." };
    },

    async paymentForPayer(paymentId: string): Promise<PaymentForPayer> {
      const row = await paymentRow(paymentId);
      if (!row || !isCurrency(row.currency)) return { kind: "notFound" };
      const closed = closedStatus(row, clock());
      if (closed) return { kind: "closed", status: closed };
      return { kind: "open", paymentId, amountMinor: row.amountMinor, currency: row.currency, reference: row.reference };
    },

    async decide(paymentId: string, decision: PayerDecision): Promise<PayerDecisionResult> {
      const now = clock();
      const open = and(eq(walletPayments.id, paymentId), eq(walletPayments.status, "created"), gt(walletPayments.expiresAt, now));
      const [changed] =
        decision === "pay"
          ? await db
              .update(walletPayments)
              .set({ status: "approved", payerId: newPayerId(), approvedAt: now })
              .where(open)
              .returning({ url: walletPayments.returnUrl, payerId: walletPayments.payerId })
          : await db
              .update(walletPayments)
              .set({ status: "cancelled", cancelledAt: now })
              .where(open)
              .returning({ url: walletPayments.cancelUrl, payerId: walletPayments.payerId });
      if (changed) return { kind: "redirect", url: backToMerchant(decision, changed.url, paymentId, changed.payerId) };
      const row = await paymentRow(paymentId);
      if (!row) return { kind: "notFound" };
      // A second click of the same button (or a reload) sends the payer back again.
      if (decision === "pay" && row.status === "approved") return { kind: "redirect", url: backToMerchant("pay", row.returnUrl, paymentId, row.payerId) };
      if (decision === "cancel" && row.status === "cancelled") return { kind: "redirect", url: backToMerchant("cancel", row.cancelUrl, paymentId, null) };
      return { kind: "closed", status: closedStatus(row, now) ?? "expired" };
    },
  };
}

function backToMerchant(decision: PayerDecision, url: string, paymentId: string, payerId: string | null): string {
  return decision === "pay" && payerId ? withQuery(url, { paymentId, PayerID: payerId }) : withQuery(url, { paymentId });
}
