import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEDITATION_MESSAGES, MESSAGES, type MeditationCategory } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useMeditationCategories } from '../api/meditations';
import type { StudioFamily } from '../api/studio';
import { useCreateSubcategory, useDeleteSubcategory, useUpdateSubcategory } from '../api/subcategories';

interface Draft {
  id: number;
  parentId: string | null;
  title: string;
}
const EMPTY: Draft = { id: 0, parentId: null, title: '' };

/** Meditation sub-categories under the library's meditation categories: add, rename, move, delete. */
export function SubcategoriesManager({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  const categories = useMeditationCategories(family);
  const create = useCreateSubcategory(family);
  const update = useUpdateSubcategory(family);
  const remove = useDeleteSubcategory(family);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [deleting, setDeleting] = useState<MeditationCategory | null>(null);

  if (categories.isPending) return <PageLoader />;
  if (categories.isError) return <Text role="alert">{errorMessage(categories.error, MESSAGES.somethingWentWrong)}</Text>;
  const parents = categories.data;
  if (parents.length === 0) return <Text c="dimmed">{t('meditations.subcategories.empty')}</Text>;

  const submit = () => {
    if (!draft.parentId || !draft.title.trim()) return;
    const body = { parent_id: Number(draft.parentId), title: draft.title.trim() };
    const done = { onSuccess: (response: { message: string }) => (notify.success(response.message), setDraft(EMPTY)) };
    if (draft.id)
      update.mutate({ id: draft.id, ...body }, { ...done, onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)) });
    else
      create.mutate(body, {
        ...done,
        // The spec's fallback when the server gives no message.
        onError: (error) => notify.error(errorMessage(error, MEDITATION_MESSAGES.subcategoryCreateFailed)),
      });
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('meditations.subcategories.intro')}</Text>
      {parents.map((parent) => (
        <Paper key={parent.id} withBorder radius="lg" p="md" component="section" aria-labelledby={`subcategories-${parent.id}`}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={`subcategories-${parent.id}`}>
              {parent.title}
            </Title>
            {parent.subcategories.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('meditations.subcategories.none')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {parent.subcategories.map((sub) => (
                  <Group key={sub.id} component="li" justify="space-between" wrap="nowrap">
                    <Group gap="xs">
                      <Text>{sub.title}</Text>
                      <Text size="xs" c="dimmed">
                        {t('meditations.subcategories.count', { count: sub.meditationCount })}
                      </Text>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('meditations.subcategories.edit', { title: sub.title })}
                        onClick={() => setDraft({ id: sub.id, parentId: String(parent.id), title: sub.title })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('meditations.subcategories.delete', { title: sub.title })}
                        onClick={() => setDeleting(sub)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      ))}
      <Paper withBorder radius="lg" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('meditations.subcategories.parent')}
              data={parents.map((parent) => ({ value: String(parent.id), label: parent.title }))}
              value={draft.parentId}
              onChange={(parentId) => setDraft({ ...draft, parentId })}
              comboboxProps={{ withinPortal: false }}
            />
            <TextInput
              label={t('meditations.subcategories.name')}
              value={draft.title}
              maxLength={160}
              onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            />
            {draft.id !== 0 && (
              <Button variant="default" onClick={() => setDraft(EMPTY)}>
                {t('meditations.cancel')}
              </Button>
            )}
            <Button type="submit" disabled={!draft.parentId || !draft.title.trim()} loading={create.isPending || update.isPending}>
              {draft.id ? t('meditations.subcategories.save') : t('meditations.subcategories.add')}
            </Button>
          </Group>
        </form>
      </Paper>
      <Modal
        withinPortal={false}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('meditations.subcategories.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('meditations.close') }}
      >
        <Stack gap="md">
          <Text>{t('meditations.subcategories.deleteConfirm', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('meditations.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: (response) => (notify.success(response.message), setDeleting(null)),
                  onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
                })
              }
            >
              {t('meditations.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
