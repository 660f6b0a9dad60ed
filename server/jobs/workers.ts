import type { AppDeps } from "../context.ts";
import { createMailTransport } from "../integrations/mail/index.ts";
import { purgeEndedSessions } from "../modules/auth/sessions.ts";
import { deliverQueuedMail } from "../modules/mail/service.ts";
import { mailBackInStock } from "../modules/notifications/back-in-stock-mail.ts";
import { runCartPriceJob } from "../modules/cart-prices/runs.ts";
import { exportOrder } from "../modules/orders/order-export.ts";
import { runDueReplenishments } from "../modules/replenishment/run-due.ts";
import { pino } from "pino";

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
  const replenishmentLog = pino({ level: deps.config.logLevel }).child({ job: "replenishment.run" });
  await deps.jobs.work("replenishment.run", async () => {
    await runDueReplenishments(deps, { log: replenishmentLog });
  });
  await deps.jobs.schedule("sessions.purge", "17 * * * *");
  // Schedules are due by the day; every quarter of an hour places a day's orders soon after midnight in each site's country.
  await deps.jobs.schedule("replenishment.run", "*/15 * * * *");
}
