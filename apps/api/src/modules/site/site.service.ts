import { notFound } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import { presentManagedAlert } from './site.presenter.js';
import type { SiteRepository } from './site.repository.js';

const MAINTENANCE_CACHE_MS = 3000;

/** Who is told of urgent alerts (notifications: announceUrgentAlert, through notify()). */
export interface AlertAnnouncer {
  announceUrgentAlert(alert: { id: number; active: boolean; startsAt: Date | null; endsAt: Date | null }): Promise<void>;
}

/**
 * Site-wide settings. The maintenance flag is read on every front request, so it is cached briefly. An
 * urgent alert that is published (or changed) is announced to everyone through notify() when it starts.
 */
export function createSiteService(repo: SiteRepository, audit: AuditService, announcer?: AlertAnnouncer) {
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
      values: {
        maintenance?: boolean | undefined;
        maintenanceMessage?: string | null | undefined;
        terms?: string | undefined;
        privacyPolicy?: string | undefined;
      },
      meta: RequestMeta,
    ) {
      const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      const row = await repo.updateSettings(defined);
      cached = undefined;
      await audit.record({ actorUserId, action: 'site.settings_updated', meta: { fields: Object.keys(defined) } }, meta);
      return row;
    },
    activeAlerts: () => repo.activeAlerts(),
    allAlerts: () => repo.allAlerts(),
    // The alert, its audit event and its presentation succeed together or not at all: a failed request
    // stores nothing (a year-20 alert was once stored by a request that answered 500).
    async addAlert(actorUserId: number, input: AlertInput, meta: RequestMeta) {
      const row = await repo.transaction(async (tx) => {
        const inserted = await repo.insertAlert(tx, alertValues(input));
        await audit.record({ actorUserId, action: 'site.alert_added', targetType: 'urgent_alert', targetId: inserted.id }, meta, tx);
        return inserted;
      });
      await announcer?.announceUrgentAlert(row);
      return presentManagedAlert(row);
    },
    async editAlert(actorUserId: number, id: number, input: AlertInput, meta: RequestMeta) {
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.updateAlert(tx, id, alertValues(input));
        if (!updated) throw notFound();
        await audit.record({ actorUserId, action: 'site.alert_edited', targetType: 'urgent_alert', targetId: id }, meta, tx);
        return updated;
      });
      await announcer?.announceUrgentAlert(row);
      return presentManagedAlert(row);
    },
    async deleteAlert(actorUserId: number, id: number, meta: RequestMeta) {
      if (!(await repo.deleteAlert(id))) throw notFound();
      await audit.record({ actorUserId, action: 'site.alert_deleted', targetType: 'urgent_alert', targetId: id }, meta);
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;

interface AlertInput {
  title: string;
  message: string;
  level: 'info' | 'warning' | 'critical';
  active: boolean;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
}

function alertValues(input: AlertInput) {
  return {
    title: input.title,
    message: input.message,
    level: input.level,
    active: input.active,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}
