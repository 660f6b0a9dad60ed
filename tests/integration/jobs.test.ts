import { describe, expect, it } from "vitest";
import { startJobs, type JobsPool } from "../../server/jobs/boss.ts";
import { BOTH_DB_TARGETS } from "../support/databases.ts";
import { useTestServer } from "../support/lifecycle.ts";

describe.each(BOTH_DB_TARGETS)("job workers on %s", (target) => {
  const server = useTestServer(target);

  it("take queued jobs in batches: a job that fails is retried alone while the rest of its batch completes", async () => {
    const { database } = server();
    // A queue set of its own (its own schema), so the server's workers do not take these jobs.
    const jobs = await startJobs(database.pool, { pollingSeconds: 0.5, schema: "pgboss_batch_test" });
    try {
      const handled: number[] = [];
      let failures = 0;
      // Queued before the worker starts, so its first fetch takes them all in one batch.
      for (const id of [1, 2, -1, 3, 4]) await jobs.send("inventory.backInStock", { variantIds: [id] });
      await jobs.work("inventory.backInStock", async ({ variantIds }) => {
        if (variantIds.includes(-1)) {
          failures++;
          throw new Error("refused");
        }
        handled.push(...variantIds);
      });
      // The failing job is retried (with backoff), the others are each handled exactly once.
      await expect.poll(() => failures, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(2);
      expect([...handled].sort()).toEqual([1, 2, 3, 4]);
      const { rows } = await database.pool.query<{ id: number; state: string }>(
        `select (data->'variantIds'->>0)::int as id, state::text from pgboss_batch_test.job where name = 'inventory.backInStock' order by 1`,
      );
      expect(rows.map((r) => r.id)).toEqual([-1, 1, 2, 3, 4]);
      expect(rows.find((r) => r.id === -1)?.state).toMatch(/^(retry|active|failed)$/);
      expect(rows.filter((r) => r.id > 0).map((r) => r.state)).toEqual(["completed", "completed", "completed", "completed"]);
    } finally {
      await jobs.stop();
    }
  });

  it("stop waits until the batch it was running is recorded, so the pool can close right after", async () => {
    const { database } = server();
    // Counts the statements pg-boss has running (none may be left once stop() returns), and
    // plays a slow database once the job is done, so its completion outlasts pg-boss's own wait.
    let statementsRunning = 0;
    let slow = false;
    const pool: JobsPool = {
      async query(text, values) {
        statementsRunning++;
        try {
          if (slow) await new Promise((resolve) => setTimeout(resolve, 1_500));
          return await database.pool.query(text, values);
        } finally {
          statementsRunning--;
        }
      },
    };
    const jobs = await startJobs(pool, { pollingSeconds: 0.5, schema: "pgboss_stop_test" });
    let started = false;
    let stopped = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await jobs.send("inventory.backInStock", { variantIds: [7] });
    await jobs.work("inventory.backInStock", async () => {
      started = true;
      await held;
    });
    await expect.poll(() => started, { timeout: 10_000, interval: 50 }).toBe(true);
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    slow = true;
    release();
    await stopping;
    expect(statementsRunning).toBe(0);
    // pg-boss records the completion after the handler returns, without awaiting it: stop() must have.
    const { rows } = await database.pool.query<{ state: string }>(`select state::text from pgboss_stop_test.job where name = 'inventory.backInStock'`);
    expect(rows.map((r) => r.state)).toEqual(["completed"]);
  });
});
