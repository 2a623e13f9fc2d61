import { useState } from 'react';
import { Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StudioModal } from './StudioModal';
import { MESSAGES } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useStudioUpload } from '../api/uploads';
import { UploadProgress } from '../../../lib/ui/UploadProgress';

/** Attach a resource (a link or a file) to a class or a lesson. */
function ResourceForm({
  target,
  onClose,
}: {
  target: { data_type: 'classes' | 'lessons'; data_id: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const upload = useStudioUpload('createResource');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return setErrors({ title: t('studio.fields.titleRequired') });
        upload
          .send({ ...target, title: title.trim(), url: url.trim() || undefined }, { file })
          .then((response) => {
            notify.success(response.message);
            onClose();
          })
          .catch((error: unknown) => {
            setErrors(error instanceof ApiError ? error.fieldErrors() : {});
            notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
          });
      }}
    >
      <Stack>
        <TextInput
          label={t('studio.fields.title')}
          required
          data-autofocus
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextInput
          type="url"
          label={t('studio.resources.url')}
          value={url}
          error={errors.url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <FileInput
          label={t('studio.resources.file')}
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': t('studio.clearFile') }}
          error={errors.file}
        />
        <UploadProgress percent={upload.progress} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('studio.cancel')}
          </Button>
          <Button type="submit" loading={upload.pending}>
            {t('studio.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Attach a resource (a link or a file) to a class or a lesson. */
export function ResourceModal({
  target,
  onClose,
}: {
  target: { data_type: 'classes' | 'lessons'; data_id: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StudioModal opened={target !== null} onClose={onClose} title={t('studio.resources.addTitle')}>
      {target && <ResourceForm target={target} onClose={onClose} />}
    </StudioModal>
  );
}
