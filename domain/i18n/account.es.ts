import { orderHistoryEs } from "./areas/order-history.es.ts";
import { orderExportEs } from "./areas/order-export.es.ts";
import { orderDetailEs } from "./areas/order-detail.es.ts";
import { approvalsEs } from "./areas/approvals.es.ts";
import { profileEs } from "./areas/profile.es.ts";
import { addressBookEs } from "./areas/address-book.es.ts";
import { savedCartsEs } from "./areas/saved-carts.es.ts";
import { assistedTrailEs } from "./areas/assisted-trail.es.ts";

/** The account area's texts (orders, approvals, profile, address book): one chunk the browser loads on /my-account pages. */
export const accountEs = { ...orderHistoryEs, ...orderExportEs, ...orderDetailEs, ...approvalsEs, ...profileEs, ...addressBookEs, ...savedCartsEs, ...assistedTrailEs };
