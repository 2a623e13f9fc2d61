import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../money';
import type { LoadingQuery } from './QueryState';
import { QueryState } from './QueryState';
import { TableFrame } from './TableFrame';

/** A package as the people screens list it (admin/users/get_busniess_packages, clinics/patients/packages). */
export interface PackageItem {
  id: number;
  name: string;
  /** The integer amount of the currency's minor unit (cents), as the server keeps money. */
  price_minor: number;
  currency: string;
}

/**
 * "Packages": the packages someone can be given or buy, or a notice that none are available yet (both
 * calls answer [] until packages exist).
 */
export function PackagesSection({
  id,
  query,
  hint,
  titleSize = 'h3',
  framed = true,
}: {
  /** The heading's id (names the section and its table). */
  id: string;
  query: LoadingQuery<PackageItem[]>;
  hint?: string;
  /** The h2's visual size, to match the page's other sections. */
  titleSize?: 'h3' | 'h4';
  /** In a bordered panel (default), or bare among the page's sections. */
  framed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const body = (
    <section aria-labelledby={id}>
      <Title order={2} size={titleSize} id={id} mb="xs">
        {t('packages.title')}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      <QueryState query={query}>
        {(packages) =>
          packages.length === 0 ? (
            <Text c="dimmed">{t('packages.empty')}</Text>
          ) : (
            <TableFrame
              labelledBy={id}
              minWidth={360}
              columns={[t('packages.name'), t('packages.price')]}
              highlightOnHover={false}
            >
              {packages.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>
                    {formatMoney(item.price_minor, item.currency, i18n.language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableFrame>
          )
        }
      </QueryState>
    </section>
  );
  return framed ? (
    <Paper withBorder radius="lg" p="lg">
      {body}
    </Paper>
  ) : (
    body
  );
}
