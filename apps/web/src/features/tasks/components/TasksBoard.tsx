import { useState } from 'react';
import { ActionIcon, Button, Grid, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCheck, IconNotes, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MESSAGES, TASK_MESSAGES, type Task } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { SortableList } from '../../../lib/ui/SortableList';
import { useCompleteTask } from '../api/complete-task';
import { useCreateTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useTaskCategories } from '../api/get-task-categories';
import { useTasks, type TaskSource } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { useUpdateTaskOrder } from '../api/update-order';
import { FinalFeelingsModal } from './FinalFeelingsModal';
import { StateGraphPanel } from './StateGraphPanel';
import { TaskCard } from './TaskCard';
import { TaskFormModal, type TaskFormInput } from './TaskFormModal';
import { TaskLogsModal } from './TaskLogsModal';
import { inOrder, orderPayload } from './task-order';
import { paramsFromView, sourceOfView, TASK_FILTERS, viewFromParams, viewIsOrdered, type TaskView } from './task-view';
import classes from './tasks.module.css';

/** What a task card offers: complete it, its logs, edit and delete. */
interface TaskHandlers {
  onComplete: (task: Task) => void;
  onLogs: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  completing: number | null;
}

/**
 * The person's tasks (patients, employees, personal users): tabs all / recent / completed / by category
 * (kept in the address), the tasks on their pastel colours, reordered by drag and drop or the keyboard
 * where the list follows their own order; add, edit, delete, complete (then, when asked, "How do you feel
 * now?"), a task's logs, and the state graph beside them.
 */
