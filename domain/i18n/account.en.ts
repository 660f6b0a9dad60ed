import { orderHistoryEn } from "./areas/order-history.en.ts";
import { orderExportEn } from "./areas/order-export.en.ts";
import { orderDetailEn } from "./areas/order-detail.en.ts";
import { approvalsEn } from "./areas/approvals.en.ts";
import { profileEn } from "./areas/profile.en.ts";
import { addressBookEn } from "./areas/address-book.en.ts";
import { savedCartsEn } from "./areas/saved-carts.en.ts";
import { assistedTrailEn } from "./areas/assisted-trail.en.ts";

/** The account area's texts (orders, approvals, profile, address book): one chunk the browser loads on /my-account pages. */
export const accountEn = { ...orderHistoryEn, ...orderExportEn, ...orderDetailEn, ...approvalsEn, ...profileEn, ...addressBookEn, ...savedCartsEn, ...assistedTrailEn };
