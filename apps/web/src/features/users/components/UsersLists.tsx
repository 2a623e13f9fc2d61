import { useState } from 'react';
import { Badge, Button, Group, Menu, Stack, Tabs } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, ROLE_IDS, roleNamePluralForRoleId, type PersonSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify, toastOutcome } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { PeopleTable, usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useApproveUser } from '../api/approve-user';
import { useChangeToPersonalUser } from '../api/change-to-personal';
import { useDeleteUser } from '../api/delete-user';
import { useExportUsers } from '../api/export-users';
import { USER_LISTS, useUsers, type UserList } from '../api/get-users';
import { ChangeToPatientModal } from './ChangeToPatientModal';
import { useAdminPermissions } from './permissions';
import { CreateUserModal, EditUserModal } from './UserFormModals';
import type { NewUserKind } from '../api/create-user';

const TABS = Object.keys(USER_LISTS) as UserList[];
/** Every role id admin/users/generateExcel_roleid exports, in id order (0 master admin ... 6 employee). */
export const EXPORT_ROLE_IDS = Object.values(ROLE_IDS).sort((a, b) => a - b);
/** Who can be turned into a personal development user (patients), and who into a patient (front users). */
const TO_PERSONAL = new Set(['patient']);
const TO_PATIENT = new Set(['frontuser']);

/**
 * The administration's user lists: All users (every role, first and selected) and one tab per role list,
 * paged with search, with create, per-user actions and Excel export.
 */
export function UsersLists({ detailPath }: { detailPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const [list, setList] = useState<UserList>('all');
  const [creating, setCreating] = useState<NewUserKind | null>(null);
  const permissions = useAdminPermissions();

  return (
    <Stack gap="md">
      <Group gap="xs" justify="flex-end">
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
              {t('users.create')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {permissions.creatableKinds.map((kind) => (
              <Menu.Item key={kind} onClick={() => setCreating(kind)}>
                {t(`users.createKinds.${kind}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <ExportMenu />
      </Group>
      <Tabs value={list} onChange={(value) => value && setList(value as UserList)} keepMounted={false}>
        <Tabs.List aria-label={t('users.tabsLabel')}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`users.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <UsersTable list={key} detailPath={detailPath} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <CreateUserModal kind={creating} onClose={() => setCreating(null)} />
    </Stack>
  );
}

/** Every export the API has: all users (generateExcel), or the users of one role id (generateExcel_roleid). */
function ExportMenu() {
  const { t } = useTranslation();
  const exporter = useExportUsers();
  const onExport = (roleid: number | null) =>
    exporter.mutate(roleid, { onError: (error) => notify.error(errorMessage(error, MESSAGES.failedUserReport)) });
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={exporter.isPending}
        >
          {t('users.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport(null)}>{t('users.exportAll')}</Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('users.exportByRole')}</Menu.Label>
        {EXPORT_ROLE_IDS.map((roleid) => (
          <Menu.Item key={roleid} onClick={() => onExport(roleid)}>
            {roleNamePluralForRoleId(roleid)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The actions an administrator has on one user (the lists' menu and the user's page share them). */
export function useUserActions() {
  const permissions = useAdminPermissions();
  const approve = useApproveUser();
  const convert = useChangeToPersonalUser();
  const [editing, setEditing] = useState<PersonSummary | null>(null);
  const [toPatient, setToPatient] = useState<PersonSummary | null>(null);
  return {
    approve: (user: PersonSummary) =>
      approve.mutate(
        { userid: user.userid, status: !user.confirmedByAdmin },
        toastOutcome(MESSAGES.userStatusChanged, MESSAGES.somethingIsWrong),
      ),
    toPersonal: (user: PersonSummary) =>
      convert.mutate({ userid: user.userid, roleid: 3 }, toastOutcome(MESSAGES.userUpdated, MESSAGES.somethingIsWrong)),
    /** What the signed-in administrator may do to the user (the server's rule, see permissions.ts). */
    may: permissions.may,
    canBePersonal: (user: PersonSummary) => TO_PERSONAL.has(user.role) && permissions.may(user, 'convert'),
    canBePatient: (user: PersonSummary) => TO_PATIENT.has(user.role) && permissions.may(user, 'convert'),
    edit: setEditing,
    toPatient: setToPatient,
    modals: (
      <>
        <EditUserModal user={editing} onClose={() => setEditing(null)} />
        <ChangeToPatientModal user={toPatient} onClose={() => setToPatient(null)} />
      </>
    ),
  };
}

function UsersTable({ list, detailPath }: { list: UserList; detailPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const query = useUsers({ list, ...paging.params });
  const actions = useUserActions();
  const deletion = useConfirmDelete(
    'users',
    useDeleteUser(),
    (user: PersonSummary) => ({ userid: user.userid }),
    (user) => user.fullName,
  );

  return (
    <>
      <PeopleTable
        ns="users"
        paging={paging}
        query={query}
        tableLabel={t(`users.tabs.${list}`)}
        minWidth={720}
        detailPath={detailPath}
        columns={[
          { key: 'role', header: t('users.columns.role'), cell: (user) => user.roleName },
          { key: 'clinic', header: t('users.columns.clinic'), cell: (user) => user.clinicName ?? '—' },
          { key: 'status', header: t('users.columns.status'), cell: (user) => <UserStatusBadge user={user} /> },
        ]}
        onDelete={deletion.ask}
        canDelete={(user) => actions.may(user, 'delete')}
        actions={(user) => (
          <>
            {actions.may(user, 'edit') && <Menu.Item onClick={() => actions.edit(user)}>{t('users.edit')}</Menu.Item>}
            {actions.may(user, 'approve') && (
              <Menu.Item onClick={() => actions.approve(user)}>
                {user.confirmedByAdmin ? t('users.withdrawApproval') : t('users.approve')}
              </Menu.Item>
            )}
            {actions.canBePatient(user) && <Menu.Item onClick={() => actions.toPatient(user)}>{t('users.toPatient')}</Menu.Item>}
            {actions.canBePersonal(user) && (
              <Menu.Item onClick={() => actions.toPersonal(user)}>{t('users.toPersonal')}</Menu.Item>
            )}
          </>
        )}
      />
      {actions.modals}
      {deletion.modal}
    </>
  );
}

/** E-mail confirmed and approved, waiting for approval, or e-mail not confirmed. */
export function UserStatusBadge({ user }: { user: PersonSummary }) {
  const { t } = useTranslation();
  return (
    <Badge variant={user.confirmedByAdmin && user.emailVerified ? 'light' : 'default'} tt="none">
      {!user.emailVerified
        ? t('users.status.unverified')
        : user.confirmedByAdmin
          ? t('users.status.approved')
          : t('users.status.notApproved')}
    </Badge>
  );
}
