import { defineEndpoint } from '../catalogue/define.js';
import { z } from 'zod';
import { noData } from '../common.js';
import {
  managedUrgentAlert,
  siteSettings,
  siteSettingsUpdate,
  urgentAlertIdInput,
  urgentAlertInput,
  urgentAlertUpdateInput,
} from './site.schemas.js';

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
  listUrgentAlerts: defineEndpoint({
    path: 'admin/urgent_alerts/list',
    method: 'GET',
    summary: 'Every urgent alert, newest first, with its window and state.',
    output: z.array(managedUrgentAlert),
    access: ['admin'],
  }),
  addUrgentAlert: defineEndpoint({
    path: 'admin/urgent_alerts/add',
    creates: true,
    summary: 'Publish an urgent alert (shown on the login page and in every area while active).',
    input: urgentAlertInput,
    output: managedUrgentAlert,
    access: ['admin'],
  }),
  editUrgentAlert: defineEndpoint({
    path: 'admin/urgent_alerts/edit',
    summary: 'Change an urgent alert.',
    input: urgentAlertUpdateInput,
    output: managedUrgentAlert,
    access: ['admin'],
  }),
  deleteUrgentAlert: defineEndpoint({
    path: 'admin/urgent_alerts/delete',
    summary: 'Delete an urgent alert.',
    input: urgentAlertIdInput,
    output: noData,
    access: ['admin'],
  }),
};
