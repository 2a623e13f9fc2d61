import { z } from 'zod';
import { defineEndpoint, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  addSessionNoteInput,
  editSessionNoteInput,
  sessionNote,
  sessionNoteIdInput,
  sessionNotesInput,
} from './session-notes.schemas.js';

type Config = Omit<EndpointConfig, 'path' | 'access' | 'feature'>;

/**
 * A patient's private session notes, for the clinic (clinics/patients/..., its patients) and for an employee
 * (front/employee/..., their assigned patients). Any other patient answers 404; no patient endpoint exists.
 */
function care<const C extends Config>(action: string, config: C) {
  return {
    clinic: defineEndpoint({ ...config, path: `clinics/patients/${action}`, access: ['clinic'] as const, feature: 'patients' }),
    employee: defineEndpoint({ ...config, path: `front/employee/${action}`, access: ['employee'] as const, feature: 'patients' }),
  };
}

const list = care('session_notes', {
  summary: "A patient's private session notes, newest first, paged (the read is audited).",
  input: sessionNotesInput,
  output: z.array(sessionNote),
  paged: true,
});
const add = care('add_session_note', {
  creates: true,
  summary: 'Write a private session note about a patient (plain text; audited without the text).',
  input: addSessionNoteInput,
  output: sessionNote,
});
const edit = care('edit_session_note', {
  summary: 'Change the text of a session note you wrote (audited without the text).',
  input: editSessionNoteInput,
  output: sessionNote,
});
const remove = care('delete_session_note', {
  summary: "Delete a session note you wrote (the clinic account: any note of the clinic's patients).",
  input: sessionNoteIdInput,
  output: noData,
});

export const sessionNotesEndpoints = {
  clinicSessionNotes: list.clinic,
  employeeSessionNotes: list.employee,
  clinicAddSessionNote: add.clinic,
  employeeAddSessionNote: add.employee,
  clinicEditSessionNote: edit.clinic,
  employeeEditSessionNote: edit.employee,
  clinicDeleteSessionNote: remove.clinic,
  employeeDeleteSessionNote: remove.employee,
};
