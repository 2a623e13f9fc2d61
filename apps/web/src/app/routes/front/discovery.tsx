import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiscoveryFamily } from '@stillpoint/contracts';
import { AccountOverview } from '../../../features/account/components/AccountOverview';
import { CategoryPage } from '../../../features/discovery/components/CategoryPage';
import { ClassPage } from '../../../features/discovery/components/ClassPage';
import { ContentPage } from '../../../features/discovery/components/ContentPage';
import { DiscoveryHome } from '../../../features/discovery/components/DiscoveryHome';
import { discoveryPaths } from '../../../features/discovery/components/format';
import { MeditationPlayer } from '../../../features/discovery/components/MeditationPlayer';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { FeatureGate } from '../../layouts/FeatureGate';
import { ClassEngagementPanels } from './engagement';

/** The front areas that have discovery; a clinic account reads its library through the clinics family. */
export type DiscoveryArea = 'clinic' | 'employee' | 'patient' | 'frontuser';

const familyOf = (area: DiscoveryArea): DiscoveryFamily => (area === 'clinic' ? 'clinic' : 'front');
const pathsOf = (area: DiscoveryArea) => discoveryPaths(`/${area}/discovery`);
const idParam = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

function Gate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate audience="front" feature="discovery">
      {children}
    </FeatureGate>
  );
}

/** /<area>/discovery: the greeting of the account (kept at the top), then the discovery home. */
export function DiscoveryHomePage({ area }: { area: DiscoveryArea }) {
  const { t } = useTranslation();
  usePageTitle(t('discovery.title'));
  return (
    <Stack gap={48}>
      <AccountOverview audience="front" />
      <Gate>
        <DiscoveryHome family={familyOf(area)} paths={pathsOf(area)} />
      </Gate>
    </Stack>
  );
}

/** /<area>/discovery/class/:classId. `extras` is where the rating and stories panels are composed. */
export function DiscoveryClassPage({ area, extras }: { area: DiscoveryArea; extras?: ReactNode }) {
  const { classId } = useParams();
  return (
    <Gate>
      <ClassPage key={classId} family={familyOf(area)} paths={pathsOf(area)} classId={idParam(classId)} extras={extras} />
    </Gate>
  );
}

export function DiscoveryContentPage({ area }: { area: DiscoveryArea }) {
  const { classId, contentId } = useParams();
  return (
    <Gate>
      <ContentPage
        key={contentId}
        family={familyOf(area)}
        paths={pathsOf(area)}
        classId={idParam(classId)}
        contentId={idParam(contentId)}
      />
    </Gate>
  );
}

export function DiscoveryMeditationPage({ area }: { area: DiscoveryArea }) {
  const { meditationId } = useParams();
  return (
    <Gate>
      <MeditationPlayer key={meditationId} family={familyOf(area)} paths={pathsOf(area)} meditationId={idParam(meditationId)} />
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
    <Route key="discovery-class" path="discovery/class/:classId" element={<DiscoveryClassPage area={area} extras={<ClassEngagementPanels area={area} />} />} />,
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
    <Route key="discovery-category" path="discovery/category/:categoryId" element={<DiscoveryCategoryPage area={area} />} />,
  ];
}
