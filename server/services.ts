import * as auth from "./modules/auth/service.ts";
import * as passwordReset from "./modules/auth/password-reset.ts";
import * as registration from "./modules/auth/registration.ts";
import * as account from "./modules/account/service.ts";
import * as profile from "./modules/account/profile.ts";
import * as changeEmail from "./modules/account/change-email.ts";
import * as accountOverview from "./modules/account/overview.ts";
import * as shell from "./modules/shell/service.ts";
import * as listing from "./modules/catalog/listing.ts";
import * as cms from "./modules/cms/service.ts";
import * as product from "./modules/catalog/product-detail.ts";
import * as productPage from "./modules/cms/product-page.ts";
import * as cartPage from "./modules/cart/cart-page.ts";
import * as lists from "./modules/lists/list-page.ts";
import * as savedBags from "./modules/lists/saved-bag-page.ts";
import * as quickOrderProducts from "./modules/lists/quick-order-products.ts";
import * as bookingWindows from "./modules/cart/booking-windows.ts";
import * as checkoutPage from "./modules/checkout/checkout-page.ts";
import * as orders from "./modules/orders/order-details.ts";
import * as replenishment from "./modules/replenishment/schedules.ts";
import * as orderPage from "./modules/orders/order-page.ts";
import * as reorder from "./modules/orders/reorder.ts";
import * as addresses from "./modules/addresses/service.ts";
import * as approvals from "./modules/approvals/service.ts";
import * as orderHistory from "./modules/order-history/service.ts";
import * as orderExport from "./modules/order-export/export-jobs.ts";
import * as orderForm from "./modules/order-form/order-form-service.ts";
import * as savedCarts from "./modules/saved-carts/page-data.ts";
import * as assistedTrail from "./modules/assisted-service/trail.ts";

/**
 * The use cases pages call in-process through the load context. Pages import only the type,
 * so the server code is never bundled into the page build.
 */
export const services = {
  auth,
  passwordReset,
  registration,
  account,
  accountOverview,
  profile,
  changeEmail,
  shell,
  cms,
  listing,
  product,
  productPage,
  cartPage,
  lists,
  savedBags,
  quickOrderProducts,
  bookingWindows,
  checkoutPage,
  orders,
  replenishment,
  orderPage,
  reorder,
  addresses,
  approvals,
  orderHistory,
  orderExport,
  orderForm,
  savedCarts,
  assistedTrail,
};
export type AppServices = typeof services;
