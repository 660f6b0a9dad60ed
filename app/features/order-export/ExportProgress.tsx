import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useT } from "../../i18n.ts";
import type { ExportProgressView } from "./export-progress.server.ts";
import styles from "./export-progress.module.css";

/** Seconds between two looks at a running export (the meta refresh without JavaScript, a revalidation with it). */
const REFRESH_SECONDS = 2;

function useRefreshWhile(active: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

/** A large order export's progress: a progress bar with its text, and the download link when done. */
export function ExportProgress({ view }: { view: ExportProgressView }) {
  const t = useT();
  const active = view.status === "queued" || view.status === "running";
  useRefreshWhile(active);
  const percent = view.total === 0 ? 100 : Math.round((view.done / view.total) * 100);
  const message =
    view.status === "queued"
      ? t("orderExport.progress.queued")
      : view.status === "running"
        ? t("orderExport.progress.running", { done: view.done, total: view.total })
        : view.status === "done"
          ? t("orderExport.progress.done", { total: view.total })
          : t("orderExport.progress.failed");
  return (
    <div className={styles.page}>
      {/* Without JavaScript the page reloads itself while the export runs. */}
      {active ? <noscript><meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} /></noscript> : null}
      <h1>{t("orderExport.progress.title")}</h1>
      <div className={styles.card}>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t("orderExport.progress.label")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={message}
        >
          <div className={view.status === "failed" ? styles.barFailed : styles.bar} style={{ width: `${view.status === "failed" ? 100 : percent}%` }} />
        </div>
        <p role="status" className={view.status === "failed" ? styles.failed : styles.message}>
          {message}
        </p>
        {view.downloadUrl ? (
          <p>
            <a className={styles.download} href={view.downloadUrl} download={view.fileName}>
              {t("orderExport.progress.download", { file: view.fileName })}
            </a>
          </p>
        ) : null}
        {active ? (
          <p>
            <a href={view.selfUrl}>{t("orderExport.progress.refresh")}</a>
          </p>
        ) : null}
        {view.status === "done" ? <p className={styles.note}>{t("orderExport.progress.kept")}</p> : null}
      </div>
      <p>
        <a href={view.historyUrl}>{t("orderExport.progress.back")}</a>
      </p>
    </div>
  );
}
