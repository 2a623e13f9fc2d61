import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES, ROLE_IDS, roleNameForRoleId, type PersonSummary } from '@stillpoint/contracts';
import { PersonFormModal, type PersonChoice } from '../../../lib/ui/PersonFormModal';
import { useCreateUser, type NewUserKind } from '../api/create-user';
import { useEditUser } from '../api/edit-user';
import { useClinicOptions } from '../api/get-clinic-options';

/** The kinds that belong to a clinic and need one picked. */
const IN_CLINIC: ReadonlySet<NewUserKind> = new Set(['patient', 'employee', 'clinicUser']);
const IN_CLINIC_ROLES = new Set(['patient', 'employee', 'clinic']);

const CREATED: Record<NewUserKind, string> = {
  admin: APP_MESSAGES.adminAdded,
  frontUser: MESSAGES.frontUserAdded,
  patient: MESSAGES.patientAdded,
  employee: APP_MESSAGES.employeeAdded,
  clinicUser: MESSAGES.clinicUserAdded,
};

/** The pick lists of a user form: the clinic for clinic people, the role id for front users and admins. */
function useChoices(kind: NewUserKind | null, needsClinic: boolean): PersonChoice[] {
  const { t } = useTranslation();
  const clinics = useClinicOptions(needsClinic);
  const choices: PersonChoice[] = [];
  if (needsClinic) {
    choices.push({
      field: 'clinicId',
      label: t('users.fields.clinic'),
      options: clinics.data ?? [],
      requiredMessage: t('users.fields.clinicRequired'),
    });
  }
  if (kind === 'frontUser') {
    choices.push({
      field: 'roleid',
      label: t('users.fields.roleid'),
      options: [
        { value: String(ROLE_IDS.personalDevelopment), label: roleNameForRoleId(ROLE_IDS.personalDevelopment) },
        { value: String(ROLE_IDS.business), label: roleNameForRoleId(ROLE_IDS.business) },
      ],
      requiredMessage: t('users.fields.roleRequired'),
    });
  }
  if (kind === 'admin') {
    choices.push({
      field: 'roleid',
      label: t('users.fields.roleid'),
      options: [
        { value: String(ROLE_IDS.admin), label: roleNameForRoleId(ROLE_IDS.admin) },
        { value: String(ROLE_IDS.masterAdmin), label: roleNameForRoleId(ROLE_IDS.masterAdmin) },
      ],
    });
  }
  return choices;
}

/** Creates an admin, front user, patient, employee or clinic user (null kind: closed). */
export function CreateUserModal({ kind, onClose }: { kind: NewUserKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const choices = useChoices(kind, kind !== null && IN_CLINIC.has(kind));
  const create = useCreateUser(kind ?? 'frontUser');
  const edit = useEditUser();
  return (
    <PersonFormModal
      key={kind ?? 'closed'}
      opened={kind !== null}
      onClose={onClose}
      kind="users"
      title={kind ? t(`users.createKinds.${kind}`) : ''}
      choices={choices}
      create={create}
      edit={edit}
      createdFallback={kind ? CREATED[kind] : ''}
      updatedFallback={MESSAGES.userUpdated}
    />
  );
}

/** An administrator edits a user: profile, a new password, the clinic (clinic people) or the role id (front users). */
export function EditUserModal({ user, onClose }: { user: PersonSummary | null; onClose: () => void }) {
  const choices = useChoices(user?.role === 'frontuser' ? 'frontUser' : null, user !== null && IN_CLINIC_ROLES.has(user.role));
  return (
    <PersonFormModal
      opened={user !== null}
      onClose={onClose}
      person={user}
      kind="users"
      choices={choices}
      passwordOnEdit
      create={useCreateUser('frontUser')}
      edit={useEditUser()}
      createdFallback={MESSAGES.frontUserAdded}
      updatedFallback={MESSAGES.userUpdated}
    />
  );
}
