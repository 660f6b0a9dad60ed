/**
 * Category and search page state in the URL (issue 3 "Category and search pages"), the Inventory
 * min/max facet (spec account-and-ordering §5) and the cart filter string (spec shopping-flow §3, §9).
 *
 * URL parameters, written in this order so one state always gives one URL:
 *   text            search text (trimmed; `q` is read as an alias)
 *   sort            sort code
 *   page            1-based page number, left out for page 1
 *   f.{name}        one parameter per selected value of facet {name}; names sorted, values
 *                   de-duplicated and sorted (by UTF-16 code units, the same on server and browser)
 *   inventoryMin    non-negative whole number
 *   inventoryMax    non-negative whole number; 0 means "no maximum" and is left out
 * Values that cannot be read (a bad page, a non-numeric inventory bound) are ignored; an inverted
 * inventory range (min above max) in a URL is dropped entirely — the form reports it instead.
 */

export const FACET_PARAM_PREFIX = "f.";

export interface FacetState {
  text: string | null;
  sort: string | null;
  /** 1-based. */
  page: number;
  /** Selected values by facet name. */
  facets: Record<string, string[]>;
  inventoryMin: number | null;
  inventoryMax: number | null;
}

export type QueryRecord = Record<string, string | readonly string[] | undefined>;

export const EMPTY_FACET_STATE: FacetState = {
  text: null,
  sort: null,
  page: 1,
  facets: {},
  inventoryMin: null,
  inventoryMax: null,
};

const WHOLE_NUMBER = /^[0-9]+$/;

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function valuesOf(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : value;
}

function firstTrimmed(value: string | readonly string[] | undefined): string | null {
  const first = valuesOf(value)[0]?.trim() ?? "";
  return first === "" ? null : first;
}

/** Non-negative safe integer from text, or null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

function firstWholeNumber(value: string | readonly string[] | undefined): number | null {
  const first = valuesOf(value)[0];
  return first === undefined ? null : wholeNumber(first);
}

/** Record of a query string or URLSearchParams; repeated keys become arrays. */
export function queryRecord(search: string | URLSearchParams): QueryRecord {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const record: Record<string, string[]> = {};
  for (const [key, value] of params) (record[key] ??= []).push(value);
  return record;
}

function normalizeFacets(facets: Record<string, readonly string[]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const name of Object.keys(facets).sort(compareCodeUnits)) {
    if (name === "") continue;
    const values = [...new Set((facets[name] ?? []).filter((v) => v !== ""))].sort(compareCodeUnits);
    if (values.length > 0) result[name] = values;
  }
  return result;
}

function normalizeInventory(min: number | null, max: number | null): { inventoryMin: number | null; inventoryMax: number | null } {
  const inventoryMax = max === 0 ? null : max;
  if (min !== null && inventoryMax !== null && min > inventoryMax) return { inventoryMin: null, inventoryMax: null };
  return { inventoryMin: min, inventoryMax };
}

/** The state as a URL would hold it: trimmed text, page ≥ 1, sorted facets, a valid inventory range. */
export function normalizeFacetState(state: FacetState): FacetState {
  const valid = (n: number | null): number | null => (n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null);
  const text = state.text?.trim() ?? "";
  const sort = state.sort?.trim() ?? "";
  return {
    text: text === "" ? null : text,
    sort: sort === "" ? null : sort,
    page: Number.isSafeInteger(state.page) && state.page > 1 ? state.page : 1,
    facets: normalizeFacets(state.facets),
    ...normalizeInventory(valid(state.inventoryMin), valid(state.inventoryMax)),
  };
}

export function parseFacetQuery(query: QueryRecord | URLSearchParams): FacetState {
  const record = query instanceof URLSearchParams ? queryRecord(query) : query;
  const facets: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith(FACET_PARAM_PREFIX)) facets[key.slice(FACET_PARAM_PREFIX.length)] = [...valuesOf(value)];
  }
  const page = firstWholeNumber(record["page"]);
  return normalizeFacetState({
    text: firstTrimmed(record["text"]) ?? firstTrimmed(record["q"]),
    sort: firstTrimmed(record["sort"]),
    page: page ?? 1,
    facets,
    inventoryMin: firstWholeNumber(record["inventoryMin"]),
    inventoryMax: firstWholeNumber(record["inventoryMax"]),
  });
}

/** Query string without the leading "?" ("" for the empty state). */
export function facetQueryString(state: FacetState): string {
  const s = normalizeFacetState(state);
  const params = new URLSearchParams();
  if (s.text !== null) params.append("text", s.text);
  if (s.sort !== null) params.append("sort", s.sort);
  if (s.page > 1) params.append("page", String(s.page));
  for (const [name, values] of Object.entries(s.facets)) {
    for (const value of values) params.append(FACET_PARAM_PREFIX + name, value);
  }
  if (s.inventoryMin !== null) params.append("inventoryMin", String(s.inventoryMin));
  if (s.inventoryMax !== null) params.append("inventoryMax", String(s.inventoryMax));
  return params.toString();
}

