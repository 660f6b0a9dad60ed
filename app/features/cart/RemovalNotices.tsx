import { useEffect, useRef } from "react";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import type { CartItemView, EmptiedCartUndo } from "./cart-view.ts";
import type { RemovalNotice } from "./use-removals.ts";
import { itemTitleId } from "./CartItem.tsx";
import styles from "./cart.module.css";

function removedLabel(name: string, targetName: string | null): string {
  return targetName ? `${name} (${targetName})` : name;
}

const itemLabel = (item: CartItemView) => removedLabel(item.name, item.target?.name ?? null);

/**
 * The notice of a removal the server names (`?removed=`): after the removal that emptied the cart,
 * and after the no-script Remove form. Undo is a form posting to the undo endpoint, which sends
 * the browser back to the cart (works without script).
 */
export function EmptiedCartUndoNotice({ undo, csrfToken }: { undo: EmptiedCartUndo; csrfToken: string }) {
  const t = useT();
  const label = removedLabel(undo.name, undo.targetName);
  return (
    <div className={styles.notices}>
      <Alert tone="info">
        <span className={styles.noticeRow}>
          <span>{t("cartPage.removed", { name: label })}</span>
          <form method="post" action={undo.action}>
            <input type="hidden" name="CSRFToken" value={csrfToken} />
            <button type="submit" className={styles.linkButton} aria-label={t("cartPage.undoFor", { name: label })}>
              {t("cartPage.undo")}
            </button>
          </form>
        </span>
      </Alert>
    </div>
  );
}

/** "Removed — Undo", "Restored" and failures of removals, above the list. */
export function RemovalNotices({
  notices,
  pending,
  onUndo,
  onDismiss,
  list = false,
}: {
  notices: readonly RemovalNotice[];
  pending: boolean;
  onUndo: (item: CartItemView) => void;
  onDismiss: (id: number) => void;
  /** A list's page says "list" (the wording per page of §8). */
  list?: boolean;
}) {
  const t = useT();
  const latest = useLatestNoticeFocus(notices);
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      {notices.map((n) => (
        <Alert key={n.id} tone={n.kind === "failed" ? "error" : "info"}>
          <span className={styles.noticeRow}>
            <span>
              {n.kind === "removed"
                ? t(list ? "lists.itemRemoved" : "cartPage.removed", { name: itemLabel(n.item) })
                : n.kind === "restored"
                  ? t(list ? "lists.itemRestored" : "cartPage.restored", { name: itemLabel(n.item) })
                  : (n.message ?? t("cartPage.removeFailed"))}
            </span>
            {n.kind === "removed" ? (
              <button
                type="button"
                ref={n.id === latest.id ? latest.ref : undefined}
                className={styles.linkButton}
                disabled={pending}
                onClick={() => onUndo(n.item)}
                aria-label={t("cartPage.undoFor", { name: itemLabel(n.item) })}
              >
                {t("cartPage.undo")}
              </button>
            ) : (
              <button type="button" ref={n.id === latest.id ? latest.ref : undefined} className={styles.linkButton} onClick={() => onDismiss(n.id)} aria-label={t("cartPage.dismiss")}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </span>
        </Alert>
      ))}
    </div>
  );
}

/**
 * The Remove button goes with its item, so focus would fall to the page: it moves to the new
 * notice's Undo instead, and after an undo to the restored item (else the notice's dismiss).
 */
function useLatestNoticeFocus(notices: readonly RemovalNotice[]) {
  const ref = useRef<HTMLButtonElement>(null);
  const newest = notices.reduce<RemovalNotice | null>((a, n) => (a === null || n.id > a.id ? n : a), null);
  const seen = useRef(newest?.id ?? 0);
  useEffect(() => {
    if (!newest || newest.id <= seen.current) return;
    seen.current = newest.id;
    const restored = newest.kind === "restored" ? document.getElementById(itemTitleId(newest.item.key))?.closest("summary") : null;
    (restored ?? ref.current)?.focus();
  }, [newest]);
  return { id: newest?.id ?? null, ref };
}
