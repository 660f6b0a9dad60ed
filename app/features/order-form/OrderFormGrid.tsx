import { useId, useState, type FormEvent } from "react";
import type { BookingMode } from "#domain/booking-modes.ts";
import { formatMoney } from "#domain/money.ts";
import { canAddOrderForm, orderFormTotals } from "#domain/order-form.ts";
import { parseQuantityText } from "#domain/quantity-input.ts";
import { sitePath } from "#domain/sites.ts";
import { madeToOrder } from "#domain/stock-wording.ts";
import type { DeliveryTargetChoice } from "../../../server/modules/cart/booking-windows.ts";
import type { OrderFormGrid as Grid, OrderFormProduct } from "../../../server/modules/order-form/order-form-service.ts";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { applyQuantityInput, totalQuantity, type SizeQuantity } from "../product/size-quantity.ts";
import { useAddToCart } from "../product/use-add-to-cart.ts";
import { OrderFormProductGrid } from "./OrderFormProductGrid.tsx";
import styles from "./order-form.module.css";

export interface OrderFormGridProps {
  grid: Grid;
  mode: BookingMode | null;
  targets: readonly DeliveryTargetChoice[];
  skipStockLimits: boolean;
}

const upcsOf = (p: OrderFormProduct) => p.rows.flatMap((r) => r.cells.flatMap((c) => (c ? [c.upc] : [])));

/**
 * The checked products' grids, totals and "Add to cart" (service-and-support §4, §7): every size
 * with a quantity goes to `POST {context}/orderForm/addToCart` as one batch, and the answer shows
 * as the product page's add-to-cart notice; afterwards the quantities and totals start again.
 */
export function OrderFormGrid({ grid, mode, targets, skipStockLimits }: OrderFormGridProps) {
  const t = useT();
  const { shell, csrfToken } = useRootData();
  const hydrated = useHydrated();
  const targetSelectId = useId();
  const here = typeof window === "undefined" ? "" : window.location.pathname + window.location.search;
  const { state, send } = useAddToCart({
    action: sitePath(shell.site, "/orderForm/addToCart"),
    csrfToken,
    loginUrl: `${sitePath(shell.site, "/login")}?redirect=${encodeURIComponent(here)}`,
    failedText: t("orderForm.add.failed"),
    // service-and-support §8: a failed add is logged; the notice tells the buyer as well.
    onFailure: (reason) => console.error("Order form add to cart failed", reason),
  });
  const [quantities, setQuantities] = useState<Record<string, SizeQuantity>>({});
  const [targetKey, setTargetKey] = useState(targets[0]?.key ?? "");
  // Pre-booked and custom-programme lines are made to order: only STOCK carts are limited to stock.
  const noStockLimit = skipStockLimits || (mode !== null && mode !== "STOCK");
  const pending = state.kind === "pending";

  const totals = orderFormTotals(grid.products.map((p) => ({ unitPriceMinor: p.unitPrice?.value ?? null, quantities: [totalQuantity(quantities, upcsOf(p))] })));
  const money = (minor: number) => formatMoney({ amount: minor, currency: shell.currency }, shell.locale);
  const showPrices = !grid.pricesHidden && !grid.pricesUnavailable;
  const refusal = mode === null ? t("product.addToCart.noCart") : mode === "PREBOOKING" && targets.length === 0 ? t("product.deliveryTarget.none") : null;
  const enabled = hydrated && refusal === null && canAddOrderForm(totals.items, pending);
  const hint = refusal ?? (totals.items === 0 ? t("orderForm.add.hint") : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enabled) return;
    const cartEntries = grid.products.flatMap(upcsOf).flatMap((upc) => {
      const quantity = parseQuantityText(quantities[upc]?.text ?? "") ?? 0;
      return quantity > 0 ? [{ product: { code: upc }, quantity }] : [];
    });
    const body = mode === "PREBOOKING" ? { cartEntries, deliveryTargetAndYear: targetKey } : { cartEntries };
    if (await send(body)) setQuantities({});
  }

  return (
    <form className={styles.gridForm} onSubmit={(e) => void onSubmit(e)} aria-labelledby="order-form-grid" aria-busy={pending || undefined}>
      <h2 id="order-form-grid" className={styles.sectionTitle}>
        {t("orderForm.grid.title")}
      </h2>
      {grid.pricesHidden ? <p className={styles.hint}>{t("orderForm.pricesHidden")}</p> : null}
      {grid.pricesUnavailable ? <Alert tone="warning">{t("orderForm.pricesUnavailable")}</Alert> : null}
      {mode === "PREBOOKING" && targets.length > 0 ? (
        <p className={styles.target}>
          <label htmlFor={targetSelectId}>{t("product.deliveryTarget")}</label>
          <select id={targetSelectId} value={targetKey} onChange={(e) => setTargetKey(e.currentTarget.value)}>
            {targets.map((o) => (
              <option key={o.key} value={o.key}>
                {o.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {grid.products.map((p) => {
        const items = totalQuantity(quantities, upcsOf(p));
        return (
          <OrderFormProductGrid
            key={p.code}
            product={p}
            quantities={quantities}
            madeToOrder={madeToOrder(mode, p.gcp)}
            price={showPrices ? (p.unitPrice ? t("orderForm.grid.pricePerCap", { price: p.unitPrice.formattedValue }) : t("orderForm.grid.noPrice")) : null}
            total={
              showPrices && p.unitPrice
                ? t("orderForm.grid.productTotal", { count: items, amount: money(items * p.unitPrice.value) })
                : t("orderForm.grid.productItems", { count: items })
            }
            onEdit={(cell, raw) => {
              const next = applyQuantityInput(raw, cell, noStockLimit);
              setQuantities((prev) => ({ ...prev, [cell.upc]: next }));
            }}
          />
        );
      })}
      <div className={styles.totals}>
        <p data-testid="order-form-items">{t("orderForm.totals.items", { count: totals.items })}</p>
        {showPrices ? <p data-testid="order-form-amount">{t("orderForm.totals.amount", { amount: money(totals.amountMinor) })}</p> : null}
        {showPrices && !totals.priced ? <p className={styles.hint}>{t("orderForm.totals.partial")}</p> : null}
        <Button type="submit" isDisabled={!enabled} focusableWhenDisabled aria-describedby={hint ? "order-form-add-hint" : undefined}>
          {t("product.addToCart")}
        </Button>
        {hint ? (
          <p id="order-form-add-hint" className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <noscript>
          <p className={styles.hint}>{t("orderForm.add.needsScript")}</p>
        </noscript>
      </div>
      {/* Always on the page, so screen readers announce the outcome where the focus stays (as on the product page). */}
      <div className={styles.notice} role="status" aria-live="polite" aria-atomic="true" data-testid="add-to-cart-outcome">
        {state.kind === "done" && state.tone !== "error" ? (
          <Alert tone={state.tone} live={false}>
            {state.message}
          </Alert>
        ) : null}
      </div>
      {/* A refused or failed add is an alert (role alert), not only a log line. */}
      {state.kind === "done" && state.tone === "error" ? <Alert tone="error">{state.message}</Alert> : null}
    </form>
  );
}
