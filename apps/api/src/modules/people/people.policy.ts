import type { Role } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PeopleRepository, PersonRow } from './people.repository.js';

/** A clinic account (or employee) always belongs to a clinic; a token without one is refused. */
export function clinicActor(auth: AuthContext): { userId: number; clinicId: number } {
  if (auth.clinicId === null) throw new AppError('FORBIDDEN');
  return { userId: auth.userId, clinicId: auth.clinicId };
}

const isAdminRole = (role: string) => role === 'admin' || role === 'masterAdmin';

/**
 * Who may do what to which person.
 * - Administrators manage everyone except administrators; only a master admin manages administrators.
 * - Nobody deletes or converts their own account through the administration.
 * - A clinic reaches only its own patients and employees; anything else is 404, as if it did not exist.
 * - An employee reaches only the patients assigned to them (404 otherwise).
 */
export function createPeoplePolicy(repo: PeopleRepository) {
  return {
    /** A person an administrator may change (edit, delete, convert, approve). */
    async managedByAdmin(actor: AuthContext, userid: number, options: { notSelf?: boolean } = {}): Promise<PersonRow> {
      const row = await repo.find(userid);
      if (!row) throw notFound();
      if (options.notSelf && row.user.id === actor.userId)
        throw new AppError('CONFLICT', 'You cannot do this to your own account');
      if (isAdminRole(row.user.role) && actor.role !== 'masterAdmin')
        throw new AppError('FORBIDDEN', 'Only a master admin can change administrators');
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
