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
  'auth-accept-invitation': '/accept-invitation',
  'auth-callback': '/auth/callback',
  terms: '/terms',
  privacy: '/privacy',
  'admin-login': '/administration/login',
  'admin-root': '/administration',
  'admin-dashboard': LANDING_ROUTES.admin,
  'admin-mailbox': '/administration/mailbox',
  'admin-settings': '/administration/settings',
  'admin-account': '/administration/account',
  'admin-users': '/administration/users',
  'admin-clinics': '/administration/clinics',
  'admin-features': '/administration/features',
  'admin-alerts': '/administration/urgent-alerts',
  'admin-classes': '/administration/classes',
  'admin-meditations': '/administration/meditations',
  'admin-sections': '/administration/sections',
  'clinic-root': '/clinic',
  'clinic-account': '/clinic/account',
  'clinic-patients': '/clinic/patients',
  'clinic-employees': '/clinic/employees',
  'clinic-features': '/clinic/features',
  'clinic-classes': '/clinic/classes',
  'clinic-meditations': '/clinic/meditations',
  'clinic-sections': '/clinic/sections',
  'clinic-feedback': '/clinic/feedback',
  'clinic-discovery': LANDING_ROUTES.clinic,
  'clinic-favorites': '/clinic/favorites',
  'clinic-watchlist': '/clinic/watchlist',
  'employee-root': '/employee',
  'employee-account': '/employee/account',
  'employee-patients': '/employee/patients',
  'employee-discovery': LANDING_ROUTES.employee,
  'employee-favorites': '/employee/favorites',
  'employee-watchlist': '/employee/watchlist',
  'patient-root': '/patient',
  'patient-account': '/patient/account',
  'patient-discovery': LANDING_ROUTES.patient,
  'patient-favorites': '/patient/favorites',
  'patient-watchlist': '/patient/watchlist',
  'frontuser-root': '/frontuser',
  'frontuser-account': '/frontuser/account',
  'frontuser-ai-meditations': LANDING_ROUTES.frontuser,
  'frontuser-discovery': '/frontuser/discovery',
  'frontuser-favorites': '/frontuser/favorites',
  'frontuser-watchlist': '/frontuser/watchlist',
  'frontuser-business-questions': '/frontuser/business-questions',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The login page of a session family. */
export function loginRouteFor(audience: Audience): string {
  return audience === 'admin' ? ROUTES['admin-login'] : ROUTES['auth-login'];
}
