import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { ApprovalDecision } from "../features/approvals/ApprovalDecision.tsx";
import { ApprovalOutcomeMessage } from "../features/approvals/ApprovalOutcomeMessage.tsx";
import { loadApprovalPanel } from "../features/approvals/approval-panel.server.ts";
import styles from "../features/orders/orders.module.css";
import { useT } from "../i18n.ts";
import { loadAccountTexts } from "../i18n-load.client.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";
import { useRootData } from "../root-data.ts";

export const meta = pageTitle("approvals.page.title");

/**
 * Placeholder of issue 14 with the approval part (decision 0052): the order detail page replaces
 * it and keeps what is below (the outcome message and ApprovalDecision for approvers).
 */
export function loader(args: LoaderArgs) {
  return loadApprovalPanel(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function OrderDetailRoute() {
  const view = useLoaderData<typeof loader>();
  const { csrfToken } = useRootData();
  const t = useT();
  return (
    <div className={styles.page}>
      <h1>{t("approvals.page.heading", { code: view.code })}</h1>
      {view.outcome ? <ApprovalOutcomeMessage outcome={view.outcome} orderCode={view.code} /> : null}
      <dl className={styles.facts}>
        <dt>{t("approvals.page.status")}</dt>
        <dd>{t(`order.status.${view.status}`)}</dd>
      </dl>
      {view.decision ? <ApprovalDecision orderCode={view.code} approvalUrl={view.decision.approvalUrl} csrfToken={csrfToken} openReject={view.decision.openReject} /> : null}
    </div>
  );
}
