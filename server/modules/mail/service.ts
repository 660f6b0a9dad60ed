import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { mailAttachments, mailOutbox } from "../../db/schema/index.ts";
import type { MailAttachment, MailTransport } from "../../integrations/mail/index.ts";

export interface MailToQueue {
  template: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (an exported PDF); stored beside it in the outbox until it is sent. */
  attachments?: MailAttachment[];
}

/**
 * Stores the message in the outbox and enqueues its delivery in the same transaction, so a
 * message exists exactly when the change that caused it was committed.
 */
export async function queueMail(ctx: Pick<RequestContext, "db" | "deps">, mail: MailToQueue): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(mailOutbox).values({
    id,
    template: mail.template,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
  if (mail.attachments?.length) {
    await ctx.db.insert(mailAttachments).values(mail.attachments.map((a) => ({ outboxId: id, filename: a.filename, contentType: a.contentType, content: a.content })));
  }
  await ctx.deps.jobs.send("mail.send", { outboxId: id }, { db: ctx.db });
  return id;
}

/** The `mail.send` job: idempotent, a message already sent is not sent again. */
export async function deliverQueuedMail(
  deps: { db: Db; transport: MailTransport; from: string },
  outboxId: string,
): Promise<"sent" | "already-sent" | "missing"> {
  const [row] = await deps.db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, outboxId));
  if (!row) return "missing";
  if (row.sentAt) return "already-sent";
  const attachments = await deps.db
    .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, content: mailAttachments.content })
    .from(mailAttachments)
    .where(eq(mailAttachments.outboxId, outboxId))
    .orderBy(mailAttachments.id);
  const receipt = await deps.transport.send({
    id: row.id,
    from: deps.from,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    ...(attachments.length ? { attachments } : {}),
  });
  await deps.db
    .update(mailOutbox)
    .set({ sentAt: new Date(), messageId: receipt.messageId, filePath: receipt.filePath ?? null })
    .where(eq(mailOutbox.id, outboxId));
  return "sent";
}
