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
}

const account = (local: string, fullName: string, area: Area, landing: string, identifier?: string): DemoAccount => ({
  email: `${local}@demo.stillpoint.test`,
  identifier: identifier ?? `${local}@demo.stillpoint.test`,
  fullName,
  area,
  landing,
});

export const ACCOUNTS = {
  admin: account('admin', 'Ada Admin', 'admin', '/administration/dashboard'),
  master: account('master', 'Morgan Master', 'admin', '/administration/dashboard'),
  clinic: account('clinic', 'Harbor Clinic', 'front', '/clinic/discovery'),
  employee: account('employee', 'Elena Ortiz', 'front', '/employee/discovery'),
  /** Logs in by username, as the spec allows. */
  patient: account('patient', 'Paul Patel', 'front', '/patient/discovery', 'patient'),
  /** Reserved for the password-reset journey (its password changes). */
  patient2: account('patient2', 'Priya Nair', 'front', '/patient/discovery'),
  clinic2: account('clinic2', 'Cedar Wellness', 'front', '/clinic/discovery'),
  patient3: account('patient3', 'Quinn Baker', 'front', '/patient/discovery'),
  /** Role id 3, personal development user. */
  personal: account('personal', 'Sam Rivers', 'front', '/frontuser/AImeditations'),
  /** Role id 4, business user. */
  business: account('business', 'Bea Lindqvist', 'front', '/frontuser/AImeditations'),
} as const satisfies Record<string, DemoAccount>;

export type AccountKey = keyof typeof ACCOUNTS;

export const LOGIN_ROUTE: Record<Area, string> = { admin: '/administration/login', front: '/login' };
