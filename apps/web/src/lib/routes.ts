import { LANDING_ROUTES, LOGIN_ROUTE, type Audience } from '@stillpoint/contracts';

/**
 * Every route of the web app, named once (names follow the spec: the login page is `auth-login`).
 * Links and redirects use these names; the router in src/app builds its tree from the same paths.
 */
export const ROUTES = {
  home: '/',
  'auth-login': LOGIN_ROUTE,
  'auth-register': '/register',
  'auth-register-clinic': '/register/clinic',
  'auth-forgot-password': '/forgot-password',
  'auth-reset-password': '/reset-password',
  'auth-confirm-email': '/confirm-email',
  'auth-callback': '/auth/callback',
  terms: '/terms',
  privacy: '/privacy',
  'admin-login': '/administration/login',
  'admin-root': '/administration',
  'admin-dashboard': LANDING_ROUTES.admin,
  'admin-mailbox': '/administration/mailbox',
  'admin-settings': '/administration/settings',
  'clinic-root': '/clinic',
  'clinic-discovery': LANDING_ROUTES.clinic,
  'employee-root': '/employee',
  'employee-discovery': LANDING_ROUTES.employee,
  'patient-root': '/patient',
  'patient-discovery': LANDING_ROUTES.patient,
  'frontuser-root': '/frontuser',
  'frontuser-ai-meditations': LANDING_ROUTES.frontuser,
} as const;

export type RouteName = keyof typeof ROUTES;

/** The login page of a session family. */
export function loginRouteFor(audience: Audience): string {
  return audience === 'admin' ? ROUTES['admin-login'] : ROUTES['auth-login'];
}
