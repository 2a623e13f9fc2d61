import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoginForm, LoginLinks } from '../../../features/auth/components/LoginForm';
import { SocialLoginButton } from '../../../features/auth/components/SocialLoginButton';
import { UrgentAlerts } from '../../../features/site/components/UrgentAlerts';
import { pathAfterLogin, useReturnParam } from '../../../lib/return-path';
import { useSessionUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/** /login (route auth-login): clinics, employees, patients and personal users. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const user = useSessionUser('front');
  const next = useReturnParam();
  if (user) return <Navigate to={pathAfterLogin(next, user.role)} replace />;
  return (
    <PublicLayout>
      <Stack gap="lg" maw={480} mx="auto">
        <UrgentAlerts />
        <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
          <LoginForm />
          <SocialLoginButton />
          <Divider />
          <LoginLinks />
        </AuthCard>
      </Stack>
    </PublicLayout>
  );
}
