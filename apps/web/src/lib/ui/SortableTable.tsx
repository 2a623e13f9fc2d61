import type { ReactNode } from 'react';
import { ActionIcon, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { errorMessage } from '../forms';
import { notify } from '../notify';
import type { PagedSearch } from './PeopleTable';
import { Pager } from './Pager';
import { QueryState, type LoadingQuery } from './QueryState';
import { SearchForm } from './SearchForm';
import { useSortable } from './SortableList';
import { TableFrame } from './TableFrame';

export interface SortableTableColumn<T> {
  key: string;
  header: string;
  cell: (item: T) => ReactNode;
}

export interface SortableTableProps<T> {
  /** This list's texts: the search landmark and field, the table's name, an empty result, a row's menu. */
  labels: {
    searchRegion: string;
    searchLabel: string;
    table: string;
    /** Shown when no row comes back (the caller knows whether a search or filter is on). */
    empty: string;
    actionsFor: (item: T) => string;
  };
  paging: PagedSearch;
  /** Filters besides the search (a category select), shown in the search form. */
  filters?: ReactNode;
  /** A filter besides the search is on: the order cannot be changed. */
  filtered?: boolean;
  /** Buttons beside the search (create...). */
  toolbar?: ReactNode;
  query: LoadingQuery<{ rows: T[]; totalPages: number }>;
  getId: (item: T) => number;
  getTitle: (item: T) => string;
  /** The item's place in the whole list (1..n), shown in the first column. */
  getOrder: (item: T) => number;
  columns: SortableTableColumn<T>[];
  /** Buttons in the last cell, before the row's menu. */
  rowButtons?: (item: T) => ReactNode;
  /** The row menu's items. */
  menu?: (item: T) => ReactNode;
  /**
   * Saves a new order: the `content` of the list's reorder call (the earlier pages' ids, read with
   * `idsOfPage`, then the page's in their new order). Without it the table is not sortable; with a search
   * or a filter on, the order is left alone.
   */
  onReorder?: (content: number[]) => void;
  /** The ids of one page of the list (in its order), for a reorder on a later page. */
  idsOfPage?: (pageNo: number) => Promise<number[]>;
  reorderPending?: boolean;
  minWidth: number;
}

/**
 * The studio lists (classes, meditations, sections): a search (and filters), a table whose rows are dragged
 * by their handle, or moved from the keyboard, into a new order, a menu per row, and the pager.
 */
export function SortableTable<T>({
  labels,
  paging,
  filters,
  filtered = false,
  toolbar,
  query,
  getId,
  getTitle,
  getOrder,
  columns,
  menu,
  rowButtons,
  onReorder,
  idsOfPage,
  reorderPending = false,
  minWidth,
}: SortableTableProps<T>) {
  const { t } = useTranslation();
  const rows = query.data?.rows ?? [];
  const sortable = Boolean(onReorder) && !paging.search && !filtered;
  const hasActions = Boolean(menu ?? rowButtons);
  const reorderPage = (ids: number[]) => {
    if (!onReorder) return;
    if (paging.page === 1 || !idsOfPage) return onReorder(ids);
    reorderContent(paging.page, ids, idsOfPage).then(onReorder, (error: unknown) =>
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    );
  };
  const drag = useSortable({ items: rows, getId, getTitle, onReorder: reorderPage, disabled: !sortable || reorderPending });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchForm region={labels.searchRegion} label={labels.searchLabel} value={paging.search} onSearch={paging.setSearch}>
          {filters}
        </SearchForm>
        {toolbar && <Group gap="xs">{toolbar}</Group>}
      </Group>
      <QueryState query={query}>
        {() =>
          rows.length === 0 ? (
            <Text c="dimmed">{labels.empty}</Text>
          ) : (
            <TableFrame
              label={labels.table}
              minWidth={minWidth}
              columns={[
                t('listTable.order'),
                ...columns.map((column) => column.header),
                ...(hasActions ? [{ hidden: t('listTable.actions') }] : []),
              ]}
            >
              {rows.map((item, index) => (
                <Table.Tr key={getId(item)} {...(sortable ? drag.rowProps(index) : {})}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {sortable && drag.handle(item, index)}
                      <Text size="sm" miw={20} ta="right">
                        {getOrder(item)}
                      </Text>
                      {sortable && drag.moveButtons(item, index)}
                    </Group>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.cell(item)}</Table.Td>
                  ))}
                  {hasActions && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {rowButtons?.(item)}
                        {menu && (
                          <Menu position="bottom-end" withinPortal={false}>
                            <Menu.Target>
                              <ActionIcon variant="subtle" color="gray" aria-label={labels.actionsFor(item)}>
                                <IconDots size={18} aria-hidden />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>{menu(item)}</Menu.Dropdown>
                          </Menu>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </TableFrame>
          )
        }
      </QueryState>
      {onReorder && rows.length > 1 && (
        <Text size="sm" c="dimmed">
          {sortable ? t('listTable.reorderHint') : t('listTable.reorderOff')}
        </Text>
      )}
      {drag.announcer}
      <Pager total={query.data?.totalPages ?? 0} value={paging.page} onChange={paging.setPage} />
    </Stack>
  );
}

/**
 * The `content` of a reorder call for a change within page `page` of a paged list: the server puts the ids
 * it is sent first, in that order, and the others after them as they were, so the ids of the earlier pages
 * (unchanged) go before the page's new order.
 */
export async function reorderContent(page: number, pageIds: number[], idsOfPage: (pageNo: number) => Promise<number[]>) {
  const earlier = await Promise.all(Array.from({ length: page - 1 }, (_, index) => idsOfPage(index + 1)));
  return [...earlier.flat(), ...pageIds];
}
