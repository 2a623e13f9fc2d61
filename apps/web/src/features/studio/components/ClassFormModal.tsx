import { useState } from 'react';
import { Button, FileInput, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StudioModal } from './StudioModal';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, MESSAGES, type StudioClass } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { RichTextField } from '../../../lib/ui/RichTextField';
import { useCategories, useStudioMutation } from '../api/categories';
import { useAuthors } from '../api/classes';
import { useStudioUpload } from '../api/uploads';
import { UploadProgress } from '../../../lib/ui/UploadProgress';

interface Values {
  title: string;
  description: string;
  categoryIds: string[];
  authorIds: string[];
  shared: boolean;
  featured: boolean;
  image: File | null;
}

const fromClass = (cls: StudioClass | null): Values => ({
  title: cls?.title ?? '',
  description: cls?.description ?? '',
  categoryIds: cls?.categories.map((c) => String(c.id)) ?? [],
  authorIds: cls?.authors.map((a) => String(a.userid)) ?? [],
  shared: cls?.shared ?? false,
  featured: cls?.featured ?? false,
  image: null,
});

/**
 * Create or edit a class: title, description, categories, authors, shared and featured flags, image. A new
 * class is a draft; `onCreated` takes the person on to it (its editor, where lessons are added).
 */
function ClassForm({
  onClose,
  editing,
  onCreated,
}: {
  onClose: () => void;
  editing: StudioClass | null;
  onCreated?: ((id: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const categories = useCategories('class', 'filing');
  const authors = useAuthors();
  const create = useStudioMutation('createClass');
  const update = useStudioUpload('updateClass');
  const [values, setValues] = useState<Values>(fromClass(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  // A clinic files its classes under its own categories and the platform's. A category the class is filed
  // under that neither offers (another library's): shown, not editable here; the server keeps it.
  const own = new Set((categories.data ?? []).map((c) => String(c.id)));
  const choices = categories.data ?? [];
  const platformChoices = choices.filter((c) => c.platform);
  const option = (c: (typeof choices)[number]) => ({ value: String(c.id), label: c.title });
  const categoryData =
    platformChoices.length > 0
      ? [
          { group: t('authoring.ownCategories'), items: choices.filter((c) => !c.platform).map(option) },
          { group: t('authoring.platformCategories'), items: platformChoices.map(option) },
        ].filter((group) => group.items.length > 0)
      : choices.map(option);
  const ownCategoryIds = values.categoryIds.filter((id) => own.has(id));
  const otherCategories = categories.data ? (editing?.categories ?? []).filter((c) => !own.has(String(c.id))) : [];

  async function submit() {
    if (!values.title.trim()) return setErrors({ title: t('studio.fields.titleRequired') });
    const fields = {
      title: values.title.trim(),
      description: values.description,
      category_ids: ownCategoryIds.join(','),
      author_ids: values.authorIds.join(','),
      shared: values.shared,
      featured: values.featured,
    };
    try {
      let id = editing?.id;
      let message: string;
      if (!id) {
        const created = await create.mutateAsync({
          ...fields,
          category_ids: ownCategoryIds.map(Number),
          author_ids: values.authorIds.map(Number),
        });
        id = created.data.id;
        message = created.message;
        if (values.image) await update.send({ id }, { image: values.image });
        notify.success(message);
        onClose();
        onCreated?.(id);
        return;
      } else {
        message = (await update.send({ id, ...fields }, { image: values.image })).message;
      }
      notify.success(message);
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
        <TextInput
          label={t('studio.fields.title')}
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          maxLength={200}
          data-autofocus
        />
        <RichTextField
          label={t('studio.fields.description')}
          description={t('studio.fields.descriptionHint')}
          minHeight={120}
          value={values.description}
          onChange={(html) => set('description', html)}
          error={errors.description}
        />
        <MultiSelect
          label={t('studio.fields.categories')}
          data={categoryData}
          value={ownCategoryIds}
          onChange={(v) => set('categoryIds', v)}
          description={
            otherCategories.length
              ? t('studio.fields.otherCategories', { names: otherCategories.map((c) => c.title).join(', ') })
              : undefined
          }
          error={errors.category_ids}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
        <MultiSelect
          label={t('studio.fields.authors')}
          data={(authors.data ?? []).map((a) => ({ value: String(a.userid), label: a.fullName }))}
          value={values.authorIds}
          onChange={(v) => set('authorIds', v)}
          error={errors.author_ids}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
        <Group>
          <Switch
            label={t('studio.fields.shared')}
            checked={values.shared}
            onChange={(e) => set('shared', e.currentTarget.checked)}
          />
          <Switch
            label={t('studio.fields.featured')}
            checked={values.featured}
            onChange={(e) => set('featured', e.currentTarget.checked)}
          />
        </Group>
        <FileInput
          label={t('studio.fields.image')}
          description={t('authoring.imageHint', { megabytes: Math.round(MEDIA_MAX_BYTES.image / (1024 * 1024)) })}
          leftSection={<IconPhoto size={16} aria-hidden />}
          accept={MEDIA_TYPES.image.join(',')}
          value={values.image}
          onChange={(file) => set('image', file)}
          clearable
          clearButtonProps={{ 'aria-label': t('studio.clearFile') }}
          error={errors.image}
        />
        <UploadProgress percent={update.progress} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('studio.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.pending}>
            {t('studio.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a class: title, description, categories, authors, shared and featured flags, image. */
export function ClassFormModal({
  opened,
  onClose,
  editing,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  editing: StudioClass | null;
  /** After a class is created (the list opens its editor). */
  onCreated?: ((id: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <StudioModal
      opened={opened}
      onClose={onClose}
      title={editing ? t('studio.classes.editTitle') : t('studio.classes.createTitle')}
      size="lg"
    >
      {opened && <ClassForm onClose={onClose} editing={editing} onCreated={onCreated} />}
    </StudioModal>
  );
}
