import { useRef, useState } from 'react';
import {
  Avatar,
  Button,
  FileInput,
  Group,
  Image,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { MEDIA_TYPES, MESSAGES, STORY_CAPTION_MAX, type Story } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useAddStory } from '../api/add-story';
import { useDeleteStory } from '../api/delete-story';
import type { EngagementFamily } from '../api/endpoints';
import { useStories } from '../api/get-stories';
import { StoryEditModal } from './StoryEditModal';
import { UploadProgress } from '../../../lib/ui/UploadProgress';
import { PersonName } from '../../../lib/ui/PersonName';

const PER_PAGE = 6;
const ACCEPT = [...MEDIA_TYPES.image, ...MEDIA_TYPES.video].join(',');

/**
 * A class's stories: the list (newest first), sharing a photo or video with an upload progress bar (a
 * rounded percent that closes at 100) and a button that aborts the upload, editing one's own story (a new
 * caption and/or file, uploaded the same way) and deleting it (or, for the clinic account, any story of
 * its class).
 */
export function StoriesPanel({
  family,
  classId,
  headingId = 'stories-panel',
}: {
  family: EngagementFamily;
  classId: number;
  headingId?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useStories(family, classId, { pageNo: page, perPage: PER_PAGE });
  const add = useAddStory(family);
  const remove = useDeleteStory(family);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [editing, setEditing] = useState<Story | null>(null);

  const onShare = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    add.mutate(
      {
        classId,
        caption: caption.trim() || undefined,
        file,
        signal: controller.signal,
        // The bar closes once the upload reaches 100.
        onProgress: (value) => setPercent(value >= 100 ? null : value),
      },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setFile(null);
          setCaption('');
          setPage(1);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ABORTED') notify.info(t('engagement.stories.aborted'));
          else notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
        onSettled: () => {
          setPercent(null);
          abort.current = null;
        },
      },
    );
  };

  const onDelete = (story: Story) =>
    remove.mutate(story.id, {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('engagement.stories.title')}
        </Title>
        <form onSubmit={onShare}>
          <Stack gap="xs">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <FileInput
                label={t('engagement.stories.choose')}
                description={t('engagement.stories.hint')}
                accept={ACCEPT}
                value={file}
                onChange={setFile}
                clearable
                clearButtonProps={{ 'aria-label': t('engagement.stories.clearFile') }}
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                disabled={add.isPending}
                style={{ flex: 1, minWidth: 220 }}
              />
              <TextInput
                label={t('engagement.stories.caption')}
                value={caption}
                onChange={(event) => setCaption(event.currentTarget.value)}
                maxLength={STORY_CAPTION_MAX}
                disabled={add.isPending}
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button type="submit" disabled={!file} loading={add.isPending}>
                {t('engagement.stories.share')}
              </Button>
            </Group>
            <UploadProgress percent={percent} onAbort={() => abort.current?.abort()} testId="story-upload-progress" />
          </Stack>
        </form>

        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
        ) : query.data.stories.length === 0 ? (
          <Text c="dimmed">{t('engagement.stories.empty')}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('engagement.stories.title')}
          >
            {query.data.stories.map((story) => (
              <Paper key={story.id} component="li" withBorder radius="md" p="sm">
                <Stack gap="xs">
                  {story.media?.kind === 'video' ? (
                    <video
                      src={story.media.url}
                      controls
                      preload="metadata"
                      style={{ width: '100%', borderRadius: 8 }}
                      aria-label={t('engagement.stories.videoLabel', { name: story.author.name })}
                    />
                  ) : story.media ? (
                    <Image
                      src={story.media.url}
                      alt={story.caption || t('engagement.stories.mediaAlt', { name: story.author.name })}
                      radius="sm"
                      fit="cover"
                      h={180}
                    />
                  ) : null}
                  {story.caption && <Text size="sm">{story.caption}</Text>}
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={story.author.avatar} alt="" size="sm" radius="xl" />
                      <Text size="xs" c="dimmed">
                        <Trans i18nKey="engagement.stories.by" components={{ person: <PersonName person={story.author} inherit /> }} />
                      </Text>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      {story.canEdit && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          leftSection={<IconPencil size={12} aria-hidden />}
                          aria-label={t('engagement.stories.editLabel', { name: story.author.name })}
                          onClick={() => setEditing(story)}
                        >
                          {t('engagement.stories.edit')}
                        </Button>
                      )}
                      {story.canDelete && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={12} aria-hidden />}
                          aria-label={t('engagement.stories.deleteLabel', { name: story.author.name })}
                          loading={remove.isPending && remove.variables === story.id}
                          onClick={() => onDelete(story)}
                        >
                          {t('engagement.stories.delete')}
                        </Button>
                      )}
                    </Group>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {query.data && query.data.totalPages > 1 && (
          <Pagination
            size="sm"
            total={query.data.totalPages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
          />
        )}
      </Stack>
      <StoryEditModal key={editing?.id ?? 0} family={family} story={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}
