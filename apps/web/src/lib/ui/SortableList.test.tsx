import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { moveItem, SortableList } from './SortableList';
import { UploadProgress } from './UploadProgress';

const ITEMS = [
  { id: 1, title: 'Breathing' },
  { id: 2, title: 'Workbook' },
  { id: 3, title: 'Walk' },
];

function renderList(onReorder = vi.fn(), disabled = false) {
  renderWithProviders(
    <SortableList
      label="Contents in order"
      items={ITEMS}
      getId={(i) => i.id}
      getTitle={(i) => i.title}
      onReorder={onReorder}
      disabled={disabled}
    >
      {(item) => <span>{item.title}</span>}
    </SortableList>,
  );
  return onReorder;
}

describe('moveItem', () => {
  it('moves one element and leaves the list alone when an index is out of range', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});

describe('SortableList', () => {
  it('reorders with the move buttons (first up and last down disabled) and announces the move', () => {
    const onReorder = renderList();
    expect(screen.getByRole('list', { name: 'Contents in order' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Breathing up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Walk down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Workbook up' }));
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(screen.getByRole('status').textContent).toBe('Workbook moved to position 1 of 3');
  });

  it('lets a tall item place its move buttons in its own header (inlineControls), where they still reorder', () => {
    const onReorder = vi.fn();
    renderWithProviders(
      <SortableList label="Lessons" items={ITEMS} getId={(i) => i.id} getTitle={(i) => i.title} onReorder={onReorder} inlineControls>
        {(item, _index, controls) => (
          <header data-testid={`header-${item.id}`}>
            <span>{item.title}</span>
            {controls}
          </header>
        )}
      </SortableList>,
    );
    const header = screen.getByTestId('header-2');
    expect(header.contains(screen.getByRole('button', { name: 'Move Workbook up' }))).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Move Workbook/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Move Workbook down' }));
    expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2]);
  });

  it('moves an item with the arrow keys on its handle, never past the ends', () => {
    const onReorder = renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Breathing: drag, or press the up and down arrow keys' });
    act(() => {
      fireEvent.keyDown(handle, { key: 'ArrowUp' });
    });
    expect(onReorder).not.toHaveBeenCalled();
    act(() => {
      fireEvent.keyDown(handle, { key: 'ArrowDown' });
    });
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
  });

  it('reorders by dragging a handle onto another item', () => {
    const onReorder = renderList();
    const rows = screen.getAllByTestId('sortable-item');
    const handles = screen.getAllByTestId('drag-handle');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(handles[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    expect(rows[0]!.getAttribute('data-over')).toBe('true');
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(onReorder).toHaveBeenCalledWith([3, 1, 2]);
    expect(rows[0]!.getAttribute('data-over')).toBeNull();
  });

  it('ignores a drop that did not start at one of its handles, and every move while disabled', () => {
    const onReorder = renderList(vi.fn(), true);
    const rows = screen.getAllByTestId('sortable-item');
    fireEvent.drop(rows[0]!, { dataTransfer: { setData: vi.fn() } });
    fireEvent.keyDown(screen.getAllByTestId('drag-handle')[1]!, { key: 'ArrowUp' });
    expect((screen.getByRole('button', { name: 'Move Workbook up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onReorder).not.toHaveBeenCalled();
  });
});

describe('UploadProgress', () => {
  it('shows the rounded percent while uploading and closes at 100', () => {
    const { rerender } = renderWithProviders(<UploadProgress percent={41.6} />);
    expect(screen.getByText('Uploading… 42%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('42');
    rerender(<UploadProgress percent={99.7} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<UploadProgress percent={100} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<UploadProgress percent={null} />);
    expect(screen.queryByText(/%$/)).toBeNull();
  });
});
