import type { ReactNode } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconInbox, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountGreeting } from '../../../features/account/components/AccountGreeting';
import { UserCounts } from '../../../features/users/components/UserCounts';
import { UserStats } from '../../../features/users/components/UserStats';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import classes from './dashboard.module.css';
import { RevealWhenSettled } from '../../layouts/RevealWhenSettled';

function ToolCard({ to, icon, title, description }: { to: string; icon: ReactNode; title: string; description: string }) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.card}>
      <Paper withBorder radius="lg" p="lg" h="100%" className={classes.cardPaper}>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="lg">
                {title}
              </Text>
              <IconArrowRight size={18} aria-hidden className={classes.arrow} />
            </Group>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** /administration/dashboard: a one-line greeting, the counts and the tools of the admin area. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.dashboard'));
  return (
    <RevealWhenSettled>
      <Stack gap="xl">
        <AccountGreeting audience="admin" />
        <UserCounts />
        <UserStats />
        <Box component="section" aria-labelledby="admin-tools-heading">
          <Title order={2} size="h3" id="admin-tools-heading" mb="md">
            {t('adminDashboard.toolsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ToolCard
              to={ROUTES['admin-mailbox']}
              icon={<IconInbox size={24} stroke={1.6} />}
              title={t('menu.mailbox')}
              description={t('adminDashboard.mailboxDescription')}
            />
            <ToolCard
              to={ROUTES['admin-settings']}
              icon={<IconSettings size={24} stroke={1.6} />}
              title={t('settings.title')}
              description={t('adminDashboard.settingsDescription')}
            />
          </SimpleGrid>
        </Box>
      </Stack>
    </RevealWhenSettled>
  );
}
