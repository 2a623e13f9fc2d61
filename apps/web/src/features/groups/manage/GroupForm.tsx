import { useState } from 'react';
import { Button, Checkbox, FileInput, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_DESCRIPTION_MAX, GROUP_TITLE_MAX, GROUP_VISIBILITIES, MESSAGES, type GroupSummary } from '@stillpoint/contracts';
import { invalidateEndpoints } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { UploadProgress } from '../../../lib/ui/UploadProgress';
import { MANAGE_READS, saveGroup, type GroupFormValues, type ManageFamily } from '../api/groups';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Adds or edits a group (multipart, the cover image in `image`): title, description, who may join (open,
 * or by invitation only) and the cover, which an edit may replace or remove.
 */
export function GroupForm({ family, group, opened, onClose }: { family: ManageFamily; group: GroupSummary | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={group ? t('groups.manage.form.editTitle', { title: group.title }) : t('groups.manage.form.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      {opened && <GroupFields key={group?.id ?? 'new'} family={family} group={group} onDone={onClose} />}
    </Modal>
  );
}

export function GroupFields({ family, group, onDone }: { family: ManageFamily; group: GroupSummary | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<GroupFormValues>({
    ...(group ? { id: group.id } : {}),
    title: group?.title ?? '',
    description: group?.description ?? '',
    visibility: group?.visibility ?? 'open',
    image: null,
    remove_image: false,
  });
  const [titleError, setTitleError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (input: GroupFormValues) => saveGroup(family, input, setPercent),
    onSettled: () => setPercent(null),
  });
  const set = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!values.title.trim()) return setTitleError(t('groups.manage.form.titleRequired'));
        setTitleError(null);
        save.mutate(
          { ...values, title: values.title.trim(), description: values.description.trim() },
          {
            onSuccess: async (response) => {
              notify.success(response.message);
              await invalidateEndpoints(queryClient, MANAGE_READS);
              onDone();
            },
            onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
          },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('groups.manage.form.title')}
          withAsterisk
          maxLength={GROUP_TITLE_MAX}
          value={values.title}
          error={titleError}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <Textarea
          label={t('groups.manage.form.description')}
          autosize
          minRows={3}
          maxLength={GROUP_DESCRIPTION_MAX}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="group-visibility-label">
            {t('groups.manage.form.visibility')}
          </Text>
          <SegmentedControl
            aria-labelledby="group-visibility-label"
            value={values.visibility}
            onChange={(value) => set('visibility', value as GroupFormValues['visibility'])}
            data={GROUP_VISIBILITIES.map((value) => ({ value, label: t(`groups.manage.visibility.${value}`) }))}
          />
          <Text size="xs" c="dimmed">
            {t(`groups.manage.visibilityHint.${values.visibility}`)}
          </Text>
        </Stack>
        <FileInput
          label={group?.image ? t('groups.manage.form.newCover') : t('groups.manage.form.cover')}
          description={t('groups.manage.form.coverHint')}
          accept={IMAGE_TYPES}
          clearable
          value={values.image}
          onChange={(file) => set('image', file)}
          leftSection={<IconPhoto size={16} aria-hidden />}
          clearButtonProps={{ 'aria-label': t('groups.manage.form.clearCover') }}
        />
        {group?.image && !values.image && (
          <Checkbox
            label={t('groups.manage.form.removeCover')}
            checked={values.remove_image}
            onChange={(event) => set('remove_image', event.currentTarget.checked)}
          />
        )}
        <UploadProgress percent={percent} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('groups.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {group ? t('groups.manage.form.save') : t('groups.manage.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
