import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { localWallet } from "./local-adapter.ts";
import type { WalletPort } from "./port.ts";

export type { CaptureRequest, CreatedPayment, CreatePaymentRequest, WalletCaptureRefusal, WalletCaptureResult, WalletPaymentDetails, WalletPaymentStatus, WalletPort, WalletRefundResult } from "./port.ts";
export { WALLET_APPROVE_PATH } from "./local-adapter.ts";
export { walletProviderRoutes } from "./routes.ts";

export function createWallet(config: AppConfig["providers"]["wallet"], db: Db): WalletPort {
  return localWallet(db, { paymentTtlMs: config.paymentTtlMs });
}