/** The state with one facet value switched on or off; back to page 1, as any filter change does. */
export function toggleFacetValue(state: FacetState, name: string, value: string): FacetState {
  const current = state.facets[name] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return normalizeFacetState({ ...state, page: 1, facets: { ...state.facets, [name]: values } });
}

export type InventoryRangeResult =
  | { ok: true; min: number | null; max: number | null }
  | { ok: false; error: "notANumber" | "minAboveMax"; field: "min" | "max" };

/**
 * Who is offered the Inventory min/max facet (decision 0009): it filters on total units in stock,
 * trade information for ordering in bulk, so only signed-in users of a B2B site see it. Elsewhere
 * (the consumer site, anyone signed out) the pages leave it out and the server ignores the bounds.
 */
export function inventoryFacetOffered(site: { b2b: boolean }, signedIn: boolean): boolean {
  return site.b2b && signedIn;
}

/**
 * The phone's filter modal stays open across picks (decision 0044): the modal's value links,
 * "Clear all filters" and Inventory form carry `filters=open`, and the page opens the modal
 * again below 1024 px. It is not part of the state: the results do not depend on it.
 */
export const FILTER_PANEL_PARAM = "filters";
export const FILTER_PANEL_OPEN = "open";

export function filterPanelOpen(params: URLSearchParams): boolean {
  return params.getAll(FILTER_PANEL_PARAM).includes(FILTER_PANEL_OPEN);
}

/** A listing URL (path and the state's query) with the filter modal kept open. */
export function withFilterPanelOpen(href: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}${FILTER_PANEL_PARAM}=${FILTER_PANEL_OPEN}`;
}

/** The state without the inventory bounds where the facet is not offered. */
export function withOfferedInventory(state: FacetState, offered: boolean): FacetState {
  return offered ? state : { ...state, inventoryMin: null, inventoryMax: null };
}

/**
 * Inventory facet form: blank fields are no bound; otherwise non-negative whole numbers (digits
 * only, surrounding spaces allowed). Max 0 means a minimum only (max → null), with or without a
 * min. Min above max is reported on the min field. The min field is checked first.
 */
export function validateInventoryRange(minText: string, maxText: string): InventoryRangeResult {
  const read = (text: string): number | null | "bad" => (text.trim() === "" ? null : (wholeNumber(text) ?? "bad"));
  const min = read(minText);
  if (min === "bad") return { ok: false, error: "notANumber", field: "min" };
  const rawMax = read(maxText);
  if (rawMax === "bad") return { ok: false, error: "notANumber", field: "max" };
  const max = rawMax === 0 ? null : rawMax;
  if (min !== null && max !== null && min > max) return { ok: false, error: "minAboveMax", field: "min" };
  return { ok: true, min, max };
}

export interface CartFilter {
  name: string;
  values: string[];
}

export const CART_FILTER_SEPARATOR = "|";
export const CART_FILTER_NAME_SEPARATOR = ":";
export const CART_FILTER_VALUE_SEPARATOR = ",";

const CART_FILTER_RESERVED = /[|:,]/;

/**
 * Cart filter string: filters joined by "|", a filter's name and values by ":", values by ",".
 * Filters without values are left out. The format has no escaping, so a name or value holding
 * "|", ":" or "," (or an empty one) is a programming error and throws a RangeError.
 */
export function cartFilterString(filters: readonly CartFilter[]): string {
  const check = (part: string): string => {
    if (part === "" || CART_FILTER_RESERVED.test(part)) throw new RangeError(`Cart filter part cannot be written: ${JSON.stringify(part)}`);
    return part;
  };
  return filters
    .filter((f) => f.values.length > 0)
    .map((f) => check(f.name) + CART_FILTER_NAME_SEPARATOR + f.values.map(check).join(CART_FILTER_VALUE_SEPARATOR))
    .join(CART_FILTER_SEPARATOR);
}

/** Reads a cart filter string; empty segments, empty values and filters without a name or values are skipped. */
export function parseCartFilterString(s: string): CartFilter[] {
  const filters: CartFilter[] = [];
  for (const segment of s.split(CART_FILTER_SEPARATOR)) {
    const colon = segment.indexOf(CART_FILTER_NAME_SEPARATOR);
    if (colon <= 0) continue;
    const name = segment.slice(0, colon);
    const values = segment
      .slice(colon + 1)
      .split(CART_FILTER_VALUE_SEPARATOR)
      .filter((v) => v !== "");
    if (values.length > 0) filters.push({ name, values });
  }
  return filters;
}
