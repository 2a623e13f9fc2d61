/** The mail port: one interface, two adapters (outbox for the embedded mode, SMTP at scale). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The notification delivery this message is: the outbox keeps one message per key, so a retried send job
   * records (and, over SMTP, sends) it once.
   */
  idempotencyKey?: string;
  /** Files sent with the message (an appointment's .ics); the outbox records their names and types only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Uint8Array;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
