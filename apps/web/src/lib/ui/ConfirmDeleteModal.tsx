import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import type { NamespaceWith } from '../i18n';
import { toastOutcome } from '../notify';
import { ConfirmModal } from './ConfirmModal';

export interface ConfirmDeleteModalProps {
  /** The locale namespace: its `deleteTitle`, `deleteConfirm` ({{name}}), `cancel`, `confirmDelete` and `close` keys. */
  ns: NamespaceWith<'deleteTitle' | 'deleteConfirm' | 'cancel' | 'confirmDelete' | 'close'>;
  /** Who or what is about to be deleted; null closes the dialog. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** "Delete X?" with cancel and a red confirm button: the shared ConfirmModal with the namespace's texts. */
export function ConfirmDeleteModal({ ns, name, onCancel, onConfirm, pending }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={name !== null}
      title={t(`${ns}.deleteTitle`)}
      text={t(`${ns}.deleteConfirm`, { name: name ?? '' })}
      confirmLabel={t(`${ns}.confirmDelete`)}
      cancelLabel={t(`${ns}.cancel`)}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** The slice of a TanStack mutation the confirmation uses. */
interface DeleteMutation<Input> {
  mutate(input: Input, options: { onSuccess: (response: { message: string }) => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

/**
 * "Delete X?" for a list: `ask(item)` opens the dialog, confirming runs the mutation with `toInput(item)`,
 * toasts the server's message and closes; `modal` goes into the page.
 */
export function useConfirmDelete<Item, Input>(
  ns: ConfirmDeleteModalProps['ns'],
  mutation: DeleteMutation<Input>,
  toInput: (item: Item) => Input,
  nameOf: (item: Item) => string,
  /** Toasts when the server sends no message: on success, and on failure (default 'Something is wrong'). */
  { successFallback = '', errorFallback = MESSAGES.somethingIsWrong }: { successFallback?: string; errorFallback?: string } = {},
) {
  const [item, setItem] = useState<Item | null>(null);
  const modal = (
    <ConfirmDeleteModal
      ns={ns}
      name={item === null ? null : nameOf(item)}
      onCancel={() => setItem(null)}
      pending={mutation.isPending}
      onConfirm={() =>
        item !== null &&
        mutation.mutate(
          toInput(item),
          toastOutcome(successFallback, errorFallback, () => setItem(null)),
        )
      }
    />
  );
  return { ask: setItem, modal };
}
