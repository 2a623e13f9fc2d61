import { endpoints } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { presentOutboxMessage } from './mailbox.presenter.js';
import type { MailboxRepository } from './mailbox.repository.js';

/** The dev mailbox: administrators read the outbox (every e-mail and SMS) newest first. */
export function mailboxRoutes(repo: MailboxRepository) {
  return [
    route(endpoints.outboxMessages, async ({ input }) => {
      const { rows, total } = await repo.list({ to: input.to, channel: input.channel, search: input.search, limit: input.perPage, offset: pageOffset(input) });
      return { data: rows.map(presentOutboxMessage), total_pages: pageCount(total, input.perPage) };
    }),
  ];
}
