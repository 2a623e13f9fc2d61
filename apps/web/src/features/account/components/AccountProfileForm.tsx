import { Button, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, accountUpdateInput, type AccountDetails, type Audience } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { CountrySelect } from '../../../lib/ui/CountrySelect';
import { useUpdateAccount, type AccountUpdate } from '../api/update-account';

interface Values {
  fullName: string;
  username: string;
  phone: string;
  clinicName: string;
  clinicEmail: string;
  clinicPhone: string;
  clinicAddress: string;
  clinicCountry: string | null;
}

const FIELDS = ['fullName', 'username', 'phone', 'clinic.name', 'clinic.email', 'clinic.phone', 'clinic.address', 'clinic.country'] as const;

/** Name, username and phone of the account; a clinic account also edits its clinic's name, e-mail, phone and address. */
export function AccountProfileForm({ audience, account }: { audience: Audience; account: AccountDetails }) {
  const { t } = useTranslation();
  const update = useUpdateAccount(audience);
  const isClinic = account.role === 'clinic';
  const toInput = (values: Values): AccountUpdate => ({
    fullName: values.fullName.trim(),
    username: optionalText(values.username) ?? null,
    phone: optionalText(values.phone) ?? null,
    ...(isClinic
      ? {
          clinic: {
            name: values.clinicName.trim(),
            email: optionalText(values.clinicEmail) ?? null,
            phone: optionalText(values.clinicPhone) ?? null,
            address: optionalText(values.clinicAddress) ?? null,
            country: values.clinicCountry,
          },
        }
      : {}),
  });
  const form = useForm<Values>({
    initialValues: {
      fullName: account.fullName,
      username: account.username ?? '',
      phone: account.phone ?? '',
      clinicName: account.clinic?.name ?? account.clinicName ?? '',
      clinicEmail: account.clinic?.email ?? '',
      clinicPhone: account.clinic?.phone ?? '',
      clinicAddress: account.clinic?.address ?? '',
      clinicCountry: account.clinic?.country ?? null,
    },
    validate: schemaValidator(accountUpdateInput, toInput),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(toInput(values), {
      onSuccess: (response) => {
        form.resetDirty();
        notify.success(response.message || MESSAGES.accountDetailsUpdated);
      },
      onError: (error) => {
        if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-profile">
      <Title order={2} size="h4" id="account-profile" mb="md">
        {t('accountPage.profileTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('accountPage.fullName')}
            required
            withAsterisk={false}
            autoComplete="name"
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label={t('accountPage.username')}
            description={t('accountPage.usernameHint')}
            autoComplete="username"
            {...form.getInputProps('username')}
          />
          <TextInput label={t('accountPage.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          {isClinic && (
            <TextInput
              label={t('accountPage.clinicName')}
              required
              withAsterisk={false}
              autoComplete="organization"
              {...form.getInputProps('clinicName')}
              error={form.errors['clinic.name']}
            />
          )}
          {isClinic && (
            <>
              <TextInput
                label={t('accountPage.clinicEmail')}
                type="email"
                autoComplete="off"
                {...form.getInputProps('clinicEmail')}
                error={form.errors['clinic.email']}
              />
              <TextInput
                label={t('accountPage.clinicPhone')}
                type="tel"
                autoComplete="off"
                {...form.getInputProps('clinicPhone')}
                error={form.errors['clinic.phone']}
              />
              <Textarea
                label={t('accountPage.clinicAddress')}
                autosize
                minRows={2}
                {...form.getInputProps('clinicAddress')}
                error={form.errors['clinic.address']}
              />
              <CountrySelect
                label={t('accountPage.clinicCountry')}
                description={t('accountPage.clinicCountryHint')}
                {...form.getInputProps('clinicCountry')}
                error={form.errors['clinic.country']}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('accountPage.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
