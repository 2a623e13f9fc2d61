import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  SECTION_DESCRIPTION_MAX,
  SECTION_MESSAGES,
  SECTION_TITLE_MAX,
  type SectionSummary,
} from '@stillpoint/contracts';
import { applyServerErrors, errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { SectionsOwner } from '../api/family';
import { useAddSection, useEditSection } from '../api/mutations';

interface FormValues {
  title: string;
  description: string;
}

/**
 * Adds a section (a draft: it is published from its page once it holds an item, and `onCreated` takes the
 * person there) or edits one's title and description.
 */
export function SectionFormModal({
  owner,
  opened,
  onClose,
  section,
  onCreated,
}: {
  owner: SectionsOwner;
  opened: boolean;
  onClose: () => void;
  section?: SectionSummary | null;
  onCreated?: ((id: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const add = useAddSection(owner);
  const edit = useEditSection(owner);
  const form = useForm<FormValues>({
    initialValues: { title: '', description: '' },
    validate: { title: (value) => (value.trim() ? null : t('sections.titleRequired')) },
  });
  useEffect(() => {
    if (opened) form.setValues({ title: section?.title ?? '', description: section?.description ?? '' });
    // Only when the modal opens or changes section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, section]);

  const pending = add.isPending || edit.isPending;
  const onSubmit = form.onSubmit((values) => {
    const handlers = {
      onSuccess: (response: { message: string }, fallback: string) => {
        notify.success(response.message || fallback);
        onClose();
      },
      onError: (error: unknown) => {
        if (!applyServerErrors(error, form, ['title', 'description']))
          notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
      },
    };
    if (section)
      edit.mutate(
        { id: section.id, title: values.title, description: values.description },
        { onSuccess: (r) => handlers.onSuccess(r, SECTION_MESSAGES.sectionUpdated), onError: handlers.onError },
      );
    else
      add.mutate(
        { title: values.title, description: values.description },
        {
          onSuccess: (r) => {
            handlers.onSuccess(r, SECTION_MESSAGES.sectionAdded);
            onCreated?.(r.data.id);
          },
          onError: handlers.onError,
        },
      );
  });

  return (
    // Its header is a div, not a second page banner (<header>), so the open dialog stays axe-clean.
    <Modal.Root opened={opened} onClose={onClose}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{section ? t('sections.formEditTitle') : t('sections.formAddTitle')}</Modal.Title>
          <Modal.CloseButton aria-label={t('sections.close')} />
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('sections.fieldTitle')}
                required
                maxLength={SECTION_TITLE_MAX}
                data-autofocus
                {...form.getInputProps('title')}
              />
              <Textarea
                label={t('sections.fieldDescription')}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={SECTION_DESCRIPTION_MAX}
                {...form.getInputProps('description')}
              />
              {!section && (
                <Text size="sm" c="dimmed">
                  {t('sections.draftHint')}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('sections.cancel')}
                </Button>
                <Button type="submit" loading={pending}>
                  {t('sections.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
