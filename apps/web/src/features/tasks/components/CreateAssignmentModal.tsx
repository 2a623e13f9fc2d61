import { useEffect } from 'react';
import { ActionIcon, Button, Fieldset, Group, Input, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  createAssignmentInput,
  MESSAGES,
  TASK_DESCRIPTION_MAX,
  TASK_MESSAGES,
  TASK_TITLE_MAX,
  type CreateAssignmentInput,
} from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useCreateAssignment } from '../api/create-assignment';
import type { CareFamily } from '../api/families';

interface ChildTaskValues {
  /** A stable key for the row while others are added and removed. */
  key: number;
  title: string;
  description: string;
}

interface AssignmentFormValues {
  title: string;
  description: string;
  /** YYYY-MM-DD from the date field, or empty. */
  due_date: string;
  tasks: ChildTaskValues[];
}

let nextRowKey = 1;
const emptyTask = (): ChildTaskValues => ({ key: nextRowKey++, title: '', description: '' });
const emptyForm = (): AssignmentFormValues => ({ title: '', description: '', due_date: '', tasks: [emptyTask()] });

/** The request for the form's values (empty optional fields left out). */
export function toAssignmentInput(userid: number, values: AssignmentFormValues): CreateAssignmentInput {
  return {
    userid,
    title: values.title.trim(),
    description: optionalText(values.description),
    due_date: values.due_date || undefined,
    tasks: values.tasks.map((task) => ({ title: task.title.trim(), description: optionalText(task.description) })),
  };
}

/** A new assignment for a patient: title, description, due date and its child tasks (add and remove rows). */
export function CreateAssignmentModal({
  family,
  userid,
  opened,
  onClose,
}: {
  family: CareFamily;
  userid: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAssignment(family);
  const form = useForm<AssignmentFormValues>({
    initialValues: emptyForm(),
    validate: schemaValidator(createAssignmentInput, (values: AssignmentFormValues) => toAssignmentInput(userid, values)),
  });
  useEffect(() => {
    if (opened) form.setValues(emptyForm());
    form.clearErrors();
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const onSubmit = form.onSubmit((values) =>
    create.mutate(toAssignmentInput(userid, values), {
      onSuccess: (response) => {
        notify.success(response.message || TASK_MESSAGES.assignmentAdded);
        onClose();
      },
      onError: (error) => {
        const fields = ['title', 'description', 'due_date', 'tasks', ...values.tasks.map((_, index) => `tasks.${index}.title`)];
        if (!applyServerErrors(error, form, fields)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
      },
    }),
  );

  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('assignments.createTitle')}
      closeButtonProps={{ 'aria-label': t('assignments.close') }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('assignments.fields.title')}
            required
            maxLength={TASK_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('assignments.fields.description')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={TASK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <TextInput type="date" label={t('assignments.fields.dueDate')} maw={220} {...form.getInputProps('due_date')} />
          <Fieldset legend={t('assignments.fields.tasks')} radius="md">
            <Stack gap="md">
              {form.values.tasks.map((task, index) => (
                <Group key={task.key} align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap="xs" style={{ flex: 1 }}>
                    <TextInput
                      label={t('assignments.fields.taskTitle', { number: index + 1 })}
                      required
                      maxLength={TASK_TITLE_MAX}
                      {...form.getInputProps(`tasks.${index}.title`)}
                    />
                    <TextInput
                      label={t('assignments.fields.taskDescription', { number: index + 1 })}
                      maxLength={TASK_DESCRIPTION_MAX}
                      {...form.getInputProps(`tasks.${index}.description`)}
                    />
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    disabled={form.values.tasks.length === 1}
                    aria-label={t('assignments.removeTask', { number: index + 1 })}
                    onClick={() => form.removeListItem('tasks', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {form.errors.tasks && <Input.Error role="alert">{form.errors.tasks}</Input.Error>}
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('tasks', emptyTask())}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('assignments.addTask')}
              </Button>
            </Stack>
          </Fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('assignments.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('assignments.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