export function TasksBoard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const show = (next: Partial<TaskView>) => setParams(paramsFromView({ ...view, page: 1, ...next }));

  const categories = useTaskCategories();
  const create = useCreateTask();
  const update = useUpdateTask();
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  const [form, setForm] = useState<{ task: Task | null } | null>(null);
  const [logsOf, setLogsOf] = useState<Task | null>(null);
  const [askFeelings, setAskFeelings] = useState<Task | null>(null);
  const deletion = useConfirmDelete(
    'tasks',
    remove,
    (task: Task) => ({ id: task.id }),
    (task) => task.title,
    {
      successFallback: TASK_MESSAGES.taskDeleted,
    },
  );

  const saveTask = (input: TaskFormInput, fail: (error: unknown) => boolean) => {
    const editing = form?.task;
    const handlers = {
      // Spec section 8: the server's message shows as a success or an error by its status.
      onSuccess: (response: { message: string }) => {
        notify.success(response.message || (editing ? TASK_MESSAGES.taskUpdated : TASK_MESSAGES.taskAdded));
        setForm(null);
      },
      onError: (error: unknown) => {
        if (!fail(error)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
      },
    };
    if (editing) update.mutate({ id: editing.id, ...input }, handlers);
    else create.mutate(input, handlers);
  };

  const handlers: TaskHandlers = {
    completing: complete.isPending ? (complete.variables?.id ?? null) : null,
    onComplete: (task) =>
      complete.mutate(
        { id: task.id },
        {
          onSuccess: (response) => {
            notify.success(response.message || TASK_MESSAGES.taskCompleted);
            if (response.data.ask_final_feelings) setAskFeelings(task);
          },
          onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
        },
      ),
    onLogs: setLogsOf,
    onEdit: (task) => setForm({ task }),
    onDelete: deletion.ask,
  };

  return (
    <>
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md" component="section" aria-labelledby="my-tasks">
            <Group justify="space-between" align="center">
              <Title order={2} size="h3" id="my-tasks">
                {t('tasks.listLabel')}
              </Title>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ task: null })}>
                {t('tasks.add')}
              </Button>
            </Group>
            <Tabs
              value={view.filter}
              onChange={(value) => value && show({ filter: value as TaskView['filter'], catId: null })}
              keepMounted={false}
            >
              <Tabs.List aria-label={t('tasks.filtersLabel')}>
                {TASK_FILTERS.map((filter) => (
                  <Tabs.Tab key={filter} value={filter}>
                    {t(`tasks.filters.${filter}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {TASK_FILTERS.map((filter) => (
                <Tabs.Panel key={filter} value={filter} pt="md">
                  <Stack gap="md">
                    {filter === 'category' && (
                      <Select
                        label={t('tasks.fields.category')}
                        placeholder={t('tasks.chooseCategory')}
                        maw={320}
                        data={(categories.data ?? []).map((category) => ({
                          value: String(category.cat_id),
                          label: category.title,
                        }))}
                        value={view.catId === null ? null : String(view.catId)}
                        onChange={(value) => show({ catId: value ? Number(value) : null })}
                      />
                    )}
                    <TaskList view={view} onPage={(page) => show({ page })} handlers={handlers} />
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <StateGraphPanel />
        </Grid.Col>
      </Grid>

      <TaskFormModal
        opened={form !== null}
        title={form?.task ? t('tasks.editTitle') : t('tasks.addTitle')}
        task={form?.task}
        categories={categories.data}
        pending={create.isPending || update.isPending}
        onSubmit={saveTask}
        onClose={() => setForm(null)}
      />
      <FinalFeelingsModal task={askFeelings} onClose={() => setAskFeelings(null)} />
      <TaskLogsModal task={logsOf} onClose={() => setLogsOf(null)} />
      {deletion.modal}
    </>
  );
}

/** The tasks of one view, page by page; sortable when the view follows the person's own order. */
function TaskList({ view, onPage, handlers }: { view: TaskView; onPage: (page: number) => void; handlers: TaskHandlers }) {
  const { t } = useTranslation();
  const source = sourceOfView(view);
  if (!source) return <Text c="dimmed">{t('tasks.chooseCategoryHint')}</Text>;
  return <LoadedTaskList key={JSON.stringify(source)} source={source} view={view} onPage={onPage} handlers={handlers} />;
}

function LoadedTaskList({
  source,
  view,
  onPage,
  handlers,
}: {
  source: TaskSource;
  view: TaskView;
  onPage: (page: number) => void;
  handlers: TaskHandlers;
}) {
  const { t } = useTranslation();
  const query = useTasks(source, view.page);
  const reorder = useUpdateTaskOrder();
  // The order being saved, shown until the lists are read again (the moved task keeps the focus).
  const [savingOrder, setSavingOrder] = useState<number[] | null>(null);

  return (
    <QueryState query={query}>
      {({ tasks, totalPages }) => {
        if (tasks.length === 0) return <Text c="dimmed">{t(`tasks.empty.${view.filter}`)}</Text>;
        const card = (task: Task) => <TaskCard task={task} actions={<TaskActions task={task} handlers={handlers} />} />;
        return (
          // Another filter's or page's tasks stay on screen until this one's arrive: marked busy meanwhile.
          <Stack gap="md" aria-busy={query.isPlaceholderData}>
            <Text c="dimmed" size="sm">
              {viewIsOrdered(view) ? t('tasks.reorderHint') : t('tasks.datedHint')}
            </Text>
            {viewIsOrdered(view) ? (
              <SortableList
                label={t('tasks.listLabel')}
                items={savingOrder ? inOrder(tasks, savingOrder) : tasks}
                getId={(task) => task.id}
                getTitle={(task) => task.title}
                disabled={reorder.isPending}
                align="flex-start"
                onReorder={(ids) => {
                  setSavingOrder(ids);
                  reorder.mutate(
                    { tasks: orderPayload(tasks, ids) },
                    {
                      onSuccess: (response) => notify.success(response.message || TASK_MESSAGES.reordered),
                      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
                      onSettled: () => setSavingOrder(null),
                    },
                  );
                }}
              >
                {card}
              </SortableList>
            ) : (
              <ul className={classes.plainList} aria-label={t('tasks.listLabel')}>
                {tasks.map((task) => (
                  <li key={task.id}>{card(task)}</li>
                ))}
              </ul>
            )}
            <Pager total={totalPages} value={view.page} onChange={onPage} />
          </Stack>
        );
      }}
    </QueryState>
  );
}

function TaskActions({ task, handlers }: { task: Task; handlers: TaskHandlers }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between" mt={4}>
      <Group gap="xs">
        {task.status === 'pending' && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={handlers.completing === task.id}
            aria-label={t('tasks.completeNamed', { title: task.title })}
            onClick={() => handlers.onComplete(task)}
          >
            {t('tasks.complete')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconNotes size={14} aria-hidden />}
          aria-label={t('tasks.logsNamed', { title: task.title })}
          onClick={() => handlers.onLogs(task)}
        >
          {t('tasks.logs.open')}
        </Button>
      </Group>
      <Group gap={4}>
        <ActionIcon
          variant="default"
          aria-label={t('tasks.editNamed', { title: task.title })}
          onClick={() => handlers.onEdit(task)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('tasks.deleteNamed', { title: task.title })}
          onClick={() => handlers.onDelete(task)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
