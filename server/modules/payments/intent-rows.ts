import type { PaymentIntentProvider, PaymentIntentState } from "../../../domain/payment-intent.ts";
import type { AppDeps } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { paymentIntents } from "../../db/schema/index.ts";

/** What the payment services need: a request's context, or the recovery job's. */
export interface PaymentContext {
  db: DbOrTx;
  deps: Pick<AppDeps, "cardProvider" | "wallet" | "config">;
  now: Date;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface PaymentIntent {
  id: number;
  cartId: number;
  userId: number;
  provider: PaymentIntentProvider;
  providerKey: string;
  amountMinor: number;
  state: PaymentIntentState;
  walletPaymentId: string | null;
  providerReference: string | null;
  storedMethodId: string | null;
  shopperReference: string | null;
  updatedAt: Date;
}

export const intentColumns = {
  id: paymentIntents.id,
  cartId: paymentIntents.cartId,
  userId: paymentIntents.userId,
  provider: paymentIntents.provider,
  providerKey: paymentIntents.providerKey,
  amountMinor: paymentIntents.amountMinor,
  state: paymentIntents.state,
  walletPaymentId: paymentIntents.walletPaymentId,
  providerReference: paymentIntents.providerReference,
  storedMethodId: paymentIntents.storedMethodId,
  shopperReference: paymentIntents.shopperReference,
  updatedAt: paymentIntents.updatedAt,
};

