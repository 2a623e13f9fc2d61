import { useState } from 'react';
import { ActionIcon, Button, FileInput, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEDIA_TYPES, MESSAGES, type MeditationAudio } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useAddAudios, useDeleteAudio, useReorderAudios, useUpdateAudio, type NewAudio } from '../api/audios';
import type { StudioFamily } from '../api/studio';
import { formatDuration, measureAudioFile } from './format';
import { SortableList } from '../../../lib/ui/SortableList';
import { UploadProgress } from '../../../lib/ui/UploadProgress';

/** A meditation's extra audios: add several at once, rename, reorder (drag and drop or keyboard), delete. */
export function ExtraAudios({
  family,
  meditationId,
  audios,
}: {
  family: StudioFamily;
  meditationId: number;
  audios: MeditationAudio[];
}) {
  const { t } = useTranslation();
  const add = useAddAudios(family, meditationId);
  const reorder = useReorderAudios(family, meditationId);
  const remove = useDeleteAudio(family);
  const update = useUpdateAudio(family);
  // The order shown: the server's, or the one just chosen until the server's answer replaces it.
  const [order, setOrder] = useState(audios);
  const [shown, setShown] = useState(audios);
  if (shown !== audios) {
    setShown(audios);
    setOrder(audios);
  }
  const [pending, setPending] = useState<NewAudio[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);

  const choose = async (files: File[]) => {
    const next = await Promise.all(
      files.map(async (file) => ({ file, title: file.name.replace(/\.[^.]*$/, ''), duration: await measureAudioFile(file) })),
    );
    setPending(next);
  };

  const upload = () => {
    setPercent(0);
    add.mutate(
      { audios: pending, onProgress: setPercent },
      {
        onSuccess: (response) => {
          setPercent(null);
          setPending([]);
          notify.success(response.message);
        },
        onError: (error) => {
          setPercent(null);
          notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    );
  };

  const onReorder = (ids: number[]) => {
    setOrder(ids.map((id) => order.find((audio) => audio.id === id)!));
    reorder.mutate(ids, {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    });
  };

  const onDelete = (audio: MeditationAudio) =>
    remove.mutate(audio.id, {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    });

  const onRename = () => {
    if (!renaming || !renaming.title.trim()) return;
    update.mutate(
      { id: renaming.id, title: renaming.title.trim() },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setRenaming(null);
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="extra-audios-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="extra-audios-title">
          {t('meditations.audios.title')}
        </Title>
        {order.length === 0 ? (
          <Text c="dimmed">{t('meditations.audios.empty')}</Text>
        ) : (
          <SortableList
            items={order}
            getId={(audio) => audio.id}
            getTitle={(audio) => audio.title}
            onReorder={onReorder}
            label={t('meditations.audios.listLabel')}
            disabled={reorder.isPending}
          >
            {(audio) =>
              renaming?.id === audio.id ? (
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    onRename();
                  }}
                >
                  <Group gap="xs" align="flex-end">
                    <TextInput
                      label={t('meditations.audios.renameLabel')}
                      value={renaming.title}
                      maxLength={160}
                      onChange={(event) => setRenaming({ id: audio.id, title: event.currentTarget.value })}
                      autoFocus
                    />
                    <Button type="submit" size="sm" loading={update.isPending}>
                      {t('meditations.audios.save')}
                    </Button>
                    <Button variant="default" size="sm" onClick={() => setRenaming(null)}>
                      {t('meditations.cancel')}
                    </Button>
                  </Group>
                </form>
              ) : (
                <Group gap="sm" wrap="wrap" justify="space-between">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={500} truncate>
                      {audio.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDuration(audio.duration)}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    {audio.audio && (
                      <audio
                        controls
                        preload="none"
                        src={audio.audio.url}
                        aria-label={t('meditations.audios.play', { title: audio.title })}
                      />
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('meditations.audios.rename', { title: audio.title })}
                      onClick={() => setRenaming({ id: audio.id, title: audio.title })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('meditations.audios.delete', { title: audio.title })}
                      onClick={() => onDelete(audio)}
                      loading={remove.isPending && remove.variables === audio.id}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              )
            }
          </SortableList>
        )}

        <Stack gap="sm">
          <FileInput
            label={t('meditations.audios.files')}
            description={t('meditations.audios.filesHint')}
            multiple
            accept={MEDIA_TYPES.audio.join(',')}
            clearable
            value={pending.map((item) => item.file)}
            onChange={(files) => void choose(files)}
            data-testid="extra-audio-input"
          />
          {pending.map((item, index) => (
            <Group key={`${item.file.name}-${index}`} gap="sm" align="flex-end">
              <TextInput
                flex={1}
                label={t('meditations.audios.fileTitle', { name: item.file.name })}
                value={item.title}
                maxLength={160}
                onChange={(event) => {
                  const title = event.currentTarget.value;
                  setPending((list) => list.map((entry, i) => (i === index ? { ...entry, title } : entry)));
                }}
              />
              <Text size="sm" c="dimmed" pb={8}>
                {item.duration !== undefined ? formatDuration(item.duration) : '—'}
              </Text>
            </Group>
          ))}
          <UploadProgress percent={percent} />
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={pending.length === 0 || pending.some((item) => !item.title.trim())}
              loading={add.isPending}
              onClick={upload}
            >
              {t('meditations.audios.upload')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
