import type { FastifyBaseLogger } from "fastify";
import type { AccountKind } from "../domain/account-kinds.ts";
import type { BookingMode } from "../domain/booking-modes.ts";
import type { Currency, Language, Site } from "../domain/sites.ts";
import type { AppConfig } from "./config.ts";
import type { Db, DbOrTx } from "./db/client.ts";
import type { Jobs } from "./jobs/boss.ts";
import type { ContentCaches } from "./content-caches.ts";
import type { AddressVerificationPort } from "./integrations/address-verification/port.ts";
import type { CardProviderPort } from "./integrations/card-provider/port.ts";
import type { PricingPort } from "./integrations/erp/pricing-port.ts";
import type { OrderIntakePort } from "./integrations/erp/order-intake-port.ts";
import type { WalletPort } from "./integrations/wallet/port.ts";
import type { PriceQuoteCache } from "./modules/pricing/quote-cache.ts";
import type { CartRef } from "./modules/cart/active-cart.ts";

export type { AccountKind } from "../domain/account-kinds.ts";

/** The signed-in user as every service sees it. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  kind: AccountKind;
  unitId: number | null;
  dealerOwner: boolean;
  /** Customer prices are shown as N/A: the user may not see prices, or has switched them off. */
  pricesHidden: boolean;
  /** The user may switch customer prices off and on (`/price/visibility/*`). */
  priceHidingAvailable: boolean;
  language: Language | null;
  currency: Currency | null;
}

/** An agent or sales rep acting for the customer of the session (decision 0063). */
export interface ActingAgent {
  userId: number;
  email: string;
  name: string;
  kind: "agent" | "salesrep";
  /** When the server ends the agent session (reset moves it). */
  expiresAt: Date;
}

/** Process-wide dependencies, created once at start. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  jobs: Jobs;
  caches: ContentCaches;
  /** ERP price simulation (local adapter unless configured otherwise). */
  pricing: PricingPort;
  /** ERP order intake (local adapter unless configured otherwise). */
  orderIntake: OrderIntakePort;
  priceQuotes: PriceQuoteCache;
  /** Hosted card payment provider: authorize, capture, void on tokens (decision 0021). */
  cardProvider: CardProviderPort;
  /** Wallet payments (approve on the provider's page, capture on placement). */
  wallet: WalletPort;
  /** Address verification (validateAddressForm) and lookup (Search, GetAddress). */
  addressVerification: AddressVerificationPort;
}

/**
 * What every use case receives first: who is asking, on which site, in which language and
 * currency, and the database handle (the pool, or the open transaction when called inside one).
 */
export interface RequestContext {
  deps: AppDeps;
  db: DbOrTx;
  site: Site;
  user: SessionUser | null;
  /** Hash of the current session id, when the visitor has a session. */
  sessionIdHash: string | null;
  language: Language;
  currency: Currency;
  /** The session's booking mode (decision 0017); null for visitors and accounts without modes. */
  bookingMode: BookingMode | null;
  /** The active cart of that mode as the session last saw it; checked when used (decision 0018). */
  sessionCartId?: number | null;
  /**
   * The list a request works on when it is not the session's cart (decision 0056): the quick
   * order or a saved bag, resolved and authorized by server/modules/lists before the cart's
   * services run on it.
   */
  list?: CartRef | null;
  /**
   * The call works on the user's quick order, which is not opened yet (decision 0060): set by
   * server/modules/lists instead of `list`. The call's first write opens it inside its own
   * transaction, so a refused call leaves no quick order behind; reads see an empty list.
   */
  opensQuickOrder?: boolean;
  /**
   * The agent or sales rep acting for the customer in `user` (issue 16, decisions 0062, 0063):
   * set from the session row's agent; every write made so is audited with recordAgentEvent.
   */
  actingAgent?: ActingAgent | null;
  /** The session is in trade-show mode (decision 0028); only ever true for accounts that may use it. */
  tradeShow?: boolean;
  locale: string;
  ip: string;
  userAgent: string;
  now: Date;
  log: FastifyBaseLogger;
}

/** The same context bound to a transaction handle. */
export function withDb(ctx: RequestContext, db: DbOrTx): RequestContext {
  return { ...ctx, db };
}
