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
  /** Hand a placed order (or a summary order's sub-orders) to the ERP (decision 0022). */
  "orders.export": { orderId: number };
  /** Send a prebooking order's applied quantity change to the ERP (decision 0051); another `updateSeq` than the order's makes it a no-op. */
  "orders.submitUpdate": { orderId: number; updateSeq: number };
  /** Capture or void the card money an order held while it waited for approval, once decided (decision 0052). */
  "orders.settlePayments": { orderId: number };
  /** Place the recurring orders of every replenishment schedule due today (decision 0027). */
  "replenishment.run": Record<string, never>;
  /** Give back money providers hold for no order (decision 0039). */
  "payments.recover": Record<string, never>;
  /** Write a large order-list export to a file, counting progress (decision 0050). */
  "orders.exportList": { exportId: string };
  /** Remove order-list exports older than a day, with their files. */
  "orders.exportCleanup": Record<string, never>;
  /** Turn an uploaded CSV file into the lines of its saved cart (decision 0058). */
  "savedCarts.import": { cartId: number };
  /** Delete saved bags and saved carts deleted longer ago than LIST_DELETED_RETENTION_DAYS (decision 0060). */
  "lists.purgeDeleted": Record<string, never>;
  /** Delete agent audit events older than AGENT_AUDIT_RETENTION_DAYS (decision 0062). */
  "assistedService.purgeAudit": Record<string, never>;
}
export type JobName = keyof JobPayloads;

export interface Jobs {
  /** Enqueues a job; pass the transaction handle to enqueue atomically with the caller's writes. */
  send<N extends JobName>(name: N, data: JobPayloads[N], opts?: { db?: DbOrTx }): Promise<void>;
  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): Promise<void>;
  schedule(name: JobName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Jobs a worker takes per fetch. pg-boss waits the polling interval after every fetch, found
 * jobs or not, so one job a fetch meant one mail or one ERP export a second per process.
 */
const JOB_BATCH = 20;

/** What the jobs need of a pool: a pg.Pool, or a wrapper around one. */
export interface JobsPool {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

const QUEUES: JobName[] = [
  "mail.send",
  "sessions.purge",
  "inventory.backInStock",
  "cart.updatePrices",
  "orders.export",
  "orders.submitUpdate",
  "orders.settlePayments",
  "orders.exportList",
  "orders.exportCleanup",
  "savedCarts.import",
  "lists.purgeDeleted",
  "assistedService.purgeAudit",
  "replenishment.run",
  "payments.recover",
];

/**
 * pg-boss on our own database and our own pool (the embedded database has one connection,
 * so pg-boss must not open another).
 */
export async function startJobs(pool: JobsPool, opts: { pollingSeconds?: number; /** Tests give a queue set of their own. */ schema?: string }): Promise<Jobs> {
  // pg-boss completes a batch without awaiting it, after the handler returns: stop() waits for
  // these statements too, so none reaches a pool its owner has ended.
  const inFlight = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const query = pool.query(text, values);
    const tracked = query.finally(() => inFlight.delete(tracked)).catch(() => undefined);
    inFlight.add(tracked);
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: opts.schema ?? "pgboss",
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
  const running = new Set<Promise<void>>();
  let stopping = false;
  return {
    async send(name, data, sendOpts) {
      await boss.send(name, data, {
        ...(sendOpts?.db ? { db: sqlExecutor(sendOpts.db) } : {}),
      });
    },
    async work(name, handler) {
      let workerId: string | null = null;
      const runBatch = async (jobs: PgBoss.Job<JobPayloads[typeof name]>[]) => {
        for (const job of jobs) {
          // Stopping: the batch's rest is failed now (and retried later), not run against a closing pool.
          const error = stopping ? new Error("the worker stopped before this job ran") : await handler(job.data).then(() => null, (e: unknown) => e);
          if (error === null) continue;
          // Only this job fails (and is retried); pg-boss completes the batch's others. If even
          // that cannot be recorded, the job stays active until it expires and is retried then.
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }).catch(() => undefined);
        }
        // A full batch: more are likely waiting, so fetch again now rather than after the interval.
        if (jobs.length === JOB_BATCH && workerId && !stopping) boss.notifyWorker(workerId);
      };
      workerId = await boss.work<JobPayloads[typeof name]>(name, { pollingIntervalSeconds, batchSize: JOB_BATCH }, (jobs) => {
        const batch = runBatch(jobs);
        running.add(batch);
        return batch.finally(() => running.delete(batch));
      });
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {});
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // pg-boss may report itself stopped while a batch still runs, and completes a batch after
      // its handler returns: the pool must outlive both.
      while (running.size > 0 || inFlight.size > 0) {
        await Promise.allSettled([...running, ...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
