import { useTranslation } from 'react-i18next';
import { SocialLoginCallback } from '../../../features/auth/components/SocialLoginCallback';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AuthCard } from '../../layouts/AuthCard';
import { PublicLayout } from '../../layouts/PublicLayout';

/** /auth/callback: back from the social sign-in provider. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.social.title'));
  return (
    <PublicLayout>
      <AuthCard title={t('auth.social.title')}>
        <SocialLoginCallback />
      </AuthCard>
    </PublicLayout>
  );
}
