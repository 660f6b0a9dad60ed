import { oneOf } from "#domain/one-of.ts";
import type { ApprovalOutcome } from "#domain/approval-outcome.ts";
import type { BookingMode } from "#domain/booking-modes.ts";
import type { OrderStatus } from "#domain/order-status.ts";
import type { OrderUpdateStatus } from "#domain/order-update.ts";

/** One size of a grid row: the line's entry number (the update's key) and its quantities. */
export interface GridCellView {
  entryNumber: number | null;
  /** What the order asks for now (an applied change, else the confirmed quantity). */
  quantity: number;
  confirmedQuantity: number;
  /** The buyer's quantity when the ERP confirmed another one (QUANTITY_CHANGED). */
  requestedQuantity: number | null;
  unitPrice: string;
}

export interface GridRowView {
  productCode: string;
  productName: string;
  colourName: string;
  href: string;
  cells: Record<string, GridCellView>;
  /** The row's price per cap: one price, or the lowest and highest when sizes are priced apart. */
  unitPrice: string;
  quantity: number;
  total: string;
}

export interface OrderPartView {
  code: string;
  target: string | null;
  desiredShipDate: string | null;
  cancelDate: string | null;
  sizes: string[];
  rows: GridRowView[];
}

export interface HistoryEntryView {
  status: OrderStatus;
  at: string;
  actor: string | null;
  agent: string | null;
  comment: string | null;
  /** Same status as the entry before: the ERP took a change (shown as an update). */
  update: boolean;
}

/** What a form post without JavaScript came back with (`?update=`). */
export type UpdateNotice = "applied" | "submitted" | "refused" | "noChanges" | "inProgress" | "notUpdatable" | "failed";

export interface OrderDetailView {
  code: string;
  status: OrderStatus;
  mode: BookingMode;
  placedAt: string;
  orderer: string;
  /** The signed-in user placed it (or had it placed for them). */
  ordererIsYou: boolean;
  placedBy: string | null;
  purchaseNumber: string | null;
  comment: string | null;
  payments: { kind: "CARD" | "WALLET" | "ACCOUNT" | "GIFTCARD"; reference: string | null; amount: string }[];
  address: string[];
  /** The delivery method's name in the page's language; null for orders placed before delivery methods. */
  deliveryMethod: string | null;
  parts: OrderPartView[];
  totals: { subtotal: string; discount: string | null; delivery: string | null; tax: string; total: string };
  totalQuantity: number;
  history: HistoryEntryView[];
  update: {
    status: OrderUpdateStatus | null;
    isUpdatable: boolean;
    isProcessing: boolean;
    windowClosed: boolean;
    erpMessage: string | null;
    notice: UpdateNotice | null;
    refused: number[];
  };
  urls: { self: string; submit: string; support: string; reorder: string; approval: string; orders: string };
  canDecide: boolean;
  openReject: boolean;
  /** The approver's decision just posted (`?decision=…`, decision 0052). */
  approvalOutcome: ApprovalOutcome | null;
}

const NOTICES: readonly UpdateNotice[] = ["applied", "submitted", "refused", "noChanges", "inProgress", "notUpdatable", "failed"];

export function updateNoticeOf(value: string | null): UpdateNotice | null {
  return oneOf(NOTICES, value);
}

/** Marks history entries that repeat the status before them: the ERP took a change of the order. */
export function markUpdates<E extends { status: OrderStatus }>(entries: readonly E[]): (E & { update: boolean })[] {
  return entries.map((e, i) => ({ ...e, update: i > 0 && entries[i - 1]?.status === e.status }));
}

/** One price when every size costs the same, else "lowest – highest"; N/A when a price is hidden. */
export function rowUnitPrice(pricesMinor: readonly (number | null)[], money: (minor: number | null) => string): string {
  if (pricesMinor.length === 0 || pricesMinor.some((p) => p === null)) return money(null);
  const known = pricesMinor.filter((p): p is number => p !== null);
  const low = Math.min(...known);
  const high = Math.max(...known);
  return low === high ? money(low) : `${money(low)} – ${money(high)}`;
}
