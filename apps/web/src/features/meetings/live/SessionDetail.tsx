import { Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveParticipant, LiveSession } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { QueryState } from '../../../lib/ui/QueryState';
import { STAFF_CALLS, type StaffFamily } from './api';
import { SeatsText } from './SessionCard';

const since = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A session's seats, then its waiting list in order (number 1 takes the next seat), for the clinic and admins. */
export function SessionDetail({ family, session, onClose }: { family: StaffFamily; session: LiveSession | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={session !== null}
      onClose={onClose}
      title={session ? t('meetings.live.staff.detailsNamed', { title: session.title }) : ''}
      closeButtonProps={{ 'aria-label': t('meetings.live.detail.close') }}
    >
      {session && <Participants family={family} id={session.id} />}
    </Modal>
  );
}

function Participants({ family, id }: { family: StaffFamily; id: number }) {
  const { t } = useTranslation();
  const detail = useEndpointQuery(STAFF_CALLS[family].detail, { id });
  return (
    <QueryState query={detail}>
      {({ data }) => {
        const seated = data.participants.filter((p) => p.place === 'joined');
        const waiting = data.participants
          .filter((p) => p.place === 'waitlisted')
          .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
        return (
          <Stack gap="md">
            <SeatsText session={data} viewer="staff" />
            <PeopleList title={t('meetings.live.detail.seats')} empty={t('meetings.live.detail.noSeats')} people={seated} ordered={false} />
            <PeopleList title={t('meetings.live.detail.waitlist')} empty={t('meetings.live.detail.noWaitlist')} people={waiting} ordered />
          </Stack>
        );
      }}
    </QueryState>
  );
}

function PeopleList({ title, empty, people, ordered }: { title: string; empty: string; people: LiveParticipant[]; ordered: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component={ordered ? 'ol' : 'ul'} aria-label={title} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {people.map((p) => (
            <Text component="li" key={`${p.person.userid ?? p.person.name}-${p.since}`} size="sm">
              {ordered && <strong>{t('meetings.live.detail.position', { position: p.waitlistPosition ?? '?' })}: </strong>}
              {p.person.name}{' '}
              <Text span size="xs" c="dimmed">
                ({t('meetings.live.detail.since', { date: since(p.since) })})
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
