import { and, count, desc, eq } from 'drizzle-orm';
import { sessionNotes, users, type Db } from '@stillpoint/db';

/** SQL for session notes (the text is read and written here only; it never goes to a log or the audit trail). */
export function createSessionNotesRepository(db: Db) {
  const columns = { note: sessionNotes, authorName: users.fullName };
  const query = () => db.select(columns).from(sessionNotes).leftJoin(users, eq(users.id, sessionNotes.authorId));

  return {
    /**
     * A patient's notes written in one clinic, newest first, a page of them (a patient moved to another
     * clinic does not take the first clinic's notes along).
     */
    async ofPatient(patientId: number, clinicId: number, page: { limit: number; offset: number }) {
      const where = and(eq(sessionNotes.patientId, patientId), eq(sessionNotes.clinicId, clinicId))!;
      const [rows, [total]] = await Promise.all([
        query().where(where).orderBy(desc(sessionNotes.createdAt), desc(sessionNotes.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(sessionNotes).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number) {
      const [row] = await query().where(eq(sessionNotes.id, id));
      return row;
    },

    async insert(values: typeof sessionNotes.$inferInsert) {
      const [row] = await db.insert(sessionNotes).values(values).returning({ id: sessionNotes.id });
      return row!.id;
    },

    async updateBody(id: number, body: string) {
      await db.update(sessionNotes).set({ body, editedAt: new Date() }).where(eq(sessionNotes.id, id));
    },

    async delete(id: number) {
      await db.delete(sessionNotes).where(eq(sessionNotes.id, id));
    },
  };
}

export type SessionNotesRepository = ReturnType<typeof createSessionNotesRepository>;
export type SessionNoteRow = NonNullable<Awaited<ReturnType<SessionNotesRepository['find']>>>;
