import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type PatientSummary } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { PeopleTable, usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useApprovePatient } from '../api/approve-patient';
import { useApprovePatientByUser } from '../api/approve-patient-by-user';
import { useDeletePatient } from '../api/delete-patient';
import { useClinicPatients } from '../api/get-clinic-patients';
import { useSendPasswordByEmail } from '../api/send-password';
import { InvitePatientModal } from './InvitePatientModal';
import { PatientFormModal } from './PatientFormModal';
import { PatientSettingsModal } from './PatientSettingsModal';

/**
 * The clinic's patients: search, pages, create, invite, and per patient edit, settings, both approvals (the
 * clinic's, and the patient's own confirmation recorded by the clinic), password e-mail, delete.
 */
export function PatientsList({
  detailPath,
  nameAddon,
}: {
  detailPath: (userid: number) => string;
  /** Shown after a patient's name (the page's safety alert badge). */
  nameAddon?: (patient: PatientSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const query = useClinicPatients(paging.params);
  const [formOpened, formModal] = useDisclosure(false);
  const [inviteOpened, inviteModal] = useDisclosure(false);
  const [editing, setEditing] = useState<PatientSummary | null>(null);
  const [configuring, setConfiguring] = useState<PatientSummary | null>(null);
  const approve = useApprovePatient();
  const approveByUser = useApprovePatientByUser();
  const sendPassword = useSendPasswordByEmail();
  const deletion = useConfirmDelete(
    'patients',
    useDeletePatient(),
    (patient: PatientSummary) => ({ userid: patient.userid }),
    (patient) => patient.fullName,
  );

  const openForm = (patient: PatientSummary | null) => {
    setEditing(patient);
    formModal.open();
  };

  return (
    <>
      <PeopleTable
        ns="patients"
        paging={paging}
        query={query}
        tableLabel={t('patients.tableLabel')}
        minWidth={640}
        detailPath={detailPath}
        nameAddon={nameAddon}
        toolbar={
          <>
            <Button variant="light" leftSection={<IconMailForward size={16} aria-hidden />} onClick={inviteModal.open}>
              {t('patients.invite')}
            </Button>
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
              {t('patients.create')}
            </Button>
          </>
        }
        columns={[
          {
            key: 'status',
            header: t('patients.columns.status'),
            cell: (patient) => <PatientApprovals patient={patient} />,
          },
          {
            key: 'employees',
            header: t('patients.columns.employees'),
            cell: (patient) => patient.assignedEmployees.map((employee) => employee.fullName).join(', ') || '—',
          },
        ]}
        onDelete={deletion.ask}
        actions={(patient) => (
          <>
            <Menu.Item onClick={() => openForm(patient)}>{t('patients.edit')}</Menu.Item>
            <Menu.Item onClick={() => setConfiguring(patient)}>{t('patients.settings')}</Menu.Item>
            <Menu.Item
              onClick={() =>
                approve.mutate(
                  { userid: patient.userid, status: !patient.confirmedByAdmin },
                  toastOutcome(MESSAGES.userStatusChanged, MESSAGES.somethingIsWrong),
                )
              }
            >
              {patient.confirmedByAdmin ? t('patients.withdrawApproval') : t('patients.approve')}
            </Menu.Item>
            <Menu.Item
              onClick={() =>
                approveByUser.mutate(
                  { userid: patient.userid, status: !patient.confirmedByUser },
                  toastOutcome(MESSAGES.userStatusChanged, MESSAGES.somethingIsWrong),
                )
              }
            >
              {patient.confirmedByUser ? t('patients.withdrawUserConfirmation') : t('patients.confirmForUser')}
            </Menu.Item>
            <Menu.Item
              onClick={() =>
                sendPassword.mutate({ userid: patient.userid }, toastOutcome(MESSAGES.emailSent, MESSAGES.emailSendingField))
              }
            >
              {t('patients.sendPassword')}
            </Menu.Item>
          </>
        )}
      />
      <PatientFormModal opened={formOpened} onClose={formModal.close} patient={editing} />
      <InvitePatientModal opened={inviteOpened} onClose={inviteModal.close} />
      <PatientSettingsModal patient={configuring} onClose={() => setConfiguring(null)} />
      {deletion.modal}
    </>
  );
}

/** Both approvals as states: the clinic's approval and the patient's own confirmation; "Invited" before a password is set. */
export function PatientApprovals({
  patient,
}: {
  patient: Pick<PatientSummary, 'confirmedByAdmin' | 'confirmedByUser' | 'hasPassword'>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge variant={patient.confirmedByAdmin ? 'light' : 'default'} tt="none">
        {patient.confirmedByAdmin ? t('patients.status.approved') : t('patients.status.notApproved')}
      </Badge>
      <Badge variant={patient.confirmedByUser ? 'light' : 'default'} tt="none">
        {patient.confirmedByUser ? t('patients.status.confirmedByUser') : t('patients.status.notConfirmedByUser')}
      </Badge>
      {!patient.hasPassword && (
        <Badge variant="default" tt="none">
          {t('patients.status.invited')}
        </Badge>
      )}
    </Group>
  );
}
