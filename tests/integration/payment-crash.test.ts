import { describe, expect, it } from "vitest";
import { clonePostgresDatabase } from "../support/databases.ts";
import { runPaymentCrash } from "../support/payment-crash.ts";

/**
 * Issue 12 §1: the server is killed (SIGKILL) at random moments while 20 shoppers place orders by
 * card and wallet at once, restarted, and the orders retried; after recovery the money the
 * providers hold equals the committed orders' payments. PostgreSQL only: the killed and restarted
 * processes share one database server (the bench runs it 5 times: npm run bench:crash).
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a crash while orders are paid on postgres", () => {
  it("takes no money without an order, loses no stock and no job", { timeout: 180_000 }, async () => {
    const database = await clonePostgresDatabase();
    try {
      const figures = await runPaymentCrash(database.url, { placements: 20, killRounds: 1 });
      expect(figures).toMatchObject({ orders: 20, ordersWithoutLines: 0, stockMismatches: 0, liveIntents: 0, jobsLeft: 0 });
      expect(figures.providerHeldMinor).toBe(figures.orderPaymentsMinor);
      expect(figures.ok).toBe(true);
    } finally {
      await database.drop();
    }
  });
});
