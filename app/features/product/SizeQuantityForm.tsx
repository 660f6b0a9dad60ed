import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { readAddToCartResult, withoutAddToCartResult } from "#domain/add-to-cart.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import { canAddToCart, parseQuantityText } from "#domain/quantity-input.ts";
import { sitePath } from "#domain/sites.ts";
import { madeToOrder } from "#domain/stock-wording.ts";
import type { DeliveryTargetChoice } from "../../../server/modules/cart/booking-windows.ts";
import type { ProductColourOption } from "../../../server/modules/catalog/product-detail.ts";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { consumerStockText } from "../../components/ui/stock-text.ts";
import { lineNote, outcomeNotice, type Notice } from "./add-to-cart-messages.ts";
import { applyQuantityInput, totalQuantity, type SizeQuantity } from "./size-quantity.ts";
import { useAddToCart, type AddToCartEntry } from "./use-add-to-cart.ts";
import styles from "./product.module.css";

/** The add-to-cart button ignores further clicks for 2 s after one (spec §9). */
const SUBMIT_GUARD_MS = 2000;

export interface SizeQuantityFormProps {
  productCode: string;
  /** A custom-programme product: only GCP carts take it. */
  gcp: boolean;
  colour: ProductColourOption;
  /** A colour has been chosen (or is the only one, or the window is a phone's). */
  colourChosen: boolean;
  hasListPrice: boolean;
  skipStockLimits: boolean;
  /** PREBOOKING: the delivery targets open for booking now (empty in the other modes). */
  targets: readonly DeliveryTargetChoice[];
}

/**
 * Stock per size and one quantity input per size of the shown colour, with add to cart: all
 * sizes go to `POST {context}/cart/updateMultiD` as one batch. Without script it is a plain form
 * post and the server sends the browser back here with the outcome in the URL.
 */
