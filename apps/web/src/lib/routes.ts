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
  'clinic-root': '/clinic',
  'clinic-account': '/clinic/account',
  'clinic-patients': '/clinic/patients',
  'clinic-employees': '/clinic/employees',
  'clinic-discovery': LANDING_ROUTES.clinic,
  'employee-root': '/employee',
  'employee-account': '/employee/account',
  'employee-patients': '/employee/patients',
  'employee-discovery': LANDING_ROUTES.employee,
  'patient-root': '/patient',
  'patient-account': '/patient/account',
  'patient-discovery': LANDING_ROUTES.patient,
  'frontuser-root': '/frontuser',
  'frontuser-account': '/frontuser/account',
  'frontuser-ai-meditations': LANDING_ROUTES.frontuser,
} as const;

export type RouteName = keyof typeof ROUTES;

/** The login page of a session family. */
export function loginRouteFor(audience: Audience): string {
  return audience === 'admin' ? ROUTES['admin-login'] : ROUTES['auth-login'];
}
