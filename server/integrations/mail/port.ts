export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
}

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailReceipt {
  messageId: string;
  /** Where the local adapter wrote the message (.eml), when it writes one. */
  filePath?: string;
}

/** Port for sending mail. The local adapter keeps messages on disk; SMTP sends them. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<MailReceipt>;
}
