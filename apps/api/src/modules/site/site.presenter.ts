import type { SiteSettings } from '@stillpoint/contracts';
import type { siteSettings, urgentAlerts } from '@stillpoint/db';

export function presentSiteSettings(row: typeof siteSettings.$inferSelect): SiteSettings {
  return {
    maintenance: row.maintenance,
    maintenanceMessage: row.maintenanceMessage,
    terms: row.terms,
    privacyPolicy: row.privacyPolicy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAlert(row: typeof urgentAlerts.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    level: (['info', 'warning', 'critical'].includes(row.level) ? row.level : 'info') as 'info' | 'warning' | 'critical',
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored date as ISO text; a date no one can read back (a row from before the contract bounded years) shows as none. */
function isoOrNull(date: Date | null): string | null {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

export function presentManagedAlert(row: typeof urgentAlerts.$inferSelect) {
  return {
    ...presentAlert(row),
    active: row.active,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
  };
}
