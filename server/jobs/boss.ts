import PgBoss from "pg-boss";
import type pg from "pg";
import type { DbOrTx } from "../db/client.ts";
import { sqlExecutor } from "../db/sql-executor.ts";

/** Every job name and its payload. Payloads are ids, never whole records: jobs re-read state. */
export interface JobPayloads {
  "mail.send": { outboxId: string };
  "sessions.purge": Record<string, never>;
  /** Variants that became orderable again: mail their active back-in-stock subscribers. */
  "inventory.backInStock": { variantIds: number[] };
  /** Price a cart through the ERP (decision 0019); `attempt` makes a late job of an earlier attempt a no-op. */
  "cart.updatePrices": { runId: number; attempt: number };
}
export type JobName = keyof JobPayloads;

export interface Jobs {
  /** Enqueues a job; pass the transaction handle to enqueue atomically with the caller's writes. */
  send<N extends JobName>(name: N, data: JobPayloads[N], opts?: { db?: DbOrTx }): Promise<void>;
  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): Promise<void>;
  schedule(name: JobName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

const QUEUES: JobName[] = ["mail.send", "sessions.purge", "inventory.backInStock", "cart.updatePrices"];

/**
 * pg-boss on our own database and our own pool (the embedded database has one connection,
 * so pg-boss must not open another).
 */
export async function startJobs(pool: pg.Pool, opts: { pollingSeconds?: number }): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: "pgboss",
    supervise: true,
    schedule: true,
  });
  boss.on("error", () => {
    // pg-boss reports supervisor hiccups here; jobs are retried, so nothing else to do.
  });
  await boss.start();
  for (const name of QUEUES) {
    await boss.createQueue(name, {
      name,
      retryLimit: 5,
      retryBackoff: true,
      expireInSeconds: 300,
    });
  }
  const pollingIntervalSeconds = opts.pollingSeconds ?? 1;
  return {
    async send(name, data, sendOpts) {
      await boss.send(name, data, {
        ...(sendOpts?.db ? { db: sqlExecutor(sendOpts.db) } : {}),
      });
    },
    async work(name, handler) {
      await boss.work<JobPayloads[typeof name]>(
        name,
        { pollingIntervalSeconds, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
