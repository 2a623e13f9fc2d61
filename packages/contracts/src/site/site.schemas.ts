import { z } from 'zod';

export const siteSettings = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  terms: z.string(),
  privacyPolicy: z.string(),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const siteSettingsUpdate = z
  .object({
    /** Turns the maintenance screen on for everyone but administrators. */
    maintenance: z.boolean(),
    maintenanceMessage: z.string().trim().max(500).nullable(),
    terms: z.string().max(100_000),
    privacyPolicy: z.string().max(100_000),
  })
  .partial();

/** An urgent alert as administrators manage it (the public list shows only active ones). */
export const managedUrgentAlert = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  level: z.enum(['info', 'warning', 'critical']),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});

export const urgentAlertInput = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(120),
    message: z.string().trim().min(1, 'Enter a message').max(1000),
    level: z.enum(['info', 'warning', 'critical']).default('info'),
    active: z.boolean().default(true),
    /** ISO date-time; shown from then on. */
    startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    /** ISO date-time; hidden from then on. */
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.startsAt < v.endsAt, { path: ['endsAt'], message: 'The end must come after the start' });

export const urgentAlertUpdateInput = z.intersection(z.object({ id: z.coerce.number().int().positive() }), urgentAlertInput);
export const urgentAlertIdInput = z.object({ id: z.coerce.number().int().positive() });
