import { endpoints } from '@stillpoint/contracts';
import { route } from '../../lib/route.js';
import { presentAlert, presentManagedAlert, presentSiteSettings } from './site.presenter.js';
import type { SiteService } from './site.service.js';

export function siteRoutes(site: SiteService) {
  return [
    route(endpoints.getTerms, async () => {
      const settings = await site.getSettings();
      return { data: { content: settings.terms, updatedAt: settings.updatedAt.toISOString() } };
    }),
    route(endpoints.getPrivacyPolicy, async () => {
      const settings = await site.getSettings();
      return { data: { content: settings.privacyPolicy, updatedAt: settings.updatedAt.toISOString() } };
    }),
    route(endpoints.urgentAlerts, async () => ({ data: (await site.activeAlerts()).map(presentAlert) })),
    route(endpoints.systemUnderMaintenance, async () => {
      const settings = await site.getSettings();
      return { data: { maintenance: settings.maintenance, message: settings.maintenanceMessage } };
    }),
    route(endpoints.getSiteSettings, async () => ({ data: presentSiteSettings(await site.getSettings()) })),
    route(endpoints.updateSiteSettings, async ({ input, auth, meta }) => ({
      data: presentSiteSettings(await site.updateSettings(auth.userId, input, meta)),
      message: 'Settings have been Updated Successfully',
    })),
    route(endpoints.listUrgentAlerts, async () => ({ data: (await site.allAlerts()).map(presentManagedAlert) })),
    route(endpoints.addUrgentAlert, async ({ input, auth, meta }) => ({
      data: await site.addAlert(auth.userId, input, meta),
      message: 'Urgent Alert has been Added Successfully',
      httpStatus: 201,
    })),
    route(endpoints.editUrgentAlert, async ({ input, auth, meta }) => ({
      data: await site.editAlert(auth.userId, input.id, input, meta),
      message: 'Urgent Alert has been Updated Successfully',
    })),
    route(endpoints.deleteUrgentAlert, async ({ input, auth, meta }) => {
      await site.deleteAlert(auth.userId, input.id, meta);
      return { data: null, message: 'Urgent Alert has been Deleted Successfully' };
    }),
  ];
}
