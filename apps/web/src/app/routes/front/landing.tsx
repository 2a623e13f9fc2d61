import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountOverview } from '../../../features/account/components/AccountOverview';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AreaAssistant } from './assistant';

/** The personal user's landing (/frontuser/AImeditations): the signed-in account greeted by name, then the assistant. */
export function FrontLandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.home'));
  return (
    <Stack gap={48}>
      <AccountOverview audience="front" />
      <AreaAssistant area="frontuser" />
    </Stack>
  );
}
