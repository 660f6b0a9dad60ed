import { useState } from "react";
import type { Currency } from "#domain/sites.ts";
import type { CartTrackingLine } from "#domain/tracking.ts";
import { announceCartChanged } from "../../components/header/mini-cart-events.ts";
import { pushRemoveFromCart } from "../tracking/cart-tracking.ts";
import { cartApi, refusalTarget, type CartApiContext, type TotalsAnswer } from "./cart-api.ts";
import { itemCells } from "./cart-items.ts";
import { lineKey, targetKey, type CartItemView } from "./cart-view.ts";

export type RemovalNotice = { id: number; kind: "removed" | "restored" | "failed"; item: CartItemView; message?: string | null };

export interface Removals {
  removed: ReadonlySet<string>;
  notices: RemovalNotice[];
  /** Counts removals, so the page can check what is left after each. */
  removals: number;
  /** The item removed last (named on the empty cart if its removal emptied the cart). */
  lastRemoved: CartItemView | null;
  pending: boolean;
  remove: (item: CartItemView) => void;
  undo: (item: CartItemView) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** The lines a removal takes out of the cart, for `remove_from_cart`. */
export function removedLines(item: CartItemView): CartTrackingLine[] {
  return itemCells(item)
    .filter((cell) => cell.quantity > 0)
    .map((cell) => ({ code: item.baseProductCode, name: item.name, unitPriceMinor: item.unitPrice, category: item.productType, size: cell.size, quantity: cell.quantity }));
}

/**
 * Removing a product (per delivery target in PREBOOKING) hides it and shows an undo notice;
 * undo shows it again (account-and-ordering §4). A failed undo goes to the forceValidation page.
 */
export function useRemovals(
  api: CartApiContext,
  q: string,
  currency: Currency | null,
  hooks: { onTotals: (answer: TotalsAnswer, version: number | null) => void; discardEdits: (keys: readonly string[]) => void },
): Removals {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [notices, setNotices] = useState<RemovalNotice[]>([]);
  const [removals, setRemovals] = useState(0);
  const [lastRemoved, setLastRemoved] = useState<CartItemView | null>(null);
  const [pending, setPending] = useState(false);

  const notify = (kind: RemovalNotice["kind"], item: CartItemView, message?: string | null) =>
    setNotices((prev) => [...prev.filter((n) => n.item.key !== item.key), { id: nextId++, kind, item, message }]);

  const toggle = (key: string, hidden: boolean) =>
    setRemoved((prev) => {
      const next = new Set(prev);
      if (hidden) next.add(key);
      else next.delete(key);
      return next;
    });

  const remove = (item: CartItemView) => {
    if (pending) return;
    setPending(true);
    void cartApi.remove(api, item.baseProductCode, targetKey(item.target), q).then((answer) => {
      setPending(false);
      if (answer.kind === "reload") return window.location.reload();
      if (answer.kind === "error") return notify("failed", item, answer.message);
      hooks.discardEdits(itemCells(item).map((c) => lineKey(c.upc, item.target)));
      hooks.onTotals(answer.body, answer.version);
      toggle(item.key, true);
      notify("removed", item);
      if (currency) pushRemoveFromCart(currency, removedLines(item));
      announceCartChanged();
      setLastRemoved(item);
      setRemovals((n) => n + 1);
    });
  };

  const undo = (item: CartItemView) => {
    if (pending) return;
    setPending(true);
    void cartApi.undo(api, item.baseProductCode, targetKey(item.target), q).then((answer) => {
      if (answer.kind === "reload") return window.location.reload();
      if (answer.kind === "error") return window.location.assign(refusalTarget(api, answer.redirectUrl));
      setPending(false);
      hooks.onTotals(answer.body, answer.version);
      toggle(item.key, false);
      notify("restored", item);
      announceCartChanged();
    });
  };

  return { removed, notices, removals, lastRemoved, pending, remove, undo, dismiss: (id) => setNotices((prev) => prev.filter((n) => n.id !== id)) };
}
