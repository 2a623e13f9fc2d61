import { Button, Divider } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReturnParam } from '../../../lib/return-path';
import { useSocialLoginConfig } from '../api/get-social-login-config';
import { startSocialLogin } from '../social';

/** "Continue with {provider}", only when the server has social sign-in configured. */
export function SocialLoginButton() {
  const { t } = useTranslation();
  const { data: config } = useSocialLoginConfig();
  const next = useReturnParam();
  if (!config?.enabled || !config.authorizationEndpoint || !config.clientId) return null;
  return (
    <>
      <Divider label={t('auth.social.or')} labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconLogin2 size={18} aria-hidden />}
        onClick={() => startSocialLogin(config, next)}
      >
        {t('auth.social.continueWith', { provider: config.providerName ?? t('auth.social.defaultProvider') })}
      </Button>
    </>
  );
}
