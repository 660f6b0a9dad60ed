/**
 * PREBOOKING season tabs (account-and-ordering §2): one tab per delivery target and year,
 * `CODE-YEAR`. The active tab comes from the URL (`tab`), else from session storage (kept
 * across filter and sort submits, decision 0018), else the first tab.
 */
export const SEASON_TAB_STORAGE_KEY = "brim.cart.tab";

const TAB_KEY = /^([A-Z][A-Z0-9_]{0,19})-(\d{4})$/;

export function parseSeasonTab(text: string | null | undefined): { code: string; year: number } | null {
  const match = text ? TAB_KEY.exec(text) : null;
  return match ? { code: match[1]!, year: Number(match[2]) } : null;
}

export function activeSeasonTab(tabs: readonly string[], fromUrl: string | null, fromStorage: string | null): string | null {
  if (fromUrl !== null && tabs.includes(fromUrl)) return fromUrl;
  if (fromStorage !== null && tabs.includes(fromStorage)) return fromStorage;
  return tabs[0] ?? null;
}

type TabStorage = Pick<Storage, "getItem" | "setItem">;

/** The stored tab, or null when storage is unavailable (private mode, disabled). */
export function readStoredTab(storage: TabStorage | null): string | null {
  try {
    return storage?.getItem(SEASON_TAB_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeTab(storage: TabStorage | null, tab: string): void {
  try {
    storage?.setItem(SEASON_TAB_STORAGE_KEY, tab);
  } catch {
    // Storage unavailable: the URL still carries the tab.
  }
}

/** The tab a keyboard arrow, Home or End moves to (roving focus in the tab list). */
export function tabAfterKey(tabs: readonly string[], current: string, key: string): string | null {
  const at = tabs.indexOf(current);
  if (at < 0 || tabs.length === 0) return null;
  switch (key) {
    case "ArrowRight":
      return tabs[(at + 1) % tabs.length]!;
    case "ArrowLeft":
      return tabs[(at - 1 + tabs.length) % tabs.length]!;
    case "Home":
      return tabs[0]!;
    case "End":
      return tabs[tabs.length - 1]!;
    default:
      return null;
  }
}

/** Tabs holding an item with a quantity error (they get a mark). */
export function tabsWithErrors(items: readonly { tab: string; hasError: boolean }[]): Set<string> {
  return new Set(items.filter((i) => i.hasError).map((i) => i.tab));
}
