import { useState } from 'react';
import { ActionIcon, Anchor, Button, FileInput, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type MeditationResource, type MeditationTask } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { UploadProgress } from '../../../lib/ui/UploadProgress';
import type { StudioFamily } from '../api/studio';
import {
  useCreateMeditationResource,
  useCreateMeditationTask,
  useDeleteMeditationResource,
  useDeleteMeditationTask,
  useUpdateMeditationTask,
} from '../api/tasks-resources';

const fail = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
/** Strips markup for a one-line preview (task descriptions are sanitised HTML). */
const plain = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A meditation's tasks: add, edit, delete. */
export function MeditationTasks({ family, meditationId, tasks }: { family: StudioFamily; meditationId: number; tasks: MeditationTask[] }) {
  const { t } = useTranslation();
  const create = useCreateMeditationTask(family);
  const update = useUpdateMeditationTask(family);
  const remove = useDeleteMeditationTask(family);
  const [draft, setDraft] = useState({ id: 0, title: '', description: '' });

  const submit = () => {
    if (!draft.title.trim()) return;
    const body = { title: draft.title.trim(), description: draft.description };
    const done = {
      onSuccess: (response: { message: string }) => {
        notify.success(response.message);
        setDraft({ id: 0, title: '', description: '' });
      },
      onError: fail,
    };
    if (draft.id) update.mutate({ id: draft.id, ...body }, done);
    else create.mutate({ meditation_id: meditationId, ...body }, done);
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="meditation-tasks-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="meditation-tasks-title">
          {t('meditations.tasks.title')}
        </Title>
        {tasks.length === 0 ? (
          <Text c="dimmed">{t('meditations.tasks.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tasks.map((task) => (
              <Group key={task.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500}>{task.title}</Text>
                  {task.description && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {plain(task.description)}
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('meditations.tasks.edit', { title: task.title })}
                    onClick={() => setDraft({ id: task.id, title: task.title, description: plain(task.description) })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('meditations.tasks.delete', { title: task.title })}
                    onClick={() => remove.mutate(task.id, { onSuccess: (response) => notify.success(response.message), onError: fail })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('meditations.tasks.taskTitle')}
              value={draft.title}
              maxLength={160}
              onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('meditations.tasks.description')}
              value={draft.description}
              autosize
              minRows={2}
              onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
            />
            <Group justify="flex-end">
              {draft.id !== 0 && (
                <Button variant="default" onClick={() => setDraft({ id: 0, title: '', description: '' })}>
                  {t('meditations.cancel')}
                </Button>
              )}
              <Button type="submit" disabled={!draft.title.trim()} loading={create.isPending || update.isPending}>
                {draft.id ? t('meditations.tasks.save') : t('meditations.tasks.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** A meditation's resources: an address or a file each; add and delete. */
export function MeditationResources({
  family,
  meditationId,
  resources,
}: {
  family: StudioFamily;
  meditationId: number;
  resources: MeditationResource[];
}) {
  const { t } = useTranslation();
  const create = useCreateMeditationResource(family);
  const remove = useDeleteMeditationResource(family);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const submit = () => {
    setUrlError(null);
    if (file) setPercent(0);
    create.mutate(
      { meditation_id: meditationId, title: title.trim(), url: url.trim() || undefined, file, ...(file ? { onProgress: setPercent } : {}) },
      {
        onSettled: () => setPercent(null),
        onSuccess: (response) => {
          notify.success(response.message);
          setTitle('');
          setUrl('');
          setFile(null);
        },
        onError: (error) => {
          const message = errorMessage(error, MESSAGES.somethingWentWrong);
          if (!file) setUrlError(message);
          else notify.error(message);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="meditation-resources-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="meditation-resources-title">
          {t('meditations.resources.title')}
        </Title>
        {resources.length === 0 ? (
          <Text c="dimmed">{t('meditations.resources.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {resources.map((resource) => (
              <Group key={resource.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                {resource.url ? (
                  <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" aria-label={t('meditations.resources.open', { title: resource.title })}>
                    {resource.title}
                  </Anchor>
                ) : (
                  <Text>{resource.title}</Text>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('meditations.resources.delete', { title: resource.title })}
                  onClick={() => remove.mutate(resource.id, { onSuccess: (response) => notify.success(response.message), onError: fail })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <TextInput label={t('meditations.resources.resourceTitle')} value={title} maxLength={160} onChange={(event) => setTitle(event.currentTarget.value)} />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                type="url"
                label={t('meditations.resources.url')}
                value={url}
                error={urlError}
                onChange={(event) => setUrl(event.currentTarget.value)}
              />
              <FileInput label={t('meditations.resources.file')} clearable value={file} onChange={setFile} />
            </Group>
            <UploadProgress percent={percent} testId="resource-upload-progress" />
            <Group justify="flex-end">
              <Button type="submit" disabled={!title.trim() || (!url.trim() && !file)} loading={create.isPending}>
                {t('meditations.resources.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
