import { Button, FileInput, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CHALLENGE_DAYS_MAX,
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_GOAL_MAX,
  CHALLENGE_MESSAGES,
  CHALLENGE_TITLE_MAX,
  createChallengeInput,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  MESSAGES,
  type Challenge,
} from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { MANAGE_CALLS, type ManageFamily } from '../api';
import { addDays, localToday } from '../days';
import { useManageUpload } from '../upload';

export interface ChallengeValues {
  title: string;
  description: string;
  daily_goal: string;
  category_id: string | null;
  start: string;
  end: string;
  goal_days: number | string;
  image: File | null;
  image_id: string | null;
  trophy: File | null;
  trophy_id: string | null;
}

/** The form's values for a challenge to edit, or a new one (21 days from tomorrow). */
export function challengeValues(challenge: Challenge | null): ChallengeValues {
  if (!challenge) {
    const start = addDays(localToday(), 1);
    return { title: '', description: '', daily_goal: '', category_id: null, start, end: addDays(start, 20), goal_days: '', image: null, image_id: null, trophy: null, trophy_id: null };
  }
  return {
    title: challenge.title,
    description: challenge.description,
    daily_goal: challenge.daily_goal,
    category_id: challenge.category ? String(challenge.category.id) : null,
    start: challenge.start,
    end: challenge.end,
    goal_days: challenge.goal_days,
    image: null,
    image_id: null,
    trophy: null,
    trophy_id: null,
  };
}

/** Days from the first to the last, both counted (0 when the period is not complete or runs backwards). */
export function periodDays(start: string, end: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) return 0;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The request's text fields (the files go beside them). */
export function toChallengeInput(values: ChallengeValues) {
  return {
    title: values.title,
    description: values.description,
    daily_goal: values.daily_goal,
    start: values.start,
    end: values.end,
    ...(values.category_id ? { category_id: Number(values.category_id) } : {}),
    ...(values.goal_days !== '' ? { goal_days: Number(values.goal_days) } : {}),
    ...(values.image_id && !values.image ? { image_id: Number(values.image_id) } : {}),
    ...(values.trophy_id && !values.trophy ? { trophy_id: Number(values.trophy_id) } : {}),
  };
}

/** The form's checks: the contract's schema, with plain words for a missing day and a goal longer than the period. */
export function validateChallenge(values: ChallengeValues, words: { chooseDay: string }): Record<string, string> {
  const errors = schemaValidator<ChallengeValues>(createChallengeInput, toChallengeInput)(values);
  if (!values.start) errors.start = words.chooseDay;
  if (!values.end) errors.end = words.chooseDay;
  const days = periodDays(values.start, values.end);
  if (values.goal_days !== '' && days > 0 && Number(values.goal_days) > days) errors.goal_days = CHALLENGE_MESSAGES.goalTooLong;
  if (days > CHALLENGE_DAYS_MAX) errors.end = CHALLENGE_MESSAGES.goalTooLong;
  return errors;
}

const FIELDS = ['title', 'description', 'daily_goal', 'category_id', 'start', 'end', 'goal_days', 'image', 'trophy', 'image_id', 'trophy_id'] as const;

/** Adds or edits a challenge (clinic or admin): what it asks, its period and goal, a category, a cover and a trophy. */
export function ChallengeForm({ family, challenge, opened, onClose }: { family: ManageFamily; challenge: Challenge | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={t(challenge ? 'challenges.form.editTitle' : 'challenges.form.addTitle')}
      closeButtonProps={{ 'aria-label': t('challenges.close') }}
      size="lg"
    >
      {opened && <ChallengeFields key={challenge?.id ?? 'new'} family={family} challenge={challenge} onDone={onClose} />}
    </Modal>
  );
}

