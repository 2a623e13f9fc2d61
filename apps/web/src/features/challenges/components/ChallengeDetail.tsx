import { useState } from 'react';
import { Badge, Button, Group, Image, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CHALLENGE_COMMENT_MAX,
  challengeCommentInput,
  formatDateTime,
  GALLERY_TYPES,
  MESSAGES,
  type GalleryType,
} from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { BackLink } from '../../../lib/ui/BackLink';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { NoticeState } from '../../../lib/ui/NoticeState';
import { PersonName } from '../../../lib/ui/PersonName';
import { QueryState } from '../../../lib/ui/QueryState';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { FRONT_CALLS, FRONT_LISTS } from '../api';
import { localToday } from '../days';
import { periodText } from './ChallengeCard';
import { CheckInButton } from './CheckInButton';
import { StreakTracker } from './StreakTracker';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const onError = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));

/**
 * A challenge's page for a participant (/patient/challenges/:id, /frontuser/challenges/:id): what it asks,
 * join or leave, the daily check-in with the streak and a tracker of the days, its participants, comments,
 * numbers, and the gallery of covers and trophies.
 */
export function ChallengeDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation();
  const detail = useEndpointQuery(FRONT_CALLS.detail, { id });
  usePageTitle(detail.data?.data.detail.title ?? t('challenges.page.title'));
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return <NoticeState title={t('challenges.notFound.title')} body={t('challenges.notFound.body')} action={t('challenges.notFound.action')} to={backTo} />;
  }
  return (
    <Stack gap="lg">
      <BackLink to={backTo}>{t('challenges.back')}</BackLink>
      <QueryState query={detail}>
        {({ data }) => {
          const challenge = data.detail;
          return (
            <Stack gap="xl">
              <Stack gap="sm">
                {challenge.image && <Image src={challenge.image} alt="" h={200} radius="lg" fit="cover" />}
                <Title order={1}>{challenge.title}</Title>
                <Group gap="xs">
                  <Text>{periodText(challenge)}</Text>
                  <Badge variant="light" color={challenge.state === 'running' ? 'teal' : challenge.state === 'upcoming' ? 'blue' : 'gray'} autoContrast>
                    {t(`challenges.state.${challenge.state}`)}
                  </Badge>
                  {challenge.category && (
                    <Badge variant="outline" color="gray" autoContrast>
                      {challenge.category.title}
                    </Badge>
                  )}
                </Group>
                {challenge.description && <Text style={{ whiteSpace: 'pre-line' }}>{challenge.description}</Text>}
                <Paper withBorder radius="lg" p="md">
                  <Text size="sm" fw={600}>
                    {t('challenges.detail.dailyGoal')}
                  </Text>
                  <Text size="lg">{challenge.daily_goal}</Text>
                  <Text size="sm" c="dimmed">
                    {t('challenges.detail.goalDays', { count: challenge.goal_days })}
                  </Text>
                </Paper>
                <Membership id={challenge.id} title={challenge.title} joined={challenge.mine !== null} ended={challenge.state === 'ended'} />
              </Stack>
              {challenge.mine && <MyProgress data={data} />}
              <section aria-labelledby="challenge-stats">
                <Title order={2} size="h3" id="challenge-stats" mb="md">
                  {t('challenges.detail.stats')}
                </Title>
                <StatGrid
                  stats={[
                    [t('challenges.stats.joined'), data.stats.participants],
                    [t('challenges.stats.activeToday'), data.stats.active_today],
                    [t('challenges.stats.completionRate'), percent(data.stats.completion_rate)],
                  ]}
                />
              </section>
              <Participants participants={data.participants} />
              <Comments id={challenge.id} joined={challenge.mine !== null} comments={data.comments} />
              <Gallery />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function Membership({ id, title, joined, ended }: { id: number; title: string; joined: boolean; ended: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const join = useEndpointMutation(FRONT_CALLS.join, { invalidates: FRONT_LISTS });
  const leave = useEndpointMutation(FRONT_CALLS.leave, { invalidates: FRONT_LISTS });
  if (!joined) {
    if (ended) return <Text c="dimmed">{t('challenges.detail.endedNotJoined')}</Text>;
    return (
      <Button
        style={{ alignSelf: 'flex-start' }}
        loading={join.isPending}
        onClick={() => join.mutate({ id }, { onSuccess: (response) => notify.success(response.message), onError })}
      >
        {t('challenges.join')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="default" style={{ alignSelf: 'flex-start' }} onClick={() => setConfirming(true)}>
        {t('challenges.leave')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('challenges.leaveDialog.title')}
        text={t('challenges.leaveDialog.body', { title })}
        confirmLabel={t('challenges.leaveDialog.confirm')}
        cancelLabel={t('challenges.leaveDialog.stay')}
        pending={leave.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          leave.mutate(
            { id },
            {
              onSuccess: (response) => {
                notify.success(response.message);
                setConfirming(false);
              },
              onError,
            },
          )
        }
      />
    </>
  );
}

type DetailData = NonNullable<ReturnType<typeof useEndpointQuery<typeof FRONT_CALLS.detail>>['data']>['data'];

function MyProgress({ data }: { data: DetailData }) {
  const { t } = useTranslation();
  const challenge = data.detail;
  const mine = challenge.mine!;
  const today = localToday();
  const didIt = useEndpointMutation(FRONT_CALLS.didIt, { invalidates: FRONT_LISTS });
  return (
    <section aria-labelledby="my-progress">
      <Stack gap="md">
        <Title order={2} size="h3" id="my-progress">
          {t('challenges.detail.myProgress')}
        </Title>
        {mine.completed_at && (
          <Paper withBorder radius="lg" p="md">
            <Group gap="sm" wrap="nowrap">
              {challenge.trophy ? <Image src={challenge.trophy} alt="" h={56} w={56} fit="contain" /> : <IconTrophy size={40} aria-hidden />}
              <Text fw={600}>{t('challenges.detail.completed', { date: formatDateTime(mine.completed_at).split(' - ')[0] })}</Text>
            </Group>
          </Paper>
        )}
        <StatGrid
          stats={[
            [t('challenges.streak.current'), t('challenges.streak.days', { count: mine.current_streak })],
            [t('challenges.streak.best'), t('challenges.streak.days', { count: mine.best_streak })],
            [t('challenges.streak.checkIns'), t('challenges.streak.ofGoal', { done: mine.check_ins, goal: challenge.goal_days })],
          ]}
        />
        <CheckInButton
          challenge={challenge}
          today={today}
          pending={didIt.isPending}
          onCheckIn={() => didIt.mutate({ id: challenge.id, day: today }, { onSuccess: (response) => notify.success(response.message), onError })}
        />
        <Title order={3} size="h4">
          {t('challenges.tracker.title')}
        </Title>
        <StreakTracker start={challenge.start} end={challenge.end} days={data.my_days} today={today} />
        <Text size="sm" c="dimmed">
          {t('challenges.tracker.graceHint')}
        </Text>
      </Stack>
    </section>
  );
}

function Participants({ participants }: { participants: DetailData['participants'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="challenge-participants">
      <Title order={2} size="h3" id="challenge-participants" mb="md">
        {t('challenges.detail.participants', { count: participants.length })}
      </Title>
      {participants.length === 0 ? (
        <Text c="dimmed">{t('challenges.detail.noParticipants')}</Text>
      ) : (
        <TableFrame labelledBy="challenge-participants" minWidth={420} highlightOnHover={false} focusableScroller label={t('challenges.detail.participantsTable')}
          columns={[t('challenges.table.person'), t('challenges.streak.current'), t('challenges.streak.checkIns'), t('challenges.table.completed')]}
        >
          {participants.map((row, index) => (
            <Table.Tr key={row.person.userid ?? `peer-${index}`}>
              <Table.Th scope="row" fw={500}>
                <PersonName person={row.person} />
              </Table.Th>
              <Table.Td>{t('challenges.streak.days', { count: row.current_streak })}</Table.Td>
              <Table.Td>{row.check_ins}</Table.Td>
              <Table.Td>{row.completed ? t('challenges.table.yes') : t('challenges.table.no')}</Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
      )}
    </section>
  );
}

function Comments({ id, joined, comments }: { id: number; joined: boolean; comments: DetailData['comments'] }) {
  const { t } = useTranslation();
  const add = useEndpointMutation(FRONT_CALLS.comment, { invalidates: [FRONT_CALLS.detail] });
  const remove = useEndpointMutation(FRONT_CALLS.deleteComment, { invalidates: [FRONT_CALLS.detail] });
  const form = useForm({ initialValues: { comment: '' }, validate: schemaValidator<{ comment: string }>(challengeCommentInput, (values) => ({ id, ...values })) });
  return (
    <section aria-labelledby="challenge-comments">
      <Stack gap="md">
        <Title order={2} size="h3" id="challenge-comments">
          {t('challenges.comments.title')}
        </Title>
        {joined ? (
          <form
            noValidate
            onSubmit={form.onSubmit((values) =>
              add.mutate(
                { id, comment: values.comment },
                {
                  onSuccess: (response) => {
                    notify.success(response.message);
                    form.reset();
                  },
                  onError,
                },
              ),
            )}
          >
            <Stack gap="xs">
              <Textarea label={t('challenges.comments.label')} autosize minRows={2} maxLength={CHALLENGE_COMMENT_MAX} {...form.getInputProps('comment')} />
              <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('challenges.comments.submit')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Text c="dimmed">{t('challenges.comments.joinFirst')}</Text>
        )}
        {comments.length === 0 ? (
          <Text c="dimmed">{t('challenges.comments.empty')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('challenges.comments.title')}>
            {comments.map((comment) => (
              <li key={comment.comment_id}>
                <Paper withBorder radius="md" p="sm">
                  <Stack gap={4}>
                    <Group justify="space-between" align="center" gap="xs">
                      <Group gap="xs">
                        <PersonName person={comment.author} fw={600} size="sm" />
                        <Text size="xs" c="dimmed">
                          {formatDateTime(comment.created_at)}
                        </Text>
                      </Group>
                      {comment.can_delete && (
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          loading={remove.isPending && remove.variables?.comment_id === comment.comment_id}
                          onClick={() => remove.mutate({ comment_id: comment.comment_id }, { onSuccess: (response) => notify.success(response.message), onError })}
                          aria-label={t('challenges.comments.deleteLabel')}
                        >
                          {t('challenges.comments.delete')}
                        </Button>
                      )}
                    </Group>
                    <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.comment}</Text>
                  </Stack>
                </Paper>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

/** The covers and trophies of the person's challenges, by type. */
function Gallery() {
  const { t } = useTranslation();
  const [type, setType] = useState<GalleryType>('image');
  const gallery = useEndpointQuery(FRONT_CALLS.gallery, { type });
  return (
    <section aria-labelledby="challenge-gallery">
      <Stack gap="md">
        <Title order={2} size="h3" id="challenge-gallery">
          {t('challenges.gallery.title')}
        </Title>
        <SegmentedControl
          aria-label={t('challenges.gallery.typeLabel')}
          value={type}
          onChange={(value) => setType(value as GalleryType)}
          data={GALLERY_TYPES.map((value) => ({ value, label: t(`challenges.gallery.type.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <QueryState query={gallery}>
          {({ data }) =>
            data.length === 0 ? (
              <Text c="dimmed">{t(`challenges.gallery.empty.${type}`)}</Text>
            ) : (
              <SimpleGrid component="ul" cols={{ base: 3, sm: 4, md: 6 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`challenges.gallery.type.${type}`)}>
                {data.map((image, index) => (
                  <li key={image.id}>
                    <Image src={image.url} alt={t(`challenges.gallery.alt.${type}`, { number: index + 1 })} h={88} radius="md" fit={type === 'trophy' ? 'contain' : 'cover'} />
                  </li>
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </Stack>
    </section>
  );
}
