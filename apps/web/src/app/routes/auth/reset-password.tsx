import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/ResetPasswordForm';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/** /reset-password?token=… (the link of the reset e-mail). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.reset.title'));
  return (
    <PublicLayout>
      <AuthCard title={t('auth.reset.title')}>
        <ResetPasswordForm token={params.get('token')} />
      </AuthCard>
    </PublicLayout>
  );
}
