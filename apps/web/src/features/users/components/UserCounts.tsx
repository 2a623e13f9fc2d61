import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@stillpoint/contracts';
import { QuerySection } from '../../../lib/ui/QueryState';
import { useUserCounts } from '../api/get-user-counts';

const KEYS = ['total', 'clinics', 'patients', 'employees', 'frontUsers', 'admins', 'unverified'] as const;

/** The admin dashboard's user counts (admin/users/count_all_users). */
export function UserCounts() {
  const { t } = useTranslation();
  const counts = useUserCounts();
  return (
    <QuerySection id="user-counts-heading" title={t('users.countsTitle')} query={counts}>
      {(data) => (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" m={0}>
          {KEYS.map((key) => (
            <Paper key={key} withBorder radius="md" p="md">
              <Text component="dt" size="sm" c="dimmed">
                {t(`users.counts.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={700} size="xl">
                {formatThousands(data[key])}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </QuerySection>
  );
}
