import { Alert } from "../../components/ui/Alert.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useT } from "../../i18n.ts";
import type { ReorderLine } from "../../../server/modules/orders/reorder.ts";
import type { ReorderView } from "./reorder-view.ts";
import ui from "../../components/ui/ui.module.css";
import styles from "./order-detail.module.css";

export type ReorderOutcome = { ok: true; lines: ReorderLine[] } | { ok: false; error: "modeNotAvailable" };

function LineResult({ line }: { line: ReorderLine }) {
  const t = useT();
  const what =
    line.outcome === "added"
      ? t("reorder.outcome.added", { count: line.added })
      : line.outcome === "reduced"
        ? t("reorder.outcome.reduced", { count: line.added, ordered: line.ordered })
        : t("reorder.outcome.skipped");
  return (
    <>
      {what}
      {line.reason ? <span className={styles.note}>{t(`reorder.reason.${line.reason}`)}</span> : null}
    </>
  );
}

/** What became of each line put into the cart again (reorder, restoring a saved cart). */
export function ReorderReport({ lines }: { lines: ReorderLine[] }) {
  const t = useT();
  return (
    <table className={styles.report}>
      <thead>
        <tr>
          <th scope="col">{t("order.confirmation.product")}</th>
          <th scope="col">{t("order.confirmation.size")}</th>
          <th scope="col">{t("reorder.ordered")}</th>
          <th scope="col">{t("reorder.result")}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.upc}-${line.target ?? ""}`}>
            <td>
              {line.productName}
              {line.target ? <span className={styles.note}>{line.target}</span> : null}
            </td>
            <td>{line.size}</td>
            <td>{line.ordered}</td>
            <td>
              <LineResult line={line} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `{context}/my-account/reorder/{code}`: confirm, then the per-line report and the way to the cart. */
export function Reorder({ view, outcome }: { view: ReorderView; outcome: ReorderOutcome | undefined }) {
  const t = useT();
  const mode = t(`booking.mode.${view.mode}`);
  return (
    <div className={styles.page}>
      <p className={styles.crumbs}>
        <a href={view.urls.order}>{t("reorder.backToOrder", { code: view.code })}</a>
      </p>
      <h1>{t("reorder.title", { code: view.code })}</h1>
      {outcome?.ok === false ? <Alert tone="error">{t("reorder.modeNotAvailable")}</Alert> : null}
      {outcome?.ok ? (
        <>
          <Alert tone="success">{t("reorder.done", { code: view.code, mode })}</Alert>
          <ReorderReport lines={outcome.lines} />
          <p>
            <a className={`${ui.button} ${ui.primary}`} href={view.urls.cart}>
              {t("reorder.viewCart")}
            </a>
          </p>
        </>
      ) : (
        <form method="post" action={view.urls.self}>
          <CsrfField />
          <p>{t("reorder.lead", { code: view.code, mode })}</p>
          <button type="submit" className={`${ui.button} ${ui.primary}`}>
            {t("reorder.confirm")}
          </button>
        </form>
      )}
    </div>
  );
}
