import { z } from 'zod';
import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  clinicCrisisLines,
  crisisCountry,
  crisisCountryCodeInput,
  crisisResources,
  crisisResourcesInput,
  openAlertCount,
  safetyAlert,
  safetyAlertIdInput,
  safetyAlertListInput,
  saveClinicCrisisLinesInput,
  saveCrisisCountryInput,
} from './safety.schemas.js';

/*
 * Safety: crisis resources (public, for a signed-in person, administered per country, a clinic's own lines)
 * and safety alerts for a patient's care team (the clinic at clinics/..., an assigned employee at front/...).
 * No feature switch gates any of these: safety is never switched off.
 */
export const safetyEndpoints = {
  crisisResources: defineEndpoint({
    path: 'front/safety/crisis_resources',
    method: 'GET',
    summary: 'Crisis resources of a country (the one asked for, else the locale’s region, else the international list); no sign-in.',
    input: crisisResourcesInput,
    output: crisisResources,
    access: 'public',
    duringMaintenance: true,
  }),
  myCrisisResources: defineEndpoint({
    path: 'front/safety/my_crisis_resources',
    method: 'GET',
    summary: "The caller's crisis resources: their clinic's own lines first, then their country's (chosen, else the clinic's, else the locale's).",
    input: crisisResourcesInput,
    output: crisisResources,
    // A clinic account too: it chats with the assistant and sees what its people see.
    access: ['patient', 'employee', 'frontuser', 'clinic'],
    duringMaintenance: true,
  }),

  adminCrisisCountries: defineEndpoint({
    path: 'admin/safety/crisis_countries',
    method: 'GET',
    summary: 'Every country with crisis resources, with its emergency number and lines.',
    output: z.array(crisisCountry),
    access: ['admin'],
  }),
  adminSaveCrisisCountry: defineEndpoint({
    path: 'admin/safety/save_crisis_country',
    summary: "Add a country's crisis resources, or replace them (emergency number, notes, lines in order).",
    input: saveCrisisCountryInput,
    output: crisisCountry,
    access: ['admin'],
  }),
  adminDeleteCrisisCountry: defineEndpoint({
    path: 'admin/safety/delete_crisis_country',
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: "Delete a country's crisis resources (its people then see the international list, which cannot be deleted).",
    input: crisisCountryCodeInput,
    output: noData,
    access: ['admin'],
  }),

  clinicCrisisLines: defineEndpoint({
    path: 'clinics/safety/crisis_lines',
    method: 'GET',
    summary: "The clinic's own crisis lines (shown first to its patients and employees) and its country.",
    output: clinicCrisisLines,
    access: ['clinic'],
  }),
  clinicSaveCrisisLines: defineEndpoint({
    path: 'clinics/safety/save_crisis_lines',
    summary: "Replace the clinic's own crisis lines (in the order sent; none to show only the country's).",
    input: saveClinicCrisisLinesInput,
    output: clinicCrisisLines,
    access: ['clinic'],
  }),

  clinicSafetyAlerts: defineEndpoint({
    path: 'clinics/safety/alerts',
    method: 'GET',
    summary: "Safety alerts of the clinic's patients, open or all, newest first, paged (reads are audited).",
    input: safetyAlertListInput,
    output: z.array(safetyAlert),
    access: ['clinic'],
    paged: true,
  }),
  clinicOpenAlertCounts: defineEndpoint({
    path: 'clinics/safety/open_alert_counts',
    method: 'GET',
    summary: "How many open safety alerts each of the clinic's patients has (patients without any are left out).",
    output: z.array(openAlertCount),
    access: ['clinic'],
  }),
  clinicAcknowledgeAlert: defineEndpoint({
    path: 'clinics/safety/acknowledge_alert',
    errors: ['CONFLICT'],
    summary: 'Acknowledge a safety alert of one of the clinic’s patients (who and when are recorded and audited).',
    input: safetyAlertIdInput,
    output: safetyAlert,
    access: ['clinic'],
  }),
  employeeSafetyAlerts: defineEndpoint({
    path: 'front/safety/alerts',
    method: 'GET',
    summary: "Safety alerts of the employee's assigned patients, open or all, newest first, paged (reads are audited).",
    input: safetyAlertListInput,
    output: z.array(safetyAlert),
    access: ['employee'],
    paged: true,
  }),
  employeeOpenAlertCounts: defineEndpoint({
    path: 'front/safety/open_alert_counts',
    method: 'GET',
    summary: "How many open safety alerts each of the employee's assigned patients has.",
    output: z.array(openAlertCount),
    access: ['employee'],
  }),
  employeeAcknowledgeAlert: defineEndpoint({
    path: 'front/safety/acknowledge_alert',
    errors: ['CONFLICT'],
    summary: 'Acknowledge a safety alert of an assigned patient (who and when are recorded and audited).',
    input: safetyAlertIdInput,
    output: safetyAlert,
    access: ['employee'],
  }),
};
