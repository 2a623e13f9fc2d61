import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SectionItem } from '@stillpoint/contracts';
import { sectionsEndpoints } from '@stillpoint/contracts/endpoints/sections';
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
    expect(url).toBe(sectionsEndpoints.clinicSectionsReorder.url);
    expect(JSON.parse(String(init.body))).toEqual({ type: 'items', id: 7, content: [2, 1] });
    expect(screen.getByRole('status').textContent).toBe('Evening wind-down moved to position 1 of 2');
  });

  it('opens a class to show its lessons and contents (class contents) and adds one of them to the section', async () => {
    const lessonItem = {
      ...item(3, 'lesson', 'Noticing your breath', 3),
      dataId: 31,
      classId: 10,
      classTitle: 'Breathing basics',
    };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(sectionsEndpoints.clinicSectionsClassContents.url))
        return jsonResponse(200, {
          status: true,
          message: '',
          data: [
            {
              item: ITEMS[0],
              lessons: [
                {
                  id: 31,
                  title: 'Noticing your breath',
                  sortOrder: 1,
                  contents: [{ id: 41, title: 'Your breath', type: 'text', sortOrder: 1 }],
                },
              ],
            },
          ],
        });
      if (url === sectionsEndpoints.clinicSectionsAddContent.url)
        return jsonResponse(201, {
          status: true,
          message: 'Content has been Added Successfully',
          data: { ...lessonItem, id: 4, type: 'content', dataId: 41 },
        });
      throw new Error(`unexpected ${url} ${String(init?.body)}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SectionItems owner="clinic" sectionId={7} items={[...ITEMS, lessonItem]} />);
    // Meditations hold nothing to open.
    expect(screen.queryByRole('button', { name: 'Show what “Evening wind-down” holds' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show what “Breathing basics” holds' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const inner = await screen.findByRole('list', { name: 'In “Breathing basics”' });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('section_id=7');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('id=1');
    // The lesson is already in the section; its content is not.
    expect(inner.textContent).toContain('In the section');
    fireEvent.click(screen.getByRole('button', { name: 'Add “Your breath” to the section' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === sectionsEndpoints.clinicSectionsAddContent.url)).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === sectionsEndpoints.clinicSectionsAddContent.url)!;
    expect(JSON.parse(String(init!.body))).toEqual({ section_id: 7, content_id: 41 });
  });

  it('says so when the section is empty', () => {
    renderWithProviders(<SectionItems owner="admin" sectionId={7} items={[]} />);
    expect(screen.getByText(/This section has no items yet/)).toBeTruthy();
  });
});
