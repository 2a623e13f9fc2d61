import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AI_SCRIPT_MAX,
  AI_SCRIPT_MAX_MINUTES,
  AI_TITLE_MAX,
  ASSISTANT_MESSAGES,
  MESSAGES,
  assistantVoices,
  customMeditationReviewInput,
  estimatedSeconds,
  textToVoiceInput,
  type AiMeditation,
  type AssistantVoice,
} from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { groupedMeditationCategoryOptions } from '../../../lib/meditation-categories';
import { notify } from '../../../lib/notify';
import type { AiStudioFamily } from '../api/endpoints';
import { useMeditationCategories } from '../api/get-meditation-categories';
import { usePublishMeditation } from '../api/publish-meditation';
import { useTextToVoice } from '../api/text-to-voice';
import { ScriptView } from './ScriptView';
import { StatusBadge } from './StatusBadge';
import { wholeMinutes } from './text';

export interface WorkbenchProps {
  family: AiStudioFamily;
  meditation: AiMeditation;
  /** The server's newer version of the meditation (voiced, published). */
  onChange: (meditation: AiMeditation) => void;
  /** Where the library meditation it was published as opens (the meditation studio's editor). */
  libraryPath?: ((meditationId: number) => string) | undefined;
  /** After a publish, for the pages that show the library (its lists are read again). */
  onPublished?: (() => void) | undefined;
}

/**
 * One composed meditation: its title and script (editable, with a preview that shows the pauses), the
 * voice that reads it, "Create voice" (which can take a few seconds) and the audio, then publishing it to
 * the library once it has a voice.
 */
export function MeditationWorkbench(props: WorkbenchProps) {
  const { t } = useTranslation();
  const { meditation } = props;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="ai-workbench">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="ai-workbench" tabIndex={-1}>
            {t('aiStudio.draft.heading')}
          </Title>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t('aiStudio.draft.status')}
            </Text>
            <StatusBadge status={meditation.status} />
          </Group>
        </Group>
        <VoiceEditor {...props} />
        {/* The publish form starts from the meditation's title, and again when a new voice renamed it. */}
        <PublishForm key={meditation.title} {...props} />
      </Stack>
    </Paper>
  );
}

interface VoiceValues {
  title: string;
  script: string;
  voice: AssistantVoice;
}

