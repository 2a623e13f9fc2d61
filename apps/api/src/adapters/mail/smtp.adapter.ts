import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@stillpoint/db';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from './mail.port.js';
import { alreadyInOutbox, recordInOutbox } from './outbox-recorder.js';

/**
 * At scale: SMTP through nodemailer; each message is also recorded in the outbox with its outcome.
 * `transport` (tests): another nodemailer transport in place of the SMTP URL's, e.g. its stream transport.
 */
export function createSmtpMailer(db: Db, smtpUrl: string, from: string, transport: Pick<Transporter, 'sendMail'> = nodemailer.createTransport(smtpUrl)): Mailer {
  return {
    kind: 'smtp',
    async send(message) {
      // Sent before (its job ran again after a crash or a lost answer): not again.
      if (await alreadyInOutbox(db, message.idempotencyKey)) return;
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((attachment) => ({
                  filename: attachment.filename,
                  contentType: attachment.contentType,
                  content: typeof attachment.content === 'string' ? attachment.content : Buffer.from(attachment.content),
                })),
              }
            : {}),
        });
      } catch (error) {
        await recordInOutbox(db, message, 'failed', error instanceof Error ? error.message : String(error));
        throw new AppError('UNAVAILABLE', 'The e-mail could not be sent, please try again later');
      }
      await recordInOutbox(db, message, 'sent');
    },
  };
}
