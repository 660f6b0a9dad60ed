import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { localPricingAdapter } from "./local-pricing-adapter.ts";
import type { PricingPort } from "./pricing-port.ts";

export { ErpUnavailableError, type PricedLine, type PriceRequest, type PricingPort } from "./pricing-port.ts";

export function createPricingPort(config: AppConfig["erp"], db: Db): PricingPort {
  return localPricingAdapter(db, { delayMs: config.pricingDelayMs, failingSoldTo: config.pricingFailingSoldTo });
}

export { localOrderIntake } from "./local-order-intake.ts";
export type { ErpIntake, ErpOrder, ErpOrderUpdate, OrderIntakePort } from "./order-intake-port.ts";
