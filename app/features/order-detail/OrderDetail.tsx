import type { FormEvent } from "react";
import { updateButton } from "#domain/order-update.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { OrderTotals } from "../orders/OrderTotals.tsx";
import { ApprovalDecision } from "../approvals/ApprovalDecision.tsx";
import { ApprovalOutcomeMessage } from "../approvals/ApprovalOutcomeMessage.tsx";
import type { OrderDetailView } from "./order-detail-view.ts";
import { OrderFacts } from "./OrderFacts.tsx";
import { OrderGrid } from "./OrderGrid.tsx";
import { StatusHistory } from "./StatusHistory.tsx";
import { UpdateAlerts } from "./UpdateAlerts.tsx";
import { useOrderUpdate, useRefreshWhileProcessing } from "./use-order-update.ts";
import ui from "../../components/ui/ui.module.css";
import styles from "./order-detail.module.css";

/** `{context}/my-account/order/{code}`: header, size grids per delivery target, totals, status history, prebooking updates. */
export function OrderDetail({ order }: { order: OrderDetailView }) {
  const t = useT();
  const { csrfToken } = useRootData();
  const model = useOrderUpdate(order, csrfToken);
  const processing = model.updateStatus === "IN_PROGRESS";
  useRefreshWhileProcessing(processing);
  const editable = model.isUpdatable && !processing;
  const button = updateButton({ updatable: model.isUpdatable, updateStatus: model.updateStatus, edited: model.edited, refused: model.refused, scripted: model.scripted });
  // Without script Apply always posts (edits are not seen); with script only an edit enables it.
  const applyEnabled = !model.scripted || (button.kind === "apply" && button.enabled);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!model.scripted) return;
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    void (submitter?.getAttribute("value") === "submit" ? model.submit() : model.apply());
  };
  const parts = order.parts.map((part) => (
    <section key={part.code} className={styles.part} aria-labelledby={`part-${part.code}`}>
      <h2 id={`part-${part.code}`}>{part.target ? t("order.confirmation.subOrder", { target: part.target, code: part.code }) : t("order.confirmation.items")}</h2>
      {part.desiredShipDate && part.cancelDate ? <p className={styles.muted}>{t("order.confirmation.shipDates", { desired: part.desiredShipDate, cancel: part.cancelDate })}</p> : null}
      <OrderGrid part={part} editable={editable} model={model} refusedByForm={order.update.refused} />
    </section>
  ));
  return (
    <div className={styles.page}>
      <p className={styles.crumbs}>
        <a href={order.urls.orders}>{t("orderDetail.back")}</a>
      </p>
      <div className={styles.heading}>
        <h1>{t("orderDetail.title", { code: order.code })}</h1>
        <span className={styles.badge}>{t(`order.status.${order.status}`)}</span>
      </div>
      {order.approvalOutcome ? <ApprovalOutcomeMessage outcome={order.approvalOutcome} orderCode={order.code} /> : null}
      <UpdateAlerts order={order} model={model} />
      {order.update.windowClosed ? <Alert tone="warning">{t("orderDetail.windowClosed")}</Alert> : null}
      <OrderFacts order={order} />
      {order.canDecide ? <ApprovalDecision orderCode={order.code} approvalUrl={order.urls.approval} csrfToken={csrfToken} openReject={order.openReject} /> : null}
      {button.kind === "none" ? (
        parts
      ) : (
        <form method="post" action={order.urls.self} onSubmit={onSubmit} aria-label={t("orderDetail.update.title")}>
          <input type="hidden" name="CSRFToken" value={csrfToken} />
          {editable ? <p className={styles.muted}>{t("orderDetail.update.hint")}</p> : null}
          {parts}
          <div className={styles.actions}>
            {editable ? (
              <button type="submit" name="action" value="apply" className={`${ui.button} ${ui.secondary}`} disabled={!applyEnabled || model.busy}>
                {t("orderDetail.update.apply")}
              </button>
            ) : null}
            {button.kind === "update" || (!model.scripted && order.update.status === "APPLIED") ? (
              <button type="submit" name="action" value="submit" formAction={order.urls.submit} className={`${ui.button} ${ui.primary}`} disabled={(button.kind === "update" && !button.enabled) || model.busy}>
                {t("orderDetail.update.submit")}
              </button>
            ) : null}
          </div>
        </form>
      )}
      <OrderTotals
        totals={order.totals}
        lead={
          <>
            <dt>{t("orderDetail.totalQuantity")}</dt>
            <dd>{order.totalQuantity}</dd>
          </>
        }
      />
      {order.parts.some((p) => p.rows.some((r) => Object.values(r.cells).some((c) => c.quantity !== c.confirmedQuantity))) ? <p className={styles.totalsNote}>{t("orderDetail.totalsConfirmed")}</p> : null}
      <p>
        <a className={styles.secondaryLink} href={order.urls.reorder} aria-disabled={processing || undefined}>
          {t("orderDetail.reorder")}
        </a>
      </p>
      <StatusHistory entries={order.history} />
    </div>
  );
}
