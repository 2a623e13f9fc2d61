import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import { recordRead } from '../patients/patients.service.js';
import type { PeoplePolicy } from '../people/people.policy.js';
import type { PersonRow } from '../people/people.repository.js';
import { mayDeleteNote, mayEditNote } from './session-notes.policy.js';
import { presentSessionNote } from './session-notes.presenter.js';
import type { SessionNotesRepository } from './session-notes.repository.js';

type Page = { limit: number; offset: number };

/**
 * Private session notes on a patient's record (decision 0012). Health data: the text goes from the request
 * to the table and back to the care team, nowhere else. Every read and write is in the audit trail (who,
 * whose record, which note), never with the text.
 */
export function createSessionNotesService({
  repo,
  policy,
  audit,
}: {
  repo: SessionNotesRepository;
  policy: PeoplePolicy;
  audit: AuditService;
}) {
  /** A patient whose record the caller may read: the clinic's own, or one assigned to the employee; else 404. */
  function patientOf(auth: AuthContext, userid: number): Promise<PersonRow> {
    return auth.role === 'clinic' ? policy.ofClinic(auth, userid, 'patient') : policy.assignedToEmployee(auth, userid);
  }

  /** A note of a patient the caller may read; any other answers 404 like a missing one. */
  async function readableNote(auth: AuthContext, id: number) {
    const row = await repo.find(id);
    if (!row || row.note.clinicId !== auth.clinicId) throw notFound('Session note not found');
    const patient = await patientOf(auth, row.note.patientId).catch(() => {
      throw notFound('Session note not found');
    });
    return { row, patient };
  }

  function recordWrite(
    auth: AuthContext,
    patient: PersonRow,
    what: 'created' | 'updated' | 'deleted',
    noteId: number,
    meta: RequestMeta,
  ) {
    return audit.record(
      {
        actorUserId: auth.userId,
        action: `session_notes.${what}`,
        targetType: 'user',
        targetId: patient.user.id,
        clinicId: patient.user.clinicId,
        meta: { noteId },
      },
      meta,
    );
  }

  return {
    async list(auth: AuthContext, userid: number, page: Page, meta: RequestMeta) {
      const patient = await patientOf(auth, userid);
      const { rows, total } = await repo.ofPatient(patient.user.id, patient.user.clinicId!, page);
      await recordRead(audit, auth, patient, 'session_notes', meta);
      return { rows: rows.map((row) => presentSessionNote(row, auth)), total };
    },

    async add(auth: AuthContext, userid: number, body: string, meta: RequestMeta) {
      const patient = await patientOf(auth, userid);
      const id = await repo.insert({
        clinicId: patient.user.clinicId!,
        patientId: patient.user.id,
        authorId: auth.userId,
        authorRole: auth.role === 'clinic' ? 'clinic' : 'employee',
        body,
      });
      await recordWrite(auth, patient, 'created', id, meta);
      return presentSessionNote((await repo.find(id))!, auth);
    },

    async edit(auth: AuthContext, id: number, body: string, meta: RequestMeta) {
      const { row, patient } = await readableNote(auth, id);
      if (!mayEditNote(auth, row.note)) throw new AppError('FORBIDDEN', 'Only the author can change a session note');
      await repo.updateBody(id, body);
      await recordWrite(auth, patient, 'updated', id, meta);
      return presentSessionNote((await repo.find(id))!, auth);
    },

    async remove(auth: AuthContext, id: number, meta: RequestMeta) {
      const { row, patient } = await readableNote(auth, id);
      if (!mayDeleteNote(auth, row.note))
        throw new AppError('FORBIDDEN', 'Only the author or the clinic can delete a session note');
      await repo.delete(id);
      await recordWrite(auth, patient, 'deleted', id, meta);
    },
  };
}

export type SessionNotesService = ReturnType<typeof createSessionNotesService>;
