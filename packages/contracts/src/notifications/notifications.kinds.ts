/**
 * The events that notify people, and on which channels each one goes by default (in-app always). Later
 * domains add theirs here. `topic` names the account's topic switch that silences the kind's outside
 * channels (e-mail, SMS, push); kinds without a topic (safety) are governed by the channel switches alone.
 */
export const NOTIFICATION_KINDS = {
  chat_message: { topic: 'messages', email: false, sms: false, push: true },
  connection_request: { topic: 'community', email: true, sms: false, push: true },
  connection_accepted: { topic: 'community', email: false, sms: false, push: true },
  task_assigned: { topic: null, email: true, sms: false, push: true },
  assignment_assigned: { topic: null, email: true, sms: false, push: true },
  test_assigned: { topic: null, email: true, sms: false, push: true },
  safety_alert: { topic: null, email: true, sms: false, push: true },
  practice_reminder: { topic: 'reminders', email: false, sms: false, push: true },
  // Appointments: a request to the therapist; approved, denied, moved or cancelled to the other side.
  appointment_update: { topic: 'appointments', email: true, sms: false, push: true },
  // 24 h and 1 h before an appointment.
  appointment_reminder: { topic: 'appointments', email: true, sms: false, push: true },
  // What administrators send (bulk and scheduled): governed by the channel switches, like care messages.
  announcement: { topic: null, email: true, sms: false, push: true },
  // An administrator's urgent alert (the banner of every area and the login page), told to everyone once.
  urgent_alert: { topic: null, email: false, sms: false, push: true },
  // Groups (decision 0035): a comment on my post or a mention; likes of my post (one notification, grouped);
  // an invitation to a group; for moderators a report, for a member a mute.
  group_activity: { topic: 'community', email: false, sms: false, push: true },
  group_like: { topic: 'community', email: false, sms: false, push: false },
  group_invitation: { topic: 'community', email: true, sms: false, push: true },
  group_moderation: { topic: 'community', email: true, sms: false, push: true },
  // A challenge completed: its trophy (decision 0036).
  challenge_completed: { topic: 'community', email: false, sms: false, push: true },
  // An event I joined was moved or cancelled, and its reminder 24 h before (decision 0037).
  event_update: { topic: 'community', email: true, sms: false, push: true },
  // A new invoice, and a payment recorded on one (decision 0039): what a person owes is never silenced by a topic.
  billing_update: { topic: null, email: true, sms: false, push: true },
} as const satisfies Record<string, { topic: string | null; email: boolean; sms: boolean; push: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];
/** The channels beyond in-app a person may choose per kind. */
export const OUTSIDE_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutsideChannel = (typeof OUTSIDE_CHANNELS)[number];
/** Latest notifications for the navbar bell (spec section 9: four items). */
export const LATEST_NOTIFICATIONS = 4;

export type KindChannels = Record<OutsideChannel, boolean>;

/**
 * Every kind's outside channels: the kind's defaults, overridden by what the person chose (stored choices
 * may name only some kinds and channels; names no longer known are dropped).
 */
export function effectiveKinds(chosen: Partial<Record<string, Partial<KindChannels>>> | null | undefined): Record<NotificationKind, KindChannels> {
  const result = {} as Record<NotificationKind, KindChannels>;
  for (const kind of NOTIFICATION_KIND_NAMES) {
    const defaults = NOTIFICATION_KINDS[kind];
    const own = chosen?.[kind] ?? {};
    result[kind] = {
      email: own.email ?? defaults.email,
      sms: own.sms ?? defaults.sms,
      push: own.push ?? defaults.push,
    };
  }
  return result;
}
