import { useEffect, useState } from "react";
import { checkedIdsStorageKey, parseCheckedIds, toggleCheckedId } from "#domain/order-form.ts";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the list lives as long as the page.
    return null;
  }
}

function readStored(key: string, max: number): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parseCheckedIds(parsed, max) : [];
  } catch {
    return [];
  }
}

/**
 * The checked product ids (service-and-support §4): kept in session storage per site, so they
 * survive a reload and a new search. Before hydration the URL's `?selected=` ids are shown; once
 * hydrated, those and the stored ones together.
 */
export function useCheckedIds(contextPath: string, fromUrl: readonly string[], max: number) {
  const key = checkedIdsStorageKey(contextPath);
  const [checked, setChecked] = useState<string[]>(() => [...fromUrl]);

  useEffect(() => {
    const merged = parseCheckedIds([...readStored(key, max), ...fromUrl], max);
    setChecked(merged);
    storage()?.setItem(key, JSON.stringify(merged));
  }, [key, max, fromUrl]);

  function save(next: string[]) {
    setChecked(next);
    storage()?.setItem(key, JSON.stringify(next));
  }

  return {
    checked,
    toggle: (code: string, on: boolean) => save(toggleCheckedId(checked, code, on, max)),
    clear: () => save([]),
  };
}
