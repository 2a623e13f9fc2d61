import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EventDetailPage, FrontEvents, StaffEvents } from '../../../features/events';
import { ROUTES } from '../../../lib/routes';
import { BackLink } from '../../../lib/ui/BackLink';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';

export type EventsArea = 'patient' | 'employee' | 'frontuser';

function Header({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  usePageTitle(t('events.page.title'));
  return (
    <Stack gap={4}>
      <Title order={1}>{t('events.page.title')}</Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}

/** /patient/events, /employee/events and /frontuser/events: upcoming events for them, and the ones they joined. */
export function FrontEventsPage({ area }: { area: EventsArea }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t('events.page.frontSubtitle')} />
      <FrontEvents basePath={ROUTES[`${area}-events`]} />
    </Stack>
  );
}

/** …/events/:id: one event, to join, leave or add to a calendar. */
export function FrontEventDetailPage({ area }: { area: EventsArea }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={ROUTES[`${area}-events`]}>{t('events.page.back')}</BackLink>
      <EventDetailPage id={id} />
    </Stack>
  );
}

/** /clinic/events and /administration/events: the organiser's events. */
export function StaffEventsPage({ family }: { family: 'clinic' | 'admin' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t(family === 'admin' ? 'events.page.adminSubtitle' : 'events.page.staffSubtitle')} />
      <StaffEvents family={family} />
    </Stack>
  );
}
