import { useState } from 'react';
import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type CommunityEvent } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/api-hooks';
import { errorMessage } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { browserTimeZone } from '../../lib/time-zones';
import { QueryState } from '../../lib/ui/QueryState';
import { usePageTitle } from '../../lib/ui/use-page-title';
import { downloadEventIcs, EVENT_LISTS, FRONT } from './api';
import { EventBadges, EventPlace, EventPlaces } from './EventFacts';
import { eventTime } from './format';

/** An event's page for the people it is for: loads it, then shows it (404 reads as "not found"). */
export function EventDetailPage({ id }: { id: number }) {
  const detail = useEndpointQuery(FRONT.eventDetail, { id });
  return <QueryState query={detail}>{({ data }) => <EventDetail event={data} />}</QueryState>;
}

/**
 * An event in full: its image, the time in the viewer's own zone (and in the event's zone, named, when it
 * differs), the place or the online link (shown once joined), the places left, the description; join or
 * leave, and "Add to calendar" (its .ics).
 */
export function EventDetail({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation();
  usePageTitle(event.title);
  const ownZone = browserTimeZone();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1}>{event.title}</Title>
        <EventBadges event={event} />
      </Group>
      {event.image && <Image src={event.image} alt="" mah={280} radius="md" fit="cover" />}
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600}>{eventTime(event)}</Text>
          <Text size="sm" c="dimmed">
            {event.time_zone === ownZone
              ? t('events.plannedIn', { zone: event.time_zone })
              : t('events.inEventZone', { time: eventTime(event, event.time_zone), zone: event.time_zone })}
          </Text>
          <EventPlace event={event} />
          <EventPlaces event={event} />
        </Stack>
      </Paper>
      {event.description && <Text style={{ whiteSpace: 'pre-line' }}>{event.description}</Text>}
      <EventActions event={event} />
    </Stack>
  );
}

function EventActions({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation();
  const join = useEndpointMutation(FRONT.eventJoin, { invalidates: EVENT_LISTS });
  const leave = useEndpointMutation(FRONT.eventLeave, { invalidates: EVENT_LISTS });
  const [downloading, setDownloading] = useState(false);
  const handlers = {
    onSuccess: (response: { message: string }) => notify.success(response.message),
    onError: (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
  };
  const full = event.spots_left === 0;
  async function addToCalendar() {
    setDownloading(true);
    try {
      await downloadEventIcs(event);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Group gap="sm" wrap="wrap">
      {event.joined ? (
        <Button variant="light" color="red" loading={leave.isPending} onClick={() => leave.mutate({ id: event.id }, handlers)}>
          {t('events.leave')}
        </Button>
      ) : (
        event.state === 'upcoming' && (
          <Button loading={join.isPending} disabled={full} onClick={() => join.mutate({ id: event.id }, handlers)}>
            {full ? t('events.full') : t('events.join')}
          </Button>
        )
      )}
      <Button variant="default" leftSection={<IconCalendarPlus size={18} aria-hidden />} loading={downloading} onClick={() => void addToCalendar()}>
        {t('events.addToCalendar')}
      </Button>
    </Group>
  );
}
