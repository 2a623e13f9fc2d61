import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMusic, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEDIA_TYPES, MESSAGES, saveMeditationInput, type MeditationDetail } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { groupedMeditationCategoryOptions } from '../../../lib/meditation-categories';
import { notify } from '../../../lib/notify';
import { RichTextField } from '../../../lib/ui/RichTextField';
import { useMeditationCategories, useSaveMeditation, type MeditationFormValues } from '../api/meditations';
import type { StudioFamily } from '../api/studio';
import { measureAudioFile } from './format';
import { UploadProgress } from '../../../lib/ui/UploadProgress';

const SERVER_FIELDS = ['title', 'description', 'category_ids', 'duration', 'audio', 'image', 'audio_media_id', 'image_media_id'];

/** The meditation form (create or edit): texts, categories, flags, audio and image with upload progress and a preview. */
export function MeditationForm({
  family,
  meditation,
  onSaved,
}: {
  family: StudioFamily;
  meditation?: MeditationDetail | undefined;
  onSaved?: (saved: MeditationDetail) => void;
}) {
  const { t } = useTranslation();
  const categories = useMeditationCategories(family);
  const save = useSaveMeditation(family);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<MeditationFormValues>({
    initialValues: {
      id: meditation?.id,
      title: meditation?.title ?? '',
      description: meditation?.description ?? '',
      categoryIds: meditation?.categoryIds ?? [],
      shared: meditation?.shared ?? false,
      featured: meditation?.featured ?? false,
      duration: meditation?.duration,
      audio: null,
      image: null,
      removeImage: false,
    },
    validate: schemaValidator<MeditationFormValues>(saveMeditationInput, (values) => ({ title: values.title, duration: values.duration })),
  });

  // The preview plays the chosen file before it is uploaded, else the saved audio.
  const audioFile = form.values.audio;
  const fileUrl = useMemo(() => (audioFile ? URL.createObjectURL(audioFile) : null), [audioFile]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  const previewUrl = fileUrl ?? meditation?.audio?.url ?? null;

  const categoryOptions = useMemo(() => groupedMeditationCategoryOptions(categories.data ?? []), [categories.data]);
  // Categories of another library the meditation is filed under (a clinic's meditation in a platform
  // category): not editable here, and kept by the server.
  const knownCategories = new Set(categoryOptions.flatMap((group) => group.items.map((item) => Number(item.value))));
  const otherCategories = categories.data ? (meditation?.categoryIds ?? []).filter((id) => !knownCategories.has(id)).length : 0;

  const onAudio = async (file: File | null) => {
    form.setFieldValue('audio', file);
    if (file) {
      const seconds = await measureAudioFile(file);
      if (seconds !== undefined) form.setFieldValue('duration', Math.round(seconds));
    }
  };

  const submit = form.onSubmit((values) => {
    setPercent(0);
    save.mutate(
      { values, onProgress: setPercent },
      {
        onSuccess: (response) => {
          setPercent(null);
          notify.success(response.message);
          form.setValues({ audio: null, image: null, removeImage: false, duration: response.data.duration });
          form.resetDirty();
          onSaved?.(response.data);
        },
        onError: (error) => {
          setPercent(null);
          if (!applyServerErrors(error, form, SERVER_FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    );
  });

  const titleId = meditation ? `meditation-form-${meditation.id}` : 'meditation-form-new';
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('meditations.form.legend')}
          </Title>
          <TextInput label={t('meditations.form.title')} required maxLength={160} {...form.getInputProps('title')} />
          <RichTextField
            label={t('meditations.form.description')}
            description={t('meditations.form.descriptionHint')}
            minHeight={120}
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description}
          />
          {categoryOptions.length ? (
            <MultiSelect
              label={t('meditations.form.categories')}
              data={categoryOptions}
              searchable
              clearable
              value={form.values.categoryIds.filter((id) => knownCategories.has(id)).map(String)}
              onChange={(value) => form.setFieldValue('categoryIds', value.map(Number))}
              description={otherCategories ? t('meditations.form.otherCategories', { count: otherCategories }) : undefined}
              error={form.errors.category_ids}
              comboboxProps={{ withinPortal: false }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('meditations.form.categoriesEmpty')}
            </Text>
          )}
          <Group gap="xl">
            <Switch label={t('meditations.form.shared')} {...form.getInputProps('shared', { type: 'checkbox' })} />
            <Switch label={t('meditations.form.featured')} {...form.getInputProps('featured', { type: 'checkbox' })} />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <FileInput
              label={t('meditations.form.audio')}
              description={t('meditations.form.audioHint')}
              accept={MEDIA_TYPES.audio.join(',')}
              clearable
              leftSection={<IconMusic size={16} aria-hidden />}
              value={form.values.audio}
              onChange={(file) => void onAudio(file)}
              error={form.errors.audio}
              data-testid="meditation-audio-input"
            />
            <NumberInput
              label={t('meditations.form.duration')}
              min={0}
              max={36000}
              allowDecimal={false}
              {...form.getInputProps('duration')}
            />
          </Group>
          <FileInput
            label={t('meditations.form.image')}
            description={t('meditations.form.imageHint')}
            accept={MEDIA_TYPES.image.join(',')}
            clearable
            leftSection={<IconPhoto size={16} aria-hidden />}
            {...form.getInputProps('image')}
          />
          {meditation?.image && !form.values.image && (
            <Group gap="md" align="center">
              <img src={meditation.image.url} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 8 }} />
              <Checkbox label={t('meditations.form.removeImage')} {...form.getInputProps('removeImage', { type: 'checkbox' })} />
            </Group>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${titleId}-preview`}>
              {t('meditations.form.preview')}
            </Text>
            {previewUrl ? (
              <audio
                controls
                preload="metadata"
                src={previewUrl}
                aria-labelledby={`${titleId}-preview`}
                data-testid="meditation-preview"
                style={{ width: '100%' }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('meditations.form.noAudio')}
              </Text>
            )}
          </Stack>
          <UploadProgress percent={percent} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {meditation ? t('meditations.form.save') : t('meditations.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
