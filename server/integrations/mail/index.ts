import type { AppConfig } from "../../config.ts";
import { outboxMailTransport } from "./outbox-adapter.ts";
import type { MailTransport } from "./port.ts";
import { smtpMailTransport } from "./smtp-adapter.ts";

export type { MailAttachment, MailTransport, OutgoingMail, MailReceipt } from "./port.ts";

export function createMailTransport(config: AppConfig["mail"]): MailTransport {
  if (config.transport === "smtp") {
    if (!config.smtpUrl) throw new Error("MAIL_TRANSPORT=smtp needs SMTP_URL");
    return smtpMailTransport(config.smtpUrl);
  }
  return outboxMailTransport(config.dir);
}
