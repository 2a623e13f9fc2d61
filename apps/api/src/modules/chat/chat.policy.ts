import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { connectionRequests, employeePatients, users } from '@stillpoint/db';

/** Who is asking (an AuthContext fits). */
export interface ChatViewer {
  userId: number;
  role: string;
  clinicId: number | null;
}

const ADMIN_ROLES = ['admin', 'masterAdmin'];

/**
 * The chat policy, in one place (issue 11): who may talk to whom, as a condition on `users` (the other
 * person). Every chat read and write (contacts, history, send, read, typing) goes through it, so a contact
 * list and a refusal can never disagree. The relation is symmetric:
 *
 * - a patient: their clinic's account and the employees assigned to them;
 * - an employee: their assigned patients and their clinic's account;
 * - a clinic account: its employees and patients, and the platform's administrators;
 * - a personal user: the personal users who accepted a connection request with them (either way);
 * - an administrator: clinic accounts.
 *
 * Anyone else is not a contact: their id answers 404, as if they did not exist.
 */
export function contactCondition(viewer: ChatViewer): SQL {
  const other = users;
  const notSelf = ne(other.id, viewer.userId);
  const sameClinic = viewer.clinicId === null ? sql`false` : eq(other.clinicId, viewer.clinicId);
  switch (viewer.role) {
    case 'patient':
      return and(
        notSelf,
        sameClinic,
        or(
          eq(other.role, 'clinic'),
          and(
            eq(other.role, 'employee'),
            sql`exists (select 1 from ${employeePatients} where ${employeePatients.employeeId} = ${other.id} and ${employeePatients.patientId} = ${viewer.userId})`,
          ),
        ),
      )!;
    case 'employee':
      return and(
        notSelf,
        sameClinic,
        or(
          eq(other.role, 'clinic'),
          and(
            eq(other.role, 'patient'),
            sql`exists (select 1 from ${employeePatients} where ${employeePatients.employeeId} = ${viewer.userId} and ${employeePatients.patientId} = ${other.id})`,
          ),
        ),
      )!;
    case 'clinic':
      return and(notSelf, or(and(sameClinic, inArray(other.role, ['employee', 'patient'])), inArray(other.role, ADMIN_ROLES)))!;
    case 'frontuser':
      return and(
        notSelf,
        eq(other.role, 'frontuser'),
        sql`exists (select 1 from ${connectionRequests} where ${connectionRequests.status} = 'accepted' and (
          (${connectionRequests.requesterId} = ${viewer.userId} and ${connectionRequests.addresseeId} = ${other.id}) or
          (${connectionRequests.addresseeId} = ${viewer.userId} and ${connectionRequests.requesterId} = ${other.id})))`,
      )!;
    case 'admin':
    case 'masterAdmin':
      return and(notSelf, eq(other.role, 'clinic'))!;
    default:
      return sql`false`;
  }
}
