/**
 * Roles and role ids as spec sections 2 and 6 define them.
 * `admin` in an endpoint's allowed roles also admits `masterAdmin` (the spec: "admin includes masterAdmin").
 */
export const ROLES = ['masterAdmin', 'admin', 'clinic', 'employee', 'patient', 'frontuser'] as const;
export type Role = (typeof ROLES)[number];

/** Role ids stored on a user (spec section 6). 3/4 are the two front-user kinds. */
export const ROLE_IDS = {
  masterAdmin: 0,
  admin: 1,
  clinic: 2,
  personalDevelopment: 3,
  business: 4,
  patient: 5,
  employee: 6,
} as const;
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];
export const FRONT_USER_ROLE_IDS = [ROLE_IDS.personalDevelopment, ROLE_IDS.business] as const;

/** The role a role id belongs to. Spec: 3 and 4 are front users, 5 patient, 6 employee, any other admin. */
export function roleForRoleId(roleid: number): Role {
  switch (roleid) {
    case ROLE_IDS.personalDevelopment:
    case ROLE_IDS.business:
      return 'frontuser';
    case ROLE_IDS.patient:
      return 'patient';
    case ROLE_IDS.employee:
      return 'employee';
    case ROLE_IDS.clinic:
      return 'clinic';
    case ROLE_IDS.masterAdmin:
      return 'masterAdmin';
    default:
      return 'admin';
  }
}

/**
 * The product's words for each role id: one map, used wherever a role is named to people (badges, the
 * user menu, lists, exports and the welcome message). Spec ids 3..6 read as people say them ("personal
 * user", "patient": the spec's "Personal Development User" and "Client User" are its internal names);
 * clinic (id 2) and master admin (id 0) are Stillpoint's ids, see docs/decisions/0003.
 */
export const ROLE_NAMES: Record<RoleId, { one: string; other: string }> = {
  [ROLE_IDS.masterAdmin]: { one: 'Master admin', other: 'Master admins' },
  [ROLE_IDS.admin]: { one: 'Admin', other: 'Admins' },
  [ROLE_IDS.clinic]: { one: 'Clinic', other: 'Clinics' },
  [ROLE_IDS.personalDevelopment]: { one: 'Personal user', other: 'Personal users' },
  [ROLE_IDS.business]: { one: 'Business user', other: 'Business users' },
  [ROLE_IDS.patient]: { one: 'Patient', other: 'Patients' },
  [ROLE_IDS.employee]: { one: 'Employee', other: 'Employees' },
};

const isRoleId = (roleid: number): roleid is RoleId => Object.hasOwn(ROLE_NAMES, roleid);

/** A role id's name as the product says it ("Personal user"); any id the spec does not name is an admin. */
export function roleNameForRoleId(roleid: number): string {
  return (isRoleId(roleid) ? ROLE_NAMES[roleid] : ROLE_NAMES[ROLE_IDS.admin]).one;
}

/** The plural of a role id's name ("Personal users"), e.g. for lists and exports of one role. */
export function roleNamePluralForRoleId(roleid: number): string {
  return (isRoleId(roleid) ? ROLE_NAMES[roleid] : ROLE_NAMES[ROLE_IDS.admin]).other;
}

/**
 * The role as it reads inside a sentence ("You have successfully logged in as personal user"): the
 * same name, lower case.
 */
export function roleWordForRoleId(roleid: number): string {
  return roleNameForRoleId(roleid).toLowerCase();
}

/** Two separate session families (spec section 4): admin tokens and front tokens never mix. */
export type Audience = 'admin' | 'front';
export function audienceForRole(role: Role): Audience {
  return role === 'admin' || role === 'masterAdmin' ? 'admin' : 'front';
}

/** Landing route per role after login (spec section 2). */
export const LANDING_ROUTES: Record<Role, string> = {
  masterAdmin: '/administration/dashboard',
  admin: '/administration/dashboard',
  clinic: '/clinic/discovery',
  patient: '/patient/discovery',
  frontuser: '/frontuser/AImeditations',
  employee: '/employee/discovery',
};
export const LOGIN_ROUTE = '/login';
export function landingRouteFor(role: string | undefined | null): string {
  // An own property only: `'constructor' in LANDING_ROUTES` is true, and would send a stray role to a function.
  return role && Object.hasOwn(LANDING_ROUTES, role) ? LANDING_ROUTES[role as Role] : LOGIN_ROUTE;
}

/** First path segment of each role area (spec section 2). */
export const AREA_SEGMENTS = {
  admin: 'administration',
  clinic: 'clinic',
  employee: 'employee',
  patient: 'patient',
  frontuser: 'frontuser',
} as const;
export type Area = keyof typeof AREA_SEGMENTS;
export function areaForRole(role: Role): Area {
  return role === 'masterAdmin' ? 'admin' : role;
}
/** Which area a path belongs to; a path starting with administration or admin is the admin area. */
export function areaForPath(pathname: string): Area | undefined {
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  if (first === 'administration' || first === 'admin') return 'admin';
  if (first === 'front' || first === 'frontuser') return 'frontuser';
  if (first === 'patient' || first === 'clinic' || first === 'employee') return first;
  return undefined;
}
