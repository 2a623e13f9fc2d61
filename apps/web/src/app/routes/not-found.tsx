import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../lib/routes';
import { NoticeState } from '../../lib/ui/NoticeState';
import { PublicLayout } from '../layouts/PublicLayout';

/** "Page not found", inside whatever layout surrounds it. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return <NoticeState title={t('notFound.title')} body={t('notFound.body')} action={t('notFound.home')} to={ROUTES.home} />;
}

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}
