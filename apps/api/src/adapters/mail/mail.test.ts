import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@stillpoint/db';
import { createTestDb } from '../../../test/harness.js';
import { createOutboxMailer } from './outbox.adapter.js';
import { createSmtpMailer } from './smtp.adapter.js';

/** nodemailer's own stream transport: builds the real MIME message and keeps it here instead of sending it. */
const sent: string[] = [];
const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
const transport = {
  sendMail: async (mail: Parameters<typeof stream.sendMail>[0]) => {
    const info = await stream.sendMail(mail);
    sent.push(info.message.toString());
    return info;
  },
};

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
const message = (to: string) => ({
  to,
  subject: 'New appointment',
  text: 'An appointment was booked for you.',
  attachments: [{ filename: 'appointment-1.ics', contentType: 'text/calendar; charset=utf-8', content: new TextEncoder().encode(ics) }],
});

describe('mail attachments', () => {
  it('the outbox records the names and types of attachments, not their content', async () => {
    await createOutboxMailer(handle.db).send(message('outbox@attachments.test'));
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, 'outbox@attachments.test'));
    expect(row!.attachments).toEqual([{ filename: 'appointment-1.ics', contentType: 'text/calendar; charset=utf-8' }]);
    expect(JSON.stringify(row)).not.toContain('VCALENDAR');
  });

  it('SMTP hands the files to nodemailer and records them as sent', async () => {
    await createSmtpMailer(handle.db, 'smtp://localhost:2525', 'Stillpoint <no-reply@stillpoint.test>', transport).send(message('smtp@attachments.test'));
    expect(sent).toHaveLength(1);
    const mime = sent[0]!;
    expect(mime).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=appointment-1\.ics/);
    expect(mime).toMatch(/Content-Disposition: attachment; filename=appointment-1\.ics/);
    expect(mime).toContain(Buffer.from(ics).toString('base64'));
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, 'smtp@attachments.test'));
    expect(row).toMatchObject({ state: 'sent', attachments: [{ filename: 'appointment-1.ics', contentType: 'text/calendar; charset=utf-8' }] });
  });

  it('a message without files records none', async () => {
    await createOutboxMailer(handle.db).send({ to: 'plain@attachments.test', subject: 'Hello', text: 'Hello' });
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, 'plain@attachments.test'));
    expect(row!.attachments).toBeNull();
  });
});
