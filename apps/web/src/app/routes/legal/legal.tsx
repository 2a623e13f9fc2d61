import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../../features/site/components/LegalDocument';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { PublicLayout } from '../../layouts/PublicLayout';

function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  usePageTitle(kind === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle'));
  return (
    <PublicLayout width="md">
      <Paper withBorder radius="xl" p={{ base: 'lg', sm: 48 }}>
        <LegalDocument kind={kind} />
      </Paper>
    </PublicLayout>
  );
}

/** /terms */
export function TermsPage() {
  return <LegalPage kind="terms" />;
}

/** /privacy */
export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
