import { APP_MESSAGES, CHAT_EVENTS, type ConnectionRequest, type Role } from '@stillpoint/contracts';
import type { Jobs } from '../../adapters/jobs/index.js';
import type { Realtime } from '../../adapters/realtime/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { MediaRow } from '../media/media.repository.js';
import { areaOf, type NotificationService } from '../notifications/notifications.service.js';
import { presentPersonView } from '../people/person-view.presenter.js';
import { presentContact, presentMessage } from './chat.presenter.js';
import type { ChatRepository } from './chat.repository.js';

/** Who is asking: an AuthContext fits. */
export interface ChatCaller {
  userId: number;
  role: Role;
  clinicId: number | null;
}

/** The delayed job that tells a person of a message they have not read within a few minutes. */
export const CHAT_UNREAD_QUEUE = 'chat-unread';
/** "A few minutes": a message still unread this long after it was sent is notified (kind chat_message). */
export const CHAT_NOTIFY_DELAY_SECONDS = 180;

/** Job data: ids only (chat text is health data and never goes into a job). */
interface UnreadJob {
  messageId: number;
}

export interface ChatServiceDeps {
  repo: ChatRepository;
  realtime: Realtime;
  jobs: Jobs;
  notifications: Pick<NotificationService, 'notify'>;
  /** Tests: seconds before an unread message is notified (default CHAT_NOTIFY_DELAY_SECONDS). */
  notifyDelaySeconds?: number;
}

