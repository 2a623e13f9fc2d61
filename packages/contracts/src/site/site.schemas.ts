import { z } from 'zod';
import { dateTimeField, endAfterStart, idField } from '../common.js';

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
    startsAt: dateTimeField.nullable().optional(),
    /** ISO date-time; hidden from then on. */
    endsAt: dateTimeField.nullable().optional(),
  })
  .refine(...endAfterStart('startsAt', 'endsAt'));

export const urgentAlertUpdateInput = z.intersection(z.object({ id: idField }), urgentAlertInput);
export const urgentAlertIdInput = z.object({ id: idField });
