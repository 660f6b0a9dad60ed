import { describe, expect, it } from "vitest";
import { canCreateForCustomers, checkState, customerKey, toggleNode, withCustomers, type TreeNode } from "./customer-tree.ts";

const customer = (uid: string, unitUid: string): TreeNode => ({ uid, unitUid, customer: true, subItems: [] });
const store = { uid: "S1", unitUid: "S1", customer: false, subItems: [customer("c@x", "S1")] };
const top: TreeNode = { uid: "T", unitUid: "T", customer: false, subItems: [customer("a@x", "T"), customer("b@x", "T"), store] };
const keys = (...uids: [string, string][]) => new Set(uids.map(([uid, unitUid]) => customerKey({ uid, unitUid })));

describe("customer tree (account-and-ordering §5)", () => {
  it.each([
    ["nothing chosen", keys(), "unchecked"],
    ["some chosen", keys(["a@x", "T"]), "mixed"],
    ["a grandchild only", keys(["c@x", "S1"]), "mixed"],
    ["all chosen", keys(["a@x", "T"], ["b@x", "T"], ["c@x", "S1"]), "checked"],
  ] as const)("a unit follows its customers: %s → %s", (_, chosen, state) => {
    expect(checkState(top, chosen)).toBe(state);
  });

  it("checking a unit checks every customer below it, and again clears them", () => {
    const all = toggleNode(top, keys(["a@x", "T"]));
    expect(all).toEqual(keys(["a@x", "T"], ["b@x", "T"], ["c@x", "S1"]));
    expect(toggleNode(top, all)).toEqual(keys());
  });

  it("a customer flips alone", () => {
    expect(toggleNode(customer("b@x", "T"), keys(["a@x", "T"]))).toEqual(keys(["a@x", "T"], ["b@x", "T"]));
  });

  it.each([
    ["", keys(["a@x", "T"]), false],
    ["  ", keys(["a@x", "T"]), false],
    ["Spring", keys(), false],
    ["Spring", keys(["a@x", "T"]), true],
  ] as const)("create needs a name and a customer: %j", (name, chosen, ok) => {
    expect(canCreateForCustomers(name, chosen)).toBe(ok);
  });

  it("leaves out units without a customer below them", () => {
    const empty: TreeNode = { uid: "E", unitUid: "E", customer: false, subItems: [{ uid: "E1", unitUid: "E1", customer: false, subItems: [] }] };
    expect(withCustomers([top, empty])).toEqual([top]);
    expect(withCustomers([{ ...top, subItems: [store, empty] }])).toEqual([{ ...top, subItems: [store] }]);
  });
});
