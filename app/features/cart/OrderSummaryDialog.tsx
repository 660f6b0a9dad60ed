import { useEffect, useState } from "react";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { cartApi, type CartApiContext } from "./cart-api.ts";
import { summaryTable, type SummaryCell, type SummaryRow, type SummaryTable } from "./order-summary.ts";
import styles from "./dialogs.module.css";

type State = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; table: SummaryTable };

/** Order summary: delivery month × product type, read when the dialog opens. */
export function OrderSummaryDialog({ api, isOpen, onClose }: { api: CartApiContext; isOpen: boolean; onClose: () => void }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setState({ kind: "loading" });
    void cartApi.summary(api).then((answer) => {
      if (!live) return;
      setState(answer.kind === "ok" ? { kind: "loaded", table: summaryTable(answer.body, labels) } : { kind: "failed" });
    });
    return () => {
      live = false;
    };
    // The labels are the page language's: they do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, isOpen]);

  const labels = { stock: t("cartSummary.stock"), total: t("cartPage.summary.total") };
  const cell = (c: SummaryCell, priceVisible: boolean) => (
    <>
      {c.quantity}
      {priceVisible && c.price ? <span className={styles.summaryPrice}>{c.price}</span> : null}
    </>
  );
  const cells = (row: SummaryRow, table: SummaryTable) => (
    <>
      {row.cells.map((c, i) => (
        <td key={table.columns[i]?.key ?? i}>{cell(c, table.priceVisible)}</td>
      ))}
      <td>{cell(row.total, table.priceVisible)}</td>
    </>
  );

  return (
    <LazyModal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t("cartPage.summary.title")} width={720}>
      {state.kind === "loading" ? <p role="status">{t("cartPage.loading")}</p> : null}
      {state.kind === "failed" ? <Alert tone="error">{t("cartPage.summary.failed")}</Alert> : null}
      {state.kind === "loaded" && state.table.rows.length === 0 ? <p>{t("cartPage.summary.empty")}</p> : null}
      {state.kind === "loaded" && state.table.rows.length > 0 ? (
        <div className={styles.summaryScroll} tabIndex={0} role="region" aria-label={t("cartPage.summary.title")}>
          <table className={styles.summary}>
            <caption className="visually-hidden">{t("cartPage.summary.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("cartPage.summary.month")}</th>
                {state.table.columns.map((c) => (
                  <th key={c.key} scope="col">
                    {c.name}
                  </th>
                ))}
                <th scope="col">{t("cartPage.summary.total")}</th>
              </tr>
            </thead>
            <tbody>
              {state.table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {cells(row, state.table)}
                </tr>
              ))}
            </tbody>
            {state.table.totals ? (
              <tfoot>
                <tr>
                  <th scope="row">{state.table.totals.label}</th>
                  {cells(state.table.totals, state.table)}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </LazyModal>
  );
}
