import { useState } from "react";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { getListJson, postListJson, type ListCall, type ListChangeAnswer } from "./list-api.ts";
import { announceQuickOrderCount } from "./quick-order-events.ts";

export interface QuickOrderNotice {
  tone: "error" | "success";
  message: string;
}

/** What a page's toggles share: the products in the quick order, the call in flight, the page's one notice. */
export interface QuickOrderToggles {
  contextPath: string;
  csrfToken: string;
  has: (code: string) => boolean;
  pending: (code: string) => boolean;
  toggle: (code: string) => Promise<void>;
  /** Marks products an "add all" answer added, and shows its message. */
  added: (codes: readonly string[], count: number, message: string) => void;
  fail: (message: string | null) => void;
  notice: QuickOrderNotice | null;
}

/**
 * The quick-order toggles of a listing or product page (account-and-ordering §4, §8): `initial`
 * is what the loader found in the quick order (null: no quick order for this visitor). A press
 * adds or removes the product; the header's counter takes the list's new count. A refusal (400,
 * "Already in your quick order") shows the server's message at the top of the page and scrolls there.
 */
export function useQuickOrderToggles(initial: readonly string[] | null): QuickOrderToggles | null {
  const t = useT();
  const { shell, csrfToken } = useRootData();
  // Local changes belong to the loader's answer they were made on; a new page starts from its own.
  const [local, setLocal] = useState<{ from: readonly string[] | null; codes: ReadonlySet<string> }>({ from: initial, codes: new Set(initial) });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<{ from: readonly string[] | null; notice: QuickOrderNotice } | null>(null);
  if (initial === null) return null;
  const notice = shown && shown.from === initial ? shown.notice : null;
  const setNotice = (next: QuickOrderNotice | null) => setShown(next ? { from: initial, notice: next } : null);
  const codes = local.from === initial ? local.codes : new Set(initial);
  const path = (rest: string) => sitePath(shell.site, rest);

  const fail = (message: string | null) => {
    setNotice({ tone: "error", message: message ?? t("lists.error.failed") });
    window.scrollTo({ top: 0 });
  };
  const mark = (changed: readonly string[], inList: boolean) => {
    setLocal((current) => {
      const next = new Set(current.from === initial ? current.codes : initial);
      for (const code of changed) {
        if (inList) next.add(code);
        else next.delete(code);
      }
      return { from: initial, codes: next };
    });
  };

  const toggle = async (code: string) => {
    if (busy.has(code)) return;
    const adding = !codes.has(code);
    setBusy((b) => new Set(b).add(code));
    const encoded = encodeURIComponent(code);
    const answer: ListCall<Partial<ListChangeAnswer>> = adding
      ? await getListJson(path(`/quickOrder/add/${encoded}`), csrfToken)
      : await postListJson(path(`/quickOrder/del/${encoded}`), csrfToken);
    setBusy((b) => {
      const next = new Set(b);
      next.delete(code);
      return next;
    });
    if (answer.kind === "error") {
      // The page was stale: a 400 on adding one product says it is already in, a 404 on removing that it is not.
      if (adding ? answer.status === 400 : answer.status === 404) mark([code], adding);
      return fail(answer.message);
    }
    mark([code], adding);
    setNotice(null);
    if (typeof answer.body.quickOrderCounter === "number") announceQuickOrderCount(answer.body.quickOrderCounter);
  };

  return {
    contextPath: shell.site.contextPath,
    csrfToken,
    has: (code) => codes.has(code),
    pending: (code) => busy.has(code),
    toggle,
    added: (changed, count, message) => {
      mark(changed, true);
      setNotice({ tone: "success", message });
      announceQuickOrderCount(count);
    },
    fail,
    notice,
  };
}
