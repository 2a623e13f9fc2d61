import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, TASK_MESSAGES, taskCategoryInput, type TaskCategory, type TaskColor } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { useDeleteCategory } from '../api/delete-category';
import type { CategoryLibrary } from '../api/families';
import { useLibraryCategories } from '../api/get-library-categories';
import { useParentCategories } from '../api/get-parent-categories';
import { useSaveCategory } from '../api/save-category';
import { ColorName, ColorPicker } from './TaskColor';

/**
 * The task categories of a library with how many tasks each holds: a clinic's own (/clinic/task-categories)
 * or the platform's (/administration/task-categories, where a category may sit under a parent). Add, edit
 * (title, parent, colour) and delete; a deleted category's tasks stay, uncategorised.
 */
export function TaskCategoriesManager({ library }: { library: CategoryLibrary }) {
  const { t } = useTranslation();
  const categories = useLibraryCategories(library);
  const remove = useDeleteCategory(library);
  const [editing, setEditing] = useState<{ category: TaskCategory | null } | null>(null);
  const deletion = useConfirmDelete(
    'taskCategories',
    remove,
    (category: TaskCategory) => ({ id: category.cat_id }),
    (category) => category.title,
    {
      successFallback: TASK_MESSAGES.categoryDeleted,
    },
  );
  const withParents = library === 'admin';

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ category: null })}>
          {t('taskCategories.add')}
        </Button>
      </Group>
      <QueryState query={categories}>
        {(list) => {
          if (list.length === 0) return <Text c="dimmed">{t('taskCategories.empty')}</Text>;
          const titleOf = new Map(list.map((category) => [category.cat_id, category.title]));
          return (
            <TableFrame
              label={t('taskCategories.listLabel')}
              minWidth={withParents ? 640 : 520}
              columns={[
                t('taskCategories.columns.title'),
                ...(withParents ? [t('taskCategories.columns.parent')] : []),
                t('taskCategories.columns.color'),
                t('taskCategories.columns.tasks'),
                { hidden: t('taskCategories.columns.actions') },
              ]}
            >
              {list.map((category) => (
                <Table.Tr key={category.cat_id}>
                  <Table.Th scope="row" fw={500}>
                    {category.title}
                  </Table.Th>
                  {withParents && (
                    <Table.Td>{category.parent_id === null ? '—' : (titleOf.get(category.parent_id) ?? '—')}</Table.Td>
                  )}
                  <Table.Td>
                    <ColorName color={category.color} />
                  </Table.Td>
                  <Table.Td>{category.taskCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('taskCategories.editNamed', { title: category.title })}
                        onClick={() => setEditing({ category })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('taskCategories.deleteNamed', { title: category.title })}
                        onClick={() => deletion.ask(category)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableFrame>
          );
        }}
      </QueryState>
      <CategoryFormModal library={library} editing={editing} onClose={() => setEditing(null)} />
      {deletion.modal}
    </Stack>
  );
}

export interface CategoryFormValues {
  title: string;
  /** The parent's id as the select holds it (administrators only). */
  parent_id: string | null;
  color: TaskColor;
}

/** A cleared parent select sends null, so an edit moves the category to the top level. */
export function toCategoryInput(values: CategoryFormValues) {
  return {
    title: values.title.trim(),
    parent_id: values.parent_id ? Number(values.parent_id) : null,
    color: values.color,
  };
}

/** Add a category, or edit one (`editing.category`); null keeps the dialog closed. */
function CategoryFormModal({
  library,
  editing,
  onClose,
}: {
  library: CategoryLibrary;
  editing: { category: TaskCategory | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory(library);
  const withParents = library === 'admin';
  const parents = useParentCategories(withParents && editing !== null);
  const category = editing?.category ?? null;
  const form = useForm<CategoryFormValues>({
    initialValues: { title: '', parent_id: null, color: 'lavender' },
    validate: schemaValidator(taskCategoryInput, toCategoryInput),
  });
  useEffect(() => {
    if (editing)
      form.setValues({
        title: category?.title ?? '',
        parent_id: category?.parent_id ? String(category.parent_id) : null,
        color: category?.color ?? 'lavender',
      });
    form.clearErrors();
    // Only when the dialog opens or changes category.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  const onSubmit = form.onSubmit((values) => {
    const input = toCategoryInput(values);
    save.mutate(category ? { id: category.cat_id, ...input } : input, {
      onSuccess: (response) => {
        notify.success(response.message || (category ? TASK_MESSAGES.categoryUpdated : TASK_MESSAGES.categoryAdded));
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(error, form, ['title', 'parent_id'])) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
      },
    });
  });

  // A category cannot sit under itself.
  const parentChoices = (parents.data ?? []).filter((parent) => parent.cat_id !== category?.cat_id);
  return (
    <Modal
      withinPortal={false}
      opened={editing !== null}
      onClose={onClose}
      title={category ? t('taskCategories.editTitle') : t('taskCategories.addTitle')}
      closeButtonProps={{ 'aria-label': t('taskCategories.close') }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput label={t('taskCategories.fields.title')} required data-autofocus {...form.getInputProps('title')} />
          {withParents && (
            <Select
              label={t('taskCategories.fields.parent')}
              placeholder={t('taskCategories.fields.noParent')}
              data={parentChoices.map((parent) => ({ value: String(parent.cat_id), label: parent.title }))}
              clearable
              comboboxProps={{ withinPortal: false }}
              {...form.getInputProps('parent_id')}
            />
          )}
          <ColorPicker
            label={t('taskCategories.fields.color')}
            value={form.values.color}
            onChange={(color) => form.setFieldValue('color', color)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('taskCategories.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('taskCategories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
