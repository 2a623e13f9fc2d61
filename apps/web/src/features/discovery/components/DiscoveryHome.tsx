import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategorySummary, ClassCard, ContentCard, DiscoveryFamily, MeditationCard } from '@stillpoint/contracts';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePageShown, useStagedCount } from '../../../lib/ui/staged-render';
import {
  HOME_MEDITATION_PAGE,
  HOME_MEDITATION_TAB_SIZE,
  useCategoriesByType,
  useDiscoveryHome,
  useFeaturedClass,
  useMeditationList,
  useRecentClasses,
  useRecommendedClasses,
  useSharedClasses,
  type MeditationList,
} from '../api/discovery-api';
import {
  CardRow,
  ClassCardItem,
  ContentCardItem,
  FeaturedClassCard,
  MeditationCardItem,
  SectionItemCard,
  Shelf,
  type HomeItem,
} from './Cards';
import { dedupeRows, type CardIdentity } from './dedupe';
import type { DiscoveryPaths } from './format';
import classes from './discovery.module.css';

/** How many cards a row of the home shows (one line; the browse and category pages have the rest). */
const ROW_SIZE = 8;
/**
 * The parts of the home that render with the page (the featured class and the first row: what a screen
 * shows); every other row follows one by one once the page is shown (lib/ui/staged-render.ts).
 */
const PARTS_WITH_THE_PAGE = 2;

/** A card of the home's rows, whichever list it comes from. */
type HomeCard = { type: 'item'; item: HomeItem } | { type: 'class'; card: ClassCard } | { type: 'content'; card: ContentCard };

function identify(card: HomeCard): CardIdentity {
  switch (card.type) {
    case 'item':
      return { kind: card.item.kind, id: card.item.targetId, title: card.item.title };
    case 'class':
      return { kind: 'class', id: card.card.id, title: card.card.title };
    case 'content':
      return { kind: 'content', id: card.card.id, title: card.card.title };
  }
}

const asItems = (items: HomeItem[]): HomeCard[] => items.map((item) => ({ type: 'item', item }));
const asClasses = (cards: ClassCard[]): HomeCard[] => cards.map((card) => ({ type: 'class', card }));

function HomeCardItem({ card, paths }: { card: HomeCard; paths: DiscoveryPaths }) {
  switch (card.type) {
    case 'item':
      return <SectionItemCard item={card.item} paths={paths} />;
    case 'class':
      return <ClassCardItem card={card.card} paths={paths} />;
    case 'content':
      return <ContentCardItem card={card.card} paths={paths} />;
  }
}

const cardKey = (card: HomeCard) => {
  const { kind, id } = identify(card);
  return card.type === 'item' ? `${kind}-${id}-${card.item.id}` : `${kind}-${id}`;
};

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

/** The rows of the classes shelf, in order (the most watched videos follow them). */
const CLASS_ROW_IDS = [
  'discovery-popular-classes',
  'discovery-recommended-classes',
  'discovery-recent-classes',
  'discovery-shared-classes',
] as const;

const MEDITATION_TABS: Array<{ list: MeditationList; key: 'popular' | 'recent' | 'recommended' }> = [
  { list: 'popularMeditations', key: 'popular' },
  { list: 'recentMeditations', key: 'recent' },
  { list: 'recommendedMeditations', key: 'recommended' },
];

/**
 * One tab of the meditations shelf: the first page of a paged list, without the meditations a row above
 * already shows (`shown`: their identities), one line of at most HOME_MEDITATION_TAB_SIZE.
 */
