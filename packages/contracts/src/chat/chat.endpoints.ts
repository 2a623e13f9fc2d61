import { z } from 'zod';
import { defineEndpoint, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import type { Role } from '../roles.js';
import {
  adminIdResult,
  CHAT_FILE_FIELD,
  chatContact,
  chatContactsInput,
  conversation,
  conversationInput,
  directMessage,
  connectionRequest,
  connectionRequestIdInput,
  findPeopleInput,
  foundPerson,
  readAllChatInput,
  readAllChatResult,
  sendConnectionRequestInput,
  sendMessageInput,
} from './chat.schemas.js';

type Config = Omit<EndpointConfig, 'path' | 'access'>;

/** Who chats in which family (spec sections 6 and 7): front users, clinic accounts, administrators. */
const FAMILIES = {
  front: { prefix: 'front', access: ['patient', 'employee', 'frontuser'] as const satisfies readonly Role[] },
  clinic: { prefix: 'clinics', access: ['clinic'] as const satisfies readonly Role[] },
  admin: { prefix: 'admin', access: ['admin'] as const satisfies readonly Role[] },
};

/** One chat action declared once for its three families (front/chat, clinics/chat, admin/chat). */
function chatFamily<const F extends keyof typeof FAMILIES>(family: F) {
  const { prefix, access } = FAMILIES[family];
  const define = <const C extends Config>(action: string, config: C) =>
    defineEndpoint({
      ...config,
      path: `${prefix}/chat/${action}`,
      access: access as (typeof FAMILIES)[F]['access'],
      // The dashboards' Chat switch (administrators are never gated).
      ...(family === 'admin' ? {} : { feature: 'chat' as const }),
    });
  return {
    contacts: define('contacts', {
      method: 'GET',
      summary:
        'The people you may chat with (the chat policy), paged, searchable by name, each with the unread count of their messages and the last message.',
      input: chatContactsInput,
      output: z.array(chatContact),
      paged: true,
    }),
    allContacts: define('all_contacts', {
      method: 'GET',
      summary: 'Every person you may chat with (unpaged), with unread counts: the contact list of the chat page.',
      output: z.array(chatContact),
    }),
    recentChats: define('recent_chats', {
      method: 'GET',
      summary: 'Your conversations that have messages, the newest first, with unread counts.',
      output: z.array(chatContact),
    }),
    adminId: define('admin_id', {
      method: 'GET',
      summary: 'The platform administrator a clinic chats with (null for those who do not chat with administrators).',
      output: adminIdResult,
    }),
    history: define('history', {
      method: 'GET',
      summary:
        'The conversation with chat_with_userid, newest last: page 1 holds the newest messages, or `before` (a message id) the ones older than it. Someone you may not chat with is 404.',
      input: conversationInput,
      output: conversation,
      paged: true,
    }),
    sendMessage: define('send_message', {
      creates: true,
      summary: `Send a message to a contact (to): text and/or one image or file (multipart, in '${CHAT_FILE_FIELD}'). It arrives live in their open windows; unread after a few minutes, they are notified.`,
      input: sendMessageInput,
      output: directMessage,
      uploads: { [CHAT_FILE_FIELD]: { kinds: ['image', 'document', 'audio', 'video'] } },
    }),
    readAllChat: define('read_all_chat', {
      summary: 'Mark every message from a contact (from) read; they see it as read (a read receipt).',
      input: readAllChatInput,
      output: readAllChatResult,
    }),
  };
}

/** Connection requests between personal users (front family only). */
const CONNECTORS = ['frontuser'] as const satisfies readonly Role[];
const connections = {
  list: defineEndpoint({
    path: 'front/chat/connection_requests',
    method: 'GET',
    summary: 'Your connection requests: incoming and outgoing ones still waiting, and the accepted ones (your connections).',
    output: z.array(connectionRequest),
    access: CONNECTORS,
    feature: 'chat',
  }),
  send: defineEndpoint({
    path: 'front/chat/send_connection_request',
    creates: true,
    summary: 'Ask a personal user (userid) to connect; once they accept, you may chat. A request already between you is 409.',
    input: sendConnectionRequestInput,
    output: connectionRequest,
    access: CONNECTORS,
    feature: 'chat',
    errors: ['CONFLICT'],
  }),
  accept: defineEndpoint({
    path: 'front/chat/accept_connection_request',
    summary: 'Accept a connection request sent to you (id).',
    input: connectionRequestIdInput,
    output: connectionRequest,
    access: CONNECTORS,
    feature: 'chat',
  }),
  remove: defineEndpoint({
    path: 'front/chat/delete_connection_request',
    summary: 'Delete a connection request (id): decline one sent to you, withdraw yours, or end a connection.',
    input: connectionRequestIdInput,
    output: noData,
    access: CONNECTORS,
    feature: 'chat',
  }),
  findPeople: defineEndpoint({
    path: 'front/chat/find_people',
    method: 'GET',
    summary: 'Find a personal user to connect with by their exact username or e-mail address (nobody can be browsed).',
    input: findPeopleInput,
    output: z.array(foundPerson),
    access: CONNECTORS,
    feature: 'chat',
  }),
};

const front = chatFamily('front');
const clinic = chatFamily('clinic');
const admin = chatFamily('admin');

/** The three families, with the same keys: pick one by the caller's role (chatFamilyFor). */
export const CHAT_FAMILIES = { front, clinic, admin };
export type ChatFamily = typeof front | typeof clinic | typeof admin;
export const CONNECTION_ENDPOINTS = connections;

export const chatEndpoints = {
  frontChatContacts: front.contacts,
  frontChatAllContacts: front.allContacts,
  frontChatRecentChats: front.recentChats,
  frontChatAdminId: front.adminId,
  frontChatConversation: front.history,
  frontChatSendMessage: front.sendMessage,
  frontChatReadAll: front.readAllChat,
  clinicChatContacts: clinic.contacts,
  clinicChatAllContacts: clinic.allContacts,
  clinicChatRecentChats: clinic.recentChats,
  clinicChatAdminId: clinic.adminId,
  clinicChatConversation: clinic.history,
  clinicChatSendMessage: clinic.sendMessage,
  clinicChatReadAll: clinic.readAllChat,
  adminChatContacts: admin.contacts,
  adminChatAllContacts: admin.allContacts,
  adminChatRecentChats: admin.recentChats,
  adminChatAdminId: admin.adminId,
  adminChatConversation: admin.history,
  adminChatSendMessage: admin.sendMessage,
  adminChatReadAll: admin.readAllChat,
  frontConnectionRequests: connections.list,
  frontSendConnectionRequest: connections.send,
  frontAcceptConnectionRequest: connections.accept,
  frontDeleteConnectionRequest: connections.remove,
  frontFindPeople: connections.findPeople,
};

/** The chat family a role calls: administrators admin/chat, clinic accounts clinics/chat, everyone else front/chat. */
export function chatFamilyFor(role: Role): ChatFamily {
  if (role === 'admin' || role === 'masterAdmin') return admin;
  return role === 'clinic' ? clinic : front;
}
