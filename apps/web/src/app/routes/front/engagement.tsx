import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, useParams } from 'react-router';
import type { Area, ItemRef } from '@stillpoint/contracts';
import {
  BusinessQuestionsForm,
  FavoritesList,
  FavouriteButton,
  FeedbackValuePicker,
  RatingPanel,
  StoriesPanel,
  WatchList,
  WatchListButton,
  familyForArea,
} from '../../../features/engagement';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { FeatureGate } from '../../layouts/FeatureGate';
import { NotFoundContent } from '../not-found';

type FrontArea = Exclude<Area, 'admin'>;

/**
 * Where an item of a favourites or watch list opens. Until the discovery class page is composed in, a
 * class (or a content's class) opens the class's engagement page below.
 */
const itemPathFor = (area: FrontArea) => (item: ItemRef) => {
  const classId = item.type === 'class' ? item.id : item.classId;
  return classId ? `/${area}/engagement/class/${classId}` : undefined;
};

/** /<area>/favorites: the person's favourites by type. */
export function FavoritesPage({ area }: { area: FrontArea }) {
  const { t } = useTranslation();
  usePageTitle(t('engagement.favorites.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('engagement.favorites.title')}</Title>
        <Text c="dimmed">{t('engagement.favorites.subtitle')}</Text>
      </Stack>
      <FavoritesList family={familyForArea(area)} itemPath={itemPathFor(area)} />
    </Stack>
  );
}

/** /<area>/watchlist: the person's watch list. */
export function WatchListPage({ area }: { area: FrontArea }) {
  const { t } = useTranslation();
  usePageTitle(t('engagement.watchlist.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('engagement.watchlist.title')}</Title>
        <Text c="dimmed">{t('engagement.watchlist.subtitle')}</Text>
      </Stack>
      <WatchList family={familyForArea(area)} itemPath={itemPathFor(area)} />
    </Stack>
  );
}

/**
 * /<area>/engagement/class/:classId: what a person does around a class (favourite, watch list, rating and
 * reviews, feedback, stories). The discovery class page composes the same panels; this page stays as the
 * place the favourites and watch lists link to until then.
 */
export function ClassEngagementPage({ area }: { area: FrontArea }) {
  const { t } = useTranslation();
  usePageTitle(t('engagement.classPage.title'));
  const classId = Number(useParams().classId);
  if (!Number.isInteger(classId) || classId <= 0) return <NotFoundContent />;
  const family = familyForArea(area);
  const title = t('engagement.classPage.title');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('engagement.classPage.subtitle')}</Text>
      </Stack>
      <Group gap="sm">
        <FavouriteButton family={family} type="class" dataId={classId} title={title} />
        <WatchListButton family={family} type="class" dataId={classId} />
      </Group>
      <RatingPanel key={`rating-${classId}`} family={family} target={{ data_type: 'classes', data_id: classId }} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FeedbackValuePicker family={family} type="class" dataId={classId} />
        <StoriesPanel family={family} classId={classId} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The engagement panels of the discovery class page (favourite, watch list, rating and reviews, feedback,
 * stories), composed there through its `extras`.
 */
export function ClassEngagementPanels({ area }: { area: FrontArea }) {
  const { t } = useTranslation();
  const classId = Number(useParams().classId);
  if (!Number.isInteger(classId) || classId <= 0) return null;
  const family = familyForArea(area);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <FavouriteButton family={family} type="class" dataId={classId} title={t('engagement.classPage.title')} />
        <WatchListButton family={family} type="class" dataId={classId} />
      </Group>
      <RatingPanel key={`rating-${classId}`} family={family} target={{ data_type: 'classes', data_id: classId }} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FeedbackValuePicker family={family} type="class" dataId={classId} />
        <StoriesPanel family={family} classId={classId} />
      </SimpleGrid>
    </Stack>
  );
}

/** /frontuser/business-questions: business users answer the business questions. */
export function BusinessQuestionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('engagement.business.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('engagement.business.title')}</Title>
        <Text c="dimmed">{t('engagement.business.subtitle')}</Text>
      </Stack>
      <BusinessQuestionsForm />
    </Stack>
  );
}

/** The engagement routes of a front area, to place inside its <Routes>. */
export function engagementRoutes(area: FrontArea) {
  return [
    <Route
      key="favorites"
      path="favorites"
      element={
        <FeatureGate audience="front" feature="favorites">
          <FavoritesPage area={area} />
        </FeatureGate>
      }
    />,
    <Route
      key="watchlist"
      path="watchlist"
      element={
        <FeatureGate audience="front" feature="discovery">
          <WatchListPage area={area} />
        </FeatureGate>
      }
    />,
    <Route
      key="engagement-class"
      path="engagement/class/:classId"
      element={
        <FeatureGate audience="front" feature="discovery">
          <ClassEngagementPage area={area} />
        </FeatureGate>
      }
    />,
    ...(area === 'frontuser' ? [<Route key="business" path="business-questions" element={<BusinessQuestionsPage />} />] : []),
  ];
}
