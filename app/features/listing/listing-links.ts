import { facetQueryString, normalizeFacetState, toggleFacetValue, type FacetState } from "#domain/facets.ts";

/** URLs of the next states of a listing page: the URL always holds the whole state. */
export function stateHref(basePath: string, state: FacetState): string {
  const query = facetQueryString(state);
  return query ? `${basePath}?${query}` : basePath;
}

export function facetHref(basePath: string, state: FacetState, name: string, value: string): string {
  return stateHref(basePath, toggleFacetValue(state, name, value));
}

export function pageHref(basePath: string, state: FacetState, page: number): string {
  return stateHref(basePath, { ...state, page });
}

/** Every filter removed; the search text and the sort stay. */
export function clearHref(basePath: string, state: FacetState): string {
  return stateHref(basePath, normalizeFacetState({ ...state, page: 1, facets: {}, inventoryMin: null, inventoryMax: null }));
}

/** Hidden form fields that carry the state a form does not edit (sort form, inventory form). */
export function hiddenFields(state: FacetState, omit: "sort" | "inventory"): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  if (state.text !== null) fields.push({ name: "text", value: state.text });
  if (omit !== "sort" && state.sort !== null) fields.push({ name: "sort", value: state.sort });
  for (const [name, values] of Object.entries(state.facets)) for (const value of values) fields.push({ name: `f.${name}`, value });
  if (omit !== "inventory") {
    if (state.inventoryMin !== null) fields.push({ name: "inventoryMin", value: String(state.inventoryMin) });
    if (state.inventoryMax !== null) fields.push({ name: "inventoryMax", value: String(state.inventoryMax) });
  }
  return fields;
}

export function selectedCount(state: FacetState): number {
  const facets = Object.values(state.facets).reduce((n, values) => n + values.length, 0);
  return facets + (state.inventoryMin !== null || state.inventoryMax !== null ? 1 : 0);
}
