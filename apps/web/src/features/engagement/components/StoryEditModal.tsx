import { useRef, useState } from 'react';
import { Button, FileInput, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEDIA_TYPES, MESSAGES, STORY_CAPTION_MAX, type Story } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { EngagementFamily } from '../api/endpoints';
import { useUpdateStory } from '../api/update-story';
import { UploadProgress } from '../../../lib/ui/UploadProgress';

const ACCEPT = [...MEDIA_TYPES.image, ...MEDIA_TYPES.video].join(',');

/**
 * Edits the person's own story: a new caption and/or a new photo or video, uploaded with its progress and
 * a button that aborts it (closing the dialog while uploading aborts too).
 */
export function StoryEditModal({
  family,
  story,
  onClose,
}: {
  family: EngagementFamily;
  story: Story | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStory(family);
  const [caption, setCaption] = useState(story?.caption ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    if (!story) return;
    const controller = new AbortController();
    abort.current = controller;
    if (file) setPercent(0);
    update.mutate(
      {
        id: story.id,
        caption: caption.trim(),
        file,
        signal: controller.signal,
        onProgress: (value) => (file ? setPercent(value >= 100 ? null : value) : undefined),
      },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          onClose();
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

  return (
    <Modal
      withinPortal={false}
      opened={story !== null}
      onClose={close}
      title={t('engagement.stories.editTitle')}
      closeButtonProps={{ 'aria-label': t('engagement.stories.close') }}
      centered
    >
      {story && (
        <form onSubmit={onSave}>
          <Stack gap="sm">
            {story.media?.kind === 'image' && !file && (
              <Image src={story.media.url} alt={t('engagement.stories.currentMedia')} radius="sm" fit="cover" h={160} />
            )}
            {story.media?.kind === 'video' && !file && (
              <Text size="sm" c="dimmed">
                {t('engagement.stories.currentVideo')}
              </Text>
            )}
            <FileInput
              label={t('engagement.stories.replace')}
              description={t('engagement.stories.replaceHint')}
              accept={ACCEPT}
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': t('engagement.stories.clearFile') }}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              disabled={update.isPending}
            />
            <TextInput
              label={t('engagement.stories.caption')}
              value={caption}
              onChange={(event) => setCaption(event.currentTarget.value)}
              maxLength={STORY_CAPTION_MAX}
              disabled={update.isPending}
              data-autofocus
            />
            <UploadProgress percent={percent} onAbort={() => abort.current?.abort()} testId="story-edit-progress" />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('engagement.stories.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('engagement.stories.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