function VoiceEditor({ family, meditation, onChange }: WorkbenchProps) {
  const { t } = useTranslation();
  const voice = useTextToVoice(family);
  const [view, setView] = useState<string | null>('edit');
  const form = useForm<VoiceValues>({
    initialValues: { title: meditation.title, script: meditation.script, voice: meditation.voice },
    validate: schemaValidator<VoiceValues>(textToVoiceInput, (values) => ({ id: meditation.id, ...values })),
  });
  // The audio reads the script as it was when the voice was made: edits since then need a new voice.
  const editedSinceVoice =
    meditation.audioUrl !== null &&
    (form.values.title.trim() !== meditation.title ||
      form.values.script.trim() !== meditation.script.trim() ||
      form.values.voice !== meditation.voice);

  const submit = form.onSubmit((values) =>
    voice.mutate(
      { id: meditation.id, title: values.title.trim(), script: values.script.trim(), voice: values.voice },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          form.setValues({ title: response.data.title, script: response.data.script, voice: response.data.voice });
          form.resetDirty();
          onChange(response.data);
        },
        onError: (error) => {
          if (!applyServerErrors(error, form, ['title', 'script', 'voice']))
            notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('aiStudio.draft.title')} required maxLength={AI_TITLE_MAX} {...form.getInputProps('title')} />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="ai-script-label">
            {t('aiStudio.draft.script')}
          </Text>
          <Tabs value={view} onChange={setView} variant="outline" keepMounted={false}>
            <Tabs.List aria-label={t('aiStudio.draft.scriptTabs')}>
              <Tabs.Tab value="edit">{t('aiStudio.draft.edit')}</Tabs.Tab>
              <Tabs.Tab value="preview">{t('aiStudio.draft.preview')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="edit" pt="xs">
              <Textarea
                aria-labelledby="ai-script-label"
                description={`${t('aiStudio.draft.scriptHint')} ${t('aiStudio.draft.scriptLimits', {
                  maxCharacters: AI_SCRIPT_MAX.toLocaleString('en'),
                  maxMinutes: AI_SCRIPT_MAX_MINUTES,
                  characters: form.values.script.trim().length.toLocaleString('en'),
                  length: t('aiStudio.draft.readAloud', { count: wholeMinutes(estimatedSeconds(form.values.script)) }),
                })}`}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autosize
                minRows={8}
                maxRows={20}
                maxLength={AI_SCRIPT_MAX}
                {...form.getInputProps('script')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="xs">
              <ScriptView script={form.values.script} label={t('aiStudio.draft.preview')} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
        <Group align="flex-end" justify="space-between" gap="md">
          <Select
            label={t('aiStudio.draft.voice')}
            data={assistantVoices.map((value) => ({ value, label: t(`aiStudio.voices.${value}`) }))}
            allowDeselect={false}
            w={180}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('voice')}
          />
          <Button type="submit" loading={voice.isPending} leftSection={<IconVolume size={16} aria-hidden />}>
            {meditation.audioUrl ? t('aiStudio.draft.createVoiceAgain') : t('aiStudio.draft.createVoice')}
          </Button>
        </Group>
        {voice.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('aiStudio.draft.working')}</Text>
          </Group>
        ) : meditation.audioUrl ? (
          <Stack gap={4}>
            <audio
              controls
              preload="metadata"
              src={meditation.audioUrl}
              aria-label={t('aiStudio.draft.player', { title: meditation.title })}
              data-testid="ai-meditation-audio"
              style={{ width: '100%' }}
            />
            {editedSinceVoice && (
              <Text size="sm" c="dimmed">
                {t('aiStudio.draft.editedSinceVoice')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('aiStudio.draft.noVoice')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

interface PublishValues {
  title: string;
  category_ids: string[];
  shared: boolean;
}

function PublishForm({ family, meditation, onChange, libraryPath, onPublished }: WorkbenchProps) {
  const { t } = useTranslation();
  const categories = useMeditationCategories(family);
  const publish = usePublishMeditation(family);
  const form = useForm<PublishValues>({
    initialValues: { title: meditation.title, category_ids: [], shared: false },
    validate: schemaValidator<PublishValues>(customMeditationReviewInput, (values) => ({
      id: meditation.id,
      ...values,
      category_ids: values.category_ids.map(Number),
    })),
  });
  const categoryOptions = groupedMeditationCategoryOptions(categories.data ?? []);
  const voiced = meditation.status !== 'draft';

  const submit = form.onSubmit((values) =>
    publish.mutate(
      { id: meditation.id, title: values.title.trim(), category_ids: values.category_ids.map(Number), shared: values.shared },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          onChange(response.data.aiMeditation);
          onPublished?.();
        },
        onError: (error) => {
          if (!applyServerErrors(error, form, ['title', 'category_ids', 'shared']))
            notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    ),
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="ai-publish">
      <Title order={3} size="h4" id="ai-publish">
        {t('aiStudio.publish.heading')}
      </Title>
      {meditation.status === 'published' && meditation.meditationId !== null ? (
        <Group gap="xs">
          <IconCheck size={18} aria-hidden color="var(--mantine-color-teal-light-color)" />
          <Text size="sm">{t('aiStudio.publish.published')}</Text>
          {libraryPath && (
            <Anchor component={Link} to={libraryPath(meditation.meditationId)} size="sm">
              {t('aiStudio.publish.openInLibrary')}
            </Anchor>
          )}
        </Group>
      ) : !voiced ? (
        <Text size="sm" c="dimmed">
          {ASSISTANT_MESSAGES.notVoiced}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label={t('aiStudio.publish.title')} required maxLength={AI_TITLE_MAX} {...form.getInputProps('title')} />
            {categoryOptions.length ? (
              <MultiSelect
                label={t('aiStudio.publish.categories')}
                data={categoryOptions}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
                {...form.getInputProps('category_ids')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('aiStudio.publish.categoriesEmpty')}
              </Text>
            )}
            <Switch label={t('aiStudio.publish.shared')} {...form.getInputProps('shared', { type: 'checkbox' })} />
            <Group justify="flex-end">
              <Button type="submit" loading={publish.isPending}>
                {t('aiStudio.publish.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
