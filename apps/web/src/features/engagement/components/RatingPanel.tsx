import { useState } from 'react';
import { Avatar, Button, Group, Pagination, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, REVIEW_MAX, formatDateTime, type RatingTarget } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useAddRating } from '../api/add-rating';
import { useAddReview } from '../api/add-review';
import type { EngagementFamily } from '../api/endpoints';
import { useRatingSummary } from '../api/get-rating-summary';
import { useReviews } from '../api/get-reviews';
import { PersonName } from '../../../lib/ui/PersonName';

const PER_PAGE = 5;

/**
 * Ratings and reviews of a class, lesson or meditation: the average in stars, the person's own rating
 * (one per person: choosing again replaces it), their review, and the reviews, newest first. Adding a
 * review reloads the reviews (spec section 4).
 */
export function RatingPanel({
  family,
  target,
  headingId = 'rating-panel',
  title,
}: {
  family: EngagementFamily;
  target: RatingTarget;
  headingId?: string;
  /** The panel's heading ("Ratings and reviews" unless told). */
  title?: string;
}) {
  const { t } = useTranslation();
  const summary = useRatingSummary(family, target);
  const [page, setPage] = useState(1);
  const reviews = useReviews(family, target, { pageNo: page, perPage: PER_PAGE });
  const rate = useAddRating(family);
  const write = useAddReview(family);
  // null: untouched, the field shows the person's saved review.
  const [edited, setEdited] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const myReview = summary.data?.my_review ?? null;
  const draft = edited ?? myReview ?? '';

  const onRate = (rating: number) =>
    rate.mutate(
      { ...target, rating },
      {
        onSuccess: (response) => notify.success(response.message),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );
  const onReview = (event: React.FormEvent) => {
    event.preventDefault();
    const review = draft.trim();
    if (!review) {
      setDraftError(t('engagement.business.answerRequired'));
      return;
    }
    setDraftError(null);
    const rating = summary.data?.my_rating ?? undefined;
    write.mutate(
      { ...target, review, ...(rating ? { rating } : {}) },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setEdited(null);
          setPage(1);
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title ?? t('engagement.rating.title')}
        </Title>
        {summary.isPending ? (
          <PageLoader />
        ) : summary.isError ? (
          <Text role="alert">{errorMessage(summary.error, MESSAGES.somethingWentWrong)}</Text>
        ) : (
          <Group gap="xl" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('engagement.rating.average')}
              </Text>
              <Group gap="xs">
                <Rating value={summary.data.average_rating} fractions={10} readOnly aria-hidden />
                <Text fw={600} data-testid="average-rating">
                  {summary.data.total_ratings > 0
                    ? t('engagement.rating.averageText', { average: summary.data.average_rating.toFixed(1) })
                    : t('engagement.rating.noRatings')}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('engagement.rating.count', { count: summary.data.total_ratings })}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${headingId}-yours`}>
                {t('engagement.rating.yours')}
              </Text>
              <div role="radiogroup" aria-labelledby={`${headingId}-yours`}>
                <Rating
                  value={summary.data.my_rating ?? 0}
                  onChange={onRate}
                  readOnly={rate.isPending}
                  getSymbolLabel={(value) => t('engagement.rating.stars', { rating: value })}
                  name={`${headingId}-my-rating`}
                />
              </div>
            </Stack>
          </Group>
        )}

        <form onSubmit={onReview} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('engagement.rating.reviewLabel')}
              placeholder={t('engagement.rating.reviewPlaceholder')}
              value={draft}
              onChange={(event) => setEdited(event.currentTarget.value)}
              maxLength={REVIEW_MAX}
              rows={3}
              error={draftError}
            />
            <Group>
              <Button type="submit" loading={write.isPending}>
                {myReview ? t('engagement.rating.updateReview') : t('engagement.rating.submitReview')}
              </Button>
            </Group>
          </Stack>
        </form>

        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('engagement.rating.reviewsTitle')}
          </Title>
          {reviews.isPending ? (
            <PageLoader />
          ) : reviews.isError ? (
            <Text role="alert">{errorMessage(reviews.error, MESSAGES.somethingWentWrong)}</Text>
          ) : reviews.data.reviews.length === 0 ? (
            <Text c="dimmed">{t('engagement.rating.noReviews')}</Text>
          ) : (
            <Stack
              gap="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('engagement.rating.reviewsTitle')}
            >
              {reviews.data.reviews.map((review) => (
                <Group key={review.id} component="li" gap="sm" align="flex-start" wrap="nowrap">
                  <Avatar src={review.author.avatar} alt="" radius="xl" />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <PersonName person={review.author} fw={600} size="sm" />
                      {review.rating !== null && (
                        <Rating
                          value={review.rating}
                          readOnly
                          size="xs"
                          aria-label={t('engagement.rating.stars', { rating: review.rating })}
                          role="img"
                        />
                      )}
                    </Group>
                    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                      {review.review}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(review.updatedAt)}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </Stack>
          )}
          {reviews.data && reviews.data.totalPages > 1 && (
            <Pagination
              size="sm"
              total={reviews.data.totalPages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
            />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
