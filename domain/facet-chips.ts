/**
 * The active filters of a listing page as removable chips (issue 13 item 7, decision 0044): one
 * chip per selected facet value, one for the Inventory range, each with the state that the chip's
 * link leads to (that one filter removed, back to page 1). The URL state is the source: a value
 * the facet counts no longer list still gets its chip, named by its raw value.
 */
import { normalizeFacetState, toggleFacetValue, type FacetState } from "./facets.ts";

/** What a facet group is called and what its values are called (the listing's facets fit this). */
export interface FacetLabels {
  name: string;
  label: string;
  values: readonly { value: string; label: string }[];
}

export type ActiveFilter =
  | { kind: "facet"; name: string; value: string; groupLabel: string; valueLabel: string; without: FacetState }
  | { kind: "inventory"; min: number | null; max: number | null; without: FacetState };

/**
 * Chips in the order the page lists its facet groups (groups it does not list follow, by name),
 * values in URL order, the Inventory range last.
 */
export function activeFilters(state: FacetState, groups: readonly FacetLabels[]): ActiveFilter[] {
  const listed = groups.map((g) => g.name);
  const names = [...listed.filter((n) => n in state.facets), ...Object.keys(state.facets).filter((n) => !listed.includes(n))];
  const chips: ActiveFilter[] = [];
  for (const name of names) {
    const group = groups.find((g) => g.name === name);
    for (const value of state.facets[name] ?? []) {
      chips.push({
        kind: "facet",
        name,
        value,
        groupLabel: group?.label ?? name,
        valueLabel: group?.values.find((v) => v.value === value)?.label ?? value,
        without: toggleFacetValue(state, name, value),
      });
    }
  }
  if (state.inventoryMin !== null || state.inventoryMax !== null) {
    chips.push({
      kind: "inventory",
      min: state.inventoryMin,
      max: state.inventoryMax,
      without: normalizeFacetState({ ...state, page: 1, inventoryMin: null, inventoryMax: null }),
    });
  }
  return chips;
}
