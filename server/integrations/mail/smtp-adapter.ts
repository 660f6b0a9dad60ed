import nodemailer from "nodemailer";
import type { MailReceipt, MailTransport, OutgoingMail } from "./port.ts";

export function smtpMailTransport(url: string): MailTransport {
  const mailer = nodemailer.createTransport(url);
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
      return { messageId: info.messageId };
    },
  };
}
