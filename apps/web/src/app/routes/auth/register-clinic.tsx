import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckYourEmail } from '../../../features/auth/components/CheckYourEmail';
import { ClinicRegisterForm } from '../../../features/auth/components/ClinicRegisterForm';
import { WeblinkRegisterForm } from '../../../features/auth/components/WeblinkRegisterForm';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/**
 * /register/clinic: a clinic registers with its clinic account; with ?token= (a clinic's registration web
 * link) a new patient signs up into that clinic instead.
 */
export function RegisterClinicPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  usePageTitle(
    registeredEmail ? t('auth.confirmation.title') : token ? t('auth.weblink.title') : t('auth.registerClinic.pageTitle'),
  );
  return (
    <PublicLayout>
      {registeredEmail ? (
        <AuthCard title={t('auth.confirmation.title')}>
          <CheckYourEmail email={registeredEmail} />
        </AuthCard>
      ) : token ? (
        <AuthCard title={t('auth.weblink.title')}>
          <WeblinkRegisterForm token={token} onRegistered={setRegisteredEmail} />
        </AuthCard>
      ) : (
        <AuthCard title={t('auth.registerClinic.title')} subtitle={t('auth.registerClinic.subtitle')}>
          <ClinicRegisterForm onRegistered={setRegisteredEmail} />
          <Text size="sm" ta="center">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to={ROUTES['auth-login']} fw={500}>
              {t('auth.login.submit')}
            </Anchor>
          </Text>
        </AuthCard>
      )}
    </PublicLayout>
  );
}
