import { z } from 'zod';
import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import { createdPerson, newPersonInput, personEditInput, personListInput, useridInput } from '../people/people.schemas.js';
import { personFeatures } from '../features/features.schemas.js';
import { assignPatientsInput, employeeDetail, employeeSettingsInput, employeeSummary } from './employees.schemas.js';

/** The clinic's employees (spec: create, edit, settings, assign patients). Another clinic's ids answer 404. */
export const employeesEndpoints = {
  clinicAllEmployees: defineEndpoint({
    path: 'clinics/employees/all_employees',
    method: 'GET',
    summary: "The clinic's employees with their assigned patients, paged, with search.",
    input: personListInput,
    output: z.array(employeeSummary),
    access: ['clinic'],
    paged: true,
    feature: 'employees',
  }),
  clinicEmployeeDetail: defineEndpoint({
    path: 'clinics/employees/employee_detail',
    summary: "An employee's detail with their settings.",
    input: useridInput,
    output: employeeDetail,
    access: ['clinic'],
    feature: 'employees',
  }),
  clinicCreateEmployee: defineEndpoint({
    path: 'clinics/employees/create_employee',
    creates: true,
    errors: ['CONFLICT'],
    summary: 'Create an employee of the clinic (without a password, an invitation link is e-mailed).',
    input: newPersonInput,
    output: createdPerson,
    access: ['clinic'],
    feature: 'employees',
  }),
  clinicEditEmployee: defineEndpoint({
    path: 'clinics/employees/edit_employee',
    errors: ['CONFLICT'],
    summary: "Edit an employee's name, e-mail, username or phone.",
    input: personEditInput,
    output: employeeSummary,
    access: ['clinic'],
    feature: 'employees',
  }),
  clinicEmployeeSettings: defineEndpoint({
    path: 'clinics/employees/employee_settings',
    summary: "Switch an employee's dashboard features (clinics_tabs) off or back on; the clinic can only narrow.",
    input: employeeSettingsInput,
    output: personFeatures,
    access: ['clinic'],
    feature: 'employees',
  }),
  clinicAssignPatients: defineEndpoint({
    path: 'clinics/employees/assign_patients',
    summary: "Make the employee's assigned patients exactly this list (patients of the clinic only).",
    input: assignPatientsInput,
    output: employeeSummary,
    access: ['clinic'],
    feature: 'employees',
  }),
  clinicDeleteEmployee: defineEndpoint({
    path: 'clinics/employees/delete_employee',
    summary: 'Delete an employee (their assignments go with them; the patients stay).',
    input: useridInput,
    output: noData,
    access: ['clinic'],
    feature: 'employees',
  }),
};
