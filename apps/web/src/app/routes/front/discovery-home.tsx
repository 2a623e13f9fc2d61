import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiscoveryFamily, DiscoverySectionItem, ItemRef } from '@stillpoint/contracts';
import { AccountGreeting } from '../../../features/account/components/AccountGreeting';
import { DiscoveryHome } from '../../../features/discovery/components/DiscoveryHome';
import { familyForArea } from '../../../features/engagement/api/endpoints';
import { useRecommended } from '../../../features/engagement/api/get-recommended';
import { useTopBannerReviews } from '../../../features/engagement/api/get-top-banner-reviews';
import { TopBannerReviews } from '../../../features/engagement/components/TopBannerReviews';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { FeatureGate } from '../../layouts/FeatureGate';
import { discoveryPathsOf, itemPathFor } from './item-paths';
import { LandingSafetyAlerts } from './landing-safety';
import { RevealWhenSettled } from '../../layouts/RevealWhenSettled';

/**
 * The landing page of the clinic, employee and patient areas (/<area>/discovery), and the personal user's
 * Discovery: only what the home shows, in a module of its own, so that the landing does not load the
 * area's other pages (they come with their own chunks, discovery-routes.tsx).
 */

/** The front areas that have discovery; a clinic account reads its library through the clinics family. */
export type DiscoveryArea = 'clinic' | 'employee' | 'patient' | 'frontuser';

export const familyOf = (area: DiscoveryArea): DiscoveryFamily => (area === 'clinic' ? 'clinic' : 'front');
const pathsOf = discoveryPathsOf;

/** Discovery pages show only when the account's discovery feature is on. */
export function DiscoveryGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate audience="front" feature="discovery">
      {children}
    </FeatureGate>
  );
}

/** A recommended class or content as a card of the home (the card row of the discovery feature), with its type. */
const recommendedCard = (item: ItemRef): DiscoverySectionItem & { contentType: ItemRef['contentType'] } => ({
  id: item.id,
  kind: item.type,
  targetId: item.id,
  classId: item.classId,
  title: item.title,
  imageUrl: item.image,
  durationSeconds: null,
  contentType: item.contentType,
});

/** The discovery home with what the engagement feature adds: the reviews banner and the recommendations. */
function ComposedHome({ area }: { area: DiscoveryArea }) {
  const family = familyForArea(area);
  const recommended = useRecommended(family);
  const banner = useTopBannerReviews(family);
  const forYou = recommended.data ? [...recommended.data.classes, ...recommended.data.contents].map(recommendedCard) : [];
  return (
    <DiscoveryHome
      family={familyOf(area)}
      paths={pathsOf(area)}
      banner={<TopBannerReviews family={family} itemPath={itemPathFor(area)} />}
      forYou={forYou}
      slotsPending={recommended.isPending || banner.isPending}
    />
  );
}

/**
 * /<area>/discovery: where discovery is the area's home, a one-line greeting and then the library at once;
 * the personal user is greeted on their home (/frontuser/AImeditations), so their Discovery starts with
 * the library under its own heading.
 */
export function DiscoveryHomePage({ area }: { area: DiscoveryArea }) {
  const { t } = useTranslation();
  usePageTitle(t('discovery.title'));
  const careTeam = area === 'clinic' || area === 'employee';
  return (
    <RevealWhenSettled>
      <Stack gap="xl">
        {/* The care team's open safety alerts come first (never behind a feature switch). */}
        {careTeam && <LandingSafetyAlerts area={area} show="alerts" />}
        {area === 'frontuser' ? (
          <Title order={1} size="h3">
            {t('discovery.title')}
          </Title>
        ) : (
          <AccountGreeting audience="front" />
        )}
        {careTeam && <LandingSafetyAlerts area={area} show="none" />}
        <DiscoveryGate>
          <ComposedHome area={area} />
        </DiscoveryGate>
      </Stack>
    </RevealWhenSettled>
  );
}
