/**
 * The sales rep's customer tree in the create-saved-bag form (account-and-ordering §5): checking a
 * unit checks (or unchecks) every customer below it, and a unit shows checked when all its
 * customers are, mixed when some are. Only customers are ever chosen.
 */
import { checkSavedListName } from "./saved-list-name.ts";
export interface TreeNode {
  uid: string;
  unitUid: string;
  customer: boolean;
  subItems: readonly TreeNode[];
}

/** The key of a chosen customer: the same e-mail can be a customer in one unit only once. */
export const customerKey = (node: Pick<TreeNode, "uid" | "unitUid">): string => `${node.uid}|${node.unitUid}`;

export function customersBelow(node: TreeNode): TreeNode[] {
  return node.customer ? [node] : node.subItems.flatMap(customersBelow);
}

export type CheckState = "checked" | "unchecked" | "mixed";

export function checkState(node: TreeNode, chosen: ReadonlySet<string>): CheckState {
  const below = customersBelow(node);
  const count = below.filter((c) => chosen.has(customerKey(c))).length;
  if (below.length > 0 && count === below.length) return "checked";
  return count === 0 ? "unchecked" : "mixed";
}

/** Pressing a node's box: a customer flips; a unit checks all its customers unless all are, then clears them. */
export function toggleNode(node: TreeNode, chosen: ReadonlySet<string>): Set<string> {
  const next = new Set(chosen);
  const below = customersBelow(node).map(customerKey);
  const check = checkState(node, chosen) !== "checked";
  for (const key of below) {
    if (check) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** The create button needs a name and at least one customer. */
export function canCreateForCustomers(name: string, chosen: ReadonlySet<string>): boolean {
  return checkSavedListName(name).ok && chosen.size > 0;
}

/** The tree without the units that hold no customer anywhere below (nothing there to choose). */
export function withCustomers<T extends TreeNode>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => {
    if (node.customer) return [node];
    const subItems = withCustomers(node.subItems as readonly T[]);
    return subItems.length > 0 ? [{ ...node, subItems }] : [];
  });
}
