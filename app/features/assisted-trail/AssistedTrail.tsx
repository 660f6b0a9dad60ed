import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import type { AssistedTrailView, TrailRowView } from "./assisted-trail.server.ts";
import cardTable from "../../components/ui/card-table.module.css";
import styles from "./assisted-trail.module.css";

function What({ row }: { row: TrailRowView }) {
  const t = useT();
  // One element: on narrow screens the cell is a two-column grid (its label, then this).
  return (
    <span>
      {t(`assistedTrail.action.${row.action}`)}
      {row.order ? (
        <>
          {" "}
          <a href={row.order.href}>{t("assistedTrail.orderLink", { code: row.order.code })}</a>
        </>
      ) : null}
      {row.cartCode ? <span className={styles.note}>{t("assistedTrail.cartCode", { code: row.cartCode })}</span> : null}
    </span>
  );
}

/** `{context}/my-account/assisted-service`: "Assisted by an agent", newest first, with a link to older entries. */
export function AssistedTrail({ view }: { view: AssistedTrailView }) {
  const t = useT();
  const labels = { when: t("assistedTrail.column.when"), agent: t("assistedTrail.column.agent"), what: t("assistedTrail.column.what") };
  return (
    <div className={styles.page}>
      <h1>{t("assistedTrail.title")}</h1>
      <p>{t("assistedTrail.intro")}</p>
      {view.firstPageShown ? <Alert tone="info">{t("assistedTrail.firstPageShown")}</Alert> : null}
      {view.rows.length === 0 ? (
        <p>{t("assistedTrail.empty")}</p>
      ) : (
        <table className={`${styles.table} ${cardTable.cardTable}`}>
          <thead>
            <tr>
              <th scope="col">{labels.when}</th>
              <th scope="col">{labels.agent}</th>
              <th scope="col">{labels.what}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.id}>
                <td data-label={labels.when}>
                  <time dateTime={row.at}>{row.when}</time>
                </td>
                <td data-label={labels.agent} className="user-text">
                  {row.agent}
                </td>
                <td data-label={labels.what}>
                  <What row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.olderHref || view.newestHref ? (
        <nav aria-label={t("assistedTrail.pager")} className={styles.pager}>
          {view.newestHref ? <a href={view.newestHref}>{t("assistedTrail.newest")}</a> : null}
          {view.olderHref ? (
            <a href={view.olderHref} rel="next">
              {t("assistedTrail.older")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
