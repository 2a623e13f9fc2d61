import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategorySummary, DiscoveryFamily, DiscoverySectionItem } from '@stillpoint/contracts';
import { PageLoader } from '../../../lib/ui/PageLoader';
import {
  useCategoriesByType,
  useDiscoveryHome,
  useFeaturedClass,
  useMeditationList,
  useRecentClasses,
  useRecommendedClasses,
  useSharedClasses,
  type MeditationList,
} from '../api/discovery-api';
import { CardRow, ClassCardItem, ContentCardItem, FeaturedClassCard, MeditationCardItem, SectionItemCard, Shelf } from './Cards';
import type { DiscoveryPaths } from './format';
import classes from './discovery.module.css';

/** How many cards a row of the home shows (the browse page has the rest). */
const ROW_SIZE = 10;
const MEDITATION_TAB_SIZE = 8;

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
      <Title order={3} size="h4" id={id} mb="xs">
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

const MEDITATION_TABS: Array<{ list: MeditationList; key: 'popular' | 'recent' | 'recommended' }> = [
  { list: 'popularMeditations', key: 'popular' },
  { list: 'recentMeditations', key: 'recent' },
  { list: 'recommendedMeditations', key: 'recommended' },
];

/** One tab of the meditations shelf: the first page of a paged list. */
function MeditationTab({ family, list, paths }: { family: DiscoveryFamily; list: MeditationList; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const query = useMeditationList(family, list, { pageNo: 1, perPage: MEDITATION_TAB_SIZE });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Text role="alert">{t('discovery.loadError')}</Text>;
  if (query.data.meditations.length === 0) return <Text c="dimmed">{t('discovery.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }} component="ul" className={classes.grid}>
      {query.data.meditations.map((card) => (
        <MeditationCardItem key={card.id} card={card} paths={paths} />
      ))}
    </SimpleGrid>
  );
}

/** The meditations shelf: popular, recent and recommended in tabs, and the way to browse them all. */
function MeditationsShelf({ family, paths }: { family: DiscoveryFamily; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('popular');
  return (
    <Shelf
      id="discovery-meditations"
      title={t('discovery.meditations')}
      action={
        <Button component={Link} to={paths.meditations} variant="subtle" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('discovery.browseMeditations')}
        </Button>
      }
    >
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false} variant="pills" radius="xl">
        <Tabs.List aria-label={t('discovery.meditationLists')} mb="md">
          {MEDITATION_TABS.map(({ key }) => (
            <Tabs.Tab key={key} value={key}>
              {t(`discovery.meditationTabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MEDITATION_TABS.map(({ key, list }) => (
          <Tabs.Panel key={key} value={key}>
            <MeditationTab family={family} list={list} paths={paths} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Shelf>
  );
}

export interface DiscoveryHomeSlots {
  /** Beside the featured class (what people say about the library), composed from another feature. */
  banner?: ReactNode;
  /** Items recommended to this person (from another feature), shown as a row of cards. */
  forYou?: DiscoverySectionItem[] | undefined;
}

/**
 * The discovery home, in distinct parts: the featured class beside the banner slot; the person's
 * recommendations; the clinic's (or platform's) curated sections; a classes shelf (popular, recommended,
 * recent, shared, most watched videos) in rows that scroll sideways; a meditations shelf (popular, recent,
 * recommended in tabs, with the browse page a click away); the categories.
 */
export function DiscoveryHome({
  family,
  paths,
  banner,
  forYou = [],
}: { family: DiscoveryFamily; paths: DiscoveryPaths } & DiscoveryHomeSlots) {
  const { t } = useTranslation();
  const home = useDiscoveryHome(family);
  const featured = useFeaturedClass(family);
  const recommendedClasses = useRecommendedClasses(family);
  const recent = useRecentClasses(family);
  const shared = useSharedClasses(family);
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
  const classRows = [
    { id: 'discovery-popular-classes', title: t('discovery.popularClasses'), cards: data.popular_classes },
    { id: 'discovery-recommended-classes', title: t('discovery.recommendedClasses'), cards: recommendedClasses.data ?? [] },
    { id: 'discovery-recent-classes', title: t('discovery.recentClasses'), cards: recent.data ?? [] },
    { id: 'discovery-shared-classes', title: t('discovery.sharedClasses'), cards: shared.data ?? [] },
  ];
  const hasClasses = classRows.some((row) => row.cards.length > 0) || data.most_watched_videos.length > 0;
  const hasCategories = (classCategories.data ?? []).length + (meditationCategories.data ?? []).length > 0;

  return (
    <Stack gap={48}>
      {nothing && <Text c="dimmed">{t('discovery.empty')}</Text>}

      {(featured.data || banner) && (
        <div className={classes.hero}>
          {featured.data && <FeaturedClassCard card={featured.data} paths={paths} headingId="discovery-featured" />}
          <div className={classes.heroSide}>{banner}</div>
        </div>
      )}

      <CardRow id="discovery-for-you" title={t('discovery.forYou')} variant="scroll">
        {forYou.slice(0, ROW_SIZE * 2).map((item) => (
          <SectionItemCard key={`${item.kind}-${item.targetId}`} item={item} paths={paths} />
        ))}
      </CardRow>

      {data.sections.map((section) => (
        <CardRow key={section.id} id={`discovery-section-${section.id}`} title={section.title} variant="scroll">
          {section.items.map((item) => (
            <SectionItemCard key={item.id} item={item} paths={paths} />
          ))}
        </CardRow>
      ))}

      {hasClasses && (
        <Shelf id="discovery-classes" title={t('discovery.classes')}>
          {classRows.map((row) => (
            <CardRow key={row.id} id={row.id} title={row.title} variant="scroll" level={3}>
              {row.cards.slice(0, ROW_SIZE).map((card) => (
                <ClassCardItem key={card.id} card={card} paths={paths} />
              ))}
            </CardRow>
          ))}
          <CardRow id="discovery-most-watched" title={t('discovery.mostWatchedVideos')} variant="scroll" level={3}>
            {data.most_watched_videos.map((card) => (
              <ContentCardItem key={card.id} card={card} paths={paths} />
            ))}
          </CardRow>
        </Shelf>
      )}

      <MeditationsShelf family={family} paths={paths} />

      {hasCategories && (
        <Box component="section" aria-labelledby="discovery-categories">
          <Title order={2} size="h3" id="discovery-categories" mb="md">
            {t('discovery.categories')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
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
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
