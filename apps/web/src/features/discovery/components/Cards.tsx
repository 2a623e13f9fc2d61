import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook2,
  IconCategory,
  IconCircleCheck,
  IconFileText,
  IconHeadphones,
  IconPhoto,
  IconPlayerPlay,
  IconSchool,
  IconVolume,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { ClassCard, ContentCard, ContentType, MeditationCard, DiscoverySectionItem } from '@stillpoint/contracts';
import { clock, type DiscoveryPaths } from './format';
import classes from './discovery.module.css';

/**
 * A titled row of cards: a grid, or (`scroll`) one line that scrolls sideways so a long list stays one row
 * high. `level` is the heading level (2 on its own, 3 inside a shelf); `action` sits beside the title.
 */
export function CardRow({
  title,
  id,
  children,
  empty,
  variant = 'grid',
  level = 2,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode[];
  empty?: string | undefined;
  variant?: 'grid' | 'scroll';
  level?: 2 | 3;
  action?: ReactNode;
}) {
  if (children.length === 0 && !empty) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="sm" gap="sm">
        <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : variant === 'scroll' ? (
        <ul className={classes.scrollRow}>{children}</ul>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" component="ul" className={classes.grid}>
          {children}
        </SimpleGrid>
      )}
    </Box>
  );
}

/** A group of rows on a tinted background (the home's classes shelf, its meditations shelf). */
export function Shelf({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.shelf}>
      <Group justify="space-between" align="baseline" mb="lg" gap="sm">
        <Title order={2} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      <Stack gap={32}>{children}</Stack>
    </Box>
  );
}

