import { Link } from 'react-router';
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategorySummary, DiscoveryFamily } from '@stillpoint/contracts';
import { PageLoader } from '../../../lib/ui/PageLoader';
import {
  useCategoriesByType,
  useDiscoveryHome,
  useRecentClasses,
  useRecommendedMeditation,
  useSharedClasses,
} from '../api/discovery-api';
import { CardRow, ClassCardItem, ContentCardItem, MeditationCardItem, SectionItemCard } from './Cards';
import type { DiscoveryPaths } from './format';

function CategoryLinks({
  title,
  id,
  categories,
  paths,
}: {
  title: string;
  id: string;
  categories: CategorySummary[];
  paths: DiscoveryPaths;
}) {
  if (categories.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Group gap="xs">
        {categories.map((category) => (
          <Button key={category.id} component={Link} to={paths.category(category.id)} variant="light" radius="xl" size="sm">
            {category.title}
          </Button>
        ))}
      </Group>
    </Box>
  );
}

/**
 * The discovery home: the clinic's (or platform's) sections, then popular classes, most watched videos,
 * popular meditations, recent and shared classes, recommended meditations and the categories.
 */
export function DiscoveryHome({ family, paths }: { family: DiscoveryFamily; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const home = useDiscoveryHome(family);
  const recent = useRecentClasses(family);
  const shared = useSharedClasses(family);
  const recommended = useRecommendedMeditation(family);
  const classCategories = useCategoriesByType(family, 'class');
  const meditationCategories = useCategoriesByType(family, 'meditation');

  if (home.isPending) return <PageLoader />;
  if (home.isError)
    return (
      <Alert color="red" title={t('discovery.loadError')}>
        <Button variant="light" onClick={() => void home.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  const data = home.data;
  const nothing =
    data.sections.length === 0 &&
    data.popular_classes.length === 0 &&
    data.popular_meditations.length === 0 &&
    data.most_watched_videos.length === 0;

  return (
    <Stack gap={40}>
      {nothing && <Text c="dimmed">{t('discovery.empty')}</Text>}
      {data.sections.map((section) => (
        <CardRow key={section.id} id={`discovery-section-${section.id}`} title={section.title}>
          {section.items.map((item) => (
            <SectionItemCard key={item.id} item={item} paths={paths} />
          ))}
        </CardRow>
      ))}
      <CardRow id="discovery-popular-classes" title={t('discovery.popularClasses')}>
        {data.popular_classes.map((card) => (
          <ClassCardItem key={card.id} card={card} paths={paths} />
        ))}
      </CardRow>
      <CardRow id="discovery-most-watched" title={t('discovery.mostWatchedVideos')}>
        {data.most_watched_videos.map((card) => (
          <ContentCardItem key={card.id} card={card} paths={paths} />
        ))}
      </CardRow>
      <CardRow id="discovery-popular-meditations" title={t('discovery.popularMeditations')}>
        {data.popular_meditations.map((card) => (
          <MeditationCardItem key={card.id} card={card} paths={paths} />
        ))}
      </CardRow>
      <CardRow id="discovery-recent-classes" title={t('discovery.recentClasses')}>
        {(recent.data ?? []).slice(0, 8).map((card) => (
          <ClassCardItem key={card.id} card={card} paths={paths} />
        ))}
      </CardRow>
      <CardRow id="discovery-shared-classes" title={t('discovery.sharedClasses')}>
        {(shared.data ?? []).slice(0, 8).map((card) => (
          <ClassCardItem key={card.id} card={card} paths={paths} />
        ))}
      </CardRow>
      <CardRow id="discovery-recommended-meditations" title={t('discovery.recommendedMeditations')}>
        {(recommended.data ?? []).slice(0, 8).map((card) => (
          <MeditationCardItem key={card.id} card={card} paths={paths} />
        ))}
      </CardRow>
      <CategoryLinks
        id="discovery-class-categories"
        title={t('discovery.classCategories')}
        categories={classCategories.data ?? []}
        paths={paths}
      />
      <CategoryLinks
        id="discovery-meditation-categories"
        title={t('discovery.meditationCategories')}
        categories={meditationCategories.data ?? []}
        paths={paths}
      />
    </Stack>
  );
}
