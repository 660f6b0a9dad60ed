import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { cardStoredMethods } from "../../db/schema/index.ts";
import { randomToken } from "../../modules/auth/tokens.ts";
import { isExpiryPast } from "./card-validation.ts";
import type { StoredPaymentMethod } from "./port.ts";

/** What the local provider keeps of a card on file (decision 0029): no card data, as for tokens. */
export interface StoredMethodRow {
  id: string;
  shopperReference: string;
  maskedCardNo: string;
  cardExpiry: string;
  cardType: string | null;
  disabledAt: Date | null;
}

const columns = {
  id: cardStoredMethods.id,
  shopperReference: cardStoredMethods.shopperReference,
  maskedCardNo: cardStoredMethods.maskedCardNo,
  cardExpiry: cardStoredMethods.cardExpiry,
  cardType: cardStoredMethods.cardType,
  disabledAt: cardStoredMethods.disabledAt,
};

/** The stored method as the port answers it. */
export function storedMethodOf(row: StoredMethodRow): StoredPaymentMethod {
  return {
    storedPaymentMethodId: row.id,
    maskedCardNo: row.maskedCardNo,
    expiryYear: Number(row.cardExpiry.slice(0, 4)),
    expiryMonth: Number(row.cardExpiry.slice(4)),
    cardType: row.cardType,
  };
}

export function isStoredMethodExpired(row: Pick<StoredMethodRow, "cardExpiry">, now: Date): boolean {
  return isExpiryPast(Number(row.cardExpiry.slice(0, 4)), Number(row.cardExpiry.slice(4)), now);
}

/** A stored method by id, locked for the authorization that uses it. */
export async function lockedStoredMethod(tx: DbOrTx, id: string): Promise<StoredMethodRow | undefined> {
  const [row] = await tx.select(columns).from(cardStoredMethods).where(eq(cardStoredMethods.id, id)).for("update");
  return row;
}

export async function storedMethodById(tx: DbOrTx, id: string): Promise<StoredMethodRow | undefined> {
  const [row] = await tx.select(columns).from(cardStoredMethods).where(eq(cardStoredMethods.id, id));
  return row;
}

/**
 * Keeps a token's card for a shopper. The same card (masked number and expiry) stored again for
 * the same shopper answers the method it already has, as real providers do, so a shopper who
 * ticks "save" twice gets one stored card.
 */
export async function storeMethod(
  tx: DbOrTx,
  shopperReference: string,
  card: { maskedCardNo: string; cardExpiry: string; cardType: string | null },
  now: Date,
): Promise<StoredMethodRow> {
  const [inserted] = await tx
    .insert(cardStoredMethods)
    .values({ id: `pm_${randomToken(12)}`, shopperReference, ...card, createdAt: now })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return inserted;
  const [existing] = await tx
    .select(columns)
    .from(cardStoredMethods)
    .where(
      and(
        eq(cardStoredMethods.shopperReference, shopperReference),
        eq(cardStoredMethods.maskedCardNo, card.maskedCardNo),
        eq(cardStoredMethods.cardExpiry, card.cardExpiry),
        isNull(cardStoredMethods.disabledAt),
      ),
    );
  if (!existing) throw new Error("stored method conflict without an active method");
  return existing;
}

/** Removes a shopper's stored method (no further payments); removing it again is harmless. */
export async function disableStoredMethod(db: DbOrTx, shopperReference: string, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(cardStoredMethods)
    .set({ disabledAt: sql`coalesce(${cardStoredMethods.disabledAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(cardStoredMethods.id, id), eq(cardStoredMethods.shopperReference, shopperReference)))
    .returning({ id: cardStoredMethods.id });
  return row !== undefined;
}
