import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/routes';
import { usePageTitle } from '../../lib/ui/use-page-title';
import { PublicLayout } from '../layouts/PublicLayout';

/** "Page not found", inside whatever layout surrounds it. */
export function NotFoundContent() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="center" gap="md" py={60} ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={440}>
        {t('notFound.body')}
      </Text>
      <Button component={Link} to={ROUTES.home} variant="light">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}
