import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../lib/ui/Logo';

/** The full-page screen everyone outside the admin area sees while the system is under maintenance. */
export function MaintenanceScreen({
  message,
  onRetry,
  retrying,
}: {
  message: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder radius="xl" p={{ base: 'lg', sm: 48 }} maw={520} w="100%" shadow="sm">
        <Stack align="center" gap="lg" ta="center">
          <Logo height={40} />
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconLeaf size={38} stroke={1.4} />
          </ThemeIcon>
          <Title order={1}>{t('maintenance.title')}</Title>
          <Text size="lg">{message || t('maintenance.defaultMessage')}</Text>
          <Button variant="light" onClick={onRetry} loading={retrying}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
