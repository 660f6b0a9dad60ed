import { eq, sql } from "drizzle-orm";
import type { ApprovalRule } from "../../../domain/approval-rule.ts";
import type { DbOrTx } from "../../db/client.ts";
import { costCentres, unitApprovalRules, unitApprovers, units, users } from "../../db/schema/index.ts";

/** What placing an order (and the checkout page) needs to know of the orderer and their unit. */
export interface Orderer {
  unitId: number | null;
  /**
   * The unit's approval rule when someone other than the orderer approves for it (decision 0052);
   * null: the orderer's orders never wait. Compare a total with domain/approval-rule.ts needsApproval.
   */
  approvalRule: ApprovalRule | null;
  creditBlocked: boolean;
  promo: boolean;
  rapidDelivery: boolean;
  unitHasCostCentres: boolean;
}

/** The orderer's flags in one statement: approval rule, credit block, promo, rapid delivery, cost centres. */
export async function ordererOf(tx: DbOrTx, userId: number): Promise<Orderer> {
  const [row] = await tx
    .select({
      unitId: users.unitId,
      kind: users.kind,
      rapidDelivery: users.rapidDelivery,
      creditBlocked: units.creditBlocked,
      thresholdMinor: unitApprovalRules.thresholdMinor,
      ruleCurrency: unitApprovalRules.currency,
      approvers: sql<boolean>`exists (select 1 from ${unitApprovers} where ${unitApprovers.unitId} = ${users.unitId} and ${unitApprovers.userId} <> ${users.id})`,
      costCentres: sql<number>`(select count(*)::int from ${costCentres} where ${costCentres.unitId} = ${users.unitId})`,
    })
    .from(users)
    .leftJoin(units, eq(units.id, users.unitId))
    .leftJoin(unitApprovalRules, eq(unitApprovalRules.unitId, users.unitId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished while ordering`);
  return {
    unitId: row.unitId,
    approvalRule: row.ruleCurrency !== null && row.approvers ? { thresholdMinor: row.thresholdMinor, currency: row.ruleCurrency } : null,
    creditBlocked: row.creditBlocked ?? false,
    promo: row.kind === "promo",
    rapidDelivery: row.rapidDelivery,
    unitHasCostCentres: row.costCentres > 0,
  };
}
