import type { ReactNode } from "react";
import { useT } from "../../i18n.ts";
import styles from "./order-totals.module.css";

/** An order's amounts as formatted texts; a null part is not shown (no discount, no payment cost, free delivery). */
export interface OrderTotalsView {
  subtotal: string;
  discount: string | null;
  paymentCost?: string | null;
  delivery: string | null;
  tax: string;
  total: string;
}

/** The totals of a placed order, as the confirmation and the order detail show them. `lead` comes first (the detail's quantity). */
export function OrderTotals({ totals, lead }: { totals: OrderTotalsView; lead?: ReactNode }) {
  const t = useT();
  const optional = (label: string, value: string | null | undefined, prefix = "") =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>
          {prefix}
          {value}
        </dd>
      </>
    ) : null;
  return (
    <dl className={styles.totals}>
      {lead}
      <dt>{t("order.confirmation.subtotal")}</dt>
      <dd>{totals.subtotal}</dd>
      {optional(t("order.confirmation.discount"), totals.discount, "−")}
      {optional(t("order.confirmation.paymentCost"), totals.paymentCost)}
      {optional(t("order.confirmation.delivery"), totals.delivery)}
      <dt>{t("order.confirmation.tax")}</dt>
      <dd>{totals.tax}</dd>
      <dt className={styles.grand}>{t("order.confirmation.total")}</dt>
      <dd className={styles.grand}>{totals.total}</dd>
    </dl>
  );
}
