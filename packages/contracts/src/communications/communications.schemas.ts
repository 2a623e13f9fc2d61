import { z } from 'zod';
import { dateTimeField, idField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { notificationKind } from '../notifications/notifications.schemas.js';

/** The channels administrators write to people on (spec section 7, "Admin notifications and statistics"). */
export const COMMUNICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export const communicationChannel = z.enum(COMMUNICATION_CHANNELS);
export type CommunicationChannel = z.infer<typeof communicationChannel>;

/** The variables a template may use, filled in per recipient (`{{fullName}}`...; decision 0023). */
export const TEMPLATE_VARIABLES = ['fullName', 'firstName', 'email', 'clinicName', 'roleName', 'appUrl'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** Limits of what a template holds. An SMS is at most four segments. */
export const TEMPLATE_LIMITS = { name: 120, subject: 200, body: 10_000, smsBody: 640, pushBody: 500 } as const;
/** Recipients an administrator may pick one by one (bulk sends to a role or clinic have no limit). */
export const MAX_CHOSEN_RECIPIENTS = 10_000;

/**
 * A page of the app a push or a notification opens, inside the recipient's own area: `discovery/class/5`
 * opens /patient/discovery/class/5 for a patient and /frontuser/discovery/class/5 for a personal user.
 */
export const areaLinkField = z
  .string()
  .trim()
  .max(300)
  .regex(/^[A-Za-z0-9_\-/.?=&%]*$/, 'Give a page of the app, such as discovery/meditations')
  .refine((value) => !value.includes('//') && !value.includes('..'), 'Give a page of the app, such as discovery/meditations')
  .transform((value) => value.replace(/^\/+/, ''));

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** One template (e-mail or SMS) or push notification. */
export const messageTemplate = z.object({
  id: z.number().int(),
  channel: communicationChannel,
  name: z.string(),
  /** E-mail subject, push title; null for SMS. */
  subject: z.string().nullable(),
  body: z.string(),
  /** Push: the page it opens (in the recipient's area). */
  link: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

export const emailTemplateInput = z.object({
  name: text(TEMPLATE_LIMITS.name, 'Enter a name'),
  subject: text(TEMPLATE_LIMITS.subject, 'Enter a subject'),
  body: text(TEMPLATE_LIMITS.body, 'Write the message'),
});
export const smsTemplateInput = z.object({
  name: text(TEMPLATE_LIMITS.name, 'Enter a name'),
  body: text(TEMPLATE_LIMITS.smsBody, 'Write the message'),
});
export const pushNotificationInput = z.object({
  name: text(TEMPLATE_LIMITS.name, 'Enter a name'),
  subject: text(TEMPLATE_LIMITS.subject, 'Enter a title'),
  body: text(TEMPLATE_LIMITS.pushBody, 'Write the message'),
  link: areaLinkField.nullish().transform((value) => value || null),
});
export const templateIdInput = z.object({ id: idField });

/** Who a send goes to: chosen people, everyone of a role, a clinic's people, or everyone. */
const audienceKinds = z.union([
  z.object({
    type: z.literal('users'),
    user_ids: z.array(idField).min(1, 'Choose at least one person').max(MAX_CHOSEN_RECIPIENTS),
  }),
  z.object({ type: z.literal('role'), role: z.enum(['clinic', 'employee', 'patient', 'frontuser', 'admin']) }),
  z.object({ type: z.literal('clinic'), clinic_id: idField }),
  z.object({ type: z.literal('all') }),
]);
/** A plain union: whatever is wrong, the error names `audience` itself (choose one of the four kinds). */
export const audienceInput = audienceKinds;
export type AudienceInput = z.infer<typeof audienceKinds>;

/** The words of a send: a template, or written for this send (the written ones win). */
const words = {
  template_id: idField.optional(),
  subject: nullableText(TEMPLATE_LIMITS.subject),
};
function needsWords<T extends z.ZodObject>(schema: T, subjectToo: boolean) {
  return schema.superRefine((value, ctx) => {
    const v = value as { template_id?: number; subject?: string | null; body?: string | null };
    if (v.template_id !== undefined) return;
    if (!v.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'Write the message or choose a template' });
    if (subjectToo && !v.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Enter a subject or choose a template' });
  });
}
export const emailSendInput = needsWords(
  z.object({ user_id: idField, ...words, body: nullableText(TEMPLATE_LIMITS.body) }),
  true,
);
export const emailBulkSendInput = needsWords(
  z.object({ audience: audienceInput, ...words, body: nullableText(TEMPLATE_LIMITS.body) }),
  true,
);
export const smsSendInput = needsWords(
  z.object({ user_id: idField, template_id: idField.optional(), body: nullableText(TEMPLATE_LIMITS.smsBody) }),
  false,
);
export const smsBulkSendInput = needsWords(
  z.object({ audience: audienceInput, template_id: idField.optional(), body: nullableText(TEMPLATE_LIMITS.smsBody) }),
  false,
);

/** A push (and in-app notification) written for this send, to an audience. */
export const customNotificationInput = z.object({
  audience: audienceInput,
  title: text(TEMPLATE_LIMITS.subject, 'Enter a title'),
  body: text(TEMPLATE_LIMITS.pushBody, 'Write the message'),
  link: areaLinkField.nullish().transform((value) => value || null),
});
/** A push that opens a class or a meditation. */
export const customLinkInput = z.object({
  audience: audienceInput,
  title: text(TEMPLATE_LIMITS.subject, 'Enter a title'),
  body: text(TEMPLATE_LIMITS.pushBody, 'Write the message'),
  target_type: z.enum(['class', 'meditation']),
  target_id: idField,
});
export const scheduleInput = z.object({
  audience: audienceInput,
  /** Push (with the in-app notification), e-mail or SMS. */
  channel: communicationChannel.default('push'),
  template_id: idField.optional(),
  title: nullableText(TEMPLATE_LIMITS.subject),
  body: nullableText(TEMPLATE_LIMITS.body),
  link: areaLinkField.nullish().transform((value) => value || null),
  send_at: dateTimeField,
});

/** One send of an administrator, with how far it got. */
export const communication = z.object({
  id: z.number().int(),
  channel: communicationChannel,
  template_id: z.number().int().nullable(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  audience: z.object({
    type: z.enum(['users', 'role', 'clinic', 'all']),
    role: z.string().optional(),
    clinic_id: z.number().int().optional(),
    users: z.number().int().optional(),
  }),
  send_at: z.string().nullable(),
  /** scheduled, queued, sending, sent or cancelled. */
  state: z.enum(['scheduled', 'queued', 'sending', 'sent', 'cancelled']),
  /** People notified so far. */
  recipients: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Communication = z.infer<typeof communication>;
export const communicationListInput = pagingInput;
export const communicationIdInput = z.object({ id: idField });

export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
/** One delivery of the logs: to whom, on which channel, and its state (never the message itself). */
export const deliveryLog = z.object({
  id: z.number().int(),
  communication_id: z.number().int().nullable(),
  kind: notificationKind,
  channel: communicationChannel,
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** Why the last attempt failed. */
  reason: z.string().nullable(),
  recipient: z.object({ userid: z.number().int().nullable(), name: z.string().nullable(), address: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DeliveryLog = z.infer<typeof deliveryLog>;
export const deliveryLogInput = pagingInput.extend({
  communication_id: idField.optional(),
  state: z.enum(DELIVERY_STATES).optional(),
});

export const previewInput = z.object({
  channel: communicationChannel,
  subject: z.string().max(TEMPLATE_LIMITS.subject).optional(),
  body: z.string().max(TEMPLATE_LIMITS.body),
  /** Fill the variables in with this person's (else an example person's). */
  user_id: idField.optional(),
});
export const preview = z.object({
  subject: z.string().nullable(),
  text: z.string(),
  /** E-mail: the HTML the recipient sees (variables HTML-escaped). */
  html: z.string().nullable(),
});

export const smsConfig = z.object({
  /** outbox: kept in the dev mailbox; http: a Twilio-compatible API. */
  provider: z.enum(['outbox', 'http']),
  /** environment: SMS_* variables; settings: saved here. */
  source: z.enum(['environment', 'settings']),
  url: z.string().nullable(),
  account_sid: z.string().nullable(),
  from: z.string().nullable(),
  /** The secret's last four characters only (•••• 1234), or null when none is set. */
  auth_token: z.string().nullable(),
});
export const smsConfigInput = z.object({
  /** Empty: keep SMS in the outbox (the dev mailbox). */
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300)]).optional(),
  account_sid: z.string().trim().max(100).optional(),
  /** Left out: the saved one stays. */
  auth_token: z.string().trim().max(200).optional(),
  from: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9A-Za-z ]*$/, 'Use a phone number or a sender name')
    .optional(),
});
export const emailConfig = z.object({
  transport: z.enum(['outbox', 'smtp']),
  from: z.string(),
  /** The SMTP host (never its credentials). */
  host: z.string().nullable(),
});

export const smsNumbersInput = pagingInput.extend({ search: z.string().trim().max(100).optional() });
export const smsNumber = z.object({
  userid: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.string(),
  clinic: z.string().nullable(),
});
export const clinicOption = z.object({ id: z.number().int(), name: z.string(), users: z.number().int() });
export const clinicUsersInput = z.object({ clinic_id: idField });
export const clinicUser = z.object({ userid: z.number().int(), name: z.string(), email: z.string(), role: z.string() });

export const hook = z.object({ kind: notificationKind, email: z.boolean(), sms: z.boolean(), push: z.boolean() });
export const hooksInput = z.object({
  hooks: z
    .array(
      z.object({
        kind: notificationKind,
        email: z.boolean().optional(),
        sms: z.boolean().optional(),
        push: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(50),
});
