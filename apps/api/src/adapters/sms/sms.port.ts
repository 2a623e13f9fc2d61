/** The SMS port: the outbox (embedded, read in the admin's dev mailbox) or a Twilio-compatible HTTP API. */
export interface SmsMessage {
  to: string;
  text: string;
  /** The delivery's idempotency key: providers that support one send a retried request once. */
  idempotencyKey?: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}
