import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '@mantine/core';
import { renderWithProviders } from '../../test/render';
import { usePagedSearch } from './PeopleTable';
import { reorderContent, SortableTable } from './SortableTable';

interface Row {
  id: number;
  title: string;
  order: number;
}
const ROWS: Row[] = [
  { id: 11, title: 'Breathing', order: 1 },
  { id: 12, title: 'Sleep', order: 2 },
  { id: 13, title: 'Focus', order: 3 },
  { id: 14, title: 'Walk', order: 4 },
];

/** Two rows a page over an in-memory list that filters by the search. */
function Harness({ onReorder, filtered = false }: { onReorder: (ids: number[]) => void; filtered?: boolean }) {
  const paging = usePagedSearch(2);
  const matching = ROWS.filter((row) => !paging.search || row.title.includes(paging.search));
  const rows = matching.slice((paging.page - 1) * 2, paging.page * 2);
  return (
    <SortableTable
      labels={{
        searchRegion: 'Search things',
        searchLabel: 'Search by title',
        table: 'Things',
        empty: 'Nothing',
        actionsFor: (row) => `Actions for ${row.title}`,
      }}
      paging={paging}
      filtered={filtered}
      query={{ isPending: false, isError: false, error: null, data: { rows, totalPages: Math.ceil(matching.length / 2) } }}
      getId={(row) => row.id}
      getTitle={(row) => row.title}
      getOrder={(row) => row.order}
      columns={[{ key: 'title', header: 'Title', cell: (row) => row.title }]}
      menu={(row) => <Menu.Item>Open {row.title}</Menu.Item>}
      onReorder={onReorder}
      idsOfPage={async (page) => ROWS.slice((page - 1) * 2, page * 2).map((row) => row.id)}
      minWidth={400}
    />
  );
}

describe('SortableTable', () => {
  it('shows the order, reorders rows from the keyboard and by dragging a handle onto a row', () => {
    const onReorder = vi.fn();
    renderWithProviders(<Harness onReorder={onReorder} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Move Sleep up' }));
    expect(onReorder).toHaveBeenLastCalledWith([12, 11]);
    expect(screen.getByRole('status').textContent).toBe('Sleep moved to position 1 of 2');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    const [first] = table.querySelectorAll('tbody tr');
    fireEvent.dragStart(screen.getByRole('button', { name: 'Reorder Sleep: drag, or press the up and down arrow keys' }), {
      dataTransfer,
    });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(onReorder).toHaveBeenCalledTimes(2);
    expect(onReorder).toHaveBeenLastCalledWith([12, 11]);
    expect(screen.getByRole('button', { name: 'Actions for Breathing' })).toBeTruthy();
    expect(screen.getByText(/Drag a row by its handle/)).toBeTruthy();
  });

  it('leaves the order alone while searching or filtering, and says why', () => {
    renderWithProviders(<Harness onReorder={vi.fn()} filtered />);
    expect(screen.queryByRole('button', { name: /^Reorder / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByText('Clear the search and the filters to change the order.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '1' })).toBeTruthy();
  });
});

describe('SortableTable on a later page', () => {
  it('sends the earlier pages first, then the new order of the page shown', async () => {
    const onReorder = vi.fn();
    renderWithProviders(<Harness onReorder={onReorder} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move Walk up' }));
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith([11, 12, 14, 13]));
  });
});

describe('reorderContent', () => {
  it('puts the ids of the earlier pages, unchanged, before the new order of the page', async () => {
    const pages: Record<number, number[]> = { 1: [1, 2], 2: [3, 4] };
    const idsOfPage = vi.fn(async (page: number) => pages[page]!);
    expect(await reorderContent(3, [6, 5], idsOfPage)).toEqual([1, 2, 3, 4, 6, 5]);
    expect(await reorderContent(1, [2, 1], idsOfPage)).toEqual([2, 1]);
    expect(idsOfPage).toHaveBeenCalledTimes(2);
  });
});
