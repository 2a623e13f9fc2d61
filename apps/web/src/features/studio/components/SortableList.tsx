import { useState, type ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './studio.module.css';

/** Moves the item at `from` to `to` and returns the ids in their new order. */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * An ordered list that can be reordered by drag and drop (native HTML drag and drop) and, for keyboard and
 * screen reader users, with "move up" / "move down" buttons on every item. `onReorder` gets every id in
 * the new order.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  children,
  label,
  disabled,
}: {
  items: readonly T[];
  getId: (item: T) => number;
  getLabel: (item: T) => string;
  onReorder: (ids: number[]) => void;
  children: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = items.map(getId);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(moveId(ids, from, to));
  };
  return (
    <ol className={classes.sortable} aria-label={label}>
      {items.map((item, index) => (
        <li
          key={getId(item)}
          className={classes.sortableItem}
          data-dragging={dragging === index || undefined}
          data-over={over === index && dragging !== index ? true : undefined}
          draggable={!disabled}
          onDragStart={(event) => {
            setDragging(index);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(getId(item)));
          }}
          onDragOver={(event) => {
            if (dragging === null) return;
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((current) => (current === index ? null : current))}
          onDrop={(event) => {
            event.preventDefault();
            if (dragging !== null) move(dragging, index);
            setDragging(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Group gap={2} wrap="nowrap" className={classes.handle}>
              <IconGripVertical size={16} aria-hidden className={classes.grip} />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('studio.moveUp', { name: getLabel(item) })}
              >
                <IconArrowUp size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                disabled={disabled || index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('studio.moveDown', { name: getLabel(item) })}
              >
                <IconArrowDown size={14} aria-hidden />
              </ActionIcon>
            </Group>
            <div className={classes.sortableBody}>{children(item, index)}</div>
          </Group>
        </li>
      ))}
    </ol>
  );
}
