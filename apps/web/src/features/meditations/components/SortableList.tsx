import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Group, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './format';

interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => number;
  getTitle: (item: T) => string;
  /** Called with the ids in their new order. */
  onReorder: (ids: number[]) => void;
  renderItem: (item: T) => ReactNode;
  label: string;
  handleLabel: (item: T) => string;
}

/**
 * A list reordered by drag and drop, or from the keyboard: the handle moves its item with the up and down
 * arrow keys, and the up/down buttons do the same; each move is announced.
 */
export function SortableList<T>({ items, getId, getTitle, onReorder, renderItem, label, handleLabel }: SortableListProps<T>) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const [focusId, setFocusId] = useState<number | null>(null);
  // Keeps the keyboard focus on the moved item's handle once the list shows the new order.
  useEffect(() => {
    if (focusId === null) return;
    handles.current.get(focusId)?.focus();
  }, [focusId, items]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    onReorder(next.map(getId));
    setFocusId(getId(items[from]!));
    setAnnouncement(t('meditations.moved', { title: getTitle(items[from]!), position: to + 1, count: items.length }));
  };

  return (
    <>
      <Stack gap="xs" component="ol" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item, index) => (
          <Paper
            key={getId(item)}
            component="li"
            withBorder
            radius="md"
            p="xs"
            draggable
            data-testid="sortable-item"
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(getId(item)));
            }}
            onDragOver={(event) => {
              if (dragging !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
            style={{ opacity: dragging === index ? 0.5 : 1 }}
          >
            <Group gap="xs" wrap="nowrap" align="center">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={handleLabel(item)}
                ref={(node: HTMLButtonElement | null) => {
                  if (node) handles.current.set(getId(item), node);
                  else handles.current.delete(getId(item));
                }}
                style={{ cursor: 'grab' }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    move(index, index - 1);
                  } else if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    move(index, index + 1);
                  }
                }}
              >
                <IconGripVertical size={18} aria-hidden />
              </ActionIcon>
              <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item)}</div>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={t('meditations.moveUp', { title: getTitle(item) })}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === items.length - 1}
                aria-label={t('meditations.moveDown', { title: getTitle(item) })}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
