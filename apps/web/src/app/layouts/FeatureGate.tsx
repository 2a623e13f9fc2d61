import type { ReactNode } from 'react';
import type { Audience } from '@stillpoint/contracts';
import { useAccountDetails } from '../../features/account/api/get-account-details';
import { PageLoader } from '../../lib/ui/PageLoader';
import { NotFoundContent } from '../routes/not-found';
import { featureEnabled } from './menus';

/** A page behind a feature key: when the account's features switch it off, the page does not exist. */
export function FeatureGate({ audience, feature, children }: { audience: Audience; feature: string; children: ReactNode }) {
  const account = useAccountDetails(audience);
  if (account.isPending) return <PageLoader />;
  if (!featureEnabled(account.data?.features, feature)) return <NotFoundContent />;
  return <>{children}</>;
}
