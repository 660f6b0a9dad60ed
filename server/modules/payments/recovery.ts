import { and, eq, inArray } from "drizzle-orm";
import { LIVE_INTENT_STATES, recoveryStep } from "../../../domain/payment-intent.ts";
import { paymentIntents } from "../../db/schema/index.ts";
import type { PaymentContext } from "./intent-rows.ts";
import { orderCarrying, releaseIntent, staleLiveIntents, type ReleaseOutcome } from "./settle.ts";

export interface RecoveryReport {
  attached: number;
  released: number;
  stuck: number;
}

const BATCH = 100;

/**
 * The recovery job (decision 0039): every live intent unchanged for the grace period belongs to a
 * request that is gone (a crash, a kill, a lost connection). An order that carries its provider
 * reference gets it; any other gives back what the provider holds. Runs at start-up and every
 * minute, in any process: two runs at once claim each intent once.
 */
export async function recoverPayments(ctx: PaymentContext): Promise<RecoveryReport> {
  const graceMs = ctx.deps.config.providers.paymentGraceMs;
  const olderThan = new Date(ctx.now.getTime() - graceMs);
  const report: RecoveryReport = { attached: 0, released: 0, stuck: 0 };
  const seen = new Set<number>();
  for (;;) {
    const batch = (await staleLiveIntents(ctx.db, olderThan, BATCH)).filter((intent) => !seen.has(intent.id));
    if (batch.length === 0) return report;
    for (const intent of batch) {
      seen.add(intent.id);
      const carrier = intent.providerReference ? await orderCarrying(ctx.db, intent.providerReference) : null;
      const step = recoveryStep({ state: intent.state, ageMs: ctx.now.getTime() - intent.updatedAt.getTime() }, { onAnOrder: carrier !== null, graceMs });
      if (step === "attach" && carrier !== null) {
        await ctx.db
          .update(paymentIntents)
          .set({ state: "attached", orderId: carrier, updatedAt: ctx.now })
          .where(and(eq(paymentIntents.id, intent.id), inArray(paymentIntents.state, [...LIVE_INTENT_STATES])));
        report.attached++;
      } else if (step === "release") {
        count(report, await releaseIntent(ctx, intent.id));
      }
    }
  }
}

function count(report: RecoveryReport, outcome: ReleaseOutcome): void {
  if (outcome === "released") report.released++;
  else if (outcome === "attached") report.attached++;
  else if (outcome === "stuck") report.stuck++;
}
