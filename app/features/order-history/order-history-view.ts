import type { ExportError } from "#domain/order-export-selection.ts";
import type { HistoryParams, HistorySort, HistoryTab, StatusOption } from "#domain/order-history-filters.ts";
import type { OrderStatus } from "#domain/order-status.ts";

export interface HistorySubOrderView {
  code: string;
  /** The delivery target's name ("Spring 2027"). */
  target: string | null;
  quantity: number;
  status: OrderStatus;
}

export interface HistoryRowView {
  code: string;
  href: string;
  /** The placed date in the site's calendar and the page's locale. */
  placedAt: string;
  status: OrderStatus;
  purchaseNumber: string | null;
  quantity: number;
  /** Formatted, or N/A when prices are hidden. */
  total: string;
  /** An approver's way to the reject popup of an order waiting for them (`openRejectPopupByCode`). */
  rejectHref: string | null;
  /** Who placed it when not the signed-in user (a unit's shared order), or the agent who placed it for them. */
  placedBy: string | null;
  /** The customer unit, when the user sees orders of several. */
  customer: string | null;
  /** A summary order's sub-orders (one per delivery target), grouped under it. */
  subOrders: HistorySubOrderView[];
}

/** What the order history page shows; amounts and dates formatted on the server. */
export interface OrderHistoryView {
  basePath: string;
  params: Omit<HistoryParams, "openRejectPopupByCode">;
  /** The current list's URL (path and query): where the PDF send comes back to. */
  currentUrl: string;
  /** A partner site: purchase numbers and B2B wording show. */
  b2b: boolean;
  tabs: { tab: HistoryTab; href: string }[] | null;
  statusOptions: StatusOption[];
  customers: { uid: string; name: string }[];
  sorts: readonly HistorySort[];
  rows: HistoryRowView[];
  total: number;
  pageCount: number;
  empty: boolean;
  showPlacedBy: boolean;
  showCustomer: boolean;
  /** The export form, when the user may export (not a franchise with export switched off). */
  exportForm: { action: string; sendAction: string | null } | null;
  /** `POST {context}/my-account/orders` (the customer filter's value). */
  customerFilterUrl: string;
  pdfSend: "sent" | "failed" | null;
  /** Why an export posted without script was refused (`?exportError=`). */
  exportError: ExportError | null;
  rejectPopup: { orderCode: string; approvalUrl: string; closeHref: string } | null;
}
