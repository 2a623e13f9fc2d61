import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiscoveryFamily, DiscoverySectionItem, ItemRef } from '@stillpoint/contracts';
import { useAccountDetails } from '../../../features/account/api/get-account-details';
import { AccountOverview } from '../../../features/account/components/AccountOverview';
import { CategoryPage } from '../../../features/discovery/components/CategoryPage';
import { ClassPage } from '../../../features/discovery/components/ClassPage';
import { ContentPage } from '../../../features/discovery/components/ContentPage';
import { DiscoveryHome } from '../../../features/discovery/components/DiscoveryHome';
import { MeditationPlayer } from '../../../features/discovery/components/MeditationPlayer';
import { MeditationsPage } from '../../../features/discovery/components/MeditationsPage';
import {
  FavouriteButton,
  RatingPanel,
  TopBannerReviews,
  WatchListButton,
  familyForArea,
  useRecommended,
  type EngagementFamily,
} from '../../../features/engagement';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { FeatureGate } from '../../layouts/FeatureGate';
import { featureEnabled } from '../../layouts/menus';
import { ClassEngagementPanels } from './engagement';
import { discoveryPathsOf, itemPathFor } from './item-paths';
import { LandingSafetyAlerts } from './safety';
import { useAddToMyTasks } from './tasks';

/** The front areas that have discovery; a clinic account reads its library through the clinics family. */
export type DiscoveryArea = 'clinic' | 'employee' | 'patient' | 'frontuser';

const familyOf = (area: DiscoveryArea): DiscoveryFamily => (area === 'clinic' ? 'clinic' : 'front');
const pathsOf = discoveryPathsOf;
const idParam = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

function Gate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate audience="front" feature="discovery">
      {children}
    </FeatureGate>
  );
}

/** Whether the account has favourites (the heart buttons call a feature of their own). */
function useFavouritesOn(): boolean {
  return featureEnabled(useAccountDetails('front').data?.features, 'favorites');
}

/** A recommended class or content as a card of the home (the card row of the discovery feature). */
const recommendedCard = (item: ItemRef): DiscoverySectionItem => ({
  id: item.id,
  kind: item.type,
  targetId: item.id,
  classId: item.classId,
  title: item.title,
  imageUrl: item.image,
  durationSeconds: null,
});

/** The discovery home with what the engagement feature adds: the reviews banner and the recommendations. */
function ComposedHome({ area }: { area: DiscoveryArea }) {
  const family = familyForArea(area);
  const recommended = useRecommended(family);
  const forYou = recommended.data ? [...recommended.data.classes, ...recommended.data.contents].map(recommendedCard) : [];
  return (
    <DiscoveryHome
      family={familyOf(area)}
      paths={pathsOf(area)}
      banner={<TopBannerReviews family={family} itemPath={itemPathFor(area)} />}
      forYou={forYou}
    />
  );
}

/** /<area>/discovery: the greeting of the account (kept at the top), then the discovery home. */
export function DiscoveryHomePage({ area }: { area: DiscoveryArea }) {
  const { t } = useTranslation();
  usePageTitle(t('discovery.title'));
  const careTeam = area === 'clinic' || area === 'employee';
  return (
    <Stack gap={48}>
      {/* The care team's open safety alerts come first (never behind a feature switch). */}
      {careTeam && <LandingSafetyAlerts area={area} show="alerts" />}
      <AccountOverview audience="front" />
      {careTeam && <LandingSafetyAlerts area={area} show="none" />}
      <Gate>
        <ComposedHome area={area} />
      </Gate>
    </Stack>
  );
}

/** /<area>/discovery/class/:classId, with the engagement panels below the class. */
export function DiscoveryClassPage({ area }: { area: DiscoveryArea }) {
  const { classId } = useParams();
  const family = familyForArea(area);
  const taskAction = useAddToMyTasks(area);
  return (
    <Gate>
      <ClassPage
        key={classId}
        family={familyOf(area)}
        paths={pathsOf(area)}
        classId={idParam(classId)}
        actions={(klass) => <ItemButtons family={family} type="class" id={klass.id} title={klass.title} />}
        extras={(klass) => <ClassEngagementPanels area={area} classId={klass.id} title={klass.title} />}
        taskAction={taskAction}
      />
    </Gate>
  );
}

