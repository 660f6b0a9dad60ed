import { calendarCountryOf, CALENDAR_TIME_ZONES, todayIn } from "../../../domain/business-days.ts";
import { and, eq, ne } from "drizzle-orm";
import type { ApprovalDecisionValue } from "../../../domain/approval-comment.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { formatMoney } from "../../../domain/money.ts";
import { isCurrency, isLanguage, localeFor, sitePath, type Language, type Site } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { unitApprovers, users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/service.ts";

/** The order detail page: where the approver decides and the buyer reads the decision. */
export function orderDetailLink(origin: string, site: Pick<Site, "contextPath">, code: string): string {
  return `${origin}${sitePath(site, `/my-account/order/${code}`)}`;
}

/** A recipient's language: their own when the site offers it, else the site's first. */
function languageOf(site: Site, language: string | null): Language {
  return isLanguage(language) && site.languages.includes(language) ? language : (site.languages[0] ?? "en");
}

export interface WaitingOrder {
  code: string;
  unitId: number | null;
  totalMinor: number;
  currency: string;
}

/**
 * At placement of an order that waits (in the order's transaction, `ctx.db`): one mail to each
 * approver of its unit (not the orderer), in the approver's language, with the order's link.
 */
export async function queueApprovalRequests(ctx: RequestContext, order: WaitingOrder, origin: string): Promise<void> {
  const orderer = ctx.user;
  if (!orderer || order.unitId === null) return;
  const approvers = await ctx.db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(unitApprovers)
    .innerJoin(users, eq(users.id, unitApprovers.userId))
    .where(and(eq(unitApprovers.unitId, order.unitId), ne(unitApprovers.userId, orderer.id)))
    .orderBy(users.id);
  const link = orderDetailLink(origin, ctx.site, order.code);
  for (const approver of approvers) {
    const language = languageOf(ctx.site, approver.language);
    const total = isCurrency(order.currency) ? formatMoney({ amount: order.totalMinor, currency: order.currency }, localeFor(language, ctx.site)) : String(order.totalMinor);
    await queueMail(ctx, {
      template: "approval-request",
      to: approver.email,
      subject: translate(language, "mail.approval.request.subject", { code: order.code }),
      text: translate(language, "mail.approval.request.body", { name: approver.name, orderer: orderer.name, code: order.code, date: todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], ctx.now), total, link }),
    });
  }
}

/** After a decision (in its transaction, `ctx.db`): the orderer learns it, with the approver's comment. */
export async function queueDecisionMail(
  ctx: RequestContext,
  order: { code: string; userId: number },
  decision: ApprovalDecisionValue,
  comment: string | null,
  origin: string,
): Promise<void> {
  const approver = ctx.user;
  const [buyer] = await ctx.db.select({ email: users.email, name: users.name, language: users.language }).from(users).where(eq(users.id, order.userId));
  if (!approver || !buyer) return;
  const language = languageOf(ctx.site, buyer.language);
  const approved = decision === "APPROVE";
  const commentLine = comment === null ? "" : translate(language, approved ? "mail.approval.comment" : "mail.approval.reason", { comment });
  const params = { name: buyer.name, approver: approver.name, code: order.code, comment: commentLine, link: orderDetailLink(origin, ctx.site, order.code) };
  await queueMail(ctx, {
    template: approved ? "approval-approved" : "approval-rejected",
    to: buyer.email,
    subject: translate(language, approved ? "mail.approval.approved.subject" : "mail.approval.rejected.subject", { code: order.code }),
    text: translate(language, approved ? "mail.approval.approved.body" : "mail.approval.rejected.body", params),
  });
}
