import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The studio's dialogs: a Mantine modal whose header is not a second page banner (a plain div instead of
 * <header>) and whose close button has a name, so open dialogs stay axe-clean.
 */
export function StudioModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('studio.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