export function SizeQuantityForm({ productCode, gcp, colour, colourChosen, hasListPrice, skipStockLimits, targets }: SizeQuantityFormProps) {
  const t = useT();
  const { shell, csrfToken } = useRootData();
  const hydrated = useHydrated();
  const location = useLocation();
  const targetSelectId = useId();
  const mode = shell.booking.mode;
  const here = withoutAddToCartResult(location.pathname, location.search);
  const { state, add } = useAddToCart({
    action: sitePath(shell.site, "/cart/updateMultiD"),
    csrfToken,
    loginUrl: `${sitePath(shell.site, "/login")}?redirect=${encodeURIComponent(here)}`,
    failedText: t("product.addToCart.failed"),
  });
  const [quantities, setQuantities] = useState<Record<string, SizeQuantity>>({});
  const [targetKey, setTargetKey] = useState(targets[0]?.key ?? "");
  const [guarded, setGuarded] = useState(false);
  useEffect(() => {
    if (!guarded) return;
    const timer = window.setTimeout(() => setGuarded(false), SUBMIT_GUARD_MS);
    return () => window.clearTimeout(timer);
  }, [guarded]);

  // Pre-booked and custom-programme lines are made to order: only STOCK carts are limited to stock.
  const noStockLimit = skipStockLimits || (mode !== null && mode !== "STOCK");
  // A custom-programme line says so instead of a stock status that does not bind it (decision 0042).
  const toOrder = madeToOrder(mode, gcp);
  // A signed-in user without a booking mode has no cart: a sales rep who is not acting for a customer.
  const modeRefusal: MessageKey | null =
    shell.user && mode === null ? "product.addToCart.noCart" : mode === "GCP" && !gcp ? "cartApi.notGcp" : mode !== null && mode !== "GCP" && gcp ? "cartApi.gcpOnly" : mode === "PREBOOKING" && targets.length === 0 ? "product.deliveryTarget.none" : null;
  const total = totalQuantity(quantities, colour.sizes.map((s) => s.upc));
  const pending = state.kind === "pending";
  // Before hydration (and without script) the form is a plain post the server checks.
  const enabled =
    !hydrated || (colourChosen && !guarded && !pending && modeRefusal === null && canAddToCart({ totalQuantity: total, hasListPrice, hideMsrp: false }));
  const hint = modeRefusal
    ? t(modeRefusal)
    : !colourChosen
      ? t("product.colour.choose")
      : !hasListPrice
        ? t("product.addToCart.needPrice")
        : total === 0
          ? t("product.addToCart.needQuantity")
          : null;
  const urlResult = readAddToCartResult(new URLSearchParams(location.search));
  const notice: Notice | null = state.kind === "done" ? state : state.kind === "idle" && urlResult ? outcomeNotice(t, urlResult, targets) : null;
  const lines = state.kind === "done" ? state.lines : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enabled) return;
    setGuarded(true);
    const target = targets.find((o) => o.key === targetKey);
    const entries = colour.sizes.flatMap((s): AddToCartEntry[] => {
      const quantity = parseQuantityText(quantities[s.upc]?.text ?? "") ?? 0;
      if (quantity === 0) return [];
      return [{ productCode: s.upc, quantity, entryNumber: -1, ...(mode === "PREBOOKING" && target ? { deliveryTarget: target.code, deliveryYear: target.year } : {}) }];
    });
    if (await add(productCode, entries)) setQuantities({});
  }

  return (
    <form
      className={styles.sizeForm}
      method="post"
      action={sitePath(shell.site, "/cart/updateMultiD")}
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="product-sizes"
      aria-busy={pending || undefined}
    >
      <CsrfField />
      <input type="hidden" name="productCode" value={productCode} />
      <input type="hidden" name="redirect" value={here} />
      <h2 id="product-sizes" className={styles.sectionTitle}>
        {t("product.sizes")}
      </h2>
      {mode === "PREBOOKING" && targets.length > 0 ? (
        <p className={styles.target}>
          <label htmlFor={targetSelectId}>{t("product.deliveryTarget")}</label>
          <select id={targetSelectId} name="deliveryTargetAndYear" className={styles.targetSelect} value={targetKey} onChange={(e) => setTargetKey(e.currentTarget.value)}>
            {targets.map((o) => (
              <option key={o.key} value={o.key}>
                {o.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <table className={styles.sizeTable}>
        <thead>
          <tr>
            <th scope="col">{t("product.size")}</th>
            <th scope="col">{t("product.availability")}</th>
            <th scope="col">{t("product.quantity")}</th>
          </tr>
        </thead>
        <tbody>
          {colour.sizes.map((s) => {
            const q = quantities[s.upc] ?? { text: "", warning: null };
            const warningId = `qty-warning-${s.upc}`;
            const outcome = lineNote(t, lines?.get(s.upc));
            const outcomeId = `qty-outcome-${s.upc}`;
            const describedBy = [q.warning ? warningId : null, outcome ? outcomeId : null].filter(Boolean).join(" ");
            const limit = s.maxOrderQuantity ?? 0;
            return (
              <tr key={s.upc}>
                <th scope="row">{s.size}</th>
                <td>
                  <span className={styles.stock} data-status={toOrder ? "madeToOrder" : s.status}>
                    {toOrder ? t("programme.madeToOrder") : shell.site.b2b ? t(`product.stock.${s.status}`) : consumerStockText(t, s)}
                  </span>
                </td>
                <td>
                  <input
                    className={styles.qtyInput}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    name={`qty.${s.upc}`}
                    value={q.text}
                    aria-label={t("product.quantity.label", { size: s.size })}
                    aria-describedby={describedBy || undefined}
                    aria-invalid={q.warning ? "true" : undefined}
                    onChange={(e) => {
                      const next = applyQuantityInput(e.currentTarget.value, { available: s.available, maxOrderQuantity: s.maxOrderQuantity, forceInStock: s.status === "forceInStock" }, noStockLimit);
                      setQuantities((prev) => ({ ...prev, [s.upc]: next }));
                    }}
                  />
                  {q.warning ? (
                    <p id={warningId} role="status" className={styles.qtyWarning}>
                      {t(`product.warning.${q.warning}`, { available: s.available, limit })}
                    </p>
                  ) : null}
                  {outcome ? (
                    <p id={outcomeId} className={styles.qtyOutcome}>
                      {outcome}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.total}>{t("product.total", { count: total })}</p>
      {/* Focusable while disabled: pressed by keyboard, it keeps the focus through the 2 s guard and the emptied quantities. */}
      <Button type="submit" isDisabled={!enabled} focusableWhenDisabled className={styles.addToCart} aria-describedby={hint ? "add-to-cart-hint" : undefined}>
        {t("product.addToCart")}
      </Button>
      {hint ? (
        <p id="add-to-cart-hint" className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always on the page, so screen readers announce the outcome where the focus stays. */}
      <div className={styles.addNotice} role="status" aria-live="polite" aria-atomic="true" data-testid="add-to-cart-outcome">
        {notice ? (
          <Alert tone={notice.tone} live={false}>
            {notice.message}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
