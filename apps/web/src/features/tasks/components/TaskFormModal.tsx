import { useEffect } from 'react';
import { Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  createPersonalTaskInput,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  type Task,
  type TaskCategory,
  type TaskColor,
} from '@stillpoint/contracts';
import { applyServerErrors, schemaValidator } from '../../../lib/forms';
import { ColorPicker } from './TaskColor';

interface TaskFormValues {
  title: string;
  description: string;
  /** The chosen category's id as the select holds it (text); sent as an integer. */
  cat_id: string | null;
  color: TaskColor;
  ask_final_feelings: boolean;
}

/** The fields the server may name in its errors (422, 404 on cat_id), as the form names them too. */
const FIELDS = ['title', 'description', 'cat_id'] as const;

/** What the form sends: create task, update task (with the id) and assign task (with the patient) share it. */
export interface TaskFormInput {
  title: string;
  description: string;
  /** null: no category (on an update, takes the task out of its category). */
  cat_id: number | null;
  color: TaskColor;
  ask_final_feelings: boolean;
}

const EMPTY: TaskFormValues = { title: '', description: '', cat_id: null, color: 'lavender', ask_final_feelings: true };

function valuesOf(task: Task | null | undefined): TaskFormValues {
  if (!task) return EMPTY;
  return {
    title: task.title,
    description: task.description ?? '',
    cat_id: task.cat_id === null ? null : String(task.cat_id),
    color: task.color,
    ask_final_feelings: task.ask_final_feelings,
  };
}

/**
 * Spec section 5: the category id is sent as an integer, never as the select's text; a cleared select
 * sends null, so an update takes the task out of its category rather than keeping the old one.
 */
export function toTaskInput(values: TaskFormValues): TaskFormInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    cat_id: values.cat_id ? Number.parseInt(values.cat_id, 10) : null,
    color: values.color,
    ask_final_feelings: values.ask_final_feelings,
  };
}

export interface TaskFormModalProps {
  opened: boolean;
  /** The dialog's title ("Add a task", "Edit the task", "Assign a task to …"). */
  title: string;
  /** The task being edited; absent for a new one. */
  task?: Task | null;
  categories: readonly TaskCategory[] | undefined;
  pending: boolean;
  /** Sends the input; `fail` puts the server's field errors on the form (returns whether any was known). */
  onSubmit: (input: TaskFormInput, fail: (error: unknown) => boolean) => void;
  onClose: () => void;
}

/**
 * A task's fields in a dialog: title, description, category, colour and "ask how I feel afterwards". The
 * person's own tasks (add, edit) and a task a clinic or therapist assigns use it.
 */
export function TaskFormModal({ opened, title, task, categories, pending, onSubmit, onClose }: TaskFormModalProps) {
  const { t } = useTranslation();
  const form = useForm<TaskFormValues>({
    initialValues: EMPTY,
    validate: schemaValidator(createPersonalTaskInput, toTaskInput),
  });
  useEffect(() => {
    if (opened) form.setValues(valuesOf(task));
    form.clearErrors();
    // Only when the dialog opens or changes task.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, task]);

  const fail = (error: unknown) => applyServerErrors(error, form, FIELDS);

  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('tasks.close') }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(toTaskInput(values), fail))}>
        <Stack gap="md">
          <TextInput
            label={t('tasks.fields.title')}
            required
            maxLength={TASK_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('tasks.fields.description')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TASK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <Select
            label={t('tasks.fields.category')}
            placeholder={t('tasks.fields.noCategory')}
            data={(categories ?? []).map((category) => ({ value: String(category.cat_id), label: category.title }))}
            clearable
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('cat_id')}
          />
          <ColorPicker
            label={t('tasks.fields.color')}
            value={form.values.color}
            onChange={(color) => form.setFieldValue('color', color)}
          />
          <Switch
            label={t('tasks.fields.askFinalFeelings')}
            description={t('tasks.fields.askFinalFeelingsHint')}
            {...form.getInputProps('ask_final_feelings', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tasks.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('tasks.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
