import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BusinessQuestionsForm,
  FavoritesList,
  FeedbackValuePicker,
  RatingPanel,
  SignaturePanel,
  StoriesPanel,
  WatchList,
  familyForArea,
} from '../../../features/engagement';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { itemPathFor, type FrontArea } from './item-paths';

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
 * The engagement panels of the discovery class page (rating and reviews, feedback, signature, stories),
 * composed there through its `extras` with the loaded class.
 */
export function ClassEngagementPanels({ area, classId, title }: { area: FrontArea; classId: number; title: string }) {
  const family = familyForArea(area);
  return (
    <Stack gap="lg">
      <RatingPanel key={`rating-${classId}`} family={family} target={{ data_type: 'classes', data_id: classId }} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FeedbackValuePicker family={family} type="class" dataId={classId} />
        <SignaturePanel key={`signature-${classId}`} family={family} classId={classId} title={title} />
      </SimpleGrid>
      <StoriesPanel family={family} classId={classId} />
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
