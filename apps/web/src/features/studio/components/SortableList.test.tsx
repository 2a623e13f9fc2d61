import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { moveId, SortableList } from './SortableList';
import { UploadProgress } from './UploadProgress';

const items = [
  { id: 1, title: 'Breathing' },
  { id: 2, title: 'Workbook' },
  { id: 3, title: 'Walk' },
];

function renderList(onReorder = vi.fn()) {
  renderWithProviders(
    <SortableList label="Contents in order" items={items} getId={(i) => i.id} getLabel={(i) => i.title} onReorder={onReorder}>
      {(item) => <span>{item.title}</span>}
    </SortableList>,
  );
  return onReorder;
}

describe('SortableList', () => {
  it('moves ids', () => {
    expect(moveId([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });

  it('reorders with the keyboard-accessible move buttons, first up and last down disabled', () => {
    const onReorder = renderList();
    expect(screen.getByRole('list', { name: 'Contents in order' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Breathing up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Walk down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Workbook up' }));
    expect(onReorder).toHaveBeenCalledWith([2, 1, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Breathing down' }));
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
  });

  it('reorders by drag and drop', () => {
    const onReorder = renderList();
    const [first, , last] = screen.getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(last!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(onReorder).toHaveBeenCalledWith([3, 1, 2]);
  });
});

describe('UploadProgress', () => {
  it('shows the rounded percent and disappears when done', () => {
    const { unmount } = renderWithProviders(<UploadProgress percent={42.6} />);
    expect(screen.getByText('Uploading… 43%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('43');
    unmount();
    renderWithProviders(<UploadProgress percent={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
