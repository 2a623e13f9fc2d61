import { Grid, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@stillpoint/contracts';
import { BarChart } from '../../../lib/ui/BarChart';
import { QuerySection } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { useUserStats } from '../api/get-user-stats';

/**
 * The month formats, made once: `toLocaleDateString` with options builds a new formatter on every call,
 * which made the chart's labels a noticeable part of the dashboard's first render on a slow phone.
 */
const MONTH_FORMATS = {
  long: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
};

/** "2026-03" as "Mar 2026" (short: "Mar"). */
function monthLabel(month: string, short = false) {
  return MONTH_FORMATS[short ? 'short' : 'long'].format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The admin dashboard's user stats (admin/users/user_stats): users by role (total, confirmed, unconfirmed,
 * new in 30 days), and sign-ups per month over the last 12 months as a bar chart with the same figures in
 * a table beside it (the chart's accessible alternative).
 */
export function UserStats() {
  const { t } = useTranslation();
  const stats = useUserStats();
  return (
    <Stack gap="xl">
      <QuerySection id="user-stats-heading" title={t('peopleAdmin.stats.title')} query={stats}>
        {(data) => (
          <TableFrame
            labelledBy="user-stats-heading"
            minWidth={520}
            highlightOnHover={false}
            columns={[
              t('peopleAdmin.stats.role'),
              t('peopleAdmin.stats.total'),
              t('peopleAdmin.stats.verified'),
              t('peopleAdmin.stats.unverified'),
              t('peopleAdmin.stats.recent'),
            ]}
          >
            {data.byRole.map((row) => (
              <Table.Tr key={row.roleid}>
                <Table.Th scope="row" fw={500}>
                  {row.roleName}
                </Table.Th>
                <Table.Td>{formatThousands(row.total)}</Table.Td>
                <Table.Td>{formatThousands(row.verified)}</Table.Td>
                <Table.Td>{formatThousands(row.unverified)}</Table.Td>
                <Table.Td>{formatThousands(row.recent)}</Table.Td>
              </Table.Tr>
            ))}
          </TableFrame>
        )}
      </QuerySection>
      <QuerySection id="signups-heading" title={t('peopleAdmin.signups.title')} query={stats}>
        {(data) => {
          const total = data.signupsByMonth.reduce((sum, month) => sum + month.count, 0);
          return (
            <Grid gap="lg" align="flex-start">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <BarChart
                  summary={t('peopleAdmin.signups.summary', { months: data.signupsByMonth.length, total })}
                  series={[{ key: 'count', label: t('peopleAdmin.signups.count'), tone: 'primary' }]}
                  points={data.signupsByMonth.map((month) => ({
                    key: month.month,
                    label: monthLabel(month.month, true),
                    values: { count: month.count },
                  }))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <TableFrame
                  labelledBy="signups-heading"
                  minWidth={220}
                  highlightOnHover={false}
                  columns={[t('peopleAdmin.signups.month'), t('peopleAdmin.signups.count')]}
                >
                  {data.signupsByMonth.map((month) => (
                    <Table.Tr key={month.month}>
                      <Table.Th scope="row" fw={500}>
                        {monthLabel(month.month)}
                      </Table.Th>
                      <Table.Td>{month.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </TableFrame>
              </Grid.Col>
            </Grid>
          );
        }}
      </QuerySection>
    </Stack>
  );
}
