import { notifications } from '@mantine/notifications';
import { TOAST_AUTOCLOSE_MS } from '@stillpoint/contracts';
import { errorMessage } from './forms';
import { i18n } from './i18n';

type Tone = 'success' | 'error' | 'info';

const COLORS: Record<Tone, string> = { success: 'teal', error: 'red', info: 'primary' };

/** Each toast outranks the ones before it, so the newest shows on top (spec section 2). */
let sequence = 0;

/** A toast with a title and a body that closes by itself after 2 seconds (spec sections 8 and 9). */
export function toast(tone: Tone, message: string, title?: string): string {
  sequence += 1;
  return notifications.show({
    title: title ?? i18n.t(`toast.${tone}`),
    message,
    color: COLORS[tone],
    autoClose: TOAST_AUTOCLOSE_MS,
    priority: sequence,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
  });
}

export const notify = {
  success: (message: string, title?: string) => toast('success', message, title),
  error: (message: string, title?: string) => toast('error', message, title),
  info: (message: string, title?: string) => toast('info', message, title),
};

/**
 * The usual callbacks of a mutation: the server's message (or a fallback) as a success toast, the
 * server's error message (or a fallback) as an error toast, then `after` on success.
 */
export function toastOutcome(successFallback: string, errorFallback: string, after?: () => void) {
  return {
    onSuccess: (response: { message: string }) => {
      notify.success(response.message || successFallback);
      after?.();
    },
    onError: (error: unknown) => notify.error(errorMessage(error, errorFallback)),
  };
}
