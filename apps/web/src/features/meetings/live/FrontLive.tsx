import { useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveSession } from '@stillpoint/contracts';
import type { LiveArea } from '../../../lib/routes';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { liveEndpoints } from './api';
import { SessionCard, type SessionViewer } from './SessionCard';

/** Who opens the front page: people who take seats, or an employee who leads sessions. */
export type FrontLiveViewer = 'attendee' | 'host';

const ATTENDEE_TABS = ['schedule', 'classes', 'meetings'] as const;
const HOST_TABS = ['schedule', 'meetings'] as const;
type Tab = (typeof ATTENDEE_TABS)[number];

const PER_PAGE = 10;

/**
 * Live classes and live meetings on the front: a patient or personal user sees their schedule (the classes
 * they have a seat in or wait for, with their place), the classes they may join and the live meetings;
 * an employee sees the sessions they lead with the seats taken. The tab is kept in the address.
 */
export function FrontLive({ viewer, area }: { viewer: FrontLiveViewer; /** Where "Join video" leads. */ area?: LiveArea }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs: readonly Tab[] = viewer === 'attendee' ? ATTENDEE_TABS : HOST_TABS;
  const asked = params.get('tab') as Tab;
  const tab: Tab = tabs.includes(asked) ? asked : 'schedule';
  return (
    <Tabs value={tab} onChange={(value) => setParams(value && value !== 'schedule' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('meetings.live.sections')}>
        {tabs.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`meetings.live.tab.${viewer}.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="schedule" pt="md">
        <Schedule viewer={viewer} area={area} />
      </Tabs.Panel>
      {viewer === 'attendee' && (
        <Tabs.Panel value="classes" pt="md">
          <PagedSessions kind="classes" viewer={viewer} area={area} />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="meetings" pt="md">
        <PagedSessions kind="meetings" viewer={viewer} area={area} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Cards in a list named by its tab (each card an article with its own heading). */
function SessionCards({
  sessions,
  viewer,
  label,
  area,
}: {
  sessions: readonly LiveSession[];
  viewer: SessionViewer;
  label: string;
  area: LiveArea | undefined;
}) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {sessions.map((session) => (
        <li key={`${session.kind}-${session.id}`}>
          <SessionCard session={session} viewer={viewer} headingLevel={2} {...(area ? { videoArea: area } : {})} />
        </li>
      ))}
    </Stack>
  );
}

function Schedule({ viewer, area }: { viewer: FrontLiveViewer; area: LiveArea | undefined }) {
  const { t } = useTranslation();
  const schedule = useEndpointQuery(liveEndpoints.liveClassesSchedule);
  return (
    <QueryState query={schedule}>
      {({ data }) =>
        data.length === 0 ? (
          <Text c="dimmed">{t(`meetings.live.empty.${viewer}.schedule`)}</Text>
        ) : (
          <SessionCards sessions={data} viewer={viewer} label={t(`meetings.live.tab.${viewer}.schedule`)} area={area} />
        )
      }
    </QueryState>
  );
}

/** The classes one may join, or the live meetings: paged, with a search over titles. */
function PagedSessions({
  kind,
  viewer,
  area,
}: {
  kind: 'classes' | 'meetings';
  viewer: FrontLiveViewer;
  area: LiveArea | undefined;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const input = { pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) };
  const classes = useEndpointQuery(liveEndpoints.liveClassesAvailable, input, {
    keepPrevious: true,
    enabled: kind === 'classes',
  });
  const meetings = useEndpointQuery(liveEndpoints.liveSessionsList, input, { keepPrevious: true, enabled: kind === 'meetings' });
  const list = kind === 'classes' ? classes : meetings;
  const label = t(`meetings.live.tab.${viewer}.${kind}`);
  return (
    <Stack gap="md">
      <SearchForm
        region={t('meetings.live.searchRegion', { list: label })}
        label={t('meetings.live.searchLabel')}
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(search ? 'meetings.live.empty.search' : `meetings.live.empty.${viewer}.${kind}`)}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <SessionCards sessions={data} viewer={viewer} label={label} area={area} />
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
