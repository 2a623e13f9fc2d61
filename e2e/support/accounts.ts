/** The demo accounts the server seeds on first start (README), and where each one lands. */
export const DEMO_PASSWORD = 'Stillpoint-demo-1';

export type Area = 'admin' | 'front';

export interface DemoAccount {
  /** What the journey types into the identifier field (e-mail, or a username for `patient`). */
  identifier: string;
  email: string;
  fullName: string;
  area: Area;
  /** Landing route after login (spec section 2). */
  landing: string;
  /** Role name the landing page shows (server's roleName), and the clinic when the account has one. */
  roleName?: string;
  clinicName?: string;
}

const account = (
  local: string,
  fullName: string,
  area: Area,
  landing: string,
  extra: { identifier?: string; roleName: string; clinicName?: string },
): DemoAccount => ({
  email: `${local}@demo.stillpoint.test`,
  identifier: extra.identifier ?? `${local}@demo.stillpoint.test`,
  fullName,
  area,
  landing,
  roleName: extra.roleName,
  ...(extra.clinicName ? { clinicName: extra.clinicName } : {}),
});

export const ACCOUNTS = {
  admin: account('admin', 'Ada Admin', 'admin', '/administration/dashboard', { roleName: 'Admin' }),
  master: account('master', 'Morgan Master', 'admin', '/administration/dashboard', { roleName: 'Master admin' }),
  clinic: account('clinic', 'Harbor Clinic', 'front', '/clinic/discovery', { roleName: 'Clinic', clinicName: 'Harbor Clinic' }),
  employee: account('employee', 'Elena Ortiz', 'front', '/employee/discovery', { roleName: 'Employee', clinicName: 'Harbor Clinic' }),
  /** Logs in by username, as the spec allows. */
  patient: account('patient', 'Paul Patel', 'front', '/patient/discovery', { identifier: 'patient', roleName: 'Patient', clinicName: 'Harbor Clinic' }),
  /** Reserved for the password-reset journey (its password changes). */
  patient2: account('patient2', 'Priya Nair', 'front', '/patient/discovery', { roleName: 'Patient', clinicName: 'Harbor Clinic' }),
  clinic2: account('clinic2', 'Cedar Wellness', 'front', '/clinic/discovery', { roleName: 'Clinic', clinicName: 'Cedar Wellness' }),
  patient3: account('patient3', 'Quinn Baker', 'front', '/patient/discovery', { roleName: 'Patient', clinicName: 'Cedar Wellness' }),
  /** Role id 3, personal development user. */
  personal: account('personal', 'Sam Rivers', 'front', '/frontuser/AImeditations', { roleName: 'Personal user' }),
  /** Role id 4, business user. */
  business: account('business', 'Bea Lindqvist', 'front', '/frontuser/AImeditations', { roleName: 'Business user' }),
} as const satisfies Record<string, DemoAccount>;

export type AccountKey = keyof typeof ACCOUNTS;

export const LOGIN_ROUTE: Record<Area, string> = { admin: '/administration/login', front: '/login' };
