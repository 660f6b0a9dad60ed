import type { AppDeps } from "../context.ts";
import { createMailTransport } from "../integrations/mail/index.ts";
import { purgeEndedSessions } from "../modules/auth/sessions.ts";
import { deliverQueuedMail } from "../modules/mail/service.ts";
import { mailBackInStock } from "../modules/notifications/back-in-stock-mail.ts";
import { runCartPriceJob } from "../modules/cart-prices/runs.ts";
import { settleOrderPayments } from "../modules/approvals/settle-payments.ts";
import { exportOrder } from "../modules/orders/order-export.ts";
import { sendOrderUpdate } from "../modules/order-updates/erp-update.ts";
import { removeOldExports, runExportJob } from "../modules/order-export/export-jobs.ts";
import { recoverPayments } from "../modules/payments/recovery.ts";
import { runDueReplenishments } from "../modules/replenishment/run-due.ts";
import { runSavedCartImport } from "../modules/saved-carts/csv-import.ts";
import { purgeDeletedLists } from "../modules/lists/purge-deleted.ts";
import { purgeAgentAudit } from "../modules/assisted-service/audit-purge.ts";
import { pino } from "pino";

/** Deleted lists removed per statement by the daily purge (decision 0060). */
const LIST_PURGE_BATCH = 500;
/** Agent audit events removed per statement by the daily purge (decision 0062). */
const AUDIT_PURGE_BATCH = 5_000;

/** Starts the job workers of this process; every process may run them (pg-boss hands each job to one). */
export async function registerWorkers(deps: AppDeps): Promise<void> {
  const transport = createMailTransport(deps.config.mail);
  await deps.jobs.work("mail.send", async ({ outboxId }) => {
    await deliverQueuedMail({ db: deps.db, transport, from: deps.config.mail.from }, outboxId);
  });
  await deps.jobs.work("sessions.purge", async () => {
    await purgeEndedSessions(deps.db, new Date());
  });
  await deps.jobs.work("inventory.backInStock", async ({ variantIds }) => {
    await mailBackInStock(deps, variantIds);
  });
  await deps.jobs.work("cart.updatePrices", async (job) => {
    await runCartPriceJob(deps, job);
  });
  await deps.jobs.work("orders.export", async ({ orderId }) => {
    await exportOrder(deps, orderId);
  });
  await deps.jobs.work("orders.submitUpdate", async ({ orderId, updateSeq }) => {
    await sendOrderUpdate(deps, orderId, updateSeq);
  });
  const settleLog = pino({ level: deps.config.logLevel }).child({ job: "orders.settlePayments" });
  await deps.jobs.work("orders.settlePayments", async ({ orderId }) => {
    await settleOrderPayments({ db: deps.db, deps, log: settleLog }, orderId);
  });
  const replenishmentLog = pino({ level: deps.config.logLevel }).child({ job: "replenishment.run" });
  await deps.jobs.work("replenishment.run", async () => {
    await runDueReplenishments(deps, { log: replenishmentLog });
  });
  const paymentsLog = pino({ level: deps.config.logLevel }).child({ job: "payments.recover" });
  await deps.jobs.work("payments.recover", async () => {
    const report = await recoverPayments({ db: deps.db, deps, now: new Date(), log: paymentsLog });
    if (report.attached + report.released + report.stuck > 0) paymentsLog.warn(report, "payment intents recovered");
  });
  const exportLog = pino({ level: deps.config.logLevel }).child({ job: "orders.exportList" });
  await deps.jobs.work("orders.exportList", async ({ exportId }) => {
    await runExportJob(deps, exportId, exportLog);
  });
  await deps.jobs.work("orders.exportCleanup", async () => {
    await removeOldExports(deps, new Date());
  });
  const importLog = pino({ level: deps.config.logLevel }).child({ job: "savedCarts.import" });
  await deps.jobs.work("savedCarts.import", async ({ cartId }) => {
    await runSavedCartImport(deps, cartId, importLog);
  });
  const purgeLog = pino({ level: deps.config.logLevel }).child({ job: "lists.purgeDeleted" });
  await deps.jobs.work("lists.purgeDeleted", async () => {
    const counts = await purgeDeletedLists(deps.db, { now: new Date(), retentionDays: deps.config.lists.deletedRetentionDays, batchSize: LIST_PURGE_BATCH });
    if (counts.savedBags + counts.savedCarts > 0) purgeLog.info(counts, "deleted saved bags and saved carts purged");
  });
  const auditLog = pino({ level: deps.config.logLevel }).child({ job: "assistedService.purgeAudit" });
  await deps.jobs.work("assistedService.purgeAudit", async () => {
    const counts = await purgeAgentAudit(deps.db, { now: new Date(), retentionDays: deps.config.agentAudit.retentionDays, batchSize: AUDIT_PURGE_BATCH });
    if (counts.deleted > 0) auditLog.info(counts, "agent audit events past their retention purged");
  });
  await deps.jobs.schedule("sessions.purge", "17 * * * *");
  // Agent audit events past their retention (two years by default), once a day (decision 0062).
  await deps.jobs.schedule("assistedService.purgeAudit", "37 4 * * *");
  // Deleted saved bags and saved carts past their retention, once a day at a quiet hour (decision 0060).
  await deps.jobs.schedule("lists.purgeDeleted", "23 4 * * *");
  // Order-list export files are kept a day (decision 0050).
  await deps.jobs.schedule("orders.exportCleanup", "41 * * * *");
  await deps.jobs.schedule("payments.recover", "* * * * *");
  // Once at start as well: a crash may have left money taken for no order.
  await deps.jobs.send("payments.recover", {});
  // Schedules are due by the day; every quarter of an hour places a day's orders soon after midnight in each site's country.
  await deps.jobs.schedule("replenishment.run", "*/15 * * * *");
}
