import { z } from 'zod';
import { defineEndpoint } from '../catalogue/define.js';
import { outboxListInput, outboxMessage } from './mailbox.schemas.js';

export const mailboxEndpoints = {
  outboxMessages: defineEndpoint({
    path: 'admin/mailbox/messages',
    method: 'GET',
    summary: 'The outbox: every e-mail and SMS the system sent or stored, newest first (the dev mailbox).',
    input: outboxListInput,
    output: z.array(outboxMessage),
    access: ['admin'],
    paged: true,
  }),
};
