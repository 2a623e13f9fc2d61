import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Delete …?" with a way back and a red confirm button; closed while `text` is null. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  pending,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: string | null;
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={text !== null} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('challenges.close') }}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('challenges.keep')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
