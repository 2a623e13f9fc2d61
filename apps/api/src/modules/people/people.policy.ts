import { adminRefusal, type AdminAction, type Role } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PeopleRepository, PersonRow } from './people.repository.js';

/** A clinic account (or employee) always belongs to a clinic; a token without one is refused. */
export function clinicActor(auth: AuthContext): { userId: number; clinicId: number } {
  if (auth.clinicId === null) throw new AppError('FORBIDDEN');
  return { userId: auth.userId, clinicId: auth.clinicId };
}

/**
 * Who may do what to which person.
 * - Administrators manage everyone except administrators; only a master admin manages administrators.
 * - Nobody deletes, approves or converts their own account through the administration.
 *   (Both rules are `adminRefusal` in the contracts: the administration screens offer only what it allows.)
 * - A clinic reaches only its own patients and employees; anything else is 404, as if it did not exist.
 * - An employee reaches only the patients assigned to them (404 otherwise).
 */
export function createPeoplePolicy(repo: PeopleRepository) {
  return {
    /** A person an administrator may change by `action` (edit, delete, convert, approve...). */
    async managedByAdmin(actor: AuthContext, userid: number, action: AdminAction): Promise<PersonRow> {
      const row = await repo.find(userid);
      if (!row) throw notFound();
      const refusal = adminRefusal(
        { userid: actor.userId, role: actor.role },
        { userid: row.user.id, role: row.user.role },
        action,
      );
      if (refusal === 'ownAccount') throw new AppError('CONFLICT', 'You cannot do this to your own account');
      if (refusal === 'masterAdminOnly') throw new AppError('FORBIDDEN', 'Only a master admin can change administrators');
      return row;
    },

    /** A person an administrator may read. */
    async readableByAdmin(userid: number): Promise<PersonRow> {
      const row = await repo.find(userid);
      if (!row) throw notFound();
      return row;
    },

    /** The clinic's own person of a role (patient or employee); another clinic's ids answer 404. */
    async ofClinic(auth: AuthContext, userid: number, role: Extract<Role, 'patient' | 'employee'>): Promise<PersonRow> {
      const row = await repo.find(userid);
      if (!row || auth.clinicId === null || row.user.clinicId !== auth.clinicId || row.user.role !== role) throw notFound();
      return row;
    },

    /** A patient assigned to the calling employee; any other patient answers 404. */
    async assignedToEmployee(auth: AuthContext, userid: number): Promise<PersonRow> {
      const row = await repo.find(userid);
      if (
        !row ||
        row.user.role !== 'patient' ||
        row.user.clinicId !== auth.clinicId ||
        !(await repo.isAssigned(auth.userId, userid))
      )
        throw notFound();
      return row;
    },
  };
}

export type PeoplePolicy = ReturnType<typeof createPeoplePolicy>;
