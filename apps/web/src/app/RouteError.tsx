import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** When a page fails to load or render (for example a new version was deployed meanwhile). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
