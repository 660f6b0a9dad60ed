import { useEffect, useRef } from "react";
import { checkState, customerKey, toggleNode, type TreeNode } from "#domain/customer-tree.ts";
import styles from "./lists.module.css";

export interface LabelledNode extends TreeNode {
  label: string;
  subItems: readonly LabelledNode[];
}

/** The rep's customers with tri-state unit boxes (domain/customer-tree.ts); only customers are posted, as `customer`. */
export function CustomerTree({ nodes, chosen, onChange }: { nodes: readonly LabelledNode[]; chosen: ReadonlySet<string>; onChange: (next: Set<string>) => void }) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <TreeItem key={customerKey(node)} node={node} chosen={chosen} onChange={onChange} />
      ))}
    </ul>
  );
}

function TreeItem({ node, chosen, onChange }: { node: LabelledNode; chosen: ReadonlySet<string>; onChange: (next: Set<string>) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const state = checkState(node, chosen);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === "mixed";
  }, [state]);
  return (
    <li>
      <label className={styles.treeLabel}>
        <input
          ref={box}
          type="checkbox"
          name={node.customer ? "customer" : undefined}
          value={node.customer ? customerKey(node) : undefined}
          checked={state === "checked"}
          aria-checked={state === "mixed" ? "mixed" : state === "checked"}
          onChange={() => onChange(toggleNode(node, chosen))}
        />
        <span className={node.customer ? undefined : styles.treeUnit}>{node.label}</span>
      </label>
      {node.subItems.length > 0 ? <CustomerTree nodes={node.subItems} chosen={chosen} onChange={onChange} /> : null}
    </li>
  );
}
