import type { Role } from '../roles.js';

/** What an administrator does to a person through admin/users/... (each call names one). */
export type AdminAction = 'edit' | 'delete' | 'approve' | 'confirmForUser' | 'convert' | 'features';

/** Administrators (admin and master admin): only a master admin changes them. */
export function isAdministratorRole(role: Role | string): boolean {
  return role === 'admin' || role === 'masterAdmin';
}

/** What no administrator does to their own account through the administration. */
export const NOT_ON_OWN_ACCOUNT: ReadonlySet<AdminAction> = new Set<AdminAction>(['delete', 'approve', 'convert']);

/** Why an action is refused: on one's own account (409), or an administrator changed by a plain admin (403). */
export type AdminRefusal = 'ownAccount' | 'masterAdminOnly';

/**
 * The rule the server's people policy enforces and the administration screens mirror to offer only what
 * the signed-in administrator may do: nobody deletes, approves or converts their own account; only a
 * master admin changes administrators (admin or master admin). null: allowed.
 */
export function adminRefusal(
  actor: { userid: number; role: Role },
  target: { userid: number; role: Role | string },
  action: AdminAction,
): AdminRefusal | null {
  if (NOT_ON_OWN_ACCOUNT.has(action) && actor.userid === target.userid) return 'ownAccount';
  if (isAdministratorRole(target.role) && actor.role !== 'masterAdmin') return 'masterAdminOnly';
  return null;
}
