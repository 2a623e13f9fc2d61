import { useState } from 'react';
import { isEmail } from '@stillpoint/contracts';
import { useCheckEmailAvailability } from '../api/check-email-availability';

/**
 * Checks an e-mail when its field loses focus. `onTaken` receives the server's message so the form can
 * show it on the field; `availableMessage` is the server's confirmation while the e-mail stays the same.
 */
export function useEmailAvailability(onTaken: (message: string) => void) {
  const check = useCheckEmailAvailability();
  const [available, setAvailable] = useState<{ email: string; message: string } | null>(null);

  const onBlur = (value: string) => {
    const email = value.trim().toLowerCase();
    setAvailable(null);
    if (!isEmail(email)) return;
    check.mutate(email, {
      onSuccess: (response) => {
        if (response.data.available) setAvailable({ email, message: response.message });
        else onTaken(response.message);
      },
    });
  };

  const availableMessage = (currentValue: string) =>
    available && available.email === currentValue.trim().toLowerCase() ? available.message : null;

  return { onBlur, availableMessage, checking: check.isPending };
}
