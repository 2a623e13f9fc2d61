import type { Role } from '../roles.js';

/**
 * The feature catalogue (spec sections 3 and 6): the tabs of each dashboard that an administrator can
 * switch on or off per user kind, and per user. A feature key is the route segment of its page inside the
 * role's area (e.g. `groups` is /patient/groups for a patient), so the web app hides the menu entry and the
 * page of a key that is off; endpoints that belong to a feature name it and refuse with FEATURE_DISABLED.
 */
export const FEATURE_KINDS = ['user', 'patient', 'clinic'] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];

export interface FeatureTabDefinition {
  key: string;
  label: string;
}

export interface FeatureGroupDefinition {
  kind: FeatureKind;
  /** The dashboard the group belongs to, as the spec names it. */
  title: 'Front User Dashboard' | 'Patient Dashboard' | 'Clinic Dashboard';
  /** Name of the people list of the group (spec: Users, Patients, Clinics). */
  listKey: 'Users' | 'Patients' | 'Clinics';
  /** Name of the tab list of the group (spec: user_tabs, patient_tabs, clinics_tabs). */
  tabsKey: 'user_tabs' | 'patient_tabs' | 'clinics_tabs';
  /** Roles whose features this group sets (employees work inside their clinic's dashboard). */
  roles: readonly Role[];
  tabs: readonly FeatureTabDefinition[];
}

export const FEATURE_GROUPS = [
  {
    kind: 'user',
    title: 'Front User Dashboard',
    listKey: 'Users',
    tabsKey: 'user_tabs',
    roles: ['frontuser'],
    tabs: [
      { key: 'AImeditations', label: 'AI Meditations' },
      { key: 'discovery', label: 'Discovery' },
      { key: 'tasks', label: 'Tasks' },
      { key: 'groups', label: 'Groups' },
      { key: 'challenges', label: 'Challenges' },
      { key: 'tests', label: 'Take a Test' },
      { key: 'meetings', label: 'Meetings' },
      { key: 'chat', label: 'Chat' },
      { key: 'favorites', label: 'Favourites' },
      { key: 'events', label: 'Events' },
      { key: 'packages', label: 'Packages' },
      { key: 'support', label: 'Support' },
    ],
  },
  {
    kind: 'patient',
    title: 'Patient Dashboard',
    listKey: 'Patients',
    tabsKey: 'patient_tabs',
    roles: ['patient'],
    tabs: [
      { key: 'discovery', label: 'Discovery' },
      { key: 'AImeditations', label: 'AI Meditations' },
      { key: 'tasks', label: 'Tasks' },
      { key: 'assignments', label: 'Assignments' },
      { key: 'groups', label: 'Groups' },
      { key: 'challenges', label: 'Challenges' },
      { key: 'tests', label: 'Take a Test' },
      { key: 'meetings', label: 'Meetings' },
      { key: 'chat', label: 'Chat' },
      { key: 'favorites', label: 'Favourites' },
      { key: 'events', label: 'Events' },
      { key: 'support', label: 'Support' },
    ],
  },
  {
    kind: 'clinic',
    title: 'Clinic Dashboard',
    listKey: 'Clinics',
    tabsKey: 'clinics_tabs',
    roles: ['clinic', 'employee'],
    tabs: [
      { key: 'patients', label: 'Patients' },
      { key: 'employees', label: 'Employees' },
      { key: 'discovery', label: 'Discovery' },
      { key: 'sections', label: 'Sections' },
      { key: 'groups', label: 'Groups' },
      { key: 'challenges', label: 'Challenges' },
      { key: 'tasks', label: 'Tasks' },
      { key: 'assignments', label: 'Assignments' },
      { key: 'tests', label: 'Tests' },
      { key: 'meetings', label: 'Meetings' },
      { key: 'chat', label: 'Chat' },
      { key: 'features', label: 'Features' },
      { key: 'statistics', label: 'Statistics' },
    ],
  },
] as const satisfies readonly FeatureGroupDefinition[];

export type FeatureGroup = (typeof FEATURE_GROUPS)[number];
export type FeatureKeyOf<K extends FeatureKind> = Extract<FeatureGroup, { kind: K }>['tabs'][number]['key'];
/** Any feature key of any group. */
export type FeatureKey = FeatureGroup['tabs'][number]['key'];

export function featureGroupFor(kind: FeatureKind): FeatureGroupDefinition {
  return FEATURE_GROUPS.find((group) => group.kind === kind)!;
}

/** The feature group whose switches apply to a role; administrators have none (they see everything). */
export function featureKindForRole(role: Role): FeatureKind | null {
  switch (role) {
    case 'frontuser':
      return 'user';
    case 'patient':
      return 'patient';
    case 'clinic':
    case 'employee':
      return 'clinic';
    default:
      return null;
  }
}

export function isFeatureOf(kind: FeatureKind, key: string): boolean {
  return featureGroupFor(kind).tabs.some((tab) => tab.key === key);
}
