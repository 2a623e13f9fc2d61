import { useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { meetingsEndpoints } from '../api/families';
import { AppointmentDialog } from './AppointmentDialog';
import { AppointmentList } from './AppointmentList';
import { CalendarFeed } from './CalendarFeed';
import { CancellationRulesSummary } from './CancellationRules';
import { JoinVideoButton } from './JoinVideoButton';
import { RequestAppointment } from './RequestAppointment';

const WHEN = ['upcoming', 'past'] as const;
type When = (typeof WHEN)[number];

/** A patient's appointments: asking for one, then the upcoming and the past ones (kept in the address). */
export function PatientAppointments() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [open, setOpen] = useState<Appointment | null>(null);
  const list = useEndpointQuery(meetingsEndpoints.meetingsAppointments, { when, pageNo: page, perPage: 10 }, { keepPrevious: true });
  // The clinic's cancellation rules: said under the heading, and beside Cancel in an appointment's details.
  const rules = useEndpointQuery(meetingsEndpoints.meetingsAppointmentRules).data?.data;

  return (
    <Stack gap="lg">
      <RequestAppointment />
      <section aria-labelledby="your-appointments">
        <Stack gap={4} mb="sm">
          <Text component="h2" fw={700} size="xl" id="your-appointments">
            {t('meetings.yours')}
          </Text>
          {rules && <CancellationRulesSummary rules={rules} />}
        </Stack>
        <Tabs
          value={when}
          onChange={(value) => setParams(value === 'past' ? { when: 'past' } : {})}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('meetings.yours')}>
            {WHEN.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`meetings.when.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={when} pt="md">
            <QueryState query={list}>
              {({ data, total_pages }) =>
                data.length === 0 ? (
                  <Text c="dimmed">{t(`meetings.empty.${when}`)}</Text>
                ) : (
                  <Stack gap="md" aria-busy={list.isPlaceholderData}>
                    <AppointmentList
                      appointments={data}
                      viewer="patient"
                      label={t(`meetings.when.${when}`)}
                      onOpen={setOpen}
                      actions={when === 'upcoming' ? (appointment) => <JoinVideoButton appointment={appointment} area="patient" /> : undefined}
                    />
                    <Pager total={total_pages ?? 1} value={page} onChange={(next) => setParams({ ...(when === 'past' ? { when } : {}), page: String(next) })} />
                  </Stack>
                )
              }
            </QueryState>
          </Tabs.Panel>
        </Tabs>
      </section>
      <CalendarFeed family="front" />
      <AppointmentDialog appointment={open} viewer="patient" rules={rules} onClose={() => setOpen(null)} />
    </Stack>
  );
}