function ChallengeFields({ family, challenge, onDone }: { family: ManageFamily; challenge: Challenge | null; onDone: () => void }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const add = useManageUpload(calls.add);
  const edit = useManageUpload(calls.edit);
  const categories = useEndpointQuery(calls.categories);
  const covers = useEndpointQuery(calls.gallery, { type: 'image' });
  const trophies = useEndpointQuery(calls.gallery, { type: 'trophy' });
  const form = useForm<ChallengeValues>({
    initialValues: challengeValues(challenge),
    validate: (values) => validateChallenge(values, { chooseDay: t('challenges.form.chooseDay') }),
  });
  const days = periodDays(form.values.start, form.values.end);
  const galleryOptions = (images: { id: number }[] | undefined, kind: 'image' | 'trophy') =>
    (images ?? []).map((image, index) => ({ value: String(image.id), label: t(`challenges.gallery.alt.${kind}`, { number: index + 1 }) }));

  function submit(values: ChallengeValues) {
    const fields = { ...toChallengeInput(values), ...(challenge ? { id: challenge.id } : {}) };
    const handlers = {
      onSuccess: (response: { message: string }) => {
        notify.success(response.message);
        onDone();
      },
      onError: (error: unknown) => {
        if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      },
    };
    (challenge ? edit : add).mutate({ fields, files: { image: values.image, trophy: values.trophy } }, handlers);
  }

  const imageHint = t('challenges.form.imageHint', { megabytes: Math.round(MEDIA_MAX_BYTES.image / (1024 * 1024)) });
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput label={t('challenges.form.title')} required maxLength={CHALLENGE_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea label={t('challenges.form.description')} autosize minRows={2} maxRows={8} maxLength={CHALLENGE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <TextInput label={t('challenges.form.dailyGoal')} description={t('challenges.form.dailyGoalHint')} required maxLength={CHALLENGE_GOAL_MAX} {...form.getInputProps('daily_goal')} />
        <Select
          label={t('challenges.form.category')}
          placeholder={t('challenges.form.noCategory')}
          data={(categories.data?.data ?? []).map((category) => ({ value: String(category.id), label: category.title }))}
          clearable
          searchable
          {...form.getInputProps('category_id')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="date" label={t('challenges.form.start')} required miw={150} {...form.getInputProps('start')} />
          <TextInput type="date" label={t('challenges.form.end')} required miw={150} {...form.getInputProps('end')} />
          <NumberInput
            label={t('challenges.form.goalDays')}
            description={days > 0 ? t('challenges.form.goalDaysHint', { count: days }) : undefined}
            min={1}
            max={CHALLENGE_DAYS_MAX}
            allowDecimal={false}
            clampBehavior="none"
            miw={150}
            {...form.getInputProps('goal_days')}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <FileInput
            label={t('challenges.form.cover')}
            description={imageHint}
            leftSection={<IconPhoto size={16} aria-hidden />}
            accept={MEDIA_TYPES.image.join(',')}
            clearable
            clearButtonProps={{ 'aria-label': t('challenges.form.clearFile') }}
            miw={200}
            {...form.getInputProps('image')}
          />
          <Select
            label={t('challenges.form.coverFromGallery')}
            placeholder={t(challenge?.image ? 'challenges.form.keepCurrent' : 'challenges.form.none')}
            data={galleryOptions(covers.data?.data, 'image')}
            clearable
            disabled={form.values.image !== null}
            miw={200}
            {...form.getInputProps('image_id')}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <FileInput
            label={t('challenges.form.trophy')}
            description={imageHint}
            leftSection={<IconPhoto size={16} aria-hidden />}
            accept={MEDIA_TYPES.image.join(',')}
            clearable
            clearButtonProps={{ 'aria-label': t('challenges.form.clearFile') }}
            miw={200}
            {...form.getInputProps('trophy')}
          />
          <Select
            label={t('challenges.form.trophyFromGallery')}
            placeholder={t(challenge?.trophy ? 'challenges.form.keepCurrent' : 'challenges.form.none')}
            data={galleryOptions(trophies.data?.data, 'trophy')}
            clearable
            disabled={form.values.trophy !== null}
            miw={200}
            {...form.getInputProps('trophy_id')}
          />
        </Group>
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('challenges.form.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {t('challenges.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