export function createChatService(deps: ChatServiceDeps) {
  const { repo, realtime, jobs, notifications } = deps;
  const delay = deps.notifyDelaySeconds ?? CHAT_NOTIFY_DELAY_SECONDS;

  /** The other person, when the chat policy lets the caller talk with them; anyone else is 404. */
  async function contactOf(caller: ChatCaller, otherId: number) {
    const contact = await repo.contact(caller, otherId);
    if (!contact) throw notFound();
    return contact;
  }

  /** Peers are searched by the name the caller sees (decision 0010); everyone else by their real name in SQL. */
  const seesPeersOnly = (caller: ChatCaller) => caller.role === 'frontuser';

  async function contacts(caller: ChatCaller, page?: { search?: string | undefined; limit: number; offset: number }) {
    const search = page?.search?.trim() || undefined;
    if (seesPeersOnly(caller) && search) {
      const { rows } = await repo.contacts(caller);
      const needle = search.toLowerCase();
      const matching = rows
        .map((row) => presentContact(row, caller))
        .filter((contact) => contact.person.name.toLowerCase().includes(needle));
      return { list: page ? matching.slice(page.offset, page.offset + page.limit) : matching, total: matching.length };
    }
    const { rows, total } = await repo.contacts(caller, {
      ...(search ? { search } : {}),
      ...(page ? { limit: page.limit, offset: page.offset } : {}),
    });
    return { list: rows.map((row) => presentContact(row, caller)), total };
  }

  function presentConnection(
    caller: ChatCaller,
    row: Awaited<ReturnType<ChatRepository['connectionsOf']>>[number],
  ): ConnectionRequest {
    const { request, person } = row;
    return {
      id: request.id,
      direction: request.status === 'accepted' ? 'connected' : request.requesterId === caller.userId ? 'outgoing' : 'incoming',
      userid: person.id,
      person: presentPersonView(person, caller),
      created_at: request.createdAt.toISOString(),
    };
  }

  async function connectionView(caller: ChatCaller, id: number): Promise<ConnectionRequest> {
    const row = (await repo.connectionsOf(caller.userId)).find((item) => item.request.id === id);
    if (!row) throw notFound();
    return presentConnection(caller, row);
  }

  /** Tells the receiver of a message they have not read (run a few minutes after it was sent). */
  async function notifyIfUnread(messageId: number) {
    const message = await repo.message(messageId);
    if (!message || message.readAt) return;
    const [sender, receiver] = await Promise.all([repo.person(message.senderId), repo.person(message.receiverId)]);
    if (!sender || !receiver) return;
    const unread = await repo.unreadFrom(message.senderId, message.receiverId);
    if (unread === 0) return;
    const name = presentPersonView(sender, {
      userId: receiver.id,
      role: receiver.role as Role,
      clinicId: receiver.clinicId,
    }).name;
    // Never the text: notifications go out by e-mail and push, and chat text is health data.
    await notifications.notify({
      userId: receiver.id,
      kind: 'chat_message',
      title: 'New message',
      body: unread === 1 ? `${name} sent you a message` : `${name} sent you ${unread} messages`,
      link: (recipient) => `${areaOf(recipient.role)}/chat?with=${sender.id}`,
      data: { from: sender.id },
      key: `chat:${messageId}`,
    });
  }

  /** The typing indicator (a client event): relayed to the other person when the policy lets them talk. */
  async function typing(caller: ChatCaller, payload: unknown) {
    const to = Number((payload as { to?: unknown } | null)?.to);
    if (!Number.isSafeInteger(to) || to <= 0) throw new AppError('VALIDATION');
    if (!(await repo.isContact(caller, to))) throw notFound();
    realtime.emitTo(to, CHAT_EVENTS.typing, { from: caller.userId, typing: Boolean((payload as { typing?: unknown }).typing) });
    return { ok: true };
  }

  return {
    contacts,

    async allContacts(caller: ChatCaller) {
      return (await contacts(caller)).list;
    },

    async recentChats(caller: ChatCaller) {
      const { rows } = await repo.contacts(caller, { withMessagesOnly: true });
      return rows.map((row) => presentContact(row, caller));
    },

    async adminId(caller: ChatCaller) {
      if (caller.role !== 'clinic') return { admin_id: null, name: null, image: null };
      const admin = await repo.adminId();
      if (!admin) return { admin_id: null, name: null, image: null };
      const view = presentPersonView(
        { ...admin, role: 'admin', clinicId: null, displayNameChoice: 'initial', displayName: null },
        caller,
      );
      return { admin_id: admin.id, name: view.name, image: view.avatar };
    },

    async history(caller: ChatCaller, otherId: number, page: { limit: number; offset: number; before?: number | undefined }) {
      const contact = await contactOf(caller, otherId);
      const { rows, hasOlder, total } = await repo.history(caller.userId, otherId, page);
      return {
        data: {
          // Newest last.
          messages: rows.reverse().map((row) => presentMessage(row.message, row.media)),
          has_older: hasOlder,
          contact: presentContact(contact, caller),
        },
        total,
      };
    },

    async send(caller: ChatCaller, to: number, text: string, file: MediaRow | undefined) {
      if (!(await repo.isContact(caller, to))) throw notFound();
      if (!text && !file) throw fieldError('VALIDATION', 'message', APP_MESSAGES.chatEmptyMessage);
      const { message, media, unreadBefore } = await repo.insertMessage({
        senderId: caller.userId,
        receiverId: to,
        body: text,
        mediaId: file?.id ?? null,
      });
      const presented = presentMessage(message, media);
      realtime.emitTo(to, CHAT_EVENTS.message, { message: presented, unread_count: unreadBefore + 1 });
      // The sender's other windows (the sending one ignores a message it already shows).
      realtime.emitTo(caller.userId, CHAT_EVENTS.message, { message: presented });
      // One reminder per unread streak: the first unread message of a conversation schedules it.
      if (unreadBefore === 0) {
        await jobs.enqueue<UnreadJob>(
          CHAT_UNREAD_QUEUE,
          { messageId: message.id },
          { key: `chat-unread:${message.id}`, runAt: new Date(Date.now() + delay * 1000) },
        );
      }
      return presented;
    },

    async readAll(caller: ChatCaller, from: number) {
      if (!(await repo.isContact(caller, from))) throw notFound();
      const marked = await repo.markRead(from, caller.userId);
      if (marked.length > 0) {
        const upTo = Math.max(...marked.map((row) => row.id));
        const readAt = marked[0]!.readAt!.toISOString();
        realtime.emitTo(from, CHAT_EVENTS.read, { by: caller.userId, up_to: upTo, read_at: readAt });
      }
      realtime.emitTo(caller.userId, CHAT_EVENTS.unread, { from, unread_count: 0 });
      return { read: marked.length, unread_count: 0 };
    },

    typing,

    // --- connection requests (personal users) ----------------------------------------------------------
    async connections(caller: ChatCaller) {
      return (await repo.connectionsOf(caller.userId)).map((row) => presentConnection(caller, row));
    },

    async sendConnection(caller: ChatCaller, userid: number) {
      if (userid === caller.userId) throw fieldError('VALIDATION', 'userid', APP_MESSAGES.connectionRequestSelf);
      const target = await repo.person(userid);
      // Only personal users connect; anyone else is as unknown as a missing id.
      if (!target || target.role !== 'frontuser') throw notFound();
      const created = await repo.insertConnection(caller.userId, userid);
      if (!created) throw new AppError('CONFLICT', APP_MESSAGES.connectionRequestExists);
      const sender = await repo.person(caller.userId);
      const name = sender ? presentPersonView(sender, { userId: userid, role: 'frontuser', clinicId: null }).name : 'Someone';
      await notifications.notify({
        userId: userid,
        kind: 'connection_request',
        title: 'Connection request',
        body: `${name} would like to connect with you`,
        link: (recipient) => `${areaOf(recipient.role)}/chat?tab=requests`,
        data: { request_id: created.id },
      });
      return connectionView(caller, created.id);
    },

    async acceptConnection(caller: ChatCaller, id: number) {
      const accepted = await repo.acceptConnection(caller.userId, id);
      if (!accepted) throw notFound();
      const me = await repo.person(caller.userId);
      const name = me
        ? presentPersonView(me, { userId: accepted.requesterId, role: 'frontuser', clinicId: null }).name
        : 'Someone';
      await notifications.notify({
        userId: accepted.requesterId,
        kind: 'connection_accepted',
        title: 'Connection accepted',
        body: `${name} accepted your connection request: you can now chat`,
        link: (recipient) => `${areaOf(recipient.role)}/chat?with=${caller.userId}`,
        data: { request_id: accepted.id },
      });
      return connectionView(caller, accepted.id);
    },

    async deleteConnection(caller: ChatCaller, id: number) {
      if (!(await repo.deleteConnection(caller.userId, id))) throw notFound();
    },

    async findPeople(caller: ChatCaller, search: string) {
      const found = await repo.findPersonalUsers(caller.userId, search);
      return Promise.all(
        found.map(async (person) => {
          const request = await repo.connectionBetween(caller.userId, person.id);
          const connection = !request
            ? 'none'
            : request.status === 'accepted'
              ? 'connected'
              : request.requesterId === caller.userId
                ? 'outgoing'
                : 'incoming';
          return {
            userid: person.id,
            person: presentPersonView(person, caller),
            connection,
            request_id: request?.id ?? null,
          } as const;
        }),
      );
    },

    notifyIfUnread,

    /** The unread-message queue and the typing event; run where jobs are worked (API and worker alike). */
    async register() {
      await jobs.define<UnreadJob>(CHAT_UNREAD_QUEUE, async (job) => notifyIfUnread(job.data.messageId), {
        retryLimit: 3,
        retryDelaySeconds: 10,
        expireInSeconds: 60,
        concurrency: 5,
      });
      realtime.onClientEvent(CHAT_EVENTS.typing, (sender, payload) =>
        typing({ userId: sender.userId, role: sender.role as Role, clinicId: sender.clinicId }, payload),
      );
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
