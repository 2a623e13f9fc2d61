import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PeopleTable, usePagedSearch } from './PeopleTable';

interface Person {
  userid: number;
  fullName: string;
  email: string;
}

const PEOPLE: Person[] = [
  { userid: 1, fullName: 'Ana Alder', email: 'ana@example.test' },
  { userid: 2, fullName: 'Ben Birch', email: 'ben@example.test' },
];

/** The table over an in-memory list that filters by the search and pages by two. */
function Harness({ onDelete, seen }: { onDelete: (person: Person) => void; seen: (params: unknown) => void }) {
  const paging = usePagedSearch(1);
  seen(paging.params);
  const matching = PEOPLE.filter((person) => !paging.search || person.fullName.includes(paging.search));
  const people = matching.slice(paging.page - 1, paging.page);
  return (
    <PeopleTable
      ns="patients"
      paging={paging}
      query={{ isPending: false, isError: false, error: null, data: { people, totalPages: matching.length } }}
      tableLabel="Patients"
      detailPath={(userid) => `/clinic/patients/${userid}`}
      columns={[{ key: 'extra', header: 'Extra', cell: (person) => `#${person.userid}` }]}
      onDelete={onDelete}
    />
  );
}

describe('PeopleTable', () => {
  it('lists people with links, extra columns, a pager, a menu with "View details" and "Delete", and a search', async () => {
    const onDelete = vi.fn();
    const seen = vi.fn();
    renderWithProviders(<Harness onDelete={onDelete} seen={seen} />, { path: '/clinic/patients' });

    const table = screen.getByRole('table', { name: 'Patients' });
    expect(table.textContent).toContain('Extra');
    expect(screen.getByRole('link', { name: 'Ana Alder' }).getAttribute('href')).toBe('/clinic/patients/1');
    expect(screen.getByText('#1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Ben Birch' });
    expect(seen).toHaveBeenLastCalledWith({ pageNo: 2, perPage: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Ben Birch' }));
    expect((await screen.findByRole('menuitem', { name: 'View details' })).getAttribute('href')).toBe('/clinic/patients/2');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(PEOPLE[1]);

    // A search goes back to the first page; nothing found says so with the search text.
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: '  Zed ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ pageNo: 1, perPage: 1, search: 'Zed' }));
    expect(screen.getByText('No patients match “Zed”.')).toBeTruthy();
  });

  it('shows the error with "Try again" when the list cannot load', () => {
    const refetch = vi.fn();
    function Failing() {
      const paging = usePagedSearch();
      return (
        <PeopleTable<Person>
          ns="patients"
          paging={paging}
          query={{ isPending: false, isError: true, error: new Error('offline'), refetch }}
          tableLabel="Patients"
        />
      );
    }
    renderWithProviders(<Failing />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
