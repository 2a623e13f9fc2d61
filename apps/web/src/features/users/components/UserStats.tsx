import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { QuerySection } from '../../../lib/ui/QueryState';
import { useUserStats } from '../api/get-user-stats';

/** The admin dashboard's users by role: total, confirmed, unconfirmed and new in 30 days (admin/users/user_stats). */
export function UserStats() {
  const { t } = useTranslation();
  const stats = useUserStats();
  return (
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
              <Table.Td>{row.total}</Table.Td>
              <Table.Td>{row.verified}</Table.Td>
              <Table.Td>{row.unverified}</Table.Td>
              <Table.Td>{row.recent}</Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
      )}
    </QuerySection>
  );
}
