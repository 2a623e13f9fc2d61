import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { ROUTES } from '../../../lib/routes';
import { useSendConfirmationAgain } from '../api/send-confirmation-again';

/** After registering: confirm the e-mail address, with a way to get a new link. */
export function CheckYourEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useSendConfirmationAgain();
  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    });
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={34} stroke={1.5} />
      </ThemeIcon>
      <Text>
        <Trans i18nKey="auth.confirmation.sentTo" values={{ email }} components={{ strong: <strong /> }} />
      </Text>
      <Text size="sm" c="dimmed">
        {t('auth.confirmation.hint')}
      </Text>
      <Button variant="light" onClick={sendAgain} loading={resend.isPending}>
        {t('auth.confirmation.sendAgain')}
      </Button>
      <Anchor component={Link} to={ROUTES['auth-login']} size="sm">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
