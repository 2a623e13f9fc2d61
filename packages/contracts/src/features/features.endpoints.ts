import { z } from 'zod';
import { defineEndpoint } from '../catalogue/define.js';
import {
  clinicIndividualFeaturesInput,
  featureGroup,
  individualFeaturesInput,
  individualFeaturesRow,
  updateKindFeaturesInput,
} from './features.schemas.js';

/** Features per user kind and per user (spec sections 3 and 6). */
export const featuresEndpoints = {
  adminFeatures: defineEndpoint({
    path: 'admin/features/features',
    method: 'GET',
    summary:
      'The feature groups (Front User Dashboard, Patient Dashboard, Clinic Dashboard) with the default of each feature per user kind.',
    output: z.array(featureGroup),
    access: ['admin'],
  }),
  adminUpdateFeatures: defineEndpoint({
    path: 'admin/features/update_features',
    summary: 'Switch features on or off for a whole user kind (user, patient, clinic).',
    input: updateKindFeaturesInput,
    output: featureGroup,
    access: ['admin'],
  }),
  adminIndividualFeatures: defineEndpoint({
    path: 'admin/features/individual_features',
    method: 'GET',
    summary:
      'People with their individual features: patients when type is clinic, else front users (clinic_users: clinic accounts and employees).',
    input: individualFeaturesInput,
    output: z.array(individualFeaturesRow),
    access: ['admin'],
    paged: true,
  }),
  clinicIndividualFeatures: defineEndpoint({
    path: 'clinics/features/individual_features',
    method: 'GET',
    summary:
      "The clinic's patients (type patients) or employees (type employees) with their features; the clinic sets them with clinics/patients/edit_settings and clinics/employees/employee_settings.",
    input: clinicIndividualFeaturesInput,
    output: z.array(individualFeaturesRow),
    access: ['clinic'],
    paged: true,
    feature: 'features',
  }),
};
