import type { ChangeEvent } from "react";
import { useT } from "../../i18n.ts";
import type { HistoryRowView, OrderHistoryView } from "./order-history-view.ts";
import styles from "./order-history.module.css";

export const EXPORT_FORM_ID = "order-export";

/** Ticks or clears every order's box of this page. */
function selectPage(event: ChangeEvent<HTMLInputElement>) {
  const form = document.getElementById(EXPORT_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;
  for (const box of Array.from(form.elements)) {
    if (box instanceof HTMLInputElement && box.name === "orderCodes") box.checked = event.target.checked;
  }
}

function SubOrders({ row }: { row: HistoryRowView }) {
  const t = useT();
  return (
    <table className={styles.subOrders}>
      <caption>{t("orderHistory.subOrders", { code: row.code })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("orderHistory.col.code")}</th>
          <th scope="col">{t("orderHistory.col.deliveryTarget")}</th>
          <th scope="col" className={styles.num}>{t("orderHistory.col.quantity")}</th>
          <th scope="col">{t("orderHistory.col.status")}</th>
        </tr>
      </thead>
      <tbody>
        {row.subOrders.map((s) => (
          <tr key={s.code}>
            <td data-label={t("orderHistory.col.code")}>
              <a href={`${row.href}#part-${s.code}`}>{s.code}</a>
            </td>
            <td data-label={t("orderHistory.col.deliveryTarget")}>{s.target ?? ""}</td>
            <td data-label={t("orderHistory.col.quantity")} className={styles.num}>{s.quantity}</td>
            <td data-label={t("orderHistory.col.status")}>{t(`order.status.${s.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The page's orders; summary orders carry their sub-orders in a row beneath them. */
export function HistoryTable({ view }: { view: OrderHistoryView }) {
  const t = useT();
  const selectable = view.exportForm !== null;
  const columns = 5 + (view.b2b ? 1 : 0) + (selectable ? 1 : 0) + (view.showPlacedBy ? 1 : 0) + (view.showCustomer ? 1 : 0);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t("orderHistory.caption", { sort: t(`orderHistory.sort.${view.params.sort}`) })}</caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={styles.select}>
                <input type="checkbox" aria-label={t("orderHistory.selectPage")} onChange={selectPage} />
              </th>
            ) : null}
            <th scope="col">{t("orderHistory.col.code")}</th>
            <th scope="col">{t("orderHistory.col.placed")}</th>
            <th scope="col">{t("orderHistory.col.status")}</th>
            {view.b2b ? <th scope="col">{t("orderHistory.col.purchaseNumber")}</th> : null}
            {view.showCustomer ? <th scope="col">{t("orderHistory.col.customer")}</th> : null}
            {view.showPlacedBy ? <th scope="col">{t("orderHistory.col.placedBy")}</th> : null}
            <th scope="col" className={styles.num}>{t("orderHistory.col.quantity")}</th>
            <th scope="col" className={styles.num}>{t("orderHistory.col.total")}</th>
          </tr>
        </thead>
        {view.rows.map((row) => (
          <tbody key={row.code} className={styles.order}>
            <tr>
              {selectable ? (
                <td className={styles.select}>
                  <input type="checkbox" name="orderCodes" value={row.code} form={EXPORT_FORM_ID} aria-label={t("orderHistory.selectOrder", { code: row.code })} />
                </td>
              ) : null}
              <th scope="row" data-label={t("orderHistory.col.code")}>
                <a href={row.href}>{row.code}</a>
              </th>
              <td data-label={t("orderHistory.col.placed")}>{row.placedAt}</td>
              <td data-label={t("orderHistory.col.status")}>
                <span className={styles.status} data-status={row.status}>{t(`order.status.${row.status}`)}</span>
                {row.rejectHref ? (
                  <>
                    {" "}
                    <a href={row.rejectHref} className={styles.rowAction} aria-label={t("orderHistory.rejectOrder", { code: row.code })}>
                      {t("approvals.reject")}
                    </a>
                  </>
                ) : null}
              </td>
              {view.b2b ? <td data-label={t("orderHistory.col.purchaseNumber")}>{row.purchaseNumber ?? ""}</td> : null}
              {view.showCustomer ? <td data-label={t("orderHistory.col.customer")}>{row.customer ?? ""}</td> : null}
              {view.showPlacedBy ? <td data-label={t("orderHistory.col.placedBy")}>{row.placedBy ?? ""}</td> : null}
              <td data-label={t("orderHistory.col.quantity")} className={styles.num}>{row.quantity}</td>
              <td data-label={t("orderHistory.col.total")} className={styles.num}>{row.total}</td>
            </tr>
            {row.subOrders.length ? (
              <tr className={styles.subRow}>
                <td colSpan={columns}>
                  <SubOrders row={row} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
    </div>
  );
}
