import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { CONTENT_PAGES } from "../domain/content-pages.ts";

/**
 * Every page exists once per site: the consumer site at the root and the three partner sites
 * under their context paths. The same modules serve all four; route ids keep them apart.
 */
const CONTEXTS = [
  { id: "b2c", prefix: "" },
  { id: "us", prefix: "partner" },
  { id: "jp", prefix: "jp/partner" },
  { id: "mx", prefix: "mx/partner" },
] as const;

const PAGES = [
  { path: "login", file: "routes/login.tsx" },
  { path: "login/pw/request", file: "routes/password-request.tsx" },
  { path: "login/pw/request/popup", file: "routes/password-request-popup.ts" },
  { path: "login/pw/change", file: "routes/password-change.tsx" },
  { path: "login/terms", file: "routes/terms.tsx" },
  { path: "login/register", file: "routes/register.tsx" },
  { path: "login/register/confirm", file: "routes/register-confirm.tsx" },
  { path: "support", file: "routes/support.tsx" },
  { path: "my-account", file: "routes/my-account.tsx" },
  { path: "my-account/orders", file: "routes/order-history.tsx" },
  { path: "my-account/order/:code", file: "routes/order-detail.tsx" },
  { path: "my-account/reorder/:code", file: "routes/reorder.tsx" },
  { path: "my-account/update-profile", file: "routes/update-profile.tsx" },
  { path: "my-account/address-book", file: "routes/address-book.tsx" },
  { path: "my-account/exportOrderList/:id", file: "routes/order-export-progress.tsx" },
  { path: "my-account/saved-carts", file: "routes/saved-carts.tsx" },
  { path: "my-account/saved-carts/import", file: "routes/saved-carts-import.tsx" },
  { path: "my-account/saved-carts/:code", file: "routes/saved-cart.tsx" },
  { path: "my-account/saved-carts/:code/restore", file: "routes/saved-cart-restore.tsx" },
  { path: "my-account/assisted-service", file: "routes/assisted-trail.tsx" },
  ...["all-headwear", "sports", "lifestyle", "women", "kids"].map((path) => ({ path, file: "routes/category.tsx" })),
  { path: "search", file: "routes/search-results.tsx" },
  { path: "new-arrivals", file: "routes/new-arrivals.tsx" },
  ...CONTENT_PAGES.map((p) => ({ path: p.path.slice(1), file: "routes/content-page.tsx" })),
  { path: "p/:code", file: "routes/product.tsx" },
  { path: "cart", file: "routes/cart.tsx" },
  { path: "quickOrder", file: "routes/quick-order.tsx" },
  { path: "bag", file: "routes/bag.tsx" },
  { path: "savedBag", file: "routes/saved-bags.tsx" },
  { path: "savedBag/:code", file: "routes/saved-bag.tsx" },
  { path: "orderForm", file: "routes/order-form.tsx" },
  { path: "checkout", file: "routes/checkout.tsx" },
  { path: "checkout/orderConfirmation/:code", file: "routes/order-confirmation.tsx" },
] as const;

function siteRoutes(ctx: (typeof CONTEXTS)[number]): RouteConfigEntry[] {
  const at = (path: string) => (ctx.prefix ? `${ctx.prefix}/${path}` : path);
  return [
    ctx.prefix
      ? route(ctx.prefix, "routes/home.tsx", { id: `${ctx.id}:home` })
      : index("routes/home.tsx", { id: `${ctx.id}:home` }),
    ...PAGES.map((p) => route(at(p.path), p.file, { id: `${ctx.id}:${p.path}` })),
  ];
}

export default [
  ...CONTEXTS.flatMap(siteRoutes),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
