import { z } from 'zod';
import { idField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personRef } from '../people/people.schemas.js';

/*
 * Private session notes: what the care team (the clinic account and the patient's assigned employees)
 * writes about a patient. Health data: never shown to the patient, never logged, every read and write
 * audited without the text. Plain text (decision 0012): kept and shown exactly as written, line breaks
 * included; no markup to sanitise or to render.
 */

export const SESSION_NOTE_MAX = 10_000;

const noteBody = z
  .string()
  .trim()
  .min(1, 'Write the note')
  .max(SESSION_NOTE_MAX, `Keep the note under ${SESSION_NOTE_MAX.toLocaleString('en-US')} characters`);

/** A patient's notes, newest first, paged. */
export const sessionNotesInput = pagingInput.extend({ userid: idField });
export const addSessionNoteInput = z.object({ userid: idField, body: noteBody });
export type AddSessionNoteInput = z.input<typeof addSessionNoteInput>;
/** Only the note's author changes it. */
export const editSessionNoteInput = z.object({ id: idField, body: noteBody });
/** The author deletes their note; the clinic account any note of its clinic. */
export const sessionNoteIdInput = z.object({ id: idField });

export const sessionNote = z.object({
  id: z.number().int(),
  /** The patient the note is about. */
  userid: z.number().int(),
  body: z.string(),
  /** Who wrote it; null once their account is deleted (the note stays with the patient's record). */
  author: personRef.nullable(),
  /** The author's role when they wrote it. */
  authorRole: z.enum(['clinic', 'employee']),
  createdAt: z.string(),
  /** When the text last changed; null if never edited. */
  editedAt: z.string().nullable(),
  /** What the caller may do with it. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type SessionNote = z.infer<typeof sessionNote>;
