import type { Db } from '@stillpoint/db';
import type { Mailer } from './mail.port.js';
import { createOutboxMailer } from './outbox.adapter.js';
import { createSmtpMailer } from './smtp.adapter.js';

export type { MailAttachment, Mailer, MailMessage } from './mail.port.js';

export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(db, options.smtpUrl, options.from) : createOutboxMailer(db);
}
