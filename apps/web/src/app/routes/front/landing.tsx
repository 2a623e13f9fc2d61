import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountGreeting } from '../../../features/account/components/AccountGreeting';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AreaAssistant } from './area-assistant';
import { RevealWhenSettled } from '../../layouts/RevealWhenSettled';

/** The personal user's landing (/frontuser/AImeditations): a one-line greeting, then the assistant. */
export function FrontLandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.home'));
  return (
    <RevealWhenSettled>
      <Stack gap="lg">
        <AccountGreeting audience="front" />
        <AreaAssistant area="frontuser" />
      </Stack>
    </RevealWhenSettled>
  );
}
