import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES, clinicFields, clinicUpdateInput, type ClinicDetail } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { CountrySelect } from '../../../lib/ui/CountrySelect';
import { useCreateClinic } from '../api/create-clinic';
import { useUpdateClinic } from '../api/update-clinic';

interface Values {
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string | null;
}

const FIELDS = ['name', 'email', 'phone', 'address', 'country'] as const;

/** Creates a clinic or edits one. */
export function ClinicFormModal({
  opened,
  onClose,
  clinic,
}: {
  opened: boolean;
  onClose: () => void;
  clinic: ClinicDetail | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={clinic ? t('clinics.editTitle') : t('clinics.createTitle')}
      closeButtonProps={{ 'aria-label': t('clinics.close') }}
    >
      {opened && <ClinicForm key={clinic?.id ?? 'new'} clinic={clinic} onDone={onClose} />}
    </Modal>
  );
}

function ClinicForm({ clinic, onDone }: { clinic: ClinicDetail | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClinic();
  const update = useUpdateClinic();
  const toCreate = (values: Values) => ({
    name: values.name.trim(),
    email: optionalText(values.email),
    phone: optionalText(values.phone),
    address: optionalText(values.address),
    country: values.country ?? undefined,
  });
  const toUpdate = (values: Values) => ({
    id: clinic?.id ?? 0,
    name: values.name.trim(),
    email: optionalText(values.email) ?? null,
    phone: optionalText(values.phone) ?? null,
    address: optionalText(values.address) ?? null,
    country: values.country,
  });
  const form = useForm<Values>({
    initialValues: {
      name: clinic?.name ?? '',
      email: clinic?.email ?? '',
      phone: clinic?.phone ?? '',
      address: clinic?.address ?? '',
      country: clinic?.country ?? null,
    },
    validate: clinic ? schemaValidator(clinicUpdateInput, toUpdate) : schemaValidator(clinicFields, toCreate),
  });
  const onError = (error: unknown) => {
    if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
  };
  const submit = form.onSubmit((values) => {
    if (clinic) {
      update.mutate(toUpdate(values), {
        onSuccess: (response) => {
          notify.success(response.message || APP_MESSAGES.clinicUpdated);
          onDone();
        },
        onError,
      });
    } else {
      create.mutate(toCreate(values), {
        onSuccess: (response) => {
          notify.success(response.message || APP_MESSAGES.clinicAdded);
          onDone();
        },
        onError,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('clinics.fields.name')}
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput label={t('clinics.fields.email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('clinics.fields.phone')} type="tel" {...form.getInputProps('phone')} />
        <Textarea label={t('clinics.fields.address')} autosize minRows={2} {...form.getInputProps('address')} />
        <CountrySelect label={t('clinics.fields.country')} description={t('clinics.fields.countryHint')} {...form.getInputProps('country')} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {clinic ? t('clinics.saveEdit') : t('clinics.saveCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
