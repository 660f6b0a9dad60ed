import { calendarCountryOf, CALENDAR_TIME_ZONES, todayIn } from "../../../domain/business-days.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { formatMoney } from "../../../domain/money.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import { sitePath } from "../../../domain/sites.ts";
import { withDb, type RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { CartMoney } from "../cart-prices/cart-money.ts";
import { queueApprovalRequests } from "../approvals/approval-mail.ts";
import { queueMail } from "../mail/service.ts";

/**
 * What follows a placement, queued in the order's own transaction (so it happens exactly when
 * the order exists): the confirmation e-mail, for an order that needs no approval the export to
 * the ERP, and for one that waits a mail to each of its approvers.
 */
export async function queueOrderFollowUps(
  ctx: RequestContext,
  tx: DbOrTx,
  order: { id: number; code: string; status: OrderStatus; totalMinor: number; unitId: number | null },
  money: CartMoney,
  origin: string,
): Promise<void> {
  const user = ctx.user;
  if (!user) return;
  if (order.status === "PLACED") await ctx.deps.jobs.send("orders.export", { orderId: order.id }, { db: tx });
  // An order that waits goes to its unit's approvers (decision 0052).
  if (order.status === "PENDING_APPROVAL") await queueApprovalRequests(withDb(ctx, tx), { code: order.code, unitId: order.unitId, totalMinor: order.totalMinor, currency: money.view.cart.currency }, origin);
  const language = ctx.language;
  const lines = money.view.lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.quantity} × ${l.productName} (${l.size})${l.deliveryTargetCode ? ` – ${l.deliveryTargetCode} ${l.deliveryYear}` : ""}`)
    .join("\n");
  const link = `${origin}${sitePath(ctx.site, `/checkout/orderConfirmation/${order.code}`)}`;
  await queueMail(withDb(ctx, tx), {
    template: "order-confirmation",
    to: user.email,
    subject: translate(language, "mail.order.subject", { code: order.code }),
    text: translate(language, "mail.order.body", {
      name: user.name,
      code: order.code,
      date: todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], ctx.now),
      lines,
      total: formatMoney({ amount: order.totalMinor, currency: money.view.cart.currency }, ctx.locale),
      status: order.status === "PENDING_APPROVAL" ? translate(language, "order.confirmation.pendingApproval", { code: order.code }) : "",
      link,
    }),
  });
}
