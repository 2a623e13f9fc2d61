import { useState } from 'react';
import { Button, FileInput, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StudioModal } from './StudioModal';
import {
  MEDIA_TYPES,
  MESSAGES,
  UPLOAD_KIND_FOR,
  type ContentType,
  type StudioContent,
  type StudioLesson,
  type VideoSource,
} from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { RichTextField } from '../../../lib/ui/RichTextField';
import { useClasses } from '../api/classes';
import { useStudioUpload } from '../api/uploads';
import { UploadProgress } from '../../../lib/ui/UploadProgress';

/** The spec's content types and video sources, as people read them. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  text: 'Text',
  document: 'Document',
  class: 'Class',
  lesson: 'Lesson',
  video: 'Video',
  audio: 'Audio',
  image: 'Image',
};
export const VIDEO_SOURCE_LABELS: Record<VideoSource, string> = {
  vimeo: 'Vimeo',
  soundcloud: 'Sound Cloud',
  video: 'Video',
  youtube: 'Youtube',
  youtube_link: 'Youtube Link',
};

interface Values {
  type: ContentType;
  videoSource: VideoSource;
  title: string;
  body: string;
  url: string;
  targetId: string | null;
  duration: number | string;
  file: File | null;
}

const initial = (content: StudioContent | null): Values => ({
  type: content?.type ?? 'text',
  videoSource: content?.video_source ?? 'youtube',
  title: content?.title ?? '',
  body: content?.body ?? '',
  url: content?.url ?? '',
  targetId: content?.target_id ? String(content.target_id) : null,
  duration: content?.duration_seconds ?? '',
  file: null,
});

/** Which upload kind the form needs for these values (null: no file). */
function uploadKind(values: Values) {
  if (values.type === 'video') return values.videoSource === 'video' ? 'video' : null;
  return UPLOAD_KIND_FOR[values.type] ?? null;
}

/** Add or edit a content of a lesson, of any type; files upload with a progress bar. */
function ContentForm({
  onClose,
  lesson,
  lessons,
  editing,
}: {
  onClose: () => void;
  lesson: StudioLesson | null;
  /** The class's lessons, for Lesson contents. */
  lessons: readonly StudioLesson[];
  editing: StudioContent | null;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useStudioUpload('createContent');
  const update = useStudioUpload('updateContent');
  const classes = useClasses({ pageNo: 1, perPage: 100 });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const kind = uploadKind(values);
  const pending = create.pending || update.pending;

  async function submit() {
    if (!lesson) return;
    if (!values.title.trim()) return setErrors({ title: t('studio.fields.titleRequired') });
    if (values.type === 'text' && !values.body) return setErrors({ body: t('studio.contents.textRequired') });
    const fields = {
      type: values.type,
      title: values.title.trim(),
      body: values.body || undefined,
      video_source: values.type === 'video' ? values.videoSource : undefined,
      url: values.type === 'video' && values.videoSource !== 'video' ? values.url.trim() : undefined,
      target_id: values.type === 'class' || values.type === 'lesson' ? (values.targetId ?? undefined) : undefined,
      duration_seconds: values.duration === '' ? undefined : Number(values.duration),
    };
    const files = { file: kind ? values.file : null };
    try {
      const response = editing
        ? await update.send({ id: editing.id, ...fields }, files)
        : await create.send({ lesson_id: lesson.lesson_id, ...fields }, files);
      notify.success(response.message);
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors() : {});
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Select
          label={t('studio.contents.type')}
          data={Object.entries(CONTENT_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          value={values.type}
          onChange={(value) => value && set('type', value as ContentType)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        {values.type === 'video' && (
          <Select
            label={t('studio.contents.videoSource')}
            data={Object.entries(VIDEO_SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
            value={values.videoSource}
            onChange={(value) => value && set('videoSource', value as VideoSource)}
            allowDeselect={false}
            error={errors.video_source}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <TextInput
          label={t('studio.fields.title')}
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          maxLength={200}
        />
        <RichTextField
          label={values.type === 'text' ? t('studio.contents.text') : t('studio.contents.caption')}
          description={values.type === 'text' ? t('studio.fields.descriptionHint') : undefined}
          required={values.type === 'text'}
          minHeight={values.type === 'text' ? 200 : 80}
          value={values.body}
          onChange={(html) => set('body', html)}
          error={errors.body}
        />
        {values.type === 'video' && values.videoSource !== 'video' && (
          <TextInput
            type="url"
            label={t('studio.contents.url', { source: VIDEO_SOURCE_LABELS[values.videoSource] })}
            required
            value={values.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            error={errors.url}
          />
        )}
        {values.type === 'class' && (
          <Select
            label={t('studio.contents.targetClass')}
            required
            searchable
            data={(classes.data?.classes ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
            value={values.targetId}
            onChange={(value) => set('targetId', value)}
            error={errors.target_id}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {values.type === 'lesson' && (
          <Select
            label={t('studio.contents.targetLesson')}
            required
            searchable
            data={lessons.map((l) => ({ value: String(l.lesson_id), label: l.title }))}
            value={values.targetId}
            onChange={(value) => set('targetId', value)}
            error={errors.target_id}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {kind && (
          <>
            <FileInput
              label={t('studio.contents.file', { kind: t(`studio.kinds.${kind}`) })}
              description={editing?.media ? t('studio.contents.keepFile', { name: editing.media.name ?? '' }) : undefined}
              accept={MEDIA_TYPES[kind].join(',')}
              required={!editing?.media}
              value={values.file}
              onChange={(file) => set('file', file)}
              clearable
              clearButtonProps={{ 'aria-label': t('studio.clearFile') }}
              error={errors.file}
            />
            {(kind === 'audio' || kind === 'video') && (
              <NumberInput
                label={t('studio.contents.duration')}
                min={0}
                max={86400}
                value={values.duration}
                onChange={(value) => set('duration', value)}
              />
            )}
          </>
        )}
        <UploadProgress percent={create.progress ?? update.progress} />
        {errors.form && <Text role="alert">{errors.form}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('studio.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('studio.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit a content of a lesson, of any type; files upload with a progress bar. */
export function ContentFormModal(props: Parameters<typeof ContentForm>[0] & { opened: boolean }) {
  const { t } = useTranslation();
  const { opened, ...rest } = props;
  return (
    <StudioModal
      opened={opened}
      onClose={props.onClose}
      title={props.editing ? t('studio.contents.editTitle') : t('studio.contents.addTitle')}
      size="lg"
    >
      {opened && <ContentForm {...rest} />}
    </StudioModal>
  );
}
