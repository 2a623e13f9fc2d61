import { useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { MESSAGES, PATIENT_PACKAGE_STATUSES, type PatientPackage, type PatientPackageStatus } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { CLINIC, CLINIC_LISTS } from '../api';
import { INVOICE_COLORS } from '../format';
import { NewInvoiceModal } from './NewInvoiceForm';

/**
 * The packages a patient holds, on the clinic's patient page (section `patient-packages`): sessions used
 * and left, state, the invoice that sold each; "Bill a package" opens the new invoice preset to the
 * patient, and each package's sessions used and state can be updated.
 */
export function PatientServicePackages({ userid, name }: { userid: number; name?: string }) {
  const { t } = useTranslation();
  const packages = useEndpointQuery(patientsEndpoints.clinicPatientPackages, { userid });
  const [billing, setBilling] = useState(false);
  const [updating, setUpdating] = useState<PatientPackage | null>(null);
  return (
    <section aria-labelledby="patient-packages">
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} size="h3" id="patient-packages">
          {t('billingPatient.title')}
        </Title>
        <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setBilling(true)}>
          {t('billingPatient.bill')}
        </Button>
      </Group>
      <QueryState query={packages}>
        {({ data }) =>
          data.data.length === 0 ? (
            <Text c="dimmed">{data.available.length === 0 ? t('billingPatient.emptyNoPackages') : t('billingPatient.empty', { name: name ?? t('billingPatient.thisPatient') })}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.data.map((item) => {
                const left = Math.max(0, item.sessions_total - item.sessions_used);
                return (
                  <Paper component="li" key={item.id} withBorder radius="md" p="md">
                    <Stack gap={6}>
                      <Group justify="space-between" gap="xs">
                        <Text fw={600}>{item.title}</Text>
                        <Group gap={4}>
                          <Badge variant="light" autoContrast color={item.status === 'active' ? 'teal' : 'gray'}>
                            {t(`billing.packageState.${item.status}`)}
                          </Badge>
                          {item.invoice && (
                            <Badge variant="light" autoContrast color={INVOICE_COLORS[item.invoice.status]}>
                              {t('billingPatient.invoiceBadge', { number: item.invoice.number, state: t(`billing.invoiceStatus.${item.invoice.status}`) })}
                            </Badge>
                          )}
                        </Group>
                      </Group>
                      <Progress
                        value={item.sessions_total > 0 ? (item.sessions_used / item.sessions_total) * 100 : 0}
                        aria-label={t('billing.sessionsOfUsed', { title: item.title, used: item.sessions_used, count: item.sessions_total })}
                      />
                      <Group justify="space-between" gap="xs">
                        <Text size="sm">
                          {t('billing.sessionsUsed', { used: item.sessions_used, count: item.sessions_total })} · {t('billing.sessionsLeft', { count: left })}
                        </Text>
                        <Button size="xs" variant="default" onClick={() => setUpdating(item)} aria-label={t('billingPatient.updateNamed', { title: item.title })}>
                          {t('billingPatient.update')}
                        </Button>
                      </Group>
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          )
        }
      </QueryState>
      <NewInvoiceModal family="clinic" opened={billing} userid={userid} onClose={() => setBilling(false)} />
      <Modal
        withinPortal={false}
        opened={updating !== null}
        onClose={() => setUpdating(null)}
        title={updating ? t('billingPatient.updateTitle', { title: updating.title }) : ''}
        closeButtonProps={{ 'aria-label': t('billing.close') }}
      >
        {updating && <PackageStatusFields key={updating.id} item={updating} onDone={() => setUpdating(null)} />}
      </Modal>
    </section>
  );
}

function PackageStatusFields({ item, onDone }: { item: PatientPackage; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useEndpointMutation(CLINIC.clinicPackageStatus, { invalidates: CLINIC_LISTS });
  const form = useForm<{ sessions_used: number | string; status: PatientPackageStatus }>({
    initialValues: { sessions_used: item.sessions_used, status: item.status },
    validate: {
      sessions_used: (value) => (value === '' || Number(value) < 0 || Number(value) > item.sessions_total ? t('billingPatient.usedRange', { count: item.sessions_total }) : null),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { id: item.id, sessions_used: Number(values.sessions_used), status: values.status },
          {
            onSuccess: (response) => (notify.success(response.message), onDone()),
            onError: (error) => {
              if (!applyServerErrors(error, form, ['sessions_used', 'status'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <NumberInput label={t('billingPatient.sessionsUsed')} description={t('billingPatient.ofTotal', { count: item.sessions_total })} min={0} max={item.sessions_total} allowDecimal={false} allowNegative={false} clampBehavior="none" {...form.getInputProps('sessions_used')} />
        <Select label={t('billingPatient.state')} data={PATIENT_PACKAGE_STATUSES.map((key) => ({ value: key, label: t(`billing.packageState.${key}`) }))} allowDeselect={false} {...form.getInputProps('status')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('billing.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('billing.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
