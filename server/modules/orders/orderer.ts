import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { costCentres, units, users } from "../../db/schema/index.ts";

/** What placing an order (and the checkout page) needs to know of the orderer and their unit. */
export interface Orderer {
  unitId: number | null;
  needsApproval: boolean;
  creditBlocked: boolean;
  promo: boolean;
  rapidDelivery: boolean;
  unitHasCostCentres: boolean;
}

/** The orderer's flags in one statement: approval, credit block, promo, rapid delivery, cost centres. */
export async function ordererOf(tx: DbOrTx, userId: number): Promise<Orderer> {
  const [row] = await tx
    .select({
      unitId: users.unitId,
      approverId: users.approverId,
      kind: users.kind,
      rapidDelivery: users.rapidDelivery,
      creditBlocked: units.creditBlocked,
      costCentres: sql<number>`(select count(*)::int from ${costCentres} where ${costCentres.unitId} = ${users.unitId})`,
    })
    .from(users)
    .leftJoin(units, eq(units.id, users.unitId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished while ordering`);
  return {
    unitId: row.unitId,
    needsApproval: row.approverId !== null,
    creditBlocked: row.creditBlocked ?? false,
    promo: row.kind === "promo",
    rapidDelivery: row.rapidDelivery,
    unitHasCostCentres: row.costCentres > 0,
  };
}

