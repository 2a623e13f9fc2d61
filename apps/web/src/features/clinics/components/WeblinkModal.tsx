import { useEffect } from 'react';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime, type ClinicDetail } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { useGenerateWeblink } from '../api/generate-weblink';

/** Generates a clinic's registration web link and offers to copy it. */
export function WeblinkModal({ clinic, onClose }: { clinic: ClinicDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={clinic !== null}
      onClose={onClose}
      title={t('clinics.weblinkTitle', { name: clinic?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('clinics.close') }}
    >
      {clinic && <Weblink key={clinic.id} clinic={clinic} />}
    </Modal>
  );
}

function Weblink({ clinic }: { clinic: ClinicDetail }) {
  const { t } = useTranslation();
  const generate = useGenerateWeblink();
  const { mutate } = generate;
  useEffect(() => {
    mutate({ clinicId: clinic.id, days: 30 });
  }, [clinic.id, mutate]);

  if (generate.isError) return <Text role="alert">{errorMessage(generate.error, MESSAGES.failedWeblink)}</Text>;
  if (!generate.data) return <Text>{t('common.loading')}</Text>;
  const link = generate.data.data;
  return (
    <Stack gap="md">
      <TextInput label={t('clinics.weblink')} value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Text size="sm" c="dimmed">
        {t('clinics.weblinkExpires', { date: formatDateTime(link.expiresAt) })}
      </Text>
      <Group justify="flex-end">
        <CopyButton value={link.url}>
          {({ copied, copy }) => <Button onClick={copy}>{copied ? t('clinics.copied') : t('clinics.copy')}</Button>}
        </CopyButton>
      </Group>
    </Stack>
  );
}
