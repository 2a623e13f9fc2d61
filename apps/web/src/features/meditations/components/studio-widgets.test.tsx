import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { formatDuration, htmlToText, moveItem, textToHtml } from './format';
import { SortableList } from './SortableList';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('shows the rounded percent while uploading and closes at 100', () => {
    const { rerender } = renderWithProviders(<UploadProgress percent={41.6} />);
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeTruthy();
    rerender(<UploadProgress percent={100} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<UploadProgress percent={null} />);
    expect(screen.queryByText(/%$/)).toBeNull();
  });
});

describe('SortableList', () => {
  const items = [
    { id: 1, title: 'One' },
    { id: 2, title: 'Two' },
    { id: 3, title: 'Three' },
  ];
  const renderList = (onReorder: (ids: number[]) => void) =>
    renderWithProviders(
      <SortableList
        items={items}
        getId={(item) => item.id}
        getTitle={(item) => item.title}
        onReorder={onReorder}
        renderItem={(item) => <span>{item.title}</span>}
        label="Audios"
        handleLabel={(item) => `Reorder ${item.title}`}
      />,
    );

  it('moves an item with the arrow keys on its handle, and with the up/down buttons', () => {
    const onReorder = vi.fn();
    renderList(onReorder);
    act(() => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder One' }), { key: 'ArrowDown' });
    });
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Three up' }));
    expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2]);
    // The first item cannot move up.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder One' }), { key: 'ArrowUp' });
    expect(onReorder).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Three moved to position 2 of 3')).toBeTruthy();
  });

  it('moves an item by drag and drop', () => {
    const onReorder = vi.fn();
    renderList(onReorder);
    const rows = screen.getAllByTestId('sortable-item');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(onReorder).toHaveBeenLastCalledWith([3, 1, 2]);
  });
});

describe('format helpers', () => {
  it('formats durations and moves items', () => {
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(textToHtml('Breathe in\n\nand 1 < 2 & 3')).toBe('<p>Breathe in</p><p>and 1 &lt; 2 &amp; 3</p>');
    expect(textToHtml('<p>Kept <strong>as is</strong></p>')).toBe('<p>Kept <strong>as is</strong></p>');
    expect(htmlToText('<p>Breathe in</p><p>and 1 &lt; 2 &amp; 3</p>')).toBe('Breathe in\nand 1 < 2 & 3');
    expect(htmlToText('<p>Kept <strong>as is</strong></p>')).toBe('<p>Kept <strong>as is</strong></p>');
  });
});
