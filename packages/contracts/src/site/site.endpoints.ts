import { defineEndpoint } from '../catalogue/define.js';
import { siteSettings, siteSettingsUpdate } from './site.schemas.js';

export const siteEndpoints = {
  getSiteSettings: defineEndpoint({
    path: 'admin/settings/get_site_settings',
    method: 'GET',
    summary: 'Maintenance flag, terms and privacy policy.',
    output: siteSettings,
    access: ['admin'],
  }),
  updateSiteSettings: defineEndpoint({
    path: 'admin/settings/update_site_settings',
    summary: 'Change the maintenance flag, terms or privacy policy (master admin only).',
    input: siteSettingsUpdate,
    output: siteSettings,
    access: ['masterAdmin'],
  }),
};
