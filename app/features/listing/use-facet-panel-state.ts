import { useCallback, useEffect, useState } from "react";

export interface FacetPanelState {
  panelOpen: boolean;
  /** The facet group shown open, or null for none. */
  openTab: string | null;
}

const STORAGE_KEY = "brim.listing.facetPanel";

interface Stored extends FacetPanelState {
  grid: string;
}

function readStored(): Stored | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (typeof v !== "object" || v === null) return null;
    const { grid, panelOpen, openTab } = v as Record<string, unknown>;
    if (typeof grid !== "string" || typeof panelOpen !== "boolean" || (openTab !== null && typeof openTab !== "string")) return null;
    return { grid, panelOpen, openTab };
  } catch {
    return null;
  }
}

function writeStored(value: Stored): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the state just is not remembered.
  }
}

/**
 * Facet panel open/closed and the open tab, remembered in localStorage for one grid name: a
 * different grid (another category, the search page) starts again from the defaults.
 * `force` (the Inventory tab after a validation error) wins over what is stored.
 */
export function useFacetPanelState(grid: string, defaults: FacetPanelState, force: string | null) {
  const [state, setState] = useState<FacetPanelState>(force ? { panelOpen: true, openTab: force } : defaults);

  useEffect(() => {
    const stored = readStored();
    const base = stored && stored.grid === grid ? { panelOpen: stored.panelOpen, openTab: stored.openTab } : defaults;
    const next = force ? { panelOpen: true, openTab: force } : base;
    setState(next);
    writeStored({ grid, ...next });
    // The defaults are derived from the grid; re-reading only when the grid or forced tab changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grid, force]);

  const update = useCallback(
    (change: Partial<FacetPanelState>) => {
      setState((current) => {
        const next = { ...current, ...change };
        writeStored({ grid, ...next });
        return next;
      });
    },
    [grid],
  );

  return {
    ...state,
    togglePanel: () => update({ panelOpen: !state.panelOpen }),
    toggleTab: (name: string) => update({ openTab: state.openTab === name ? null : name }),
    openTabNow: (name: string) => update({ panelOpen: true, openTab: name }),
  };
}
