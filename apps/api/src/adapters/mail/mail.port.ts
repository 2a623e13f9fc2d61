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
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
