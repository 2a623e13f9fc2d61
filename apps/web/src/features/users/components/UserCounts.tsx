import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useUserCounts } from '../api/get-user-counts';

const KEYS = ['total', 'clinics', 'patients', 'employees', 'frontUsers', 'admins', 'unverified'] as const;

/** The admin dashboard's user counts (admin/users/count_all_users). */
export function UserCounts() {
  const { t } = useTranslation();
  const counts = useUserCounts();
  return (
    <section aria-labelledby="user-counts-heading">
      <Title order={2} size="h3" id="user-counts-heading" mb="md">
        {t('users.countsTitle')}
      </Title>
      {counts.isPending ? (
        <PageLoader />
      ) : counts.isError ? (
        <Text role="alert">{errorMessage(counts.error, MESSAGES.somethingWentWrong)}</Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" m={0}>
          {KEYS.map((key) => (
            <Paper key={key} withBorder radius="md" p="md">
              <Text component="dt" size="sm" c="dimmed">
                {t(`users.counts.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={700} size="xl">
                {counts.data[key]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
