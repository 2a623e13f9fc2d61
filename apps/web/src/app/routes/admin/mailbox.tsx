import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Mailbox } from '../../../features/mailbox/components/Mailbox';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/mailbox: the dev mailbox. */
export function AdminMailboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.mailbox'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('mailbox.title')}</Title>
        <Text c="dimmed">{t('mailbox.subtitle')}</Text>
      </Stack>
      <Mailbox />
    </Stack>
  );
}
