import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { ROUTES } from '../../../lib/routes';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useSocialLogin } from '../api/social-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { forgetSocialLogin, readSocialCallback } from '../social';
import { FormAlert } from './FormAlert';

/** Back from the provider: check the state, hand the ID token to the server, then proceed like a login. */
export function SocialLoginCallback() {
  const { t } = useTranslation();
  const socialLogin = useSocialLogin();
  const { mutate } = socialLogin;
  const completeLogin = useCompleteLogin();
  const [result] = useState(() => readSocialCallback(window.location.hash));
  const [loginFailure, setLoginFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The state and nonce work once, and the token must not linger in the address bar or the history.
    forgetSocialLogin();
    window.history.replaceState(null, '', window.location.pathname);
    if (!result.ok) return;
    mutate(
      { idToken: result.idToken, nonce: result.nonce },
      {
        onSuccess: (response) => {
          if (!completeLogin(response, result.next)) setLoginFailure(MESSAGES.loginFailed);
        },
        onError: (error) =>
          setLoginFailure(
            error instanceof ApiError && !error.isNetworkError ? error.message || MESSAGES.loginFailed : MESSAGES.loginRejected,
          ),
      },
    );
  }, [result, mutate, completeLogin]);

  const failure = result.ok
    ? loginFailure
    : result.reason === 'provider' && result.detail
      ? result.detail
      : t('auth.social.failed');
  if (!failure) return <PageLoader minHeight={120} />;
  return (
    <Stack gap="md">
      <FormAlert>
        <Text size="sm">{failure}</Text>
      </FormAlert>
      <Button component={Link} to={ROUTES['auth-login']} variant="light">
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}
