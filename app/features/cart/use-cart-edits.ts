import { useCallback, useEffect, useRef, useState } from "react";
import { parseQuantityText, sanitizeQuantityText } from "#domain/quantity-input.ts";
import { cartApi, refusalTarget, totalsFromAnswer, type CartApiContext, type TotalsAnswer } from "./cart-api.ts";
import { lineInput, lineInputKey, lineKey, type CartItemView, type CartTotalsView, type SizeCell } from "./cart-view.ts";
import { RecalcScheduler, type RecalcOutcome, type RecalcState } from "./recalc-scheduler.ts";
import { announceCartChanged } from "../../components/header/mini-cart-events.ts";

export interface CartEdits {
  /** Texts of edited quantity inputs, by line key. */
  edits: ReadonlyMap<string, string>;
  /** Lines the last recalculation stored differently from what was typed (lowStock, …), by line key. */
  notices: ReadonlyMap<string, string>;
  recalc: RecalcState;
  totals: CartTotalsView;
  /** The cart version the next update names (null once an answer did not say). */
  version: React.RefObject<number | null>;
  edit: (item: CartItemView, cell: SizeCell, raw: string) => void;
  apply: () => void;
  /** Counts the cart's changes answered so far (prices are asked again after each). */
  changes: number;
  /** Totals and the cart version from another change's answer (removal, undo). */
  setTotals: (answer: TotalsAnswer, version: number | null) => void;
  /** Totals read again without a change (after the prices arrived). */
  refreshTotals: (answer: TotalsAnswer) => void;
  setVersion: (version: number | null) => void;
  /** Forget edits of lines the server has just set (after a bulk change). */
  forget: (keys: readonly string[]) => void;
  /** Drop unsent edits of these lines (their item was removed). */
  discard: (keys: readonly string[]) => void;
  hasPending: () => boolean;
  /** The quantity texts the server last stored for lines this page sent (a line's loaded quantity otherwise). */
  stored: () => ReadonlyMap<string, string>;
  /** Take back the waiting (held) edits: nothing is sent and their inputs show the stored quantities again. */
  revertWaiting: () => void;
}

export interface CartEditsOptions {
  /** Asked before each recalculation: true holds it back and calls `onHold` (decision 0056, a saved bag emptied). */
  hold?: () => boolean;
  onHold?: () => void;
}

const quantityText = (quantity: number) => (quantity > 0 ? String(quantity) : "");

/**
 * Quantity edits of the cart page: inputs keep digits only (at most 5, blank = 0), each edit
 * marks its line modified, and the scheduler sends the recalculation (POST cart/quantity).
 */
export function useCartEdits(api: CartApiContext, q: string, initialTotals: CartTotalsView, initialVersion: number, options: CartEditsOptions = {}): CartEdits {
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [recalc, setRecalc] = useState<RecalcState>({ modified: new Set(), busy: false });
  const [totals, setTotalsState] = useState(initialTotals);
  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [changes, setChanges] = useState(0);
  const version = useRef<number | null>(initialVersion);
  const qRef = useRef(q);
  qRef.current = q;
  const schedulerRef = useRef<RecalcScheduler<TotalsAnswer> | null>(null);
  const stored = useRef(new Map<string, string>());
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // New data from the loader (a bulk change, a voucher): its version and totals.
  useEffect(() => {
    version.current = initialVersion;
  }, [initialVersion]);
  useEffect(() => {
    setTotalsState(initialTotals);
  }, [initialTotals]);

  useEffect(() => {
    const scheduler = new RecalcScheduler<TotalsAnswer>({
      send: async (lines): Promise<RecalcOutcome<TotalsAnswer>> => {
        const answer = await cartApi.quantity(api, qRef.current, lines, version.current);
        if (answer.kind === "reload") return { kind: "reload" };
        if (answer.kind === "error") return { kind: "redirect", url: refusalTarget(api, answer.redirectUrl) };
        version.current = answer.version;
        return { kind: "ok", result: answer.body };
      },
      onState: setRecalc,
      hold: () => optionsRef.current.hold?.() ?? false,
      onHold: () => optionsRef.current.onHold?.(),
      onResult: (answer, sent) => {
        for (const line of sent) stored.current.set(lineInputKey(line), quantityText(line.quantity));
        for (const line of answer.lines ?? []) stored.current.set(lineKey(line.id, line.deliveryTarget), quantityText(line.quantity));
        setTotalsState((previous) => totalsFromAnswer(answer, previous));
        setChanges((n) => n + 1);
        announceCartChanged();
        // "lowStock on a size marks the entry invalid and sets the quantity to the quantity added" (§8).
        const corrected = (answer.lines ?? []).filter((l) => l.statusCode !== "success");
        if (corrected.length === 0) return;
        const waiting = schedulerRef.current?.state().modified ?? new Set<string>();
        const fresh = corrected.map((l) => ({ ...l, key: lineKey(l.id, l.deliveryTarget) })).filter((l) => !waiting.has(l.key));
        setEdits((prev) => new Map([...prev, ...fresh.map((l): [string, string] => [l.key, quantityText(l.quantity)])]));
        setNotices((prev) => new Map([...prev, ...fresh.map((l): [string, string] => [l.key, l.statusCode])]));
      },
      onRedirect: (url) => window.location.assign(url),
      onReload: () => window.location.reload(),
    });
    schedulerRef.current = scheduler;
    return () => scheduler.dispose();
  }, [api]);

  const edit = useCallback((item: CartItemView, cell: SizeCell, raw: string) => {
    const text = sanitizeQuantityText(raw);
    const key = lineKey(cell.upc, item.target);
    setEdits((prev) => new Map(prev).set(key, text));
    setNotices((prev) => {
      if (!prev.has(key)) return prev;
      const next = new Map(prev);
      next.delete(key);
      return next;
    });
    schedulerRef.current?.edit(lineInput(item, cell.upc, item.target, parseQuantityText(text) ?? 0));
  }, []);

  const forget = useCallback((keys: readonly string[]) => {
    for (const key of keys) stored.current.delete(key);
    setEdits((prev) => {
      const next = new Map(prev);
      for (const key of keys) next.delete(key);
      return next;
    });
  }, []);

  const discard = useCallback(
    (keys: readonly string[]) => {
      for (const key of keys) schedulerRef.current?.discard(key);
      forget(keys);
    },
    [forget],
  );

  return {
    edits,
    notices,
    recalc,
    totals,
    version,
    edit,
    apply: () => schedulerRef.current?.flush(),
    changes,
    setTotals: (answer, next) => {
      version.current = next;
      setTotalsState((previous) => totalsFromAnswer(answer, previous));
      setChanges((n) => n + 1);
    },
    refreshTotals: (answer) => setTotalsState((previous) => totalsFromAnswer(answer, previous)),
    setVersion: (next) => {
      version.current = next;
    },
    forget,
    discard,
    hasPending: () => schedulerRef.current?.hasPending() ?? false,
    stored: () => stored.current,
    revertWaiting: () => {
      const keys = schedulerRef.current?.dropWaiting() ?? [];
      setEdits((prev) => {
        const next = new Map(prev);
        for (const key of keys) {
          const text = stored.current.get(key);
          if (text === undefined) next.delete(key);
          else next.set(key, text);
        }
        return next;
      });
    },
  };
}
