import { useT } from "../../i18n.ts";
import type { HistoryEntryView } from "./order-detail-view.ts";
import styles from "./order-detail.module.css";

/** Every transition of the order with its time (site's locale and time zone), who caused it and the comment. */
export function StatusHistory({ entries }: { entries: readonly HistoryEntryView[] }) {
  const t = useT();
  return (
    <section className={styles.history} aria-labelledby="status-history">
      <h2 id="status-history">{t("orderDetail.history.title")}</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t("orderDetail.history.empty")}</p>
      ) : (
        <ol className={styles.timeline}>
          {entries.map((e, i) => {
            const status = t(`order.status.${e.status}`);
            const who = e.actor
              ? e.agent
                ? t("orderDetail.history.byAgent", { agent: e.agent, name: e.actor })
                : t("orderDetail.history.by", { name: e.actor })
              : t("orderDetail.history.system");
            return (
              <li key={`${i}-${e.status}`}>
                <strong>{e.update ? t("orderDetail.history.updated", { status }) : status}</strong>
                <span className={styles.muted}>
                  {" "}
                  {e.at} · {who}
                </span>
                {e.comment ? <div className={styles.comment}>{e.comment}</div> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
