import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailReceipt, MailTransport, OutgoingMail } from "./port.ts";

/**
 * Builds the real MIME message with nodemailer and writes it as `<id>.eml` under the mail
 * folder, where any mail client can open it. The outbox table keeps the same message.
 */
export function outboxMailTransport(dir: string): MailTransport {
  const mailer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail: OutgoingMail): Promise<MailReceipt> {
      const info = await mailer.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
        messageId: `<${mail.id}@brim.local>`,
      });
      await mkdir(dir, { recursive: true });
      const filePath = path.join(dir, `${mail.id}.eml`);
      await writeFile(filePath, info.message);
      return { messageId: info.messageId, filePath };
    },
  };
}
