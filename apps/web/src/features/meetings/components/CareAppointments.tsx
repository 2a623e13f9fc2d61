import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Appointment } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { CARE_CALLS, meetingsEndpoints, type CareFamily } from '../api/families';
import { AppointmentCalendar, type DayRange } from './AppointmentCalendar';
import { AppointmentDialog, counterpart, RequestAnswerButtons } from './AppointmentDialog';
import { AppointmentList } from './AppointmentList';
import { AvailabilityForm } from './AvailabilityForm';
import { BookAppointmentModal } from './BookAppointmentModal';
import { CalendarFeed } from './CalendarFeed';
import { CancellationRulesForm } from './CancellationRulesForm';

type Tab = 'calendar' | 'requests' | 'availability' | 'rules';

/**
 * The care side of appointments: the calendar (day, week, month, list), the requests waiting for an answer
 * and booking; a therapist also keeps their hours here, a clinic sees all of its therapists or one and sets
 * its patients' cancellation rules.
 */
export function CareAppointments({ family }: { family: CareFamily }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs: Tab[] = family === 'employee' ? ['calendar', 'requests', 'availability'] : ['calendar', 'requests', 'rules'];
  const tab: Tab = tabs.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'calendar';
  const [booking, setBooking] = useState(false);
  const [open, setOpen] = useState<Appointment | null>(null);
  // One request per page: the number of pages is the number of requests waiting.
  const waiting = useEndpointQuery(CARE_CALLS[family].requested, { pageNo: 1, perPage: 1 });
  const waitingCount = waiting.data?.total_pages ?? 0;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => setBooking(true)}>
          {t('meetings.book.open')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'calendar' ? { tab: value } : {})} keepMounted={false}>
        <Tabs.List aria-label={t('meetings.care.sections')}>
          {tabs.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              rightSection={
                key === 'requests' && waitingCount > 0 ? (
                  <Badge size="sm" circle aria-label={t('meetings.care.waitingCount', { count: waitingCount })}>
                    {waitingCount}
                  </Badge>
                ) : undefined
              }
            >
              {t(`meetings.care.tab.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="calendar" pt="md">
          <Stack gap="lg">
            <Schedule family={family} onOpen={setOpen} />
            <CalendarFeed family={family === 'clinic' ? 'clinic' : 'front'} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <Requests family={family} onOpen={setOpen} />
        </Tabs.Panel>
        {family === 'employee' && (
          <Tabs.Panel value="availability" pt="md">
            <AvailabilityForm />
          </Tabs.Panel>
        )}
        {family === 'clinic' && (
          <Tabs.Panel value="rules" pt="md">
            <CancellationRulesForm />
          </Tabs.Panel>
        )}
      </Tabs>
      <BookAppointmentModal family={family} opened={booking} onClose={() => setBooking(false)} />
      <AppointmentDialog appointment={open} viewer={family} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function Schedule({ family, onOpen }: { family: CareFamily; onOpen: (appointment: Appointment) => void }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange | null>(null);
  const [employee, setEmployee] = useState<string | null>(null);
  const employees = useEndpointQuery(meetingsEndpoints.clinicMeetingsEmployees, undefined, { enabled: family === 'clinic' });
  const schedule = useEndpointQuery(
    CARE_CALLS[family].schedule,
    { from: range?.from ?? '', to: range?.to ?? '', ...(employee ? { employee_id: Number(employee) } : {}) },
    { enabled: range !== null, keepPrevious: true },
  );
  return (
    <Stack gap="sm">
      {family === 'clinic' && (
        <Select
          label={t('meetings.care.therapistFilter')}
          placeholder={t('meetings.care.allTherapists')}
          data={(employees.data?.data ?? []).map((item) => ({ value: String(item.employee.userid), label: item.employee.name }))}
          value={employee}
          onChange={setEmployee}
          clearable
          maw={360}
        />
      )}
      {schedule.isError && <Text role="alert">{errorMessage(schedule.error, MESSAGES.somethingWentWrong)}</Text>}
      <div aria-busy={schedule.isFetching}>
        <AppointmentCalendar
          appointments={schedule.data?.data ?? []}
          title={(appointment) => counterpart(appointment, family, t)}
          onOpen={onOpen}
          onRange={setRange}
        />
      </div>
    </Stack>
  );
}

function Requests({ family, onOpen }: { family: CareFamily; onOpen: (appointment: Appointment) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useEndpointQuery(CARE_CALLS[family].requested, { pageNo: page, perPage: 10 }, { keepPrevious: true });
  return (
    <QueryState query={list}>
      {({ data, total_pages }) =>
        data.length === 0 ? (
          <Text c="dimmed">{t('meetings.care.noRequests')}</Text>
        ) : (
          <Stack gap="md" aria-busy={list.isPlaceholderData}>
            <AppointmentList
              appointments={data}
              viewer={family}
              label={t('meetings.care.tab.requests')}
              onOpen={onOpen}
              actions={(appointment) => <RequestAnswerButtons appointment={appointment} family={family} named />}
            />
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}
