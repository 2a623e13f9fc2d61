import { Anchor, Avatar, Badge, Box, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EngagementFamily } from '../api/endpoints';
import { useTopBannerReviews } from '../api/get-top-banner-reviews';
import type { ItemPath } from './ItemTitle';
import classes from './engagement.module.css';
import { PersonName } from '../../../lib/ui/PersonName';

const LIMIT = 4;

/**
 * The discovery home's banner: the newest good reviews (4 stars or more) of meditations, videos (their
 * lessons) and classes, taken in turn so each kind is heard, each linked to what it is about. Nothing at
 * all when there is no such review.
 */
export function TopBannerReviews({
  family,
  itemPath,
  headingId = 'top-banner-reviews',
}: {
  family: EngagementFamily;
  itemPath: ItemPath;
  headingId?: string;
}) {
  const { t } = useTranslation();
  const query = useTopBannerReviews(family);
  if (!query.data) return null;
  const { meditation, video, classes: classReviews } = query.data;
  const reviews = [];
  for (let i = 0; reviews.length < LIMIT && i < Math.max(meditation.length, video.length, classReviews.length); i += 1) {
    for (const [kind, list] of [
      ['meditation', meditation],
      ['video', video],
      ['class', classReviews],
    ] as const) {
      const review = list[i];
      if (review && reviews.length < LIMIT) reviews.push({ kind, review });
    }
  }
  if (reviews.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} className={classes.banner}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t('engagement.banner.title')}
      </Title>
      <ul className={classes.bannerList}>
        {reviews.map(({ kind, review }) => {
          const to = itemPath(review.item);
          return (
            <Paper key={`${kind}-${review.id}`} component="li" withBorder radius="lg" p="md">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Rating
                    value={review.rating ?? 0}
                    readOnly
                    size="sm"
                    role="img"
                    aria-label={t('engagement.rating.stars', { rating: review.rating ?? 0 })}
                  />
                  <Badge variant="light" size="sm" tt="none">
                    {t(`engagement.banner.kinds.${kind}`)}
                  </Badge>
                </Group>
                <Group gap={6} align="flex-start" wrap="nowrap">
                  <IconQuote size={16} aria-hidden className={classes.quoteMark} />
                  <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                    {review.review}
                  </Text>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={review.author.avatar} alt="" size="sm" radius="xl" />
                  <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
                    <PersonName person={review.author} inherit /> ·{' '}
                    {to ? (
                      <Anchor component={Link} to={to} size="xs" fw={500}>
                        {review.item.title}
                      </Anchor>
                    ) : (
                      review.item.title
                    )}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </ul>
    </Box>
  );
}
