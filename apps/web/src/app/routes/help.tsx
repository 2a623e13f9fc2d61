import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingRouteFor } from '@stillpoint/contracts';
import { CrisisResources } from '../../features/safety';
import { useSessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/ui/use-page-title';
import { PublicLayout } from '../layouts/PublicLayout';

/**
 * /help: crisis resources, signed in or not (the "Get help now" entry of every patient, employee and
 * personal area, and the login page's link). A signed-in person sees their clinic's lines first.
 */
export function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('help.pageTitle'));
  const user = useSessionUser('front');
  return (
    <PublicLayout width="md">
      <Stack gap="lg">
        {user && (
          <Anchor component={Link} to={landingRouteFor(user.role)} size="sm">
            {t('help.back')}
          </Anchor>
        )}
        <Paper withBorder radius="xl" p={{ base: 'md', sm: 40 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1}>{t('help.title')}</Title>
              <Text size="lg">{t('help.subtitle')}</Text>
            </Stack>
            <CrisisResources headingOrder={2} />
          </Stack>
        </Paper>
      </Stack>
    </PublicLayout>
  );
}
