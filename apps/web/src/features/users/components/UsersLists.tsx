import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Pagination,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type PersonSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useApproveUser } from '../api/approve-user';
import { useChangeToPersonalUser } from '../api/change-to-personal';
import { useDeleteUser } from '../api/delete-user';
import { useExportUsers } from '../api/export-users';
import { USER_LISTS, useUsers, type UserList } from '../api/get-users';

const PER_PAGE = 10;
const TABS = Object.keys(USER_LISTS) as UserList[];
/** The role id a tab lists, for the export by role id (mixed tabs have none). */
const TAB_ROLE_ID: Partial<Record<UserList, number>> = { mainAdmins: 0, admins: 1, clinicUsers: 2, patients: 5, employees: 6 };
/** Who can be turned into a personal development user. */
const CONVERTIBLE = new Set(['patient', 'employee', 'clinic']);

/** The administration's user lists by role (tabs), paged with search, with per-user actions and Excel export. */
export function UsersLists() {
  const { t } = useTranslation();
  const [list, setList] = useState<UserList>('patients');
  const exporter = useExportUsers();

  const onExport = (roleid: number | null) =>
    exporter.mutate(roleid, { onError: (error) => notify.error(errorMessage(error, MESSAGES.failedUserReport)) });
  const roleid = TAB_ROLE_ID[list];

  return (
    <Stack gap="md">
      <Group gap="xs" justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={exporter.isPending}
          onClick={() => onExport(null)}
        >
          {t('users.exportAll')}
        </Button>
        {roleid !== undefined && (
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={exporter.isPending}
            onClick={() => onExport(roleid)}
          >
            {t('users.exportList')}
          </Button>
        )}
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
            <UsersTable list={key} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function UsersTable({ list }: { list: UserList }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useUsers({ list, pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) });
  const approve = useApproveUser();
  const convert = useChangeToPersonalUser();
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<PersonSummary | null>(null);

  const onApprove = (user: PersonSummary) =>
    approve.mutate(
      { userid: user.userid, status: !user.confirmedByAdmin },
      {
        onSuccess: (response) => notify.success(response.message || MESSAGES.userStatusChanged),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
      },
    );
  const onConvert = (user: PersonSummary) =>
    convert.mutate(
      { userid: user.userid, roleid: 3 },
      {
        onSuccess: (response) => notify.success(response.message || MESSAGES.userUpdated),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
      },
    );
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { userid: deleting.userid },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setDeleting(null);
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
      },
    );
  };

  return (
    <Stack gap="md">
      <form
        role="search"
        aria-label={t('users.searchRegion')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            type="search"
            label={t('users.searchLabel')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <Button type="submit" variant="default">
            {t('users.search')}
          </Button>
        </Group>
      </form>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : query.data.users.length === 0 ? (
        <Text c="dimmed">{search ? t('users.emptyFor', { search }) : t('users.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t(`users.tabs.${list}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('users.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('users.columns.email')}</Table.Th>
                  <Table.Th scope="col">{t('users.columns.role')}</Table.Th>
                  <Table.Th scope="col">{t('users.columns.clinic')}</Table.Th>
                  <Table.Th scope="col">{t('users.columns.status')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.users.map((user) => (
                  <Table.Tr key={user.userid}>
                    <Table.Td fw={500}>{user.fullName}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                    <Table.Td>{user.roleName}</Table.Td>
                    <Table.Td>{user.clinicName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant={user.confirmedByAdmin && user.emailVerified ? 'light' : 'default'} tt="none">
                        {!user.emailVerified
                          ? t('users.status.unverified')
                          : user.confirmedByAdmin
                            ? t('users.status.approved')
                            : t('users.status.notApproved')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal={false}>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={t('users.actionsFor', { name: user.fullName })}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => onApprove(user)}>
                            {user.confirmedByAdmin ? t('users.withdrawApproval') : t('users.approve')}
                          </Menu.Item>
                          {CONVERTIBLE.has(user.role) && (
                            <Menu.Item onClick={() => onConvert(user)}>{t('users.toPersonal')}</Menu.Item>
                          )}
                          <Menu.Divider />
                          <Menu.Item color="red" onClick={() => setDeleting(user)}>
                            {t('users.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}
      <Modal
        withinPortal={false}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('users.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('users.close') }}
      >
        <Stack gap="md">
          <Text>{t('users.deleteConfirm', { name: deleting?.fullName ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('users.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={onDelete}>
              {t('users.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
