import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
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
import { IconDots, IconMailForward, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, type PatientSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useApprovePatient } from '../api/approve-patient';
import { useDeletePatient } from '../api/delete-patient';
import { useClinicPatients } from '../api/get-clinic-patients';
import { useSendPasswordByEmail } from '../api/send-password';
import { InvitePatientModal } from './InvitePatientModal';
import { PatientFormModal } from './PatientFormModal';

const PER_PAGE = 10;

/** The clinic's patients: search, pages, create, invite, and per patient edit, approve, password e-mail, delete. */
export function PatientsList({ detailPath }: { detailPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useClinicPatients({ pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) });
  const [formOpened, formModal] = useDisclosure(false);
  const [inviteOpened, inviteModal] = useDisclosure(false);
  const [editing, setEditing] = useState<PatientSummary | null>(null);
  const [deleting, setDeleting] = useState<PatientSummary | null>(null);
  const approve = useApprovePatient();
  const sendPassword = useSendPasswordByEmail();
  const remove = useDeletePatient();

  const openCreate = () => {
    setEditing(null);
    formModal.open();
  };
  const openEdit = (patient: PatientSummary) => {
    setEditing(patient);
    formModal.open();
  };
  const onApprove = (patient: PatientSummary) =>
    approve.mutate(
      { userid: patient.userid, status: !patient.confirmedByAdmin },
      {
        onSuccess: (response) => notify.success(response.message || MESSAGES.userStatusChanged),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
      },
    );
  const onSendPassword = (patient: PatientSummary) =>
    sendPassword.mutate(
      { userid: patient.userid },
      {
        onSuccess: (response) => notify.success(response.message || MESSAGES.emailSent),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.emailSendingField)),
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
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <form
          role="search"
          aria-label={t('patients.searchRegion')}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              type="search"
              label={t('patients.searchLabel')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" variant="default">
              {t('patients.search')}
            </Button>
          </Group>
        </form>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconMailForward size={16} aria-hidden />} onClick={inviteModal.open}>
            {t('patients.invite')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={openCreate}>
            {t('patients.create')}
          </Button>
        </Group>
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
      ) : query.data.patients.length === 0 ? (
        <Text c="dimmed">{search ? t('patients.emptyFor', { search }) : t('patients.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('patients.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('patients.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('patients.columns.email')}</Table.Th>
                  <Table.Th scope="col">{t('patients.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('patients.columns.employees')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('patients.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.patients.map((patient) => (
                  <Table.Tr key={patient.userid}>
                    <Table.Td>
                      <Anchor component={Link} to={detailPath(patient.userid)} fw={500}>
                        {patient.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{patient.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant={patient.confirmedByAdmin ? 'light' : 'default'} tt="none">
                          {patient.confirmedByAdmin ? t('patients.status.approved') : t('patients.status.notApproved')}
                        </Badge>
                        {!patient.hasPassword && (
                          <Badge variant="default" tt="none">
                            {t('patients.status.invited')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{patient.assignedEmployees.map((employee) => employee.fullName).join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal={false}>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('patients.actionsFor', { name: patient.fullName })}
                          >
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item component={Link} to={detailPath(patient.userid)}>
                            {t('patients.view')}
                          </Menu.Item>
                          <Menu.Item onClick={() => openEdit(patient)}>{t('patients.edit')}</Menu.Item>
                          <Menu.Item onClick={() => onApprove(patient)}>
                            {patient.confirmedByAdmin ? t('patients.withdrawApproval') : t('patients.approve')}
                          </Menu.Item>
                          <Menu.Item onClick={() => onSendPassword(patient)}>{t('patients.sendPassword')}</Menu.Item>
                          <Menu.Divider />
                          <Menu.Item color="red" onClick={() => setDeleting(patient)}>
                            {t('patients.delete')}
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

      <PatientFormModal opened={formOpened} onClose={formModal.close} patient={editing} />
      <InvitePatientModal opened={inviteOpened} onClose={inviteModal.close} />
      <Modal
        withinPortal={false}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('patients.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('patients.close') }}
      >
        <Stack gap="md">
          <Text>{t('patients.deleteConfirm', { name: deleting?.fullName ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('patients.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={onDelete}>
              {t('patients.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
