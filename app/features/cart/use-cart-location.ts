import { useCallback, useEffect, useRef, useState } from "react";
import { formatCartFilter, materialIdFilterActive, parseCartFilter, withCartFilter, type CartFilters } from "#domain/cart-filter.ts";
import { cartHref, type CartSort } from "./cart-items.ts";
import { activeSeasonTab, readStoredTab, storeTab } from "./season-tabs.ts";

export interface CartLocationState {
  filters: CartFilters;
  q: string;
  /** What the filter-by-id input shows (it filters only from 3 digits). */
  idText: string;
  sort: CartSort;
  tab: string | null;
  setFilters: (filters: CartFilters) => void;
  setIdText: (text: string) => void;
  setSort: (sort: CartSort) => void;
  setTab: (tab: string) => void;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Filter, sort and season tab of the cart page. The server renders them from the URL (so links and
 * forms work without script); once hydrated they change in place and the URL follows
 * (history.replaceState: nothing is reloaded). The tab is also kept in session storage.
 */
export function useCartLocation(
  cartPath: string,
  initial: { q: string; sort: CartSort; tab: string | null; forceValidation: boolean },
  tabs: readonly string[],
): CartLocationState {
  const [filters, setFiltersState] = useState(() => parseCartFilter(initial.q));
  const [idText, setIdTextState] = useState(() => filters.materialId?.[0] ?? "");
  const [sort, setSort] = useState(initial.sort);
  const [tab, setTabState] = useState(() => activeSeasonTab(tabs, initial.tab, null));
  const hydrated = useRef(false);

  useEffect(() => {
    // Without a tab in the URL (a filter or sort submit, the header's cart link) the tab of this
    // browser tab's session wins over the first one.
    if (initial.tab === null) setTabState((current) => activeSeasonTab(tabs, null, readStoredTab(sessionStore())) ?? current);
    // Once: the stored tab is read when the page arrives, later changes come from the tab list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const q = formatCartFilter(filters);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    const href = cartHref(cartPath, { q, sort, tab, forceValidation: initial.forceValidation });
    window.history.replaceState(window.history.state, "", href);
  }, [cartPath, q, sort, tab, initial.forceValidation]);

  const setIdText = useCallback((text: string) => {
    setIdTextState(text);
    setFiltersState((f) => withCartFilter(f, "materialId", materialIdFilterActive(text) ? [text] : []));
  }, []);

  const setTab = useCallback((next: string) => {
    setTabState(next);
    storeTab(sessionStore(), next);
  }, []);

  // A filter tab keeps the id filter; "show the whole cart" drops it, and the input with it.
  const setFilters = useCallback((next: CartFilters) => {
    setFiltersState(next);
    setIdTextState((text) => next.materialId?.[0] ?? (materialIdFilterActive(text) ? "" : text));
  }, []);

  return { filters, q, idText, sort, tab, setFilters, setIdText, setSort, setTab };
}