function MeditationTab({
  family,
  list,
  paths,
  shown,
}: {
  family: DiscoveryFamily;
  list: MeditationList;
  paths: DiscoveryPaths;
  shown: readonly HomeCard[];
}) {
  const { t } = useTranslation();
  const query = useMeditationList(family, list, HOME_MEDITATION_PAGE);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Text role="alert">{t('discovery.loadError')}</Text>;
  if (query.data.meditations.length === 0) return <Text c="dimmed">{t('discovery.empty')}</Text>;
  const [, fresh = []] = dedupeRows<HomeCard | { type: 'meditation'; card: MeditationCard }>(
    [{ cards: [...shown], keep: true }, { cards: query.data.meditations.map((card) => ({ type: 'meditation' as const, card })) }],
    (card) => (card.type === 'meditation' ? { kind: 'meditation', id: card.card.id, title: card.card.title } : identify(card)),
    HOME_MEDITATION_TAB_SIZE,
  );
  if (fresh.length === 0) return <Text c="dimmed">{t('authoring.allShownAbove')}</Text>;
  return (
    <ul className={classes.scrollRow}>
      {fresh.map((item) =>
        item.type === 'meditation' ? <MeditationCardItem key={item.card.id} card={item.card} paths={paths} /> : null,
      )}
    </ul>
  );
}

/** The meditations shelf: popular, recent and recommended in tabs, and the way to browse them all. */
function MeditationsShelf({
  family,
  paths,
  shown,
}: {
  family: DiscoveryFamily;
  paths: DiscoveryPaths;
  shown: readonly HomeCard[];
}) {
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
            <MeditationTab family={family} list={list} paths={paths} shown={shown} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Shelf>
  );
}

