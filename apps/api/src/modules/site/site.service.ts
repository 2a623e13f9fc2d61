import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SiteRepository } from './site.repository.js';

const MAINTENANCE_CACHE_MS = 3000;

/** Site-wide settings. The maintenance flag is read on every front request, so it is cached briefly. */
export function createSiteService(repo: SiteRepository, audit: AuditService) {
  let cached: { value: boolean; at: number } | undefined;
  return {
    getSettings: () => repo.getSettings(),
    async isUnderMaintenance(): Promise<boolean> {
      if (cached && Date.now() - cached.at < MAINTENANCE_CACHE_MS) return cached.value;
      const settings = await repo.getSettings();
      cached = { value: settings.maintenance, at: Date.now() };
      return settings.maintenance;
    },
    async updateSettings(
      actorUserId: number,
      values: { maintenance?: boolean | undefined; maintenanceMessage?: string | null | undefined; terms?: string | undefined; privacyPolicy?: string | undefined },
      meta: RequestMeta,
    ) {
      const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      const row = await repo.updateSettings(defined);
      cached = undefined;
      await audit.record({ actorUserId, action: 'site.settings_updated', meta: { fields: Object.keys(defined) } }, meta);
      return row;
    },
    activeAlerts: () => repo.activeAlerts(),
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
