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

export function presentManagedAlert(row: typeof urgentAlerts.$inferSelect) {
  return {
    ...presentAlert(row),
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}
