import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE_IDS } from '@stillpoint/contracts';
import { clinics, mediaFiles, users, type Db } from '@stillpoint/db';
import { mediaIdsBeneath, releaseMedia } from '../media/media.lifecycle.js';

// Written out with aliases: drizzle leaves columns unqualified in a single-table select, which a
// correlated subquery would resolve against the inner table.
const countOf = (role: string) =>
  sql<number>`(select count(*)::int from users u where u.clinic_id = "clinics"."id" and u.role = ${role})`;
const clinicWithCounts = {
  clinic: clinics,
  clinicUsers: countOf('clinic'),
  employees: countOf('employee'),
  patients: countOf('patient'),
};

export type PatientDisposal = 'move' | 'make_personal' | 'delete';

/** SQL for clinics (the tenants). */
export function createClinicsRepository(db: Db) {
  return {
    async list() {
      return db.select(clinicWithCounts).from(clinics).orderBy(asc(clinics.name), asc(clinics.id));
    },
    async find(id: number) {
      return (await db.select(clinicWithCounts).from(clinics).where(eq(clinics.id, id)))[0];
    },
    async insert(values: typeof clinics.$inferInsert) {
      const [row] = await db.insert(clinics).values(values).returning({ id: clinics.id });
      return row!.id;
    },
    async update(id: number, values: Partial<typeof clinics.$inferInsert>) {
      await db
        .update(clinics)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(clinics.id, id));
    },

    /**
     * Deletes a clinic in one transaction: its patients are handled as asked (moved, made personal users
     * or deleted; moved and converted patients' access tokens are refused, their sessions go on with the
     * new state), its staff accounts are deleted, then the
     * clinic. Assignments and clinic switches go by cascade, and so does the clinic's library (categories,
     * classes, meditations). Returns what happened, with the media released (files of its library, of the
     * deleted people's stories, and its uploads nothing uses), or 'has_patients' (nothing changed) when it
     * has patients and no disposal was given.
     */
    async deleteWithPeople(
      id: number,
      disposal: { patients?: PatientDisposal | undefined; moveToClinicId?: number | undefined },
    ) {
      return db.transaction(async (tx) => {
        // Lock the clinic so no patient is added to it while it goes.
        await tx.execute(sql`select id from clinics where id = ${id} for update`);
        const patientRows = await tx
          .select({ id: users.id, avatarUrl: users.avatarUrl })
          .from(users)
          .where(and(eq(users.clinicId, id), eq(users.role, 'patient')));
        const patientIds = patientRows.map((row) => row.id);
        const result = { patientsMoved: 0, patientsMadePersonal: 0, patientsDeleted: 0, staffDeleted: 0 };
        /** Avatars of the people deleted here, for the caller to remove from storage. */
        const avatars: Array<string | null> = [];
        if (patientIds.length && !disposal.patients) return 'has_patients' as const;
        // Collected before anything goes: afterwards the cascades have taken the rows that named them.
        const media = [
          ...(await mediaIdsBeneath(tx, clinics, eq(clinics.id, id))),
          ...(await mediaIdsBeneath(tx, users, eq(users.clinicId, id))),
          ...(await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.clinicId, id))).map((row) => row.id),
        ];
        if (patientIds.length) {
          if (disposal.patients === 'delete') {
            await tx.delete(users).where(inArray(users.id, patientIds));
            result.patientsDeleted = patientIds.length;
            avatars.push(...patientRows.map((row) => row.avatarUrl));
          } else {
            const values =
              disposal.patients === 'move'
                ? { clinicId: disposal.moveToClinicId! }
                : { clinicId: null, role: 'frontuser', roleid: ROLE_IDS.personalDevelopment };
            // Their sessions go on with the new clinic or role; access tokens signed before are refused.
            await tx
              .update(users)
              .set({ ...values, securityVersion: sql`${users.securityVersion} + 1`, updatedAt: new Date() })
              .where(inArray(users.id, patientIds));
            if (disposal.patients === 'move') result.patientsMoved = patientIds.length;
            else result.patientsMadePersonal = patientIds.length;
          }
        }
        const staff = await tx
          .delete(users)
          .where(eq(users.clinicId, id))
          .returning({ id: users.id, avatarUrl: users.avatarUrl });
        result.staffDeleted = staff.length;
        avatars.push(...staff.map((row) => row.avatarUrl));
        await tx.delete(clinics).where(eq(clinics.id, id));
        /** Everyone whose account changed or went: the caller announces them (session guard). */
        const changedUserIds = [...patientIds, ...staff.map((row) => row.id)];
        return { ...result, avatars, changedUserIds, released: await releaseMedia(tx, media) };
      });
    },
  };
}

export type ClinicsRepository = ReturnType<typeof createClinicsRepository>;
export type ClinicRowWithCounts = NonNullable<Awaited<ReturnType<ClinicsRepository['find']>>>;
