import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { MailTransport } from "../../integrations/mail/index.ts";

export interface MailToQueue {
  template: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
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
  const receipt = await deps.transport.send({
    id: row.id,
    from: deps.from,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
  });
  await deps.db
    .update(mailOutbox)
    .set({ sentAt: new Date(), messageId: receipt.messageId, filePath: receipt.filePath ?? null })
    .where(eq(mailOutbox.id, outboxId));
  return "sent";
}
