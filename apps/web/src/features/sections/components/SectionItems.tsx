import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  SECTION_ITEM_TITLE_MAX,
  SECTION_MESSAGES,
  type SectionItem,
  type SectionItemKind,
} from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { SortableList } from '../../../lib/ui/SortableList';
import type { SectionsOwner } from '../api/family';
import { EXPANDABLE } from '../api/get-item-contents';
import { useDeleteSectionItem, useEditSectionItem, useReorderSectionItems } from '../api/mutations';
import { SectionItemContents } from './SectionItemContents';

export const KIND_OF_TYPE: Record<SectionItem['type'], SectionItemKind> = {
  category: 'categories',
  class: 'classes',
  lesson: 'lessons',
  content: 'contents',
  meditation: 'meditations',
};

/**
 * A section's items in order: drag an item by its handle, or move it from the keyboard (arrow keys on the
 * handle, or its move buttons); change the title shown; remove it; open a category, class or lesson to
 * see what it holds and add one of those to the section. The new order shows at once.
 */
export function SectionItems({ owner, sectionId, items }: { owner: SectionsOwner; sectionId: number; items: SectionItem[] }) {
  const { t } = useTranslation();
  const reorder = useReorderSectionItems(owner, sectionId);
  const editItem = useEditSectionItem(owner);
  const removeItem = useDeleteSectionItem(owner);
  const [renaming, setRenaming] = useState<SectionItem | null>(null);
  const [renameValue, setRenameValue] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onError = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong));

  const onReorder = (ids: number[]) =>
    reorder.mutate(ids, { onSuccess: (response) => notify.success(response.message || SECTION_MESSAGES.reorder), onError });

  const openRename = (item: SectionItem) => {
    setRenaming(item);
    setRenameValue(item.overrideTitle ?? '');
  };
  const onRename = () => {
    if (!renaming) return;
    editItem.mutate(
      { kind: KIND_OF_TYPE[renaming.type], id: renaming.id, title: renameValue.trim() || null },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setRenaming(null);
        },
        onError,
      },
    );
  };
  const onRemove = (item: SectionItem) =>
    removeItem.mutate(
      { kind: KIND_OF_TYPE[item.type], id: item.id },
      { onSuccess: (response) => notify.success(response.message), onError },
    );

  const subtitle = (item: SectionItem) =>
    [
      item.overrideTitle ? t('sections.ownTitle', { title: item.ownTitle }) : null,
      item.classTitle && item.type !== 'class' ? t('sections.inClass', { title: item.classTitle }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  if (items.length === 0) return <Text c="dimmed">{t('sections.itemsEmpty')}</Text>;

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('sections.itemsReorderHint')}
      </Text>
      <SortableList
        align="flex-start"
        label={t('sections.itemsLabel')}
        items={items}
        getId={(item) => item.id}
        getTitle={(item) => item.title}
        onReorder={onReorder}
      >
        {(item, index) => (
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" justify="space-between" data-testid="section-item">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Text size="sm" w={24} ta="right" c="dimmed">
                  {index + 1}
                </Text>
                <Badge variant="light" tt="none" miw={90}>
                  {t(`sections.types.${item.type}`)}
                </Badge>
                <Stack gap={0} miw={0}>
                  <Text fw={500} truncate data-testid="section-item-title">
                    {item.title}
                  </Text>
                  {subtitle(item) && (
                    <Text size="xs" c="dimmed" truncate>
                      {subtitle(item)}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap={2} wrap="nowrap">
                {EXPANDABLE.includes(item.type) && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-expanded={open.has(item.id)}
                    aria-controls={`section-item-contents-${item.id}`}
                    aria-label={t('sections.inner.toggle', { title: item.title })}
                    onClick={() => toggle(item.id)}
                  >
                    {open.has(item.id) ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                  </ActionIcon>
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('sections.renameFor', { title: item.title })}
                  onClick={() => openRename(item)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('sections.removeFor', { title: item.title })}
                  loading={removeItem.isPending && removeItem.variables?.id === item.id}
                  onClick={() => onRemove(item)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {open.has(item.id) && (
              <div id={`section-item-contents-${item.id}`}>
                <SectionItemContents owner={owner} item={item} items={items} />
              </div>
            )}
          </Stack>
        )}
      </SortableList>
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('sections.editItemTitle', { title: renaming?.ownTitle ?? '' })}
        closeButtonProps={{ 'aria-label': t('sections.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onRename();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('sections.overrideLabel')}
              description={t('sections.overrideHint')}
              maxLength={SECTION_ITEM_TITLE_MAX}
              value={renameValue}
              onChange={(event) => setRenameValue(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRenaming(null)}>
                {t('sections.cancel')}
              </Button>
              <Button type="submit" loading={editItem.isPending}>
                {t('sections.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