/** The favourite and watch-list buttons of an item. */
function ItemButtons({
  family,
  type,
  id,
  title,
}: {
  family: EngagementFamily;
  type: ItemRef['type'];
  id: number;
  title: string;
}) {
  const favourites = useFavouritesOn();
  return (
    <>
      {favourites && <FavouriteButton family={family} type={type} dataId={id} title={title} />}
      <WatchListButton family={family} type={type} dataId={id} />
    </>
  );
}

/** /<area>/discovery/class/:classId/content/:contentId, with its buttons and its lesson's ratings. */
export function DiscoveryContentPage({ area }: { area: DiscoveryArea }) {
  const { t } = useTranslation();
  const { classId, contentId } = useParams();
  const family = familyForArea(area);
  const taskAction = useAddToMyTasks(area);
  return (
    <Gate>
      <ContentPage
        key={contentId}
        family={familyOf(area)}
        paths={pathsOf(area)}
        classId={idParam(classId)}
        contentId={idParam(contentId)}
        actions={(content) => <ItemButtons family={family} type="content" id={content.id} title={content.title} />}
        extras={(content) => (
          <RatingPanel
            key={`lesson-rating-${content.lessonId}`}
            family={family}
            target={{ data_type: 'lessons', data_id: content.lessonId }}
            headingId="lesson-rating"
            title={t('engagement.rating.lessonTitle', { title: content.lessonTitle })}
          />
        )}
        taskAction={taskAction}
      />
    </Gate>
  );
}

/** /<area>/discovery/meditation/:meditationId, with its buttons and ratings. */
export function DiscoveryMeditationPage({ area }: { area: DiscoveryArea }) {
  const { meditationId } = useParams();
  const family = familyForArea(area);
  const taskAction = useAddToMyTasks(area);
  return (
    <Gate>
      <MeditationPlayer
        key={meditationId}
        family={familyOf(area)}
        paths={pathsOf(area)}
        meditationId={idParam(meditationId)}
        actions={(meditation) => <ItemButtons family={family} type="meditation" id={meditation.id} title={meditation.title} />}
        extras={(meditation) => (
          <RatingPanel
            key={`meditation-rating-${meditation.id}`}
            family={family}
            target={{ data_type: 'meditations', data_id: meditation.id }}
            headingId="meditation-rating"
          />
        )}
        taskAction={taskAction}
      />
    </Gate>
  );
}

/** /<area>/discovery/meditations: browse every meditation (search, category, pages). */
export function DiscoveryMeditationsPage({ area }: { area: DiscoveryArea }) {
  return (
    <Gate>
      <MeditationsPage family={familyOf(area)} paths={pathsOf(area)} />
    </Gate>
  );
}

export function DiscoveryCategoryPage({ area }: { area: DiscoveryArea }) {
  const { categoryId } = useParams();
  return (
    <Gate>
      <CategoryPage key={categoryId} family={familyOf(area)} paths={pathsOf(area)} categoryId={idParam(categoryId)} />
    </Gate>
  );
}

/** The discovery routes of an area, to place inside its <Routes>. */
export function discoveryRoutes(area: DiscoveryArea) {
  return [
    <Route key="discovery" path="discovery" element={<DiscoveryHomePage area={area} />} />,
    <Route key="discovery-class" path="discovery/class/:classId" element={<DiscoveryClassPage area={area} />} />,
    <Route
      key="discovery-content"
      path="discovery/class/:classId/content/:contentId"
      element={<DiscoveryContentPage area={area} />}
    />,
    <Route
      key="discovery-meditation"
      path="discovery/meditation/:meditationId"
      element={<DiscoveryMeditationPage area={area} />}
    />,
    <Route key="discovery-meditations" path="discovery/meditations" element={<DiscoveryMeditationsPage area={area} />} />,
    <Route key="discovery-category" path="discovery/category/:categoryId" element={<DiscoveryCategoryPage area={area} />} />,
  ];
}