/** The featured class, large: cover, title (the whole card is its link), facts and progress. */
export function FeaturedClassCard({ card, paths, headingId }: { card: ClassCard; paths: DiscoveryPaths; headingId: string }) {
  const { t } = useTranslation();
  const facts = [t('discovery.lessons', { count: card.lessonCount }), t('discovery.members', { count: card.memberCount })];
  if (card.durationSeconds > 0) facts.push(clock(card.durationSeconds));
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      className={`${classes.card} ${classes.featured}`}
      component="section"
      aria-labelledby={headingId}
    >
      <div className={classes.featuredCover}>
        <Cover imageUrl={card.imageUrl} tile={CLASS_TILE} />
      </div>
      <Stack gap="sm" p="lg" justify="center" className={classes.featuredBody}>
        <Title order={2} size="h6" id={headingId} c="dimmed" tt="uppercase" className={classes.eyebrow}>
          {t('discovery.featuredClass')}
        </Title>
        <Anchor
          component={Link}
          to={paths.classPage(card.id)}
          fw={700}
          fz={26}
          lh={1.25}
          className={classes.cardLink}
          underline="hover"
        >
          {card.title}
        </Anchor>
        <Text c="dimmed">{facts.join(' · ')}</Text>
        {card.progress.percent > 0 && !card.progress.completed && (
          <Progress
            value={card.progress.percent}
            size="sm"
            radius="xl"
            aria-label={t('discovery.progressLabel', { title: card.title })}
          />
        )}
        {(card.progress.joined || card.progress.completed) && (
          <Text size="sm" fw={500}>
            {card.progress.completed ? t('discovery.completed') : t('discovery.percentDone', { percent: card.progress.percent })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** What a card without an image of its own shows: the icon of its type on the colour of its type. */
export interface Tile {
  icon: ComponentType<IconProps>;
  /** A Mantine colour name; the tile uses its light variant, which follows the skin. */
  color: string;
}

const CLASS_TILE: Tile = { icon: IconSchool, color: 'violet' };
const MEDITATION_TILE: Tile = { icon: IconHeadphones, color: 'teal' };

const CONTENT_TILES: Record<ContentType, Tile> = {
  video: { icon: IconPlayerPlay, color: 'blue' },
  audio: { icon: IconVolume, color: 'cyan' },
  text: { icon: IconFileText, color: 'orange' },
  document: { icon: IconFileText, color: 'orange' },
  image: { icon: IconPhoto, color: 'pink' },
  class: CLASS_TILE,
  lesson: { icon: IconBook2, color: 'indigo' },
};

const KIND_TILES: Record<DiscoverySectionItem['kind'], Tile> = {
  category: { icon: IconCategory, color: 'grape' },
  class: CLASS_TILE,
  lesson: { icon: IconBook2, color: 'indigo' },
  content: { icon: IconPlayerPlay, color: 'blue' },
  meditation: MEDITATION_TILE,
};

function Cover({ imageUrl, tile }: { imageUrl: string | null; tile: Tile }) {
  const Icon = tile.icon;
  return imageUrl ? (
    <img src={imageUrl} alt="" className={classes.cover} loading="lazy" />
  ) : (
    <div
      className={classes.coverPlaceholder}
      data-tile={tile.color}
      style={{ color: `var(--mantine-color-${tile.color}-light-color)`, background: `var(--mantine-color-${tile.color}-light)` }}
      aria-hidden
    >
      <Icon size={40} stroke={1.4} />
    </div>
  );
}

/**
 * One card: cover (or the tile of its type), title link, a line of facts, and either the progress of an
 * item under way or the badge of a finished one (a completed item never shows a partial bar).
 */
function ItemCard({
  to,
  title,
  imageUrl,
  tile,
  facts,
  percent,
  badge,
  completed = false,
}: {
  to: string;
  title: string;
  imageUrl: string | null;
  tile: Tile;
  facts: string[];
  percent?: number | undefined;
  badge?: string | undefined;
  completed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className={classes.item}>
      <Card withBorder radius="lg" padding="sm" h="100%" className={classes.card}>
        <Card.Section>
          <Cover imageUrl={imageUrl} tile={tile} />
        </Card.Section>
        <Stack gap={6} mt="sm">
          <Anchor component={Link} to={to} fw={600} className={classes.cardLink} underline="hover">
            {title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            {facts.map((fact) => (
              <Text key={fact} size="sm" c="dimmed">
                {fact}
              </Text>
            ))}
            {badge && (
              <Badge size="sm" variant="light" tt="none" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                {badge}
              </Badge>
            )}
          </Group>
          {!completed && percent !== undefined && percent > 0 && (
            <Progress value={percent} size="sm" radius="xl" aria-label={t('discovery.progressLabel', { title })} />
          )}
        </Stack>
      </Card>
    </li>
  );
}

export function ClassCardItem({ card, paths }: { card: ClassCard; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const facts = [t('discovery.lessons', { count: card.lessonCount })];
  if (card.durationSeconds > 0) facts.push(clock(card.durationSeconds));
  return (
    <ItemCard
      to={paths.classPage(card.id)}
      title={card.title}
      imageUrl={card.imageUrl}
      tile={CLASS_TILE}
      facts={facts}
      percent={card.progress.percent}
      completed={card.progress.completed}
      badge={card.progress.completed ? t('discovery.completed') : card.progress.joined ? t('discovery.joined') : undefined}
    />
  );
}

export function MeditationCardItem({ card, paths }: { card: MeditationCard; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  return (
    <ItemCard
      to={paths.meditation(card.id)}
      title={card.title}
      imageUrl={card.imageUrl}
      tile={MEDITATION_TILE}
      facts={[clock(card.durationSeconds), t('discovery.plays', { count: card.playCount })]}
      percent={card.percent}
      badge={card.completedCount > 0 ? t('discovery.completed') : undefined}
      completed={card.completedCount > 0}
    />
  );
}

export function ContentCardItem({ card, paths }: { card: ContentCard; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const facts = [t(`discovery.type.${card.type}`)];
  if (card.durationSeconds) facts.push(clock(card.durationSeconds));
  return (
    <ItemCard
      to={paths.content(card.classId, card.id)}
      title={card.title}
      imageUrl={card.imageUrl}
      tile={CONTENT_TILES[card.type]}
      facts={facts}
      badge={card.completed ? t('discovery.completed') : undefined}
      completed={card.completed}
    />
  );
}

export function sectionItemPath(item: DiscoverySectionItem, paths: DiscoveryPaths): string {
  switch (item.kind) {
    case 'category':
      return paths.category(item.targetId);
    case 'meditation':
      return paths.meditation(item.targetId);
    case 'content':
      return paths.content(item.classId ?? 0, item.targetId);
    default:
      return paths.classPage(item.classId ?? item.targetId);
  }
}

/** A card of a row; a content may say its type (a recommendation does), shown as its tile and its first fact. */
export type HomeItem = DiscoverySectionItem & { contentType?: string | null | undefined };

const isContentType = (value: string | null | undefined): value is ContentType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(CONTENT_TILES, value);

export function SectionItemCard({ item, paths }: { item: HomeItem; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const typed = item.kind === 'content' && isContentType(item.contentType) ? item.contentType : null;
  const facts = [typed ? t(`discovery.type.${typed}`) : t(`discovery.kind.${item.kind}`)];
  if (item.durationSeconds) facts.push(clock(item.durationSeconds));
  return (
    <ItemCard
      to={sectionItemPath(item, paths)}
      title={item.title}
      imageUrl={item.imageUrl}
      tile={typed ? CONTENT_TILES[typed] : KIND_TILES[item.kind]}
      facts={facts}
    />
  );
}

export function EmptyIcon() {
  return (
    <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
      <IconSchool size={18} />
    </ThemeIcon>
  );
}
