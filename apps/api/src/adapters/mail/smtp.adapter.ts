import nodemailer from 'nodemailer';
import type { Db } from '@stillpoint/db';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from './mail.port.js';
import { alreadyInOutbox, recordInOutbox } from './outbox-recorder.js';

/** At scale: SMTP through nodemailer; each message is also recorded in the outbox with its outcome. */
export function createSmtpMailer(db: Db, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      // Sent before (its job ran again after a crash or a lost answer): not again.
      if (await alreadyInOutbox(db, message.idempotencyKey)) return;
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        await recordInOutbox(db, message, 'failed', error instanceof Error ? error.message : String(error));
        throw new AppError('UNAVAILABLE', 'The e-mail could not be sent, please try again later');
      }
      await recordInOutbox(db, message, 'sent');
    },
  };
}
