import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ActionIcon, Group, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SortableList.module.css';

/** Moves the element at `from` to `to` (both indexes into `list`); returns a new array (unchanged when out of range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export interface SortableOptions<T> {
  items: readonly T[];
  getId: (item: T) => number;
  /** The item's name in the labels and the announcement. */
  getTitle: (item: T) => string;
  /** Called with every id of `items` in the new order. */
  onReorder: (ids: number[]) => void;
  /** No moves (e.g. while a reorder is being saved). */
  disabled?: boolean;
}

/**
 * The drag, drop and keyboard logic of an ordered list or table. Each row is a drop target (`rowProps`);
 * its handle (`handle`) is dragged, or moves the row with the up and down arrow keys; `moveButtons` are
 * "move up" / "move down" buttons. After a keyboard move the handle keeps the focus once the list shows the
 * new order, and `announcer` tells screen readers where the item went.
 */
export function useSortable<T>({ items, getId, getTitle, onReorder, disabled = false }: SortableOptions<T>) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: number; to: number } | null>(null);

  // The moved item's handle gets the focus back when the list shows it at its new place.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || items.findIndex((item) => getId(item) === pending.id) !== pending.to) return;
    handles.current.get(pending.id)?.focus();
    pendingFocus.current = null;
  }, [items, getId]);

  const move = (from: number, to: number, { focus = false } = {}) => {
    if (disabled || from === to || to < 0 || to >= items.length || from < 0 || from >= items.length) return;
    const item = items[from]!;
    onReorder(moveItem(items, from, to).map(getId));
    pendingFocus.current = focus ? { id: getId(item), to } : null;
    setAnnouncement(t('sortable.moved', { name: getTitle(item), position: to + 1, count: items.length }));
  };
  const reset = () => {
    setDragging(null);
    setOver(null);
  };

  return {
    move,
    /** Props of a row (li or tr): it takes the dragged row. */
    rowProps: (index: number) => ({
      'data-sortable-row': true,
      'data-dragging': dragging === index || undefined,
      'data-over': (over === index && dragging !== index) || undefined,
      onDragOver: (event: DragEvent) => {
        // A drag of another list (an outer or inner one) is left to that list.
        if (dragging === null) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        if (over !== index) setOver(index);
      },
      onDragLeave: (event: DragEvent) => {
        if (dragging === null) return;
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setOver((current) => (current === index ? null : current));
      },
      onDrop: (event: DragEvent) => {
        if (dragging === null) return;
        event.preventDefault();
        event.stopPropagation();
        move(dragging, index);
        reset();
      },
    }),
    /** The drag handle: a button that is dragged, or moved with the arrow keys. */
    handle: (item: T, index: number) => (
      <ActionIcon
        variant="subtle"
        color="gray"
        className={classes.handle}
        aria-label={t('sortable.handle', { name: getTitle(item) })}
        aria-disabled={disabled || undefined}
        draggable={!disabled}
        data-testid="drag-handle"
        ref={(node: HTMLButtonElement | null) => {
          if (node) handles.current.set(getId(item), node);
          else handles.current.delete(getId(item));
        }}
        onDragStart={(event: DragEvent<HTMLButtonElement>) => {
          event.stopPropagation();
          setDragging(index);
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(getId(item)));
          // The whole row follows the pointer, not just the handle (where the browser can draw it).
          const row = event.currentTarget.closest('[data-sortable-row]');
          try {
            if (row) event.dataTransfer.setDragImage(row, 16, 16);
          } catch {
            // The handle alone then.
          }
        }}
        onDragEnd={reset}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, { focus: true });
        }}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
    ),
    /** "Move up" and "move down" buttons for a row. */
    moveButtons: (item: T, index: number) => (
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={disabled || index === 0}
          aria-label={t('sortable.moveUp', { name: getTitle(item) })}
          onClick={() => move(index, index - 1, { focus: true })}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={disabled || index === items.length - 1}
          aria-label={t('sortable.moveDown', { name: getTitle(item) })}
          onClick={() => move(index, index + 1, { focus: true })}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </Group>
    ),
    /** The live region that announces each move; render it once beside the list. */
    announcer: (
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    ),
  };
}

export interface SortableListProps<T> extends SortableOptions<T> {
  /** The list's accessible name. */
  label: string;
  /**
   * An item's content, between its handle and its move buttons; with `inlineControls`, the move buttons
   * (`controls`) are the content's to place.
   */
  children: (item: T, index: number, controls: ReactNode) => ReactNode;
  /**
   * The item places its move buttons itself (in its header), instead of a column beside it the whole item's
   * height: a tall item holding a list of its own (a lesson and its contents) keeps its width on a phone.
   */
  inlineControls?: boolean;
  /** Where the handle and the buttons sit beside a tall item: centred (default) or at its top. */
  align?: 'center' | 'flex-start';
}

/**
 * An ordered list reordered by drag and drop (drag an item by its handle onto another item) or from the
 * keyboard (arrow keys on the handle, or the move buttons). Lessons, contents, categories, extra audios,
 * section items.
 */
export function SortableList<T>({ label, children, align = 'center', inlineControls = false, ...options }: SortableListProps<T>) {
  const sortable = useSortable(options);
  const { items, getId } = options;
  return (
    <>
      <ol className={classes.list} aria-label={label}>
        {items.map((item, index) => (
          <li key={getId(item)} className={classes.item} data-testid="sortable-item" {...sortable.rowProps(index)}>
            <Group gap="xs" wrap="nowrap" align={align}>
              {sortable.handle(item, index)}
              <div className={classes.body}>
                {children(item, index, inlineControls ? sortable.moveButtons(item, index) : null)}
              </div>
              {!inlineControls && sortable.moveButtons(item, index)}
            </Group>
          </li>
        ))}
      </ol>
      {sortable.announcer}
    </>
  );
}
