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
