import { useEffect, useRef } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_MESSAGES, MESSAGES } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { ROUTES } from '../../../lib/routes';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useConfirmEmail } from '../api/confirm-email';
import { FormAlert } from './FormAlert';

/** Confirms an e-mail address with the link's token as soon as the page opens, then says how it went. */
export function ConfirmEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // A token works once: never send it twice (React may run effects twice in development).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  let content;
  if (!token) {
    content = (
      <FormAlert>
        <Text size="sm">{APP_MESSAGES.invalidLink}</Text>
      </FormAlert>
    );
  } else if (confirm.isSuccess) {
    content = (
      <FormAlert tone="success">
        <Text size="sm">{confirm.data.message}</Text>
      </FormAlert>
    );
  } else if (confirm.isError) {
    content = (
      <FormAlert>
        <Text size="sm">{errorMessage(confirm.error, MESSAGES.somethingWentWrong)}</Text>
      </FormAlert>
    );
  } else {
    return <PageLoader minHeight={120} />;
  }

  return (
    <Stack gap="md" align="stretch">
      {content}
      <Button component={Link} to={ROUTES['auth-login']} variant={confirm.isSuccess ? 'filled' : 'light'}>
        {t('auth.goToLogin')}
      </Button>
    </Stack>
  );
}
