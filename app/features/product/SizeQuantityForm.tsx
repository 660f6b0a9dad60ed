import { useEffect, useState, type FormEvent } from "react";
import { canAddToCart } from "#domain/quantity-input.ts";
import type { ProductColourOption } from "../../../server/modules/catalog/product-detail.ts";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { applyQuantityInput, totalQuantity, type SizeQuantity } from "./size-quantity.ts";
import styles from "./product.module.css";

/** The add-to-cart button ignores further clicks for 2 s after one (spec §9). */
const SUBMIT_GUARD_MS = 2000;

export interface SizeQuantityFormProps {
  colour: ProductColourOption;
  /** A colour has been chosen (or is the only one, or the window is a phone's). */
  colourChosen: boolean;
  hasListPrice: boolean;
  skipStockLimits: boolean;
}

/** Stock per size and one quantity input per size of the shown colour, with add to cart. */
export function SizeQuantityForm({ colour, colourChosen, hasListPrice, skipStockLimits }: SizeQuantityFormProps) {
  const t = useT();
  const [quantities, setQuantities] = useState<Record<string, SizeQuantity>>({});
  const [guarded, setGuarded] = useState(false);
  useEffect(() => {
    if (!guarded) return;
    const timer = window.setTimeout(() => setGuarded(false), SUBMIT_GUARD_MS);
    return () => window.clearTimeout(timer);
  }, [guarded]);

  const total = totalQuantity(quantities, colour.sizes.map((s) => s.upc));
  const enabled = colourChosen && !guarded && canAddToCart({ totalQuantity: total, hasListPrice, hideMsrp: false });
  const hint = !colourChosen
    ? t("product.colour.choose")
    : !hasListPrice
      ? t("product.addToCart.needPrice")
      : total === 0
        ? t("product.addToCart.needQuantity")
        : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enabled) return;
    setGuarded(true);
  }

  return (
    <form className={styles.sizeForm} onSubmit={onSubmit} aria-labelledby="product-sizes">
      <h2 id="product-sizes" className={styles.sectionTitle}>
        {t("product.sizes")}
      </h2>
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
            const limit = s.maxOrderQuantity ?? 0;
            return (
              <tr key={s.upc}>
                <th scope="row">{s.size}</th>
                <td>
                  <span className={styles.stock} data-status={s.status}>
                    {t(`product.stock.${s.status}`)}
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
                    aria-describedby={q.warning ? warningId : undefined}
                    aria-invalid={q.warning ? "true" : undefined}
                    onChange={(e) => {
                      const next = applyQuantityInput(e.currentTarget.value, { available: s.available, maxOrderQuantity: s.maxOrderQuantity, forceInStock: s.status === "forceInStock" }, skipStockLimits);
                      setQuantities((prev) => ({ ...prev, [s.upc]: next }));
                    }}
                  />
                  {q.warning ? (
                    <p id={warningId} role="status" className={styles.qtyWarning}>
                      {t(`product.warning.${q.warning}`, { available: s.available, limit })}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.total}>{t("product.total", { count: total })}</p>
      <Button type="submit" isDisabled={!enabled} className={styles.addToCart} aria-describedby={hint ? "add-to-cart-hint" : undefined}>
        {t("product.addToCart")}
      </Button>
      {hint ? (
        <p id="add-to-cart-hint" className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </form>
  );
}
