import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { cartCheckouts } from "../../db/schema/index.ts";

type CheckoutChoice = Partial<Omit<typeof cartCheckouts.$inferInsert, "cartId" | "updatedAt">>;

/** Records checkout choices for a cart (creating its checkout row on the first choice). */
export async function saveCheckoutChoice(db: DbOrTx, cartId: number, choice: CheckoutChoice, now: Date): Promise<void> {
  await db
    .insert(cartCheckouts)
    .values({ cartId, ...choice, updatedAt: now })
    .onConflictDoUpdate({ target: cartCheckouts.cartId, set: { ...choice, updatedAt: sql`excluded.updated_at` } });
}
