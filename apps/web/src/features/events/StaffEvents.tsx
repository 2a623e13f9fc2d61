import { useState } from 'react';
import { Button, Group, Image, List, Modal, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CommunityEvent } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/api-hooks';
import { useConfirmDelete } from '../../lib/ui/ConfirmDeleteModal';
import { Pager } from '../../lib/ui/Pager';
import { QueryState } from '../../lib/ui/QueryState';
import { SearchForm } from '../../lib/ui/SearchForm';
import { EVENT_LISTS, STAFF_CALLS, type StaffFamily } from './api';
import { EventBadges, EventPlace, EventPlaces } from './EventFacts';
import { EventForm } from './EventForm';
import { eventTime } from './format';

const WHEN = ['upcoming', 'past'] as const;
type When = (typeof WHEN)[number];
const PER_PAGE = 10;

/**
 * Events as their organiser manages them (a clinic account its clinic's, administrators every one):
 * upcoming and past, searched by title; add, edit (with an image), see who joined, delete after a
 * confirmation.
 */
export function StaffEvents({ family }: { family: StaffFamily }) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<When>('upcoming');
  const [editing, setEditing] = useState<CommunityEvent | null | undefined>(undefined);
  const [participantsOf, setParticipantsOf] = useState<CommunityEvent | null>(null);
  const remove = useEndpointMutation(STAFF_CALLS[family].deleteEvent, { invalidates: EVENT_LISTS });
  const confirm = useConfirmDelete('events', remove, (event: CommunityEvent) => ({ id: event.id }), (event) => event.title);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t('events.add')}
        </Button>
      </Group>
      <Tabs value={when} onChange={(value) => setWhen((value as When) ?? 'upcoming')} keepMounted={false}>
        <Tabs.List aria-label={t('events.sections')}>
          {WHEN.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`events.staffTab.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {WHEN.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <StaffList family={family} when={key} onEdit={setEditing} onParticipants={setParticipantsOf} onDelete={confirm.ask} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <EventForm family={family} event={editing ?? null} opened={editing !== undefined} onClose={() => setEditing(undefined)} />
      <ParticipantsModal family={family} event={participantsOf} onClose={() => setParticipantsOf(null)} />
      {confirm.modal}
    </Stack>
  );
}

function StaffList({
  family,
  when,
  onEdit,
  onParticipants,
  onDelete,
}: {
  family: StaffFamily;
  when: When;
  onEdit: (event: CommunityEvent) => void;
  onParticipants: (event: CommunityEvent) => void;
  onDelete: (event: CommunityEvent) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useEndpointQuery(STAFF_CALLS[family].events, { when, pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) }, { keepPrevious: true });
  const label = t(`events.staffTab.${when}`);
  return (
    <Stack gap="md">
      <SearchForm
        region={t('events.searchRegion', { list: label })}
        label={t('events.searchLabel')}
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(search ? 'events.empty.search' : `events.empty.staff.${when}`)}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.map((event) => (
                  <li key={event.id}>
                    <Paper component="article" withBorder p="md" aria-labelledby={`staff-event-${event.id}`}>
                      <Group align="flex-start" wrap="nowrap" gap="md">
                        {event.image && <Image src={event.image} alt="" w={96} h={96} radius="sm" fit="cover" visibleFrom="xs" />}
                        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                          <Group justify="space-between" align="flex-start" gap="xs">
                            <Title order={2} size="h4" id={`staff-event-${event.id}`}>
                              {event.title}
                            </Title>
                            <EventBadges event={event} />
                          </Group>
                          <Text size="sm" fw={500}>
                            {eventTime(event)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {family === 'admin' && (event.clinic_id === null ? `${t('events.platformEvent')} · ` : `${t('events.clinicEvent')} · `)}
                            {t('events.plannedIn', { zone: event.time_zone })}
                          </Text>
                          <EventPlace event={event} />
                          <EventPlaces event={event} />
                          <Group gap="xs" wrap="wrap" mt={4}>
                            <Button size="xs" variant="light" onClick={() => onParticipants(event)} aria-label={t('events.participantsOf', { title: event.title })}>
                              {t('events.participants')}
                            </Button>
                            <Button size="xs" variant="default" onClick={() => onEdit(event)} aria-label={t('events.editNamed', { title: event.title })}>
                              {t('events.edit')}
                            </Button>
                            <Button size="xs" variant="light" color="red" onClick={() => onDelete(event)} aria-label={t('events.deleteNamed', { title: event.title })}>
                              {t('events.delete')}
                            </Button>
                          </Group>
                        </Stack>
                      </Group>
                    </Paper>
                  </li>
                ))}
              </Stack>
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** Who joined an event, by name, in the order they joined. */
function ParticipantsModal({ family, event, onClose }: { family: StaffFamily; event: CommunityEvent | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={event !== null}
      onClose={onClose}
      title={event ? t('events.participantsTitle', { title: event.title }) : ''}
      closeButtonProps={{ 'aria-label': t('events.close') }}
    >
      {event && <ParticipantList family={family} event={event} />}
    </Modal>
  );
}

function ParticipantList({ family, event }: { family: StaffFamily; event: CommunityEvent }) {
  const { t } = useTranslation();
  const participants = useEndpointQuery(STAFF_CALLS[family].participants, { id: event.id });
  return (
    <QueryState query={participants}>
      {({ data }) =>
        data.length === 0 ? (
          <Text c="dimmed">{t('events.noParticipants')}</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">{t('events.going', { count: data.length })}</Text>
            <List aria-label={t('events.participants')} spacing={4}>
              {data.map((row, index) => (
                <List.Item key={`${row.person.userid ?? 'p'}-${index}`}>
                  {row.person.name}
                  <Text span size="xs" c="dimmed">
                    {' · '}
                    {t('events.joinedOn', { date: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(row.joined_at)) })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        )
      }
    </QueryState>
  );
}
