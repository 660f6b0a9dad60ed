import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import type { OrderDetailView, UpdateNotice } from "./order-detail-view.ts";
import type { UpdateAlert, OrderUpdateModel } from "./use-order-update.ts";

/** The alert after a call (script) or a form post (`?update=`), by kind. */
const FORM_TO_ALERT: Record<UpdateNotice, UpdateAlert | null> = {
  applied: "applied",
  submitted: null,
  refused: "refused",
  noChanges: "noChanges",
  inProgress: null,
  notUpdatable: "error",
  failed: "error",
};

/**
 * The update's state in words (§4, §8): in progress with a refresh link, the ERP's changed
 * quantities, its processing error with a support link, and the last call's answer.
 */
export function UpdateAlerts({ order, model }: { order: OrderDetailView; model: OrderUpdateModel }) {
  const t = useT();
  const status = model.updateStatus;
  const last = model.alert ?? (order.update.notice ? { kind: FORM_TO_ALERT[order.update.notice], message: null } : null);
  return (
    <>
      {status === "IN_PROGRESS" ? (
        <Alert tone="info">
          {t("orderDetail.update.inProgress")} <a href={order.urls.self}>{t("orderDetail.update.refresh")}</a>
        </Alert>
      ) : null}
      {status === "QUANTITY_CHANGED" ? <Alert tone="warning">{t("orderDetail.update.quantityChanged")}</Alert> : null}
      {status === "PROCESSING_ERROR" || order.status === "PROCESSING_ERROR" ? (
        <Alert tone="error">
          {t("orderDetail.update.processingError")} {order.update.erpMessage ? <span>{order.update.erpMessage}</span> : null}{" "}
          <a href={order.urls.support}>{t("orderDetail.update.support")}</a>
        </Alert>
      ) : null}
      {last?.kind === "applied" ? <Alert tone="success">{t("orderDetail.update.applied")}</Alert> : null}
      {last?.kind === "noChanges" ? <Alert tone="info">{t("orderDetail.update.noChanges")}</Alert> : null}
      {last?.kind === "refused" ? <Alert tone="error">{last.message ?? t("orderDetail.update.refused")}</Alert> : null}
      {last?.kind === "error" ? <Alert tone="error">{order.update.notice === "notUpdatable" ? t("orderDetail.update.notUpdatable") : t("orderDetail.update.error")}</Alert> : null}
      {last?.kind === "submitError" ? (
        <Alert tone="error">
          {t("orderDetail.update.submitError")} <a href={order.urls.support}>{t("orderDetail.update.support")}</a>
        </Alert>
      ) : null}
    </>
  );
}
