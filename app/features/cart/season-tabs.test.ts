import { describe, expect, it } from "vitest";
import { activeSeasonTab, parseSeasonTab, readStoredTab, SEASON_TAB_STORAGE_KEY, storeTab, tabAfterKey, tabsWithErrors } from "./season-tabs.ts";

const TABS = ["SPRING-2027", "SUMMER-2027", "MAR-2027"];

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe("season tab keys", () => {
  it.each([
    ["SPRING-2027", { code: "SPRING", year: 2027 }],
    ["MAR-2027", { code: "MAR", year: 2027 }],
    ["spring-2027", null],
    ["SPRING-27", null],
    ["SPRING", null],
    ["", null],
    [null, null],
  ])("%s → %o", (text, parsed) => {
    expect(parseSeasonTab(text)).toEqual(parsed);
  });
});

describe("active season tab", () => {
  it.each([
    { url: "SUMMER-2027", stored: "MAR-2027", active: "SUMMER-2027", why: "the URL wins" },
    { url: null, stored: "MAR-2027", active: "MAR-2027", why: "session storage after a filter or sort submit" },
    { url: "FALL-2030", stored: "MAR-2027", active: "MAR-2027", why: "a tab not in the cart is ignored" },
    { url: null, stored: "HOLIDAY-2026", active: "SPRING-2027", why: "a stored tab that is gone falls back to the first" },
    { url: null, stored: null, active: "SPRING-2027", why: "first tab by default" },
  ])("$why", ({ url, stored, active }) => {
    expect(activeSeasonTab(TABS, url, stored)).toBe(active);
  });

  it("no tabs, no active tab", () => {
    expect(activeSeasonTab([], "SPRING-2027", "SPRING-2027")).toBeNull();
  });

  it("keeps the tab in session storage under brim.cart.tab", () => {
    const storage = memoryStorage();
    expect(readStoredTab(storage)).toBeNull();
    storeTab(storage, "SUMMER-2027");
    expect(storage.getItem(SEASON_TAB_STORAGE_KEY)).toBe("SUMMER-2027");
    expect(readStoredTab(storage)).toBe("SUMMER-2027");
  });

  it("survives storage that throws (disabled) or is missing", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(readStoredTab(broken)).toBeNull();
    expect(() => storeTab(broken, "SPRING-2027")).not.toThrow();
    expect(readStoredTab(null)).toBeNull();
  });
});

describe("tab keyboard moves", () => {
  it.each([
    ["SPRING-2027", "ArrowRight", "SUMMER-2027"],
    ["MAR-2027", "ArrowRight", "SPRING-2027"],
    ["SPRING-2027", "ArrowLeft", "MAR-2027"],
    ["SUMMER-2027", "Home", "SPRING-2027"],
    ["SPRING-2027", "End", "MAR-2027"],
    ["SPRING-2027", "Enter", null],
  ])("%s + %s → %s", (current, key, next) => {
    expect(tabAfterKey(TABS, current, key)).toBe(next);
  });
});

describe("tabs marked for errors", () => {
  it("marks each tab with at least one item in error", () => {
    const marked = tabsWithErrors([
      { tab: "SPRING-2027", hasError: false },
      { tab: "SUMMER-2027", hasError: true },
      { tab: "SUMMER-2027", hasError: false },
    ]);
    expect([...marked]).toEqual(["SUMMER-2027"]);
  });
});
