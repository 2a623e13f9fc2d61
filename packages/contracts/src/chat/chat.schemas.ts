import { z } from 'zod';
import { idField, numberField, searchField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { mediaSchema } from '../media.js';
import { personView } from '../people/person-view.js';

/** Longest chat message text, in characters. */
export const DIRECT_MESSAGE_MAX = 4000;
/** The upload field of a chat message's attachment (an image or a file). */
export const CHAT_FILE_FIELD = 'file';
/** Live events of the chat on a person's realtime room (server -> client), and the typing event (client -> server). */
export const CHAT_EVENTS = {
  /** A message to or from the person (`{ message }`): the other person's windows and the sender's own. */
  message: 'chat:message',
  /** The other person read the conversation (`{ by, up_to, read_at }`): read receipts. */
  read: 'chat:read',
  /** The person's unread count of one contact changed in another of their windows (`{ from, unread_count }`). */
  unread: 'chat:unread',
  /** Client -> server `{ to, typing }`; server -> the other person `{ from, typing }`. */
  typing: 'chat:typing',
} as const;

/** A contact: someone the caller may chat with, with the unread count of their messages and the last message. */
export const chatContact = z.object({
  /** The id to chat with (history's chat_with_userid, send_message's to). */
  chat_with_userid: z.number().int(),
  /** How the caller sees the person (decision 0010: peers see the name the person chose). */
  person: personView,
  /** clinic, employee, patient, frontuser or admin: what the person is to the caller. */
  role: z.enum(['admin', 'clinic', 'employee', 'patient', 'frontuser']),
  unread_count: z.number().int(),
  /** The newest message between the two: its text (empty for an attachment alone), or null. */
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
});
export type ChatContact = z.infer<typeof chatContact>;

export const chatContactsInput = pagingInput.extend({ search: searchField.optional() });

/** One chat message. */
export const directMessage = z.object({
  id: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  /** The text ('' when only a file was sent). */
  message: z.string(),
  file: mediaSchema.nullable(),
  created_at: z.string(),
  /** When the receiver read it (read receipts), or null. */
  read_at: z.string().nullable(),
});
export type DirectMessage = z.infer<typeof directMessage>;

/**
 * A page of a conversation, newest last. Page 1 holds the newest messages; `before` (a message id) pages
 * by cursor instead: the messages older than it.
 */
export const conversationInput = pagingInput.extend({
  chat_with_userid: idField,
  before: idField.optional(),
  perPage: numberField(z.number().int().min(1).max(100).default(30)),
});
export const conversation = z.object({
  messages: z.array(directMessage),
  /** Older messages remain (scroll up to load them). */
  has_older: z.boolean(),
  /** The other person, as the caller sees them. */
  contact: chatContact,
});

/** Send message: multipart (text fields `to`, `message`; an optional file in `file`) or JSON without a file. */
export const sendMessageInput = z.object({
  to: idField,
  message: z.string().trim().max(DIRECT_MESSAGE_MAX).optional().default(''),
});

export const readAllChatInput = z.object({ from: idField });
export const readAllChatResult = z.object({ read: z.number().int(), unread_count: z.number().int() });

export const adminIdResult = z.object({
  admin_id: z.number().int().nullable(),
  name: z.string().nullable(),
  image: z.string().nullable(),
});

/** A connection request between two personal users. */
export const connectionRequest = z.object({
  id: z.number().int(),
  /** 'incoming' (sent to the caller), 'outgoing' (sent by the caller) or 'connected' (accepted). */
  direction: z.enum(['incoming', 'outgoing', 'connected']),
  /** The other person's id (to chat with, once connected). */
  userid: z.number().int(),
  person: personView,
  created_at: z.string(),
});
export type ConnectionRequest = z.infer<typeof connectionRequest>;

export const sendConnectionRequestInput = z.object({ userid: idField });
export const connectionRequestIdInput = z.object({ id: idField });

/** Personal users find each other by exact username or e-mail address (nobody can be browsed). */
export const findPeopleInput = z.object({ search: searchField.min(1) });
export const foundPerson = z.object({
  userid: z.number().int(),
  person: personView,
  /** none, incoming, outgoing or connected: what is between the caller and the person. */
  connection: z.enum(['none', 'incoming', 'outgoing', 'connected']),
  request_id: z.number().int().nullable(),
});
