import type { Db } from '@stillpoint/db';
import type { Mailer } from './mail.port.js';
import { recordInOutbox } from './outbox-recorder.js';

/** Embedded mode: messages are kept in the outbox table and read in the admin dev mailbox. */
export function createOutboxMailer(db: Db): Mailer {
  return { kind: 'outbox', send: (message) => recordInOutbox(db, message, 'stored') };
}
