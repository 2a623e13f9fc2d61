import type { AuthContext } from '../../lib/access-tokens.js';

/**
 * Who may do what to a session note, once the reader may see the patient's record at all (the people
 * policy: the clinic's own patient, or a patient assigned to the employee). Everyone on the care team
 * reads every note of the patient; only the author changes a note; the author, or the clinic account of
 * the note's clinic, deletes it.
 */
interface NoteOwnership {
  authorId: number | null;
  clinicId: number;
}

export const mayEditNote = (reader: AuthContext, note: NoteOwnership) =>
  note.authorId !== null && note.authorId === reader.userId;

export const mayDeleteNote = (reader: AuthContext, note: NoteOwnership) =>
  mayEditNote(reader, note) || (reader.role === 'clinic' && reader.clinicId === note.clinicId);
