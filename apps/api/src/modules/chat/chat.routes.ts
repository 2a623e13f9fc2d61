import { APP_MESSAGES, CHAT_FAMILIES, CHAT_FILE_FIELD, CONNECTION_ENDPOINTS } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { ChatService } from './chat.service.js';

/** Chat between people, in its three families (front/chat, clinics/chat, admin/chat), and connection requests. */
export function chatRoutes(chat: ChatService): RouteImpl[] {
  return [
    ...Object.values(CHAT_FAMILIES).flatMap((family) => [
      route(family.contacts, async ({ input, auth }) => {
        const { list, total } = await chat.contacts(auth, {
          search: input.search,
          limit: input.perPage,
          offset: pageOffset(input),
        });
        return { data: list, total_pages: pageCount(total, input.perPage) };
      }),
      route(family.allContacts, async ({ auth }) => ({ data: await chat.allContacts(auth) })),
      route(family.recentChats, async ({ auth }) => ({ data: await chat.recentChats(auth) })),
      route(family.adminId, async ({ auth }) => ({ data: await chat.adminId(auth) })),
      route(family.history, async ({ input, auth }) => {
        const { data, total } = await chat.history(auth, input.chat_with_userid, {
          limit: input.perPage,
          offset: pageOffset(input),
          before: input.before,
        });
        return { data, total_pages: pageCount(total, input.perPage) };
      }),
      route(family.sendMessage, async ({ input, auth, uploads }) => ({
        data: await chat.send(auth, input.to, input.message, uploads[CHAT_FILE_FIELD]?.[0]),
        message: APP_MESSAGES.chatMessageSent,
        httpStatus: 201,
      })),
      route(family.readAllChat, async ({ input, auth }) => ({
        data: await chat.readAll(auth, input.from),
        message: APP_MESSAGES.chatRead,
      })),
    ]),
    route(CONNECTION_ENDPOINTS.list, async ({ auth }) => ({ data: await chat.connections(auth) })),
    route(CONNECTION_ENDPOINTS.send, async ({ input, auth }) => ({
      data: await chat.sendConnection(auth, input.userid),
      message: APP_MESSAGES.connectionRequestSent,
      httpStatus: 201,
    })),
    route(CONNECTION_ENDPOINTS.accept, async ({ input, auth }) => ({
      data: await chat.acceptConnection(auth, input.id),
      message: APP_MESSAGES.connectionRequestAccepted,
    })),
    route(CONNECTION_ENDPOINTS.remove, async ({ input, auth }) => {
      await chat.deleteConnection(auth, input.id);
      return { data: null, message: APP_MESSAGES.connectionRequestDeleted };
    }),
    route(CONNECTION_ENDPOINTS.findPeople, async ({ input, auth }) => ({ data: await chat.findPeople(auth, input.search) })),
  ];
}
