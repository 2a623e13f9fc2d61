import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { toastOutcome } from '../../../lib/notify';
import { LoadedFeatureSwitches } from '../../../lib/ui/FeatureSwitches';
import { FactList } from '../../../lib/ui/FactList';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useEditEmployeeSettings, useEmployeeDetail } from '../api/employee-detail';
import { AssignPatientsModal } from './AssignPatientsModal';
import { EmployeeFormModal } from './EmployeeFormModal';

/** One employee of the clinic: profile, assigned patients, and the clinic's feature settings for them. */
export function EmployeeDetail({ userid }: { userid: number }) {
  const { t } = useTranslation();
  const detail = useEmployeeDetail(userid);
  const save = useEditEmployeeSettings();
  const [editOpened, editModal] = useDisclosure(false);
  const [assignOpened, assignModal] = useDisclosure(false);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('employees.detailTitle')}</Title>
        <Text role="alert">{errorMessage(detail.error, MESSAGES.somethingWentWrong)}</Text>
      </Stack>
    );
  }
  const employee = detail.data;
  const facts: [string, string][] = [
    [t('employees.columns.email'), employee.email],
    [t('employees.fields.phone'), employee.phone ?? '—'],
    [t('employees.memberSince'), formatDateTime(employee.createdAt)],
    [t('employees.columns.patients'), employee.assignedPatients.map((patient) => patient.fullName).join(', ') || '—'],
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={1}>{employee.fullName}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={editModal.open}>
            {t('employees.edit')}
          </Button>
          <Button variant="default" onClick={assignModal.open}>
            {t('employees.assign')}
          </Button>
        </Group>
      </Group>
      <FactList facts={facts} />
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="employee-settings-heading">
        <Title order={2} size="h3" id="employee-settings-heading" mb="xs">
          {t('employees.settingsTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('employees.settingsHint')}
        </Text>
        <LoadedFeatureSwitches
          query={{ ...detail, data: employee.settings }}
          layer="clinic"
          legend={t('employees.settingsLegend')}
          pending={save.isPending}
          onSave={(features) =>
            save.mutate({ userid, features }, toastOutcome(MESSAGES.employeeSettingUpdated, MESSAGES.somethingIsWrong))
          }
        />
      </Paper>
      <EmployeeFormModal opened={editOpened} onClose={editModal.close} employee={employee} />
      <AssignPatientsModal employee={assignOpened ? employee : null} onClose={assignModal.close} />
    </Stack>
  );
}
