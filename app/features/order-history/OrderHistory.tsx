import { MAX_SELECTED_CODES } from "#domain/order-export-selection.ts";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { historyQuery } from "#domain/order-history-filters.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { ApprovalDecision } from "../approvals/ApprovalDecision.tsx";
import { ExportPanel } from "./ExportPanel.tsx";
import { HistoryFilters } from "./HistoryFilters.tsx";
import { HistoryPager } from "./HistoryPager.tsx";
import { HistoryTable } from "./HistoryTable.tsx";
import type { OrderHistoryView } from "./order-history-view.ts";
import styles from "./order-history.module.css";

function Tabs({ view }: { view: OrderHistoryView }) {
  const t = useT();
  if (!view.tabs) return null;
  return (
    <nav aria-label={t("orderHistory.tabs")} className={styles.tabs}>
      <ul>
        {view.tabs.map((tab) => (
          <li key={tab.tab}>
            <a href={tab.href} aria-current={tab.tab === view.params.tab ? "page" : undefined}>
              {t(`orderHistory.tab.${tab.tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The reject popup (`openRejectPopupByCode`): a native dialog, open in the server's HTML so it
 * works before and without JavaScript (its close link drops the parameter); once hydrated it
 * becomes modal (focus kept inside, Escape closes it).
 */
function RejectPopup({ popup }: { popup: NonNullable<OrderHistoryView["rejectPopup"]> }) {
  const t = useT();
  const navigate = useNavigate();
  const { csrfToken } = useRootData();
  const ref = useRef<HTMLDialogElement>(null);
  const reopening = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    reopening.current = true;
    dialog.close();
    dialog.showModal();
    reopening.current = false;
  }, []);
  const onClose = () => {
    if (!reopening.current) void navigate(popup.closeHref, { replace: true });
  };
  return (
    <dialog ref={ref} open className={styles.dialog} aria-labelledby="reject-popup-title" onClose={onClose}>
      <div className={styles.dialogHeader}>
        <h2 id="reject-popup-title">{t("orderHistory.reject.title", { code: popup.orderCode })}</h2>
        <a href={popup.closeHref} className={styles.dialogClose} aria-label={t("modal.close")}>
          <span aria-hidden="true">×</span>
        </a>
      </div>
      <ApprovalDecision orderCode={popup.orderCode} approvalUrl={popup.approvalUrl} csrfToken={csrfToken} openReject />
    </dialog>
  );
}

/** `{context}/my-account/orders` (decision 0049). */
export function OrderHistory({ view }: { view: OrderHistoryView }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1>{t("orderHistory.title")}</h1>
      {view.pdfSend === "sent" ? <Alert tone="success">{t("orderHistory.pdfSend.sent")}</Alert> : null}
      {view.pdfSend === "failed" ? <Alert tone="error">{t("orderHistory.pdfSend.failed")}</Alert> : null}
      {view.exportError ? <Alert tone="error">{t(`orderExport.error.${view.exportError}`, { max: MAX_SELECTED_CODES })}</Alert> : null}
      <Tabs view={view} />
      {view.empty ? (
        <p className={styles.emptyState}>{t("orderHistory.empty")}</p>
      ) : (
        <>
          <HistoryFilters key={historyQuery(view.params)} view={view} />
          <p className={styles.count} role="status">
            {t("orderHistory.count", { count: view.total })}
          </p>
          {view.rows.length ? (
            <>
              <HistoryTable view={view} />
              <HistoryPager view={view} />
              {view.exportForm ? <ExportPanel view={view} form={view.exportForm} /> : null}
            </>
          ) : (
            <p className={styles.emptyState}>{t("orderHistory.noMatch")}</p>
          )}
        </>
      )}
      {view.rejectPopup ? <RejectPopup popup={view.rejectPopup} /> : null}
    </div>
  );
}
