import { useTranslation } from 'react-i18next';
import { AccountOverview } from '../../../features/account/components/AccountOverview';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** The landing page of the front areas: the signed-in account, greeted by name. */
export function FrontLandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.home'));
  return <AccountOverview audience="front" />;
}
