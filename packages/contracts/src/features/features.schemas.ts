import { z } from 'zod';
import { idField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personSummary } from '../people/people.schemas.js';
import { FEATURE_KINDS } from './features.catalogue.js';

/** A feature switch: the tab's key and label, and whether it is on. */
export const featureTab = z.object({
  key: z.string(),
  label: z.string(),
  enabled: z.boolean(),
});

/** One dashboard's features with the defaults for its user kind (admin/features/features). */
export const featureGroup = z.object({
  kind: z.enum(FEATURE_KINDS),
  /** Front User Dashboard, Patient Dashboard or Clinic Dashboard. */
  title: z.string(),
  /** Users, Patients or Clinics: the people list of the group. */
  listKey: z.string(),
  /** user_tabs, patient_tabs or clinics_tabs. */
  tabsKey: z.string(),
  tabs: z.array(featureTab),
});
export type FeatureGroupData = z.infer<typeof featureGroup>;

/**
 * Switches to write: feature key to on (true) / off (false), or null to drop an individual switch and
 * fall back to the level below. Keys outside the group answer 422 on `features.<key>`.
 */
export const featureSwitches = z.record(z.string().max(40), z.boolean().nullable());

export const updateKindFeaturesInput = z.object({
  kind: z.enum(FEATURE_KINDS),
  /** Only true/false: a kind default cannot be "unset". */
  features: z.record(z.string().max(40), z.boolean()),
});

/**
 * One feature for one person, with the layers that decide it:
 * enabled = (admin ?? (kindDefault && (package ?? true))) && (clinic ?? true).
 */
export const personFeature = featureTab.extend({
  kindDefault: z.boolean(),
  /** The administrator's switch for this person; null when the kind default applies. */
  admin: z.boolean().nullable(),
  /** The clinic's switch for its patient or employee (it can only narrow); null when unset. */
  clinic: z.boolean().nullable(),
  /** Whether the package of the account's subscription includes it (decision 0039); null: no subscription. */
  package: z.boolean().nullable(),
});

export const personFeatures = z.object({
  userid: z.number().int(),
  /** null for administrators, who have no switches. */
  kind: z.enum(FEATURE_KINDS).nullable(),
  tabsKey: z.string().nullable(),
  tabs: z.array(personFeature),
});
export type PersonFeatures = z.infer<typeof personFeatures>;

export const updatePersonFeaturesInput = z.object({ userid: idField, features: featureSwitches });

/**
 * admin/features/individual_features: people with their features, by type, as the spec says: the
 * patient list when type is `clinic` (optionally of one clinic), else the user list (front users);
 * `clinic_users` lists clinic accounts and employees (clinics_tabs).
 */
export const individualFeaturesInput = pagingInput.extend({
  type: z.enum(['user', 'clinic', 'clinic_users']).default('user'),
  clinicId: idField.optional(),
  search: z.string().trim().max(100).optional(),
});
/**
 * clinics/features/individual_features: the clinic's patients (patient_tabs, the default) or its employees
 * (clinics_tabs) with their features.
 */
export const clinicIndividualFeaturesInput = pagingInput.extend({
  type: z.enum(['patients', 'employees']).default('patients'),
  search: z.string().trim().max(100).optional(),
});

export const individualFeaturesRow = z.object({
  person: personSummary,
  features: personFeatures,
});
