import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Delete X?" (or any action to confirm) with a cancel button and a red confirm button; the texts come in
 * as props. The dialog is named by its title and described by its text; Escape and the close button cancel.
 * (lib/ui/ConfirmDeleteModal gives it the texts of a locale namespace.)
 */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
  color = 'red',
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's colour: red for what cannot be undone. */
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
