import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, passwordChangeInput, type Audience } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useChangePassword } from '../api/change-password';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

/** Changes the password (the current one is asked); every other session of the account ends. */
export function PasswordChangeForm({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const change = useChangePassword(audience);
  const schemaCheck = schemaValidator(passwordChangeInput);
  const form = useForm<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors: Record<string, string> = schemaCheck({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('accountPage.mismatch');
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: (response) => {
          form.reset();
          notify.success(response.message || t('accountPage.passwordChanged'));
        },
        onError: (error) => {
          if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    );
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-password">
      <Title order={2} size="h4" id="account-password" mb={4}>
        {t('accountPage.passwordTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('accountPage.passwordHint')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('accountPage.oldPassword')}
            required
            withAsterisk={false}
            autoComplete="current-password"
            {...form.getInputProps('oldPassword')}
          />
          <PasswordField
            label={t('accountPage.newPassword')}
            description={t('accountPage.newPasswordHint')}
            required
            withAsterisk={false}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={t('accountPage.confirmPassword')}
            required
            withAsterisk={false}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('accountPage.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