export interface DiscoveryHomeSlots {
  /** Beside the featured class (what people say about the library), composed from another feature. */
  banner?: ReactNode;
  /** Items recommended to this person (from another feature), shown as a row of cards (a content with its type). */
  forYou?: HomeItem[] | undefined;
  /** Whether what the slots show is still loading: the home then waits, to appear once in its final layout. */
  slotsPending?: boolean;
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
  slotsPending = false,
}: { family: DiscoveryFamily; paths: DiscoveryPaths } & DiscoveryHomeSlots) {
  const { t } = useTranslation();
  const home = useDiscoveryHome(family);
  const featured = useFeaturedClass(family);
  const recommendedClasses = useRecommendedClasses(family);
  const recent = useRecentClasses(family);
  const shared = useSharedClasses(family);
  const classCategories = useCategoriesByType(family, 'class');
  const meditationCategories = useCategoriesByType(family, 'meditation');
  // The first tab of the meditations shelf starts with the rest (the tab reads it from the cache).
  const popularMeditations = useMeditationList(family, MEDITATION_TABS[0]!.list, HOME_MEDITATION_PAGE);

  // The home renders once every list is in (each answer would otherwise render it again and move it), in a
  // transition: React renders its many cards in slices and the page stays responsive meanwhile.
  const lists = [home, featured, recommendedClasses, recent, shared, classCategories, meditationCategories, popularMeditations];
  const allIn = !slotsPending && lists.every((query) => !query.isPending);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (allIn) startTransition(() => setShown(true));
  }, [allIn]);
  // The parts in page order: the hero, "For you", the curated sections, each row of the classes shelf,
  // the meditations shelf, the categories. Their number is known before the data (sections aside).
  const parts = [
    'hero',
    'for-you',
    ...(home.data?.sections ?? []).map((section) => `section-${section.id}`),
    ...CLASS_ROW_IDS,
    'most-watched',
    'meditations',
    'categories',
  ];
  const pageShown = usePageShown();
  const rendered = useStagedCount(parts.length, { first: PARTS_WITH_THE_PAGE, start: shown && pageShown });
  const due = (part: string) => parts.indexOf(part) < rendered;
  if (home.isPending || !shown) return <PageLoader minHeight="100vh" />;
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
  // Every row after the first keeps only what no row before it shows (the curated sections and the
  // featured class are counted first, so "For you" and the generic rows never repeat them).
  const classRows = [
    { id: CLASS_ROW_IDS[0], list: 'popular', title: t('discovery.popularClasses'), cards: data.popular_classes },
    {
      id: CLASS_ROW_IDS[1],
      list: 'recommended',
      title: t('discovery.recommendedClasses'),
      cards: recommendedClasses.data ?? [],
    },
    { id: CLASS_ROW_IDS[2], list: 'recent', title: t('discovery.recentClasses'), cards: recent.data ?? [] },
    { id: CLASS_ROW_IDS[3], list: 'shared', title: t('discovery.sharedClasses'), cards: shared.data ?? [] },
  ] as const;
  const [, ...deduped] = dedupeRows<HomeCard>(
    [
      { cards: featured.data ? asClasses([featured.data]) : [], keep: true },
      ...data.sections.map((section) => ({ cards: asItems(section.items), keep: true })),
      { cards: asItems(forYou) },
      ...classRows.map((row) => ({ cards: asClasses(row.cards) })),
      { cards: data.most_watched_videos.map((card): HomeCard => ({ type: 'content', card })) },
    ],
    identify,
    ROW_SIZE,
  );
  const sectionCards = deduped.slice(0, data.sections.length);
  const forYouCards = deduped[data.sections.length] ?? [];
  const classRowCards = deduped.slice(data.sections.length + 1, data.sections.length + 1 + classRows.length);
  const mostWatched = deduped[data.sections.length + 1 + classRows.length] ?? [];
  const hasClasses = classRowCards.some((cards) => cards.length > 0) || mostWatched.length > 0;
  const hasCategories = (classCategories.data ?? []).length + (meditationCategories.data ?? []).length > 0;

  return (
    <Stack gap={48}>
      {nothing && <Text c="dimmed">{t('discovery.empty')}</Text>}

      {due('hero') && (featured.data || banner) && (
        <div className={classes.hero}>
          {featured.data && <FeaturedClassCard card={featured.data} paths={paths} headingId="discovery-featured" />}
          <div className={classes.heroSide}>{banner}</div>
        </div>
      )}

      {due('for-you') && (
        <CardRow id="discovery-for-you" title={t('discovery.forYou')} variant="scroll">
          {forYouCards.map((card) => (
            <HomeCardItem key={cardKey(card)} card={card} paths={paths} />
          ))}
        </CardRow>
      )}

      {data.sections.map(
        (section, index) =>
          due(`section-${section.id}`) && (
            <CardRow key={section.id} id={`discovery-section-${section.id}`} title={section.title} variant="scroll">
              {(sectionCards[index] ?? []).map((card) => (
                <HomeCardItem key={cardKey(card)} card={card} paths={paths} />
              ))}
            </CardRow>
          ),
      )}

      {hasClasses && due(CLASS_ROW_IDS[0]) && (
        <Shelf id="discovery-classes" title={t('discovery.classes')}>
          {classRows.map(
            (row, index) =>
              due(row.id) && (
                <CardRow
                  key={row.id}
                  id={row.id}
                  title={row.title}
                  variant="scroll"
                  level={3}
                  action={
                    <Button
                      component={Link}
                      to={paths.classes(row.list)}
                      variant="subtle"
                      size="compact-sm"
                      rightSection={<IconArrowRight size={14} aria-hidden />}
                      aria-label={t('discovery.seeAllNamed', { list: row.title })}
                    >
                      {t('discovery.seeAll')}
                    </Button>
                  }
                >
                  {(classRowCards[index] ?? []).map((card) => (
                    <HomeCardItem key={cardKey(card)} card={card} paths={paths} />
                  ))}
                </CardRow>
              ),
          )}
          {due('most-watched') && (
            <CardRow id="discovery-most-watched" title={t('discovery.mostWatchedVideos')} variant="scroll" level={3}>
              {mostWatched.map((card) => (
                <HomeCardItem key={cardKey(card)} card={card} paths={paths} />
              ))}
            </CardRow>
          )}
        </Shelf>
      )}

      {due('meditations') && <MeditationsShelf family={family} paths={paths} shown={deduped.flat()} />}

      {due('categories') && hasCategories && (
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

      {/* The room of the parts still to come, so that nothing below (the footer) moves as they arrive. */}
      {rendered < parts.length && <Box mih="100vh" aria-hidden />}
    </Stack>
  );
}
