import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CommunityEvent } from '@stillpoint/contracts';

/** Where it takes place: the place, and online (with the link once it may be seen). */
export function EventPlace({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation();
  return (
    <>
      {event.location && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{event.location}</Text>
        </Group>
      )}
      {event.online && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconWorld size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          {event.online_url ? (
            <Anchor href={event.online_url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('events.joinOnline')}
            </Anchor>
          ) : (
            <Text size="sm">{t('events.onlineAfterJoin')}</Text>
          )}
        </Group>
      )}
    </>
  );
}

/** "12 going · 8 places left", or "12 going" without a limit, or "Full". */
export function EventPlaces({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <IconUsers size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">
        {t('events.going', { count: event.participant_count })}
        {event.spots_left !== null && ` · ${event.spots_left === 0 ? t('events.full') : t('events.placesLeft', { count: event.spots_left })}`}
      </Text>
    </Group>
  );
}

/** Joined, happening now, ended. */
export function EventBadges({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {event.joined && (
        <Badge color="green" variant="light" autoContrast>
          {t('events.joinedBadge')}
        </Badge>
      )}
      {event.state === 'live' && (
        <Badge color="grape" variant="light" autoContrast>
          {t('events.now')}
        </Badge>
      )}
      {event.state === 'ended' && (
        <Badge color="gray" variant="light" autoContrast>
          {t('events.ended')}
        </Badge>
      )}
    </Group>
  );
}
