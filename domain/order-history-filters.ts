/**
 * The order history's query parameters (account-and-ordering §2 "Order history", §4 "Order-history
 * filter"), read the same way by the page, its links and the export of "all matching orders".
 * Decision 0049: unknown or malformed values are ignored (the page shows its defaults), never a 400,
 * so an old bookmark or a hand-edited link still opens the history.
 */
import type { BookingMode } from "./booking-modes.ts";
import { ORDER_STATUSES, type OrderStatus } from "./order-status.ts";

/** The exclusive "show all" option of the status and customer filters. */
export const SHOW_ALL = "all";
/** The approver's "awaiting my approval" status option: orders waiting for them. */
export const AWAITING_MY_APPROVAL = "AWAITING_MY_APPROVAL";

export type StatusOption = OrderStatus | typeof AWAITING_MY_APPROVAL;

/** Statuses a consumer's order never takes: approvals are a unit's rule (B2B only). */
const B2B_ONLY_STATUSES: readonly OrderStatus[] = ["PENDING_APPROVAL", "REJECTED"];

/** The status filter's options: approvers first get "awaiting my approval"; consumers see only statuses their orders can take. */
export function historyStatusOptions(input: { b2b: boolean; approver: boolean }): StatusOption[] {
  const statuses = input.b2b ? [...ORDER_STATUSES] : ORDER_STATUSES.filter((s) => !B2B_ONLY_STATUSES.includes(s));
  return input.b2b && input.approver ? [AWAITING_MY_APPROVAL, ...statuses] : statuses;
}

export const HISTORY_SORTS = ["date-desc", "date-asc", "code-desc", "code-asc", "total-desc", "total-asc", "quantity-desc", "quantity-asc"] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export const DEFAULT_HISTORY_SORT: HistorySort = "date-desc";

export const HISTORY_TABS = ["STOCK", "PREBOOKING", "all"] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** Orders per page. */
export const HISTORY_PAGE_SIZE = 20;
/** Longest search text taken (order codes, purchase numbers, material ids and UPCs are far shorter). */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many customers in one filter. */
export const CUSTOMER_FILTER_MAX = 200;

/**
 * The exclusive "show all" rule as a person clicks it: choosing `option` (it was off) clears
 * "show all", choosing "show all" clears everything else, and clearing the last option reselects
 * "show all". `checked` is the option's new state.
 */
export function toggleFilterOption(selected: readonly string[], option: string, checked: boolean): string[] {
  if (option === SHOW_ALL) return [SHOW_ALL];
  const others = selected.filter((s) => s !== SHOW_ALL && s !== option);
  const next = checked ? [...others, option] : others;
  return next.length === 0 ? [SHOW_ALL] : next;
}

/**
 * The same rule for a submitted selection, where the order of clicks is not known (a form sent
 * without JavaScript): "show all" was on by default, so any other option means it was chosen
 * since and wins; nothing left means "show all". Duplicates go, the first position stays.
 */
export function normalizeSelection(values: readonly string[]): string[] {
  const others = [...new Set(values.filter((v) => v !== SHOW_ALL && v !== ""))];
  return others.length === 0 ? [SHOW_ALL] : others;
}

/** A comma list that may also come as repeated fields (a GET form's checkboxes): every value, split on commas, trimmed. */
export function listValues(values: readonly string[]): string[] {
  return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== "");
}

export interface HistoryParams {
  /** Chosen statuses (and AWAITING_MY_APPROVAL); empty = show all. */
  statuses: StatusOption[];
  sort: HistorySort;
  /** Trimmed; "" = no search. */
  searchCode: string;
  /** Chosen customer units by uid; empty = show all. */
  customerUids: string[];
  tab: HistoryTab;
  /** 1-based. */
  page: number;
  /** An order whose reject popup opens, when its code has an order code's shape. */
  openRejectPopupByCode: string | null;
}

const isStatusOption = (v: string): v is StatusOption => v === AWAITING_MY_APPROVAL || (ORDER_STATUSES as readonly string[]).includes(v);
const isSort = (v: string): v is HistorySort => (HISTORY_SORTS as readonly string[]).includes(v);
const isTab = (v: string): v is HistoryTab => (HISTORY_TABS as readonly string[]).includes(v);
/** Unit uids are digits (0010000101); anything else cannot name a customer. */
const UNIT_UID = /^[A-Za-z0-9_-]{1,40}$/;
const CODE = /^BR\d{8,12}$/;
const CONTROL = /\p{Cc}/u;

/** The tab a session starts on: its booking mode's (custom programme orders are with stock), or all orders for accounts without modes. */
export function defaultHistoryTab(mode: BookingMode | null): HistoryTab {
  if (mode === "PREBOOKING") return "PREBOOKING";
  return mode === null ? "all" : "STOCK";
}

/** Reads the history's query parameters; what cannot be read falls back to the default (see the file's note). */
export function parseHistoryParams(query: URLSearchParams, defaultTab: HistoryTab): HistoryParams {
  const statuses = normalizeSelection(listValues(query.getAll("filterBy")).map((v) => v.toUpperCase() === "ALL" ? SHOW_ALL : v.toUpperCase()))
    .filter(isStatusOption);
  const customers = normalizeSelection(listValues(query.getAll("customerFilterId"))).filter((v) => v !== SHOW_ALL && UNIT_UID.test(v)).slice(0, CUSTOMER_FILTER_MAX);
  const sort = query.get("sort") ?? "";
  const tab = query.get("activeTab") ?? "";
  const rawSearch = (query.get("searchCode") ?? "").trim();
  const searchCode = rawSearch.length > SEARCH_MAX_LENGTH || CONTROL.test(rawSearch) ? "" : rawSearch;
  const pageText = query.get("page") ?? "";
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const reject = (query.get("openRejectPopupByCode") ?? "").trim();
  return {
    statuses,
    sort: isSort(sort) ? sort : DEFAULT_HISTORY_SORT,
    searchCode,
    customerUids: customers,
    tab: isTab(tab) ? tab : tab.toUpperCase() === "ALL" ? "all" : defaultTab,
    page,
    openRejectPopupByCode: CODE.test(reject) ? reject : null,
  };
}

/**
 * The query string of a history state, with only what differs from the defaults (the tab always,
 * since its default follows the session). `page` 1 is left out.
 */
export function historyQuery(params: Omit<HistoryParams, "openRejectPopupByCode">, changes: Partial<HistoryParams> = {}): string {
  const p = { ...params, ...changes };
  const q = new URLSearchParams();
  if (p.statuses.length) q.set("filterBy", p.statuses.join(","));
  if (p.sort !== DEFAULT_HISTORY_SORT) q.set("sort", p.sort);
  if (p.searchCode) q.set("searchCode", p.searchCode);
  if (p.customerUids.length) q.set("customerFilterId", p.customerUids.join(","));
  q.set("activeTab", p.tab);
  if (p.page > 1) q.set("page", String(p.page));
  if (p.openRejectPopupByCode) q.set("openRejectPopupByCode", p.openRejectPopupByCode);
  return q.toString();
}

/** Whether anything narrows the list (an empty answer then says "no orders match", not "no orders yet"). */
export function isFiltered(params: Pick<HistoryParams, "statuses" | "searchCode" | "customerUids">): boolean {
  return params.statuses.length > 0 || params.searchCode !== "" || params.customerUids.length > 0;
}

/** The `customerFilterId` value for a chosen list of customer uids (`POST {context}/my-account/orders`): "all" or the uids joined by commas. */
export function customerFilterValue(uids: readonly string[]): string {
  return normalizeSelection(uids).join(",");
}
