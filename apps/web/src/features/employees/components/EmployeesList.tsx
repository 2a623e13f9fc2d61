import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Modal,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type EmployeeSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useDeleteEmployee } from '../api/delete-employee';
import { useClinicEmployees } from '../api/get-clinic-employees';
import { AssignPatientsModal } from './AssignPatientsModal';
import { EmployeeFormModal } from './EmployeeFormModal';

const PER_PAGE = 10;

/** The clinic's employees: search, pages, create, and per employee edit, assign patients, delete. */
export function EmployeesList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useClinicEmployees({ pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) });
  const [formOpened, formModal] = useDisclosure(false);
  const [editing, setEditing] = useState<EmployeeSummary | null>(null);
  const [assigning, setAssigning] = useState<EmployeeSummary | null>(null);
  const [deleting, setDeleting] = useState<EmployeeSummary | null>(null);
  const remove = useDeleteEmployee();

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
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <form
          role="search"
          aria-label={t('employees.searchRegion')}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              type="search"
              label={t('employees.searchLabel')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" variant="default">
              {t('employees.search')}
            </Button>
          </Group>
        </form>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => {
            setEditing(null);
            formModal.open();
          }}
        >
          {t('employees.create')}
        </Button>
      </Group>

      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : query.data.employees.length === 0 ? (
        <Text c="dimmed">{search ? t('employees.emptyFor', { search }) : t('employees.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('employees.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('employees.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('employees.columns.email')}</Table.Th>
                  <Table.Th scope="col">{t('employees.columns.patients')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('employees.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.employees.map((employee) => (
                  <Table.Tr key={employee.userid}>
                    <Table.Td fw={500}>{employee.fullName}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{employee.email}</Table.Td>
                    <Table.Td>{employee.assignedPatients.map((patient) => patient.fullName).join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal={false}>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('employees.actionsFor', { name: employee.fullName })}
                          >
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => setAssigning(employee)}>{t('employees.assign')}</Menu.Item>
                          <Menu.Item
                            onClick={() => {
                              setEditing(employee);
                              formModal.open();
                            }}
                          >
                            {t('employees.edit')}
                          </Menu.Item>
                          <Menu.Divider />
                          <Menu.Item color="red" onClick={() => setDeleting(employee)}>
                            {t('employees.delete')}
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

      <EmployeeFormModal opened={formOpened} onClose={formModal.close} employee={editing} />
      <AssignPatientsModal employee={assigning} onClose={() => setAssigning(null)} />
      <Modal
        withinPortal={false}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('employees.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('employees.close') }}
      >
        <Stack gap="md">
          <Text>{t('employees.deleteConfirm', { name: deleting?.fullName ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('employees.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={onDelete}>
              {t('employees.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
