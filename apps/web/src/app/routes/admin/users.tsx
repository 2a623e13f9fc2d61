import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UsersLists } from '../../../features/users/components/UsersLists';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/users: the user lists by role. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('users.title')}</Title>
        <Text c="dimmed">{t('users.subtitle')}</Text>
      </Stack>
      <UsersLists />
    </Stack>
  );
}
