import { useState } from "react";
import type { SavedCartItem } from "../../../server/modules/saved-carts/saved-carts.ts";

export interface Deletion {
  /** The list without what was deleted here. */
  visible: SavedCartItem[];
  /** The saved cart just deleted, for the undo alert. */
  deleted: SavedCartItem | null;
  undone: boolean;
  failed: boolean;
  remove(item: SavedCartItem): Promise<void>;
  undo(): Promise<void>;
}

/**
 * With script, Delete calls `DELETE {savedCartUrl}/delete` and the list shows the undo alert in
 * place; Undo calls `POST …/undoDelete` and the saved cart comes back. Without script the same
 * forms post and the page comes back with the alert (decision 0058).
 */
export function useDeletion(carts: SavedCartItem[], csrfToken: string): Deletion {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [deleted, setDeleted] = useState<SavedCartItem | null>(null);
  const [undone, setUndone] = useState(false);
  const [failed, setFailed] = useState(false);
  const call = async (url: string, method: "DELETE" | "POST") => {
    try {
      return (await fetch(url, { method, headers: { accept: "application/json", CSRFToken: csrfToken } })).ok;
    } catch {
      return false;
    }
  };
  return {
    visible: carts.filter((c) => !hidden.has(c.code)),
    deleted,
    undone,
    failed,
    async remove(item) {
      const ok = await call(`${item.url}/delete`, "DELETE");
      setFailed(!ok);
      if (!ok) return;
      setHidden((codes) => new Set([...codes, item.code]));
      setDeleted(item);
      setUndone(false);
    },
    async undo() {
      if (!deleted) return;
      const ok = await call(`${deleted.url}/undoDelete`, "POST");
      setFailed(!ok);
      if (!ok) return;
      setHidden((codes) => new Set([...codes].filter((c) => c !== deleted.code)));
      setDeleted(null);
      setUndone(true);
    },
  };
}
