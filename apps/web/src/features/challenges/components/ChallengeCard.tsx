import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDay, type Challenge } from '@stillpoint/contracts';

const STATE_COLORS = { upcoming: 'blue', running: 'teal', ended: 'gray' } as const;

/** "Dec 01, 2026 – Dec 21, 2026". */
export function periodText(challenge: Pick<Challenge, 'start' | 'end'>): string {
  return `${formatDay(challenge.start)} – ${formatDay(challenge.end)}`;
}

/** The viewer's own state in a challenge, in words (front lists). */
export function MyState({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const mine = challenge.mine;
  if (!mine) return <Text size="sm">{t('challenges.mine.notJoined')}</Text>;
  if (mine.completed_at)
    return (
      <Group gap={6}>
        <IconTrophy size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('challenges.mine.completed')}
        </Text>
      </Group>
    );
  return (
    <Text size="sm" fw={600}>
      {t('challenges.mine.joined', { count: mine.current_streak, done: mine.check_ins, goal: challenge.goal_days })}
    </Text>
  );
}

/**
 * A challenge as a card: its cover, title (a link to its page when `to` is given), period, category, state
 * and participants; the viewer's own state and any actions below.
 */
export function ChallengeCard({
  challenge,
  to,
  headingLevel = 2,
  audience,
  mine = true,
  actions,
}: {
  challenge: Challenge;
  to?: string;
  headingLevel?: 2 | 3;
  /** Who it is for (admins: the platform or a clinic). */
  audience?: string | undefined;
  /** Show the viewer's own state (front). */
  mine?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `challenge-${challenge.id}-title`;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p={0} style={{ overflow: 'hidden', height: '100%' }}>
      {challenge.image ? (
        <Image src={challenge.image} alt="" h={140} fit="cover" />
      ) : (
        <div style={{ height: 8, background: 'var(--mantine-primary-color-light)' }} aria-hidden />
      )}
      <Stack gap="xs" p="md">
        <Title order={headingLevel} size="h4" id={titleId}>
          {to ? (
            <Anchor component={Link} to={to} inherit>
              {challenge.title}
            </Anchor>
          ) : (
            challenge.title
          )}
        </Title>
        <Text size="sm">{periodText(challenge)}</Text>
        <Group gap={6}>
          <Badge color={STATE_COLORS[challenge.state]} variant="light" autoContrast>
            {t(`challenges.state.${challenge.state}`)}
          </Badge>
          {challenge.category && (
            <Badge color="gray" variant="outline" autoContrast>
              {challenge.category.title}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('challenges.participants', { count: challenge.participant_count })}
          {audience ? ` · ${audience}` : ''}
        </Text>
        {mine && <MyState challenge={challenge} />}
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
    </Paper>
  );
}
