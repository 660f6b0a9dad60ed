import { useT } from "../../i18n.ts";
import type { GridCellView, OrderPartView } from "./order-detail-view.ts";
import type { OrderUpdateModel } from "./use-order-update.ts";
import styles from "./order-detail.module.css";

interface CellProps {
  cell: GridCellView;
  label: string;
  editable: boolean;
  model: OrderUpdateModel;
  /** Entry numbers a form post without JavaScript came back refused for. */
  refusedByForm: readonly number[];
}

function QuantityCell({ cell, label, editable, model, refusedByForm }: CellProps) {
  const t = useT();
  const n = cell.entryNumber;
  const message = n === null ? undefined : (model.messages[n] ?? (refusedByForm.includes(n) ? t("orderDetail.update.refused") : undefined));
  const notes = [
    cell.requestedQuantity !== null ? t("orderDetail.askedFor", { count: cell.requestedQuantity }) : null,
    cell.quantity !== cell.confirmedQuantity ? t("orderDetail.pendingFrom", { count: cell.confirmedQuantity }) : null,
  ].filter((x) => x !== null);
  const messageId = n === null ? undefined : `qty-msg-${n}`;
  return (
    <>
      {editable && n !== null ? (
        <input
          className={styles.qty}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          name={`quantity.${n}`}
          aria-label={label}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          value={model.texts[n] ?? String(cell.quantity)}
          onChange={(e) => model.edit(n, e.currentTarget.value)}
        />
      ) : (
        <span aria-label={label}>{n === null ? cell.quantity : (model.texts[n] ?? cell.quantity)}</span>
      )}
      {notes.map((note) => (
        <span key={note} className={styles.note}>
          {note}
        </span>
      ))}
      {message ? (
        <span id={messageId} className={styles.cellError}>
          {message}
        </span>
      ) : null}
    </>
  );
}

/** A part's lines as a size grid: a row per product and colour, a column per size (a stacked list of sizes on a phone). */
export function OrderGrid({ part, editable, model, refusedByForm }: { part: OrderPartView; editable: boolean; model: OrderUpdateModel; refusedByForm: readonly number[] }) {
  const t = useT();
  return (
    <div className={styles.gridWrap}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col">{t("order.confirmation.product")}</th>
            {part.sizes.map((size) => (
              <th key={size} scope="col" className={styles.sizeCol}>
                {size}
              </th>
            ))}
            <th scope="col" className={styles.num}>
              {t("order.confirmation.unitPrice")}
            </th>
            <th scope="col" className={styles.num}>
              {t("order.confirmation.quantity")}
            </th>
            <th scope="col" className={styles.num}>
              {t("order.confirmation.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {part.rows.map((row) => (
            <tr key={`${row.productCode}-${row.colourName}`}>
              <th scope="row" className={styles.product}>
                <a href={row.href}>{row.productName}</a>
                <span className={styles.muted}>
                  {row.productCode} · {row.colourName}
                </span>
              </th>
              {part.sizes.map((size) => {
                const cell = row.cells[size];
                return (
                  <td key={size} data-size={size} className={cell ? styles.sizeCell : styles.emptyCell}>
                    {cell ? (
                      <QuantityCell
                        cell={cell}
                        label={t("orderDetail.quantityOf", { product: row.productName, colour: row.colourName, size })}
                        editable={editable}
                        model={model}
                        refusedByForm={refusedByForm}
                      />
                    ) : (
                      <span className="visually-hidden">{t("orderDetail.notOrdered")}</span>
                    )}
                  </td>
                );
              })}
              <td className={`${styles.num} ${styles.rowPrice}`} data-label={t("order.confirmation.unitPrice")}>
                {row.unitPrice}
              </td>
              <td className={`${styles.num} ${styles.rowQty}`} data-label={t("order.confirmation.quantity")}>
                {row.quantity}
              </td>
              <td className={`${styles.num} ${styles.rowTotal}`} data-label={t("order.confirmation.lineTotal")}>
                {row.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
