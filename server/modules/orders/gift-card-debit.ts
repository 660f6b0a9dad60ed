import { and, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { giftCards } from "../../db/schema/index.ts";

/**
 * Takes an amount off a gift card in one conditional update: parallel debits queue on the row
 * lock and each re-checks the balance it finds, so together they never take more than the card
 * holds (and the table's check keeps the balance at zero or above in any case).
 */
export async function debitGiftCard(tx: DbOrTx, giftCardId: number, amountMinor: number): Promise<{ ok: true; balanceMinor: number } | { ok: false }> {
  if (amountMinor <= 0) return { ok: false };
  const [row] = await tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${amountMinor}` })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balanceMinor, amountMinor)))
    .returning({ balanceMinor: giftCards.balanceMinor });
  return row ? { ok: true, balanceMinor: row.balanceMinor } : { ok: false };
}
