import "@fastify/cookie";
import { registerAcceptConstraint } from "./accept-constraint.ts";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import { accountRoutes } from "../modules/account/routes.ts";
import { profileRoutes } from "../modules/account/profile-routes.ts";
import { orderHistoryRoutes } from "../modules/order-history/routes.ts";
import { orderFormRoutes } from "../modules/order-form/order-form-routes.ts";
import { authRoutes } from "../modules/auth/routes.ts";
import { mediaRoutes } from "../modules/catalog/media-routes.ts";
import { searchRoutes } from "../modules/catalog/search-routes.ts";
import { productRoutes } from "../modules/catalog/product-routes.ts";
import { pricingRoutes } from "../modules/pricing/routes.ts";
import { priceVisibilityRoutes } from "../modules/pricing/visibility-routes.ts";
import { futureStockRoutes } from "../modules/catalog/future-stock-routes.ts";
import { bookingRoutes } from "../modules/cart/booking-routes.ts";
import { cartReadRoutes } from "../modules/cart/cart-read-routes.ts";
import { cartRoutes } from "../modules/cart/cart-routes.ts";
import { listEditRoutes } from "../modules/cart/list-edit-routes.ts";
import { listRoutes } from "../modules/lists/list-routes.ts";
import { listReadRoutes } from "../modules/lists/list-read-routes.ts";
import { savedBagRoutes } from "../modules/lists/saved-bag-routes.ts";
import { sellSheetRoutes } from "../modules/sell-sheet/sell-sheet-routes.ts";
import { cartPriceRoutes } from "../modules/cart-prices/routes.ts";
import { cartSummaryRoutes } from "../modules/cart-summary/routes.ts";
import { voucherRoutes } from "../modules/vouchers/routes.ts";
import { addressRoutes } from "../modules/addresses/routes.ts";
import { companyRoutes } from "../modules/company/routes.ts";
import { orderRoutes } from "../modules/orders/routes.ts";
import { orderUpdateRoutes } from "../modules/order-updates/routes.ts";
import { approvalRoutes } from "../modules/approvals/routes.ts";
import { orderExportRoutes } from "../modules/order-export/routes.ts";
import { checkoutPaymentRoutes } from "../modules/checkout/payment-routes.ts";
import { walletCheckoutRoutes } from "../modules/checkout/wallet-routes.ts";
import { giftCardRoutes } from "../modules/gift-cards/routes.ts";
import { checkoutStepRoutes } from "../modules/checkout/step-routes.ts";
import { costCentreRoutes } from "../modules/checkout/cost-centre-routes.ts";
import { salesRepRoutes } from "../modules/checkout/sales-rep-routes.ts";
import { autocompleteRoutes } from "../modules/assisted-service/autocomplete-routes.ts";
import { creditBlockRoutes } from "../modules/checkout/credit-block-routes.ts";
import { tradeShowRoutes } from "../modules/trade-show/routes.ts";
import { deliveryMethodRoutes } from "../modules/checkout/delivery-method-routes.ts";
import { savedCardRoutes } from "../modules/saved-cards/routes.ts";
import { addressLookupRoutes } from "../modules/address-lookup/routes.ts";
import { trackingRoutes } from "../modules/catalog/tracking-routes.ts";
import { cmsRoutes } from "../modules/cms/routes.ts";
import { notificationRoutes } from "../modules/notifications/routes.ts";
import { seoRoutes } from "../modules/catalog/seo-routes.ts";
import { savedCartRoutes } from "../modules/saved-carts/routes.ts";
import { registerAssistedService } from "../modules/assisted-service/routes.ts";
import { registerAgentAudit } from "../modules/assisted-service/audit-hook.ts";
import { cardProviderRoutes } from "../integrations/card-provider/index.ts";
import { walletProviderRoutes } from "../integrations/wallet/index.ts";
import { registerAccessGate } from "./access.ts";
import { registerAllowedHosts } from "./allowed-hosts.ts";
import { registerBodyParsers } from "./body-parsers.ts";
import { registerCsrf } from "./csrf.ts";
import { registerErrorHandling } from "./errors.ts";
import { registerFavicon } from "./favicon.ts";
import { registerInputLayer } from "./input.ts";
import { loggerOptions } from "./logging.ts";
import { registerPages, type PagesOptions } from "./pages.ts";
import { isInfrastructurePath, requestContextPlugin } from "./request-context.ts";
import { registerSecurity } from "./security.ts";
import { registerForEverySite } from "./site-routes.ts";

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, for tests that must cover all of them (CSRF). */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildAppOptions {
  /** null: API only (tests that need no pages). */
  pages: PagesOptions | null;
  logger?: boolean;
}

export async function buildApp(deps: AppDeps, opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(deps.config.logLevel),
    // Forwarded headers (client address, protocol, host) only from the configured proxies (decision 0032).
    trustProxy: deps.config.trustedProxies.length > 0 ? deps.config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  registerAllowedHosts(app, deps.config.allowedHosts);
  registerAcceptConstraint(app);
  await app.register(import("@fastify/cookie"));
  await registerSecurity(app, deps, { development: opts.pages?.mode === "development" });
  registerBodyParsers(app);
  registerErrorHandling(app);
  await app.register(requestContextPlugin, { deps });
  registerAccessGate(app, isInfrastructurePath);
  registerCsrf(app);
  registerInputLayer(app);
  registerAgentAudit(app);

  await app.register(import("@fastify/swagger"), {
    openapi: {
      info: { title: "Brim storefront API", version: "1" },
      components: {
        securitySchemes: { csrf: { type: "apiKey", in: "header", name: "CSRFToken" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(import("@fastify/swagger-ui"), { routePrefix: "/api/docs", staticCSP: true });

  app.get("/healthz", { schema: { hide: true } }, async (_req, reply) => {
    await deps.db.execute(sql`select 1`);
    return reply.header("cache-control", "no-store").send({ status: "ok" });
  });
  await registerFavicon(app);
  await app.register(mediaRoutes, { deps });
  await app.register(seoRoutes, { deps });
  // The local providers' own endpoints, outside every site as a third party's would be.
  await app.register(cardProviderRoutes, { deps });
  await app.register(walletProviderRoutes, { deps });
  await registerForEverySite(app, deps, [
    authRoutes,
    accountRoutes,
    profileRoutes,
    searchRoutes,
    cmsRoutes,
    trackingRoutes,
    productRoutes,
    futureStockRoutes,
    pricingRoutes,
    priceVisibilityRoutes,
    notificationRoutes,
    bookingRoutes,
    cartRoutes,
    listEditRoutes,
    listRoutes,
    listReadRoutes,
    savedBagRoutes,
    cartReadRoutes,
    cartPriceRoutes,
    voucherRoutes,
    addressRoutes,
    companyRoutes,
    orderRoutes,
    orderUpdateRoutes,
    approvalRoutes,
    orderExportRoutes,
    checkoutPaymentRoutes,
    walletCheckoutRoutes,
    giftCardRoutes,
    checkoutStepRoutes,
    costCentreRoutes,
    salesRepRoutes,
    autocompleteRoutes,
    creditBlockRoutes,
    tradeShowRoutes,
    addressLookupRoutes,
    cartSummaryRoutes,
    deliveryMethodRoutes,
    savedCardRoutes,
    orderHistoryRoutes,
    orderFormRoutes,
    sellSheetRoutes,
    savedCartRoutes,
  ]);
  await registerAssistedService(app);
  if (opts.pages) await registerPages(app, deps, opts.pages);
  return app;
}
