import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { countryName } from '../../../lib/ui/CountrySelect';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ClinicDetail as Clinic, type PersonSummary } from '@stillpoint/contracts';
import { FactList } from '../../../lib/ui/FactList';
import { NoticeState } from '../../../lib/ui/NoticeState';
import { PeopleTable, usePagedSearch } from '../../../lib/ui/PeopleTable';
import { QueryState } from '../../../lib/ui/QueryState';
import { useClinicEmployees } from '../api/get-clinic-employees';
import { useClinicPatients } from '../api/get-clinic-patients';
import { useClinics } from '../api/get-clinics';
import { useClinicActions } from './ClinicActions';

export interface ClinicDetailProps {
  clinicId: number;
  /** A person's page in the administration (the names in the lists link to it). */
  userPath: (userid: number) => string;
  /** The clinics list, where "not found" and a deletion lead. */
  listPath: string;
  onDeleted: () => void;
}

/**
 * One clinic for the administration: its details, the clinic's actions (edit, clinic account, web link,
 * delete), and its patients and employees (admin/users/get_clinic_patients, get_clinic_employees), paged
 * and searchable, each linking to their user page.
 */
export function ClinicDetail({ clinicId, userPath, listPath, onDeleted }: ClinicDetailProps) {
  const clinics = useClinics();
  return (
    <QueryState query={clinics}>
      {(list) => {
        const clinic = list.find((candidate) => candidate.id === clinicId);
        return clinic ? (
          <ClinicPage clinic={clinic} clinics={list} userPath={userPath} onDeleted={onDeleted} />
        ) : (
          <ClinicNotFound listPath={listPath} />
        );
      }}
    </QueryState>
  );
}

function ClinicNotFound({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  return <NoticeState title={t('clinics.notFound')} body={t('clinics.notFoundBody')} action={t('clinics.back')} to={listPath} />;
}

function ClinicPage({
  clinic,
  clinics,
  userPath,
  onDeleted,
}: {
  clinic: Clinic;
  clinics: Clinic[];
  userPath: (userid: number) => string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const actions = useClinicActions(clinics, onDeleted);
  const facts: [string, string][] = [
    [t('clinics.columns.email'), clinic.email ?? '—'],
    [t('clinics.fields.phoneShort'), clinic.phone ?? '—'],
    [t('clinics.fields.addressShort'), clinic.address ?? '—'],
    [t('clinics.fields.countryShort'), clinic.country ? countryName(clinic.country) : '—'],
    [t('clinics.columns.clinicUsers'), String(clinic.clinicUsers)],
    [t('clinics.createdAt'), formatDateTime(clinic.createdAt)],
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={1}>{clinic.name}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => actions.edit(clinic)}>
            {t('clinics.edit')}
          </Button>
          <Button variant="default" onClick={() => actions.addUser(clinic)}>
            {t('clinics.addUser')}
          </Button>
          <Button variant="default" onClick={() => actions.weblink(clinic)}>
            {t('clinics.generateWeblink')}
          </Button>
          <Button color="red" variant="light" onClick={() => actions.remove(clinic)}>
            {t('clinics.delete')}
          </Button>
        </Group>
      </Group>
      <FactList facts={facts} />
      <Tabs defaultValue="patients" keepMounted={false}>
        <Tabs.List aria-label={t('clinics.peopleTabs', { name: clinic.name })}>
          <Tabs.Tab value="patients">{t('clinics.patientsTab', { count: clinic.patients })}</Tabs.Tab>
          <Tabs.Tab value="employees">{t('clinics.employeesTab', { count: clinic.employees })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="patients" pt="md">
          <ClinicPeople kind="patients" clinicId={clinic.id} userPath={userPath} />
        </Tabs.Panel>
        <Tabs.Panel value="employees" pt="md">
          <ClinicPeople kind="employees" clinicId={clinic.id} userPath={userPath} />
        </Tabs.Panel>
      </Tabs>
      {actions.modals}
    </Stack>
  );
}

/** The status of a clinic person: approved, waiting for approval, or invited (no password yet). */
function PersonStatus({ person }: { person: PersonSummary }) {
  const { t } = useTranslation();
  if (!person.hasPassword) return t('clinicPeopleAdmin.status.invited');
  if (!person.emailVerified) return t('clinicPeopleAdmin.status.unverified');
  return person.confirmedByAdmin ? t('clinicPeopleAdmin.status.approved') : t('clinicPeopleAdmin.status.notApproved');
}

/** Each tab of the clinic page: who it lists, the call that reads them, and its texts. */
const CLINIC_PEOPLE = {
  patients: { useList: useClinicPatients, label: 'clinicPeopleAdmin.patientsLabel', empty: 'clinicPeopleAdmin.noPatients' },
  employees: { useList: useClinicEmployees, label: 'clinicPeopleAdmin.employeesLabel', empty: 'clinicPeopleAdmin.noEmployees' },
} as const;

/** The clinic's patients or employees, paged and searchable, each linking to their user page. */
function ClinicPeople({
  kind,
  clinicId,
  userPath,
}: {
  kind: keyof typeof CLINIC_PEOPLE;
  clinicId: number;
  userPath: (userid: number) => string;
}) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const { useList, label, empty } = CLINIC_PEOPLE[kind];
  const query = useList({ clinicId, ...paging.params });
  return (
    <PeopleTable
      ns="clinicPeopleAdmin"
      paging={paging}
      query={query}
      tableLabel={t(label)}
      emptyText={t(empty)}
      detailPath={userPath}
      minWidth={560}
      columns={[
        { key: 'status', header: t('clinicPeopleAdmin.columns.status'), cell: (person) => <PersonStatus person={person} /> },
        {
          key: 'since',
          header: t('clinicPeopleAdmin.columns.since'),
          cell: (person) => formatDateTime(person.createdAt),
        },
      ]}
    />
  );
}
