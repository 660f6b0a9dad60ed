import { Writable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import { createTranslator } from "../../../domain/i18n/index.ts";
import { exportFileName, EXPORT_CONTENT_TYPES } from "../../../domain/order-export-selection.ts";
import { isLanguage, type Language } from "../../../domain/sites.ts";
import { withDb, type RequestContext } from "../../context.ts";
import { orders, users } from "../../db/schema/index.ts";
import { sessionUserColumns, sessionUserOf } from "../auth/sessions.ts";
import { queueMail } from "../mail/service.ts";
import { selectedOrderIds, siteToday } from "./service.ts";
import { writeExport } from "./write-export.ts";

/** Most orders one mail carries: a mailbox takes a PDF of this size; larger selections are exported instead. */
export const MAX_MAILED_ORDERS = 200;

export type SendPdfResult = { ok: true; mails: number } | { ok: false; problem: "forbidden" | "noRecipient" | "notFound" | "tooMany" };

interface Recipient {
  email: string;
  name: string;
  language: Language;
  pricesHidden: boolean;
  ids: number[];
}

/** Only sales representatives and agents send exported PDFs (account-and-ordering §6). */
export function maySendPdf(ctx: Pick<RequestContext, "user">): boolean {
  return ctx.user?.kind === "salesrep" || ctx.user?.kind === "agent";
}

/** Writes the PDF of these orders into memory (it becomes a mail attachment). */
async function pdfBytes(ctx: RequestContext, recipient: Recipient): Promise<Buffer> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      callback();
    },
  });
  const scope = { db: ctx.db, siteId: ctx.site.id, language: recipient.language, pricesHidden: recipient.pricesHidden };
  await writeExport("pdf", sink, scope, recipient.ids, { owner: recipient.name, today: siteToday(ctx) });
  return Buffer.concat(parts);
}

/** The orderers of these orders, each with their own orders only: a customer never sees another's. */
async function customersOf(ctx: RequestContext, ids: readonly number[]): Promise<Recipient[]> {
  const rows = await ctx.db.select({ orderId: orders.id, ...sessionUserColumns }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(inArray(orders.id, [...ids]));
  const byUser = new Map<number, Recipient>();
  for (const id of ids) {
    const row = rows.find((r) => r.orderId === id);
    if (!row) continue;
    const user = sessionUserOf(row);
    const recipient = byUser.get(user.id) ?? { email: user.email, name: user.name, language: user.language ?? ctx.site.defaultLanguage, pricesHidden: user.pricesHidden, ids: [] };
    recipient.ids.push(id);
    byUser.set(user.id, recipient);
  }
  return [...byUser.values()].map((r) => ({ ...r, language: isLanguage(r.language) && ctx.site.languages.includes(r.language) ? r.language : ctx.site.defaultLanguage }));
}

/**
 * A sales representative or agent sends the PDF of the chosen orders by mail (account-and-ordering
 * §6, §7): to each customer (the orderer, one mail with their own orders), and/or to themselves
 * (one mail with all of them). The PDFs are written first; the mails and their attachments are
 * queued in the outbox in one transaction.
 */
export async function sendOrdersPdf(ctx: RequestContext, input: { codes: string[]; toCustomer: boolean; toSelf: boolean }): Promise<SendPdfResult> {
  const user = ctx.user;
  if (!user || !maySendPdf(ctx)) return { ok: false, problem: "forbidden" };
  if (!input.toCustomer && !input.toSelf) return { ok: false, problem: "noRecipient" };
  const selected = await selectedOrderIds(ctx, { kind: "codes", codes: input.codes }, new URLSearchParams());
  if (!selected.ok) return { ok: false, problem: "notFound" };
  if (selected.ids.length > MAX_MAILED_ORDERS) return { ok: false, problem: "tooMany" };
  const recipients: Recipient[] = [
    ...(input.toCustomer ? await customersOf(ctx, selected.ids) : []),
    ...(input.toSelf ? [{ email: user.email, name: user.name, language: ctx.language, pricesHidden: user.pricesHidden, ids: selected.ids }] : []),
  ];
  const codes = new Map((await ctx.db.select({ id: orders.id, code: orders.code }).from(orders).where(inArray(orders.id, selected.ids))).map((o) => [o.id, o.code]));
  const mails: { recipient: Recipient; pdf: Buffer }[] = [];
  for (const r of recipients) mails.push({ recipient: r, pdf: await pdfBytes(ctx, r) });
  const fileName = exportFileName("pdf", siteToday(ctx));
  await ctx.db.transaction(async (tx) => {
    for (const { recipient, pdf } of mails) {
      const t = createTranslator(recipient.language);
      const count = recipient.ids.length;
      await queueMail(withDb(ctx, tx), {
        template: "order-list-pdf",
        to: recipient.email,
        subject: t("orderExport.mail.subject", { count }),
        text: t("orderExport.mail.body", { name: recipient.name, sender: user.name, count, codes: recipient.ids.map((id) => codes.get(id) ?? "").join(", ") }),
        attachments: [{ filename: fileName, contentType: EXPORT_CONTENT_TYPES.pdf, content: pdf }],
      });
    }
  });
  return { ok: true, mails: mails.length };
}
