import { orderHistoryJa } from "./areas/order-history.ja.ts";
import { orderExportJa } from "./areas/order-export.ja.ts";
import { orderDetailJa } from "./areas/order-detail.ja.ts";
import { approvalsJa } from "./areas/approvals.ja.ts";
import { profileJa } from "./areas/profile.ja.ts";
import { addressBookJa } from "./areas/address-book.ja.ts";
import { savedCartsJa } from "./areas/saved-carts.ja.ts";
import { assistedTrailJa } from "./areas/assisted-trail.ja.ts";

/** The account area's texts (orders, approvals, profile, address book): one chunk the browser loads on /my-account pages. */
export const accountJa = { ...orderHistoryJa, ...orderExportJa, ...orderDetailJa, ...approvalsJa, ...profileJa, ...addressBookJa, ...savedCartsJa, ...assistedTrailJa };
