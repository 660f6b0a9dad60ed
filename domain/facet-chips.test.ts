import { describe, expect, it } from "vitest";
import { activeFilters, type FacetLabels } from "./facet-chips.ts";
import { EMPTY_FACET_STATE, facetQueryString, type FacetState } from "./facets.ts";

const state = (partial: Partial<FacetState>): FacetState => ({ ...EMPTY_FACET_STATE, ...partial });

const GROUPS: FacetLabels[] = [
  { name: "team", label: "Team", values: [{ value: "RVH", label: "Riverton Herons" }] },
  { name: "colour", label: "Colour", values: [{ value: "BLK", label: "Black" }, { value: "WHT", label: "White" }] },
];

/** A chip as [what it says, where its link leads]. */
function chips(s: FacetState): [string, string][] {
  return activeFilters(s, GROUPS).map((c) => [
    c.kind === "facet" ? `${c.groupLabel}: ${c.valueLabel}` : `inventory ${c.min ?? ""}-${c.max ?? ""}`,
    facetQueryString(c.without),
  ]);
}

describe("active filter chips: one per selected value, each leading to the state without it", () => {
  it.each<[string, FacetState, [string, string][]]>([
    ["no filter, no chip", state({ text: "cap", sort: "name" }), []],
    ["one value", state({ facets: { colour: ["BLK"] } }), [["Colour: Black", ""]]],
    [
      "two groups, in the page's group order (team before colour), removing one keeps the other",
      state({ facets: { colour: ["BLK"], team: ["RVH"] } }),
      [
        ["Team: Riverton Herons", "f.colour=BLK"],
        ["Colour: Black", "f.team=RVH"],
      ],
    ],
    [
      "two values of one group",
      state({ facets: { colour: ["BLK", "WHT"] } }),
      [
        ["Colour: Black", "f.colour=WHT"],
        ["Colour: White", "f.colour=BLK"],
      ],
    ],
    [
      "search text and sort stay, the page goes back to 1",
      state({ text: "cap", sort: "name", page: 3, facets: { colour: ["BLK"] } }),
      [["Colour: Black", "text=cap&sort=name"]],
    ],
    ["a value the counts no longer list keeps its raw name", state({ facets: { colour: ["NVY"] } }), [["Colour: NVY", ""]]],
    ["a group the page does not list follows, by its raw name", state({ facets: { size: ["L"], colour: ["BLK"] } }), [["Colour: Black", "f.size=L"], ["size: L", "f.colour=BLK"]]],
    [
      "the inventory range is one chip, last; removing it keeps the facets",
      state({ facets: { colour: ["BLK"] }, inventoryMin: 12, inventoryMax: 48 }),
      [
        ["Colour: Black", "inventoryMin=12&inventoryMax=48"],
        ["inventory 12-48", "f.colour=BLK"],
      ],
    ],
    ["a minimum only", state({ inventoryMin: 5 }), [["inventory 5-", ""]]],
  ])("%s", (_, s, expected) => {
    expect(chips(s)).toEqual(expected);
  });
});
