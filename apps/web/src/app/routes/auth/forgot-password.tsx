import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../../features/auth/components/ForgotPasswordForm';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/** /forgot-password */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  return (
    <PublicLayout>
      <AuthCard title={t('auth.forgot.title')}>
        <ForgotPasswordForm />
      </AuthCard>
    </PublicLayout>
  );
}
