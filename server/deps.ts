import type { AppConfig } from "./config.ts";
import type { AppDeps } from "./context.ts";
import { createContentCaches } from "./content-caches.ts";
import type { Db } from "./db/client.ts";
import type { Jobs } from "./jobs/boss.ts";
import { createAddressVerification } from "./integrations/address-verification/index.ts";
import { createCardProvider } from "./integrations/card-provider/index.ts";
import { createPricingPort, localOrderIntake } from "./integrations/erp/index.ts";
import { createWallet } from "./integrations/wallet/index.ts";
import { createPriceQuoteCache } from "./modules/pricing/quote-cache.ts";

/** Everything one app instance shares across requests: built once at start (and per test server). */
export function createAppDeps(config: AppConfig, db: Db, jobs: Jobs): AppDeps {
  return {
    config,
    db,
    jobs,
    caches: createContentCaches(config),
    pricing: createPricingPort(config.erp, db),
    orderIntake: localOrderIntake(),
    priceQuotes: createPriceQuoteCache(config.erp.quoteCacheMs),
    cardProvider: createCardProvider(config.providers.card, db),
    wallet: createWallet(config.providers.wallet, db),
    addressVerification: createAddressVerification(),
  };
}
