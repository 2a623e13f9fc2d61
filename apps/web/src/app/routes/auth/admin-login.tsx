import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AdminLoginForm } from '../../../features/auth/components/AdminLoginForm';
import { ROUTES } from '../../../lib/routes';
import { pathAfterLogin, useReturnParam } from '../../../lib/return-path';
import { useSessionUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/** /administration/login: administrators and the master administrator. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.adminLogin.pageTitle'));
  const admin = useSessionUser('admin');
  const next = useReturnParam();
  if (admin) return <Navigate to={pathAfterLogin(next, admin.role)} replace />;
  return (
    <PublicLayout>
      <AuthCard title={t('auth.adminLogin.title')} subtitle={t('auth.adminLogin.subtitle')}>
        <Stack gap="lg">
          <AdminLoginForm />
          <Anchor component={Link} to={ROUTES['auth-login']} size="sm" ta="center">
            {t('auth.adminLogin.notAdmin')}
          </Anchor>
        </Stack>
      </AuthCard>
    </PublicLayout>
  );
}
