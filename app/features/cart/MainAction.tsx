import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import type { CartItemView } from "./cart-view.ts";
import styles from "./dialogs.module.css";

/** The filtered-cart warning opens 400 ms after the click (account-and-ordering §9). */
export const FILTERED_WARNING_DELAY_MS = 400;

type Warning = null | "zero" | "filtered";

/**
 * The main button: Apply after a quantity edit (sends the recalculation now), Checkout otherwise
 * (account-and-ordering §4). Before checkout it warns about products left without a quantity
 * and, after 400 ms, about a filtered cart.
 */
export function MainAction({
  checkoutHref,
  modified,
  busy,
  onApply,
  zeroItems,
  filtered,
  onShowAll,
  submit = null,
  blocked = null,
}: {
  /** Why the next step cannot be taken (products without a price need an offer first, §6): a disabled button and the reason. */
  blocked?: string | null;
  checkoutHref: string;
  /**
   * A list's own next step instead of Checkout (decision 0056): the quick order's "Add to cart",
   * a form that posts to `action` (without script too), after the same warnings.
   */
  submit?: { action: string; label: string; csrfToken: string } | null;
  modified: boolean;
  busy: boolean;
  onApply: () => void;
  zeroItems: () => CartItemView[];
  filtered: { shown: number; total: number } | null;
  onShowAll: () => void;
}) {
  const t = useT();
  const [warning, setWarning] = useState<Warning>(null);
  const [zero, setZero] = useState<CartItemView[]>([]);
  const [filteredDue, setFilteredDue] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!filteredDue) return;
    const timer = window.setTimeout(() => {
      setFilteredDue(false);
      setWarning("filtered");
    }, FILTERED_WARNING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [filteredDue]);

  const proceed = (from: Warning) => {
    setWarning(null);
    if (from !== "filtered" && filtered) return setFilteredDue(true);
    if (submit) form.current?.submit();
    else window.location.assign(checkoutHref);
  };

  const startCheckout = () => {
    const empty = zeroItems();
    if (empty.length > 0) {
      setZero(empty);
      setWarning("zero");
      return;
    }
    proceed("zero");
  };

  return (
    <>
      {modified || busy ? (
        <Button onPress={onApply} isDisabled={busy} aria-busy={busy || undefined}>
          {busy ? t("cartPage.applying") : t("cartPage.apply")}
        </Button>
      ) : blocked ? (
        <span className={styles.blocked}>
          <Button isDisabled focusableWhenDisabled aria-describedby="main-action-blocked">
            {submit?.label ?? t("cartPage.checkout")}
          </Button>
          <span id="main-action-blocked" className={styles.blockedReason}>
            {blocked}
          </span>
        </span>
      ) : submit ? (
        <form
          ref={form}
          method="post"
          action={submit.action}
          onSubmit={(e) => {
            e.preventDefault();
            startCheckout();
          }}
        >
          <input type="hidden" name="CSRFToken" value={submit.csrfToken} />
          <button type="submit" className={styles.checkout}>
            {submit.label}
          </button>
        </form>
      ) : (
        <a
          href={checkoutHref}
          className={styles.checkout}
          onClick={(e) => {
            e.preventDefault();
            startCheckout();
          }}
        >
          {t("cartPage.checkout")}
        </a>
      )}
      <LazyModal isOpen={warning === "zero"} onOpenChange={(open) => !open && setWarning(null)} title={t("cartPage.zero.title")}>
        <p>{t("cartPage.zero.body")}</p>
        <ul>
          {zero.map((i) => (
            <li key={i.key}>{i.target ? `${i.name} (${i.target.name})` : i.name}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button onPress={() => proceed("zero")}>{submit ? submit.label : t("cartPage.zero.continue")}</Button>
          <Button variant="secondary" onPress={() => setWarning(null)}>
            {t("cartPage.zero.back")}
          </Button>
        </div>
      </LazyModal>
      <LazyModal isOpen={warning === "filtered"} onOpenChange={(open) => !open && setWarning(null)} title={t("cartPage.filtered.title")}>
        <p>{t("cartPage.filtered.body", { shown: filtered?.shown ?? 0, total: filtered?.total ?? 0 })}</p>
        <div className={styles.actions}>
          <Button onPress={() => proceed("filtered")}>{t("cartPage.filtered.continue")}</Button>
          <Button
            variant="secondary"
            onPress={() => {
              setWarning(null);
              onShowAll();
            }}
          >
            {t("cartPage.filtered.showAll")}
          </Button>
        </div>
      </LazyModal>
    </>
  );
}
