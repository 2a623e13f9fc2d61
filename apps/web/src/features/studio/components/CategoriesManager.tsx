import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StudioModal } from './StudioModal';
import { MESSAGES, STUDIO_MESSAGES, type CategoryType, type StudioCategory } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useCategories, useStudioMutation } from '../api/categories';
import { SortableList } from '../../../lib/ui/SortableList';

/**
 * The library's categories of one type (class or meditation): add, rename, delete and reorder (drag and
 * drop or keyboard). `onChanged` runs after each change (the meditation studio reads its categories
 * through its own calls and reloads them then).
 */
export function CategoriesManager({ type, onChanged }: { type: CategoryType; onChanged?: () => void }) {
  const { t } = useTranslation();
  const query = useCategories(type);
  const create = useStudioMutation('createCategory', onChanged);
  const update = useStudioMutation('updateCategory', onChanged);
  const remove = useStudioMutation('deleteCategories', onChanged);
  const reorder = useStudioMutation('reorderCategories', onChanged);
  const [title, setTitle] = useState('');
  const [editing, setEditing] = useState<StudioCategory | null>(null);
  const [editTitle, setEditTitle] = useState('');
  const deletion = useConfirmDelete(
    'studio',
    remove,
    (category: StudioCategory) => ({ ids: [category.id] }),
    (category) => category.title,
    { successFallback: STUDIO_MESSAGES.categoryDeleted, errorFallback: MESSAGES.somethingWentWrong },
  );
  const fail = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t(`studio.categories.title.${type}`)}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          create.mutate(
            { type, title: title.trim() },
            {
              onSuccess: (response) => {
                notify.success(response.message || STUDIO_MESSAGES.categoryAdded);
                setTitle('');
              },
              onError: fail,
            },
          );
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('studio.categories.newLabel')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            {t('studio.categories.add')}
          </Button>
        </Group>
      </form>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t('studio.categories.empty')}</Text>
      ) : (
        <SortableList
          label={t(`studio.categories.listLabel.${type}`)}
          items={query.data}
          getId={(c) => c.id}
          getTitle={(c) => c.title}
          disabled={reorder.isPending}
          onReorder={(ids) =>
            reorder.mutate(
              { content: ids, type: 'categories', category_type: type },
              { onSuccess: (r) => notify.success(r.message || STUDIO_MESSAGES.reordered), onError: fail },
            )
          }
        >
          {(category) => (
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={500}>{category.title}</Text>
                <Text size="sm" c="dimmed">
                  {t(`studio.categories.count.${type}`, { count: category.itemCount })}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('studio.editNamed', { name: category.title })}
                  onClick={() => {
                    setEditing(category);
                    setEditTitle(category.title);
                  }}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('studio.deleteNamed', { name: category.title })}
                  onClick={() => deletion.ask(category)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          )}
        </SortableList>
      )}

      <StudioModal opened={editing !== null} onClose={() => setEditing(null)} title={t('studio.categories.editTitle')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!editing || !editTitle.trim()) return;
            update.mutate(
              { id: editing.id, title: editTitle.trim() },
              {
                onSuccess: (r) => {
                  notify.success(r.message || STUDIO_MESSAGES.categoryUpdated);
                  setEditing(null);
                },
                onError: fail,
              },
            );
          }}
        >
          <Stack>
            <TextInput
              label={t('studio.fields.title')}
              value={editTitle}
              onChange={(e) => setEditTitle(e.currentTarget.value)}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('studio.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('studio.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </StudioModal>
      {deletion.modal}
    </Stack>
  );
}
