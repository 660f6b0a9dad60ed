import { describe, expect, it } from "vitest";
import {
  customerFilterValue,
  defaultHistoryTab,
  historyQuery,
  historyStatusOptions,
  isFiltered,
  normalizeSelection,
  parseHistoryParams,
  SHOW_ALL,
  toggleFilterOption,
  type HistoryParams,
} from "./order-history-filters.ts";

describe("the exclusive show-all option (§4 order-history filter)", () => {
  it.each<[string, string[], string, boolean, string[]]>([
    ["choosing an option clears show all", [SHOW_ALL], "PLACED", true, ["PLACED"]],
    ["choosing a second option keeps the first", ["PLACED"], "EXPORTED", true, ["PLACED", "EXPORTED"]],
    ["choosing show all clears the others", ["PLACED", "EXPORTED"], SHOW_ALL, true, [SHOW_ALL]],
    ["clearing one option keeps the rest", ["PLACED", "EXPORTED"], "PLACED", false, ["EXPORTED"]],
    ["clearing the last option reselects show all", ["PLACED"], "PLACED", false, [SHOW_ALL]],
    ["clearing show all itself leaves it on", [SHOW_ALL], SHOW_ALL, false, [SHOW_ALL]],
    ["customers work alike", [SHOW_ALL], "0010000111", true, ["0010000111"]],
  ])("%s", (_name, selected, option, checked, expected) => {
    expect(toggleFilterOption(selected, option, checked)).toEqual(expected);
  });

  it.each<[string[], string[]]>([
    [[], [SHOW_ALL]],
    [[SHOW_ALL], [SHOW_ALL]],
    [[SHOW_ALL, "PLACED"], ["PLACED"]],
    [["PLACED", "PLACED", ""], ["PLACED"]],
  ])("a submitted selection %j reads as %j", (values, expected) => {
    expect(normalizeSelection(values)).toEqual(expected);
  });

  it.each<[string[], string]>([
    [[], "all"],
    [["all"], "all"],
    [["0010000111", "0010000112"], "0010000111,0010000112"],
    [["all", "0010000111"], "0010000111"],
  ])("the customer filter %j is posted back as %s", (uids, value) => {
    expect(customerFilterValue(uids)).toBe(value);
  });
});

describe("the history's query parameters", () => {
  const base: HistoryParams = { statuses: [], sort: "date-desc", searchCode: "", customerUids: [], tab: "STOCK", page: 1, openRejectPopupByCode: null };
  it.each<[string, string, Partial<HistoryParams>]>([
    ["nothing: the defaults, the session's tab", "", {}],
    ["a comma list of statuses", "filterBy=PLACED,EXPORTED", { statuses: ["PLACED", "EXPORTED"] }],
    ["repeated statuses (a form without JavaScript)", "filterBy=PLACED&filterBy=REJECTED", { statuses: ["PLACED", "REJECTED"] }],
    ["show all next to a status: the status wins", "filterBy=all,PLACED", { statuses: ["PLACED"] }],
    ["show all alone", "filterBy=all", {}],
    ["lower case statuses", "filterBy=placed", { statuses: ["PLACED"] }],
    ["unknown statuses are ignored", "filterBy=SHIPPED,PLACED", { statuses: ["PLACED"] }],
    ["awaiting my approval", "filterBy=AWAITING_MY_APPROVAL", { statuses: ["AWAITING_MY_APPROVAL"] }],
    ["every sort both ways", "sort=total-asc", { sort: "total-asc" }],
    ["an unknown sort is the default", "sort=price", {}],
    ["the search is trimmed", "searchCode=%20PO%204711%20", { searchCode: "PO 4711" }],
    ["an over-long search is ignored", `searchCode=${"9".repeat(101)}`, {}],
    ["a search with control characters is ignored", "searchCode=PO%00", {}],
    ["customers", "customerFilterId=0010000111,0010000112", { customerUids: ["0010000111", "0010000112"] }],
    ["customers: show all", "customerFilterId=all", {}],
    ["customers: malformed uids are ignored", "customerFilterId=%3Cx%3E,0010000111", { customerUids: ["0010000111"] }],
    ["tab PREBOOKING", "activeTab=PREBOOKING", { tab: "PREBOOKING" }],
    ["tab all (any case)", "activeTab=ALL", { tab: "all" }],
    ["an unknown tab is the session's", "activeTab=GCP", {}],
    ["page 3", "page=3", { page: 3 }],
    ["page 0, negative or text is page 1", "page=0", {}],
    ["page text", "page=x", {}],
    ["page too large a number", "page=99999999", {}],
    ["a reject popup for an order code", "openRejectPopupByCode=BR10000001", { openRejectPopupByCode: "BR10000001" }],
    ["not an order code: no popup", "openRejectPopupByCode=%3Cscript%3E", {}],
  ])("%s", (_name, query, expected) => {
    expect(parseHistoryParams(new URLSearchParams(query), "STOCK")).toEqual({ ...base, ...expected });
  });

  it.each([
    ["PREBOOKING", "PREBOOKING"],
    ["STOCK", "STOCK"],
    ["GCP", "STOCK"],
    [null, "all"],
  ] as const)("a session in mode %s starts on tab %s", (mode, tab) => {
    expect(defaultHistoryTab(mode)).toBe(tab);
  });

  it("writes a state back as a query that reads the same", () => {
    const state: HistoryParams = { statuses: ["PLACED", "EXPORTED"], sort: "total-asc", searchCode: "PO 1", customerUids: ["0010000111"], tab: "all", page: 2, openRejectPopupByCode: null };
    const query = historyQuery(state);
    expect(query).toBe("filterBy=PLACED%2CEXPORTED&sort=total-asc&searchCode=PO+1&customerFilterId=0010000111&activeTab=all&page=2");
    expect(parseHistoryParams(new URLSearchParams(query), "STOCK")).toEqual(state);
    expect(historyQuery(base, { page: 1, sort: "code-asc" })).toBe("sort=code-asc&activeTab=STOCK");
  });

  it("knows when the list is narrowed", () => {
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered({ ...base, searchCode: "x" })).toBe(true);
    expect(isFiltered({ ...base, customerUids: ["1"] })).toBe(true);
    expect(isFiltered({ ...base, statuses: ["PLACED"] })).toBe(true);
  });
});

describe("historyStatusOptions: approvers first get their own option; consumers only statuses their orders take", () => {
  it.each([
    [{ b2b: true, approver: true }, true, true],
    [{ b2b: true, approver: false }, false, true],
    [{ b2b: false, approver: false }, false, false],
    [{ b2b: false, approver: true }, false, false],
  ] as const)("%j", (input, awaiting, approvalStatuses) => {
    const options = historyStatusOptions(input);
    expect(options[0] === "AWAITING_MY_APPROVAL").toBe(awaiting);
    expect(options.includes("PENDING_APPROVAL")).toBe(approvalStatuses);
    expect(options.includes("REJECTED")).toBe(approvalStatuses);
    expect(options).toContain("COMPLETED");
  });
});
