import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type SectionItem } from '@stillpoint/contracts';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SectionItems } from './SectionItems';

const item = (id: number, type: SectionItem['type'], title: string, sortOrder: number): SectionItem => ({
  id,
  sectionId: 7,
  type,
  dataId: id * 10,
  title,
  ownTitle: title,
  overrideTitle: null,
  sortOrder,
  classId: type === 'class' ? id * 10 : null,
  classTitle: type === 'class' ? title : null,
  lessonId: null,
  lessonTitle: null,
  subtype: null,
});

const ITEMS = [item(1, 'class', 'Breathing basics', 1), item(2, 'meditation', 'Evening wind-down', 2)];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SectionItems', () => {
  it('lists the items in order with keyboard-reachable move buttons, the first cannot go up nor the last down', () => {
    renderWithProviders(<SectionItems owner="clinic" sectionId={7} items={ITEMS} />);
    const list = screen.getByRole('list', { name: 'Items of the section, in order' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Move Breathing basics up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Evening wind-down down' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove “Evening wind-down” from the section' })).toBeTruthy();
  });

  it('moves an item up: sends the whole new order and announces the new position', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { status: true, message: 'Reorder Successfully', data: [2, 1] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SectionItems owner="clinic" sectionId={7} items={ITEMS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Evening wind-down up' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoints.clinicSectionsReorder.url);
    expect(JSON.parse(String(init.body))).toEqual({ type: 'items', id: 7, content: [2, 1] });
    expect(screen.getByRole('status').textContent).toBe('Evening wind-down moved to position 1 of 2');
  });

  it('says so when the section is empty', () => {
    renderWithProviders(<SectionItems owner="admin" sectionId={7} items={[]} />);
    expect(screen.getByText(/This section has no items yet/)).toBeTruthy();
  });
});
