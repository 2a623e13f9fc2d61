import type { SessionNote } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import type { SessionNoteRow } from './session-notes.repository.js';
import { mayDeleteNote, mayEditNote } from './session-notes.policy.js';

/** A note as its reader receives it: the text, who wrote it and when, and what the reader may do with it. */
export function presentSessionNote(row: SessionNoteRow, reader: AuthContext): SessionNote {
  const { note } = row;
  return {
    id: note.id,
    userid: note.patientId,
    body: note.body,
    author: note.authorId !== null && row.authorName !== null ? { userid: note.authorId, fullName: row.authorName } : null,
    authorRole: note.authorRole as SessionNote['authorRole'],
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
    canEdit: mayEditNote(reader, note),
    canDelete: mayDeleteNote(reader, note),
  };
}
