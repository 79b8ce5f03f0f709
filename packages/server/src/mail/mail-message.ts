export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

/** One message to one recipient, as composed by the product (never by a visitor). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** RFC 8058 one-click unsubscribe: shown by mail clients as an unsubscribe button. */
  unsubscribeUrl?: string;
}
