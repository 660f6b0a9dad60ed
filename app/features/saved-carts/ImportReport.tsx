import { useT } from "../../i18n.ts";
import type { ImportReport as Report } from "../../../server/modules/saved-carts/saved-cart-store.ts";
import styles from "./saved-carts.module.css";

/** An import's outcome: how many lines were written, and each line left out with why. */
export function ImportReport({ report }: { report: Report }) {
  const t = useT();
  if (report.problem) return <p className={styles.error}>{t(`savedCarts.import.error.${report.problem}`, { lines: 0, max: 0, size: "" })}</p>;
  if (report.skipped.length === 0) return <span className={styles.note}>{t("savedCarts.report.summary", { written: report.written, skipped: 0 })}</span>;
  return (
    <details>
      <summary>{t("savedCarts.report.summary", { written: report.written, skipped: report.skipped.length })}</summary>
      <ul className={styles.report}>
        {report.skipped.map((s) => (
          <li key={`${s.row}-${s.reason}`}>
            {t("savedCarts.report.row", { row: s.row })}: {s.value ? `${s.value} — ` : ""}
            {t(`savedCarts.report.reason.${s.reason}`)}
          </li>
        ))}
      </ul>
    </details>
  );
}
