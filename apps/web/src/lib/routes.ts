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
  /** Crisis resources: public, linked from every patient, employee and personal area and the login page. */
  help: '/help',
  'admin-login': '/administration/login',
  'admin-root': '/administration',
  'admin-dashboard': LANDING_ROUTES.admin,
  'admin-mailbox': '/administration/mailbox',
  'admin-email': '/administration/email',
  'admin-sms': '/administration/sms',
  'admin-push': '/administration/push-notifications',
  'admin-scheduled': '/administration/scheduled-notifications',
  'admin-settings': '/administration/settings',
  'admin-account': '/administration/account',
  'admin-notifications': '/administration/notifications',
  'admin-users': '/administration/users',
  'admin-clinics': '/administration/clinics',
  'admin-features': '/administration/features',
  'admin-alerts': '/administration/urgent-alerts',
  'admin-classes': '/administration/classes',
  'admin-meditations': '/administration/meditations',
  'admin-ai-meditations': '/administration/ai-meditations',
  'admin-sections': '/administration/sections',
  'admin-tasks': '/administration/tasks',
  'admin-chat': '/administration/chat',
  'admin-tests': '/administration/tests',
  'admin-task-categories': '/administration/task-categories',
  'admin-crisis-resources': '/administration/crisis-resources',
  'admin-video': '/administration/video',
  'admin-events': '/administration/events',
  'admin-groups': '/administration/groups',
  'admin-challenges': '/administration/challenges',
  'admin-packages': '/administration/packages',
  'admin-payments': '/administration/payments',
  'clinic-root': '/clinic',
  'clinic-account': '/clinic/account',
  'clinic-notifications': '/clinic/notifications',
  'clinic-patients': '/clinic/patients',
  'clinic-chat': '/clinic/chat',
  'clinic-employees': '/clinic/employees',
  'clinic-features': '/clinic/features',
  'clinic-classes': '/clinic/classes',
  'clinic-meditations': '/clinic/meditations',
  'clinic-ai-meditations': '/clinic/AImeditations',
  'clinic-ai-studio': '/clinic/ai-meditations',
  'clinic-sections': '/clinic/sections',
  'clinic-task-categories': '/clinic/task-categories',
  'clinic-feedback': '/clinic/feedback',
  'clinic-discovery': LANDING_ROUTES.clinic,
  'clinic-favorites': '/clinic/favorites',
  'clinic-watchlist': '/clinic/watchlist',
  'clinic-safety': '/clinic/safety',
  'clinic-tests': '/clinic/tests',
  'clinic-appointments': '/clinic/appointments',
  'clinic-live': '/clinic/live',
  'clinic-events': '/clinic/events',
  'clinic-groups': '/clinic/groups',
  'clinic-challenges': '/clinic/challenges',
  'clinic-subscription': '/clinic/account/subscription',
  'clinic-account-invoices': '/clinic/account/invoices',
  'clinic-packages': '/clinic/packages',
  'clinic-invoices': '/clinic/invoices',
  'employee-root': '/employee',
  'employee-account': '/employee/account',
  'employee-notifications': '/employee/notifications',
  'employee-patients': '/employee/patients',
  'employee-tasks': '/employee/tasks',
  'employee-chat': '/employee/chat',
  'employee-tests': '/employee/tests',
  'employee-appointments': '/employee/appointments',
  'employee-live': '/employee/live',
  'employee-events': '/employee/events',
  'employee-groups': '/employee/groups',
  'employee-discovery': LANDING_ROUTES.employee,
  'employee-ai-meditations': '/employee/AImeditations',
  'employee-favorites': '/employee/favorites',
  'employee-watchlist': '/employee/watchlist',
  'employee-safety-alerts': '/employee/safety-alerts',
  'patient-root': '/patient',
  'patient-account': '/patient/account',
  'patient-notifications': '/patient/notifications',
  'patient-discovery': LANDING_ROUTES.patient,
  'patient-ai-meditations': '/patient/AImeditations',
  'patient-favorites': '/patient/favorites',
  'patient-watchlist': '/patient/watchlist',
  'patient-tasks': '/patient/tasks',
  'patient-chat': '/patient/chat',
  'patient-tests': '/patient/tests',
  'patient-appointments': '/patient/appointments',
  'patient-live': '/patient/live',
  'patient-events': '/patient/events',
  'patient-groups': '/patient/groups',
  'patient-assignments': '/patient/assignments',
  'patient-challenges': '/patient/challenges',
  'patient-invoices': '/patient/invoices',
  'frontuser-root': '/frontuser',
  'frontuser-account': '/frontuser/account',
  'frontuser-notifications': '/frontuser/notifications',
  'frontuser-ai-meditations': LANDING_ROUTES.frontuser,
  'frontuser-discovery': '/frontuser/discovery',
  'frontuser-favorites': '/frontuser/favorites',
  'frontuser-watchlist': '/frontuser/watchlist',
  'frontuser-tasks': '/frontuser/tasks',
  'frontuser-chat': '/frontuser/chat',
  'frontuser-tests': '/frontuser/tests',
  'frontuser-live': '/frontuser/live',
  'frontuser-events': '/frontuser/events',
  'frontuser-groups': '/frontuser/groups',
  'frontuser-challenges': '/frontuser/challenges',
  'frontuser-business-questions': '/frontuser/business-questions',
  'frontuser-subscription': '/frontuser/account/subscription',
  'frontuser-invoices': '/frontuser/account/invoices',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The login page of a session family. */
export function loginRouteFor(audience: Audience): string {
  return audience === 'admin' ? ROUTES['admin-login'] : ROUTES['auth-login'];
}

/** An appointment's video room (decision 0033): /patient/appointments/:id/video, /employee/appointments/:id/video. */
export function videoRoomPath(area: 'patient' | 'employee', appointmentId: number): string {
  return `${ROUTES[area === 'patient' ? 'patient-appointments' : 'employee-appointments']}/${appointmentId}/video`;
}

/** Areas where a person takes part in live classes and meetings (an employee hosts them). */
export type LiveArea = 'patient' | 'employee' | 'frontuser';

/** A live class's or live meeting's video room: /patient/live/:id/video, /employee/live/:id/video, /frontuser/live/:id/video. */
export function liveVideoPath(area: LiveArea, sessionId: number): string {
  return `${ROUTES[`${area}-live`]}/${sessionId}/video`;
}
