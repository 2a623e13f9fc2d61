import { adminRefusal, roleAllowed, type AdminAction, type PersonSummary } from '@stillpoint/contracts';
import { useSessionUser } from '../../../lib/session';
import { CREATE_USER_ENDPOINTS, NEW_USER_KINDS, type NewUserKind } from '../api/create-user';

/**
 * What the signed-in administrator may do, by the server's own rules: the catalogue's roles for creating
 * (an admin user is a master admin's call) and `adminRefusal` for acting on a person (nobody deletes,
 * approves or converts their own account; only a master admin changes administrators). The screens offer
 * nothing else.
 */
export function useAdminPermissions() {
  const admin = useSessionUser('admin');
  const actor = admin ? { userid: admin.userid, role: admin.role } : null;
  return {
    may: (person: Pick<PersonSummary, 'userid' | 'role'>, action: AdminAction) =>
      actor !== null && adminRefusal(actor, person, action) === null,
    canCreate: (kind: NewUserKind) => roleAllowed(CREATE_USER_ENDPOINTS[kind], admin?.role),
    creatableKinds: NEW_USER_KINDS.filter((kind) => roleAllowed(CREATE_USER_ENDPOINTS[kind], admin?.role)),
  };
}
export type AdminPermissions = ReturnType<typeof useAdminPermissions>;
