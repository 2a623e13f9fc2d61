import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook2,
  IconCategory,
  IconCircleCheck,
  IconHeadphones,
  IconPlayerPlay,
  IconSchool,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { ClassCard, ContentCard, MeditationCard, DiscoverySectionItem } from '@stillpoint/contracts';
import { minutes, type DiscoveryPaths } from './format';
import classes from './discovery.module.css';

/** A titled row of cards (a section of the discovery home). */
export function CardRow({ title, id, children, empty }: { title: string; id: string; children: ReactNode[]; empty?: string }) {
  if (children.length === 0 && !empty) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" component="ul" className={classes.grid}>
          {children}
        </SimpleGrid>
      )}
    </Box>
  );
}

function Cover({ imageUrl, icon: Icon }: { imageUrl: string | null; icon: ComponentType<IconProps> }) {
  return imageUrl ? (
    <img src={imageUrl} alt="" className={classes.cover} loading="lazy" />
  ) : (
    <div className={classes.coverPlaceholder} aria-hidden>
      <Icon size={40} stroke={1.4} />
    </div>
  );
}

/** One card: cover, title link, a line of facts, optional progress. */
function ItemCard({
  to,
  title,
  imageUrl,
  icon,
  facts,
  percent,
  badge,
}: {
  to: string;
  title: string;
  imageUrl: string | null;
  icon: ComponentType<IconProps>;
  facts: string[];
  percent?: number | undefined;
  badge?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <li className={classes.item}>
      <Card withBorder radius="lg" padding="sm" h="100%" className={classes.card}>
        <Card.Section>
          <Cover imageUrl={imageUrl} icon={icon} />
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
          {percent !== undefined && percent > 0 && (
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
  if (card.durationSeconds > 0) facts.push(t('discovery.minutes', { count: minutes(card.durationSeconds) }));
  return (
    <ItemCard
      to={paths.classPage(card.id)}
      title={card.title}
      imageUrl={card.imageUrl}
      icon={IconSchool}
      facts={facts}
      percent={card.progress.percent}
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
      icon={IconHeadphones}
      facts={[t('discovery.minutes', { count: minutes(card.durationSeconds) }), t('discovery.plays', { count: card.playCount })]}
      percent={card.percent}
      badge={card.completedCount > 0 ? t('discovery.completed') : undefined}
    />
  );
}

export function ContentCardItem({ card, paths }: { card: ContentCard; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const facts = [t(`discovery.type.${card.type}`)];
  if (card.durationSeconds) facts.push(t('discovery.minutes', { count: minutes(card.durationSeconds) }));
  return (
    <ItemCard
      to={paths.content(card.classId, card.id)}
      title={card.title}
      imageUrl={card.imageUrl}
      icon={IconPlayerPlay}
      facts={facts}
      badge={card.completed ? t('discovery.completed') : undefined}
    />
  );
}

const KIND_ICONS: Record<DiscoverySectionItem['kind'], ComponentType<IconProps>> = {
  category: IconCategory,
  class: IconSchool,
  lesson: IconBook2,
  content: IconPlayerPlay,
  meditation: IconHeadphones,
};

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

export function SectionItemCard({ item, paths }: { item: DiscoverySectionItem; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  const facts = [t(`discovery.kind.${item.kind}`)];
  if (item.durationSeconds) facts.push(t('discovery.minutes', { count: minutes(item.durationSeconds) }));
  return (
    <ItemCard
      to={sectionItemPath(item, paths)}
      title={item.title}
      imageUrl={item.imageUrl}
      icon={KIND_ICONS[item.kind]}
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
