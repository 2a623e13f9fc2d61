import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AcceptInvitationForm } from '../../../features/auth/components/AcceptInvitationForm';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/** /accept-invitation?token=… (the link of an invitation e-mail). */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.invitation.title'));
  return (
    <PublicLayout>
      <AuthCard title={t('auth.invitation.title')}>
        <AcceptInvitationForm token={params.get('token')} />
      </AuthCard>
    </PublicLayout>
  );
}
