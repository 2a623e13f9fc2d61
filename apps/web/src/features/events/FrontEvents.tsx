import { useState } from 'react';
import { Anchor, Group, Image, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CommunityEvent } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../lib/api-hooks';
import { Pager } from '../../lib/ui/Pager';
import { QueryState } from '../../lib/ui/QueryState';
import { FRONT } from './api';
import { EventBadges, EventPlace, EventPlaces } from './EventFacts';
import { eventTime } from './format';

const TABS = ['upcoming', 'mine'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 10;

/** One event in a list: its image, title (the link to its page), time in the viewer's zone, place and places. */
export function EventCard({ event, to }: { event: CommunityEvent; to: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={`event-${event.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {event.image && <Image src={event.image} alt="" w={96} h={96} radius="sm" fit="cover" visibleFrom="xs" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} size="h4" id={`event-${event.id}`}>
              <Anchor component={Link} to={to} inherit>
                {event.title}
              </Anchor>
            </Title>
            <EventBadges event={event} />
          </Group>
          <Text size="sm" fw={500}>
            {eventTime(event)}
          </Text>
          <EventPlace event={event} />
          <EventPlaces event={event} />
          {event.clinic_id === null && (
            <Text size="xs" c="dimmed">
              {t('events.platformEvent')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The events page of patients, employees and personal users: the upcoming events meant for them (their
 * clinic's and the platform's), and "My events", the ones they joined. The tab is kept in the address.
 */
export function FrontEvents({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab;
  const tab: Tab = TABS.includes(asked) ? asked : 'upcoming';
  return (
    <Tabs value={tab} onChange={(value) => setParams(value && value !== 'upcoming' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('events.sections')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`events.tab.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((key) => (
        <Tabs.Panel key={key} value={key} pt="md">
          <EventList filter={key} basePath={basePath} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function EventList({ filter, basePath }: { filter: Tab; basePath: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useEndpointQuery(FRONT.eventsList, { filter, pageNo: page, perPage: PER_PAGE }, { keepPrevious: true });
  return (
    <QueryState query={list}>
      {({ data, total_pages }) =>
        data.length === 0 ? (
          <Text c="dimmed">{t(`events.empty.${filter}`)}</Text>
        ) : (
          <Stack gap="md" aria-busy={list.isPlaceholderData}>
            <Stack component="ul" aria-label={t(`events.tab.${filter}`)} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} to={`${basePath}/${event.id}`} />
                </li>
              ))}
            </Stack>
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}
