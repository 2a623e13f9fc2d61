import { useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NamespaceWith } from '../i18n';
import { Pager } from './Pager';
import { SearchForm } from './SearchForm';
import { TableFrame } from './TableFrame';
import { QueryState, type LoadingQuery } from './QueryState';
import { EmailText } from './EmailText';

export const PEOPLE_PER_PAGE = 10;

/** Page and search of a person list; its `params` go straight into the list's query hook. */
export function usePagedSearch(perPage = PEOPLE_PER_PAGE) {
  const [page, setPage] = useState(1);
  const [search, setSearchState] = useState('');
  const setSearch = (value: string) => {
    setSearchState(value);
    setPage(1);
  };
  return {
    page,
    setPage,
    search,
    setSearch,
    params: { pageNo: page, perPage, ...(search ? { search } : {}) },
  };
}
export type PagedSearch = ReturnType<typeof usePagedSearch>;

/** What every listed person has. */
interface Person {
  userid: number;
  fullName: string;
  email: string;
}

/** The slice of a TanStack query result the table reads. */
type PeopleQuery<P> = LoadingQuery<{ people: P[]; totalPages: number }>;

export interface PeopleColumn<P> {
  key: string;
  header: string;
  cell: (person: P) => ReactNode;
}

export interface PeopleTableProps<P extends Person> {
  /**
   * The locale namespace of the list: its `searchRegion`, `searchLabel`, `search`, `empty`, `emptyFor`,
   * `columns.name`, `columns.email`, `columns.actions` and `actionsFor` keys label the table.
   */
  ns: NamespaceWith<
    'searchRegion' | 'searchLabel' | 'search' | 'empty' | 'emptyFor' | 'columns' | 'actionsFor' | 'view' | 'delete'
  >;
  paging: PagedSearch;
  query: PeopleQuery<P>;
  /** The table's accessible name. */
  tableLabel: string;
  /** Columns after name and e-mail. */
  columns?: PeopleColumn<P>[];
  /** A person's page: the name links to it. */
  detailPath?: (userid: number) => string;
  /** Shown after a person's name (a badge, such as a patient's open safety alert). */
  nameAddon?: (person: P) => ReactNode;
  /**
   * The per-person menu items between "View details" (`${ns}.view`, with detailPath) and "Delete"
   * (`${ns}.delete`, with onDelete); no menu without either.
   */
  actions?: (person: P) => ReactNode;
  onDelete?: (person: P) => void;
  /** Whether "Delete" is offered for a person (default: for everyone when onDelete is given). */
  canDelete?: (person: P) => boolean;
  /** Buttons beside the search (create, invite...). */
  toolbar?: ReactNode;
  /** Text when nobody is listed and no search is active (defaults to `${ns}.empty`). */
  emptyText?: string;
  minWidth?: number;
}

/**
 * A paged, searchable table of people (clinic patients and employees, an employee's patients, the
 * administration's user lists): search form, loading and error states, name and e-mail columns, extra
 * columns, a per-person action menu and the pager.
 */
export function PeopleTable<P extends Person>({
  ns,
  paging,
  query,
  tableLabel,
  columns = [],
  detailPath,
  nameAddon,
  actions,
  onDelete,
  canDelete,
  toolbar,
  emptyText,
  minWidth = 600,
}: PeopleTableProps<P>) {
  const { t } = useTranslation();
  const hasMenu = Boolean(actions ?? onDelete);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchForm
          region={t(`${ns}.searchRegion`)}
          label={t(`${ns}.searchLabel`)}
          value={paging.search}
          onSearch={paging.setSearch}
        />
        {toolbar && <Group gap="xs">{toolbar}</Group>}
      </Group>

      <QueryState query={query}>
        {({ people }) =>
          people.length === 0 ? (
            <Text c="dimmed">
              {paging.search ? t(`${ns}.emptyFor`, { search: paging.search }) : (emptyText ?? t(`${ns}.empty`))}
            </Text>
          ) : (
            <TableFrame
              label={tableLabel}
              minWidth={minWidth}
              columns={[
                t(`${ns}.columns.name`),
                t(`${ns}.columns.email`),
                ...columns.map((column) => column.header),
                ...(hasMenu ? [{ hidden: t(`${ns}.columns.actions`) }] : []),
              ]}
            >
              {people.map((person) => (
                <Table.Tr key={person.userid}>
                  <Table.Td fw={500}>
                    {detailPath ? (
                      <Anchor component={Link} to={detailPath(person.userid)} fw={500}>
                        {person.fullName}
                      </Anchor>
                    ) : (
                      person.fullName
                    )}
                    {nameAddon?.(person)}
                  </Table.Td>
                  <Table.Td>
                    <EmailText email={person.email} />
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.cell(person)}</Table.Td>
                  ))}
                  {hasMenu && (
                    <Table.Td>
                      {/* In a portal: the table's sideways scroll would clip the menu of the last rows. */}
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={t(`${ns}.actionsFor`, { name: person.fullName })}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {detailPath && (
                            <Menu.Item component={Link} to={detailPath(person.userid)}>
                              {t(`${ns}.view`)}
                            </Menu.Item>
                          )}
                          {actions?.(person)}
                          {onDelete && (canDelete?.(person) ?? true) && (
                            <>
                              <Menu.Divider />
                              <Menu.Item color="red" onClick={() => onDelete(person)}>
                                {t(`${ns}.delete`)}
                              </Menu.Item>
                            </>
                          )}
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </TableFrame>
          )
        }
      </QueryState>
      <Pager total={query.data?.totalPages ?? 0} value={paging.page} onChange={paging.setPage} />
    </Stack>
  );
}
