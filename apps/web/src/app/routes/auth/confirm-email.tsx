import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmEmailStatus } from '../../../features/auth/components/ConfirmEmailStatus';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/** /confirm-email?token=… (the link of the confirmation e-mail). */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.confirmEmail.title'));
  return (
    <PublicLayout>
      <AuthCard title={t('auth.confirmEmail.title')}>
        <ConfirmEmailStatus token={params.get('token')} />
      </AuthCard>
    </PublicLayout>
  );
}
