import { useMemo, useState } from 'react';
import { Button, Chip, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { browserTimeZone } from '../../../lib/time-zones';
import { MEETING_LISTS, meetingsEndpoints } from '../api/families';
import { clockTime, dayFromToday, isoToLocal } from './format';

/** Days of free slots shown at once. */
const DAYS_SHOWN = 7;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A patient asks one of their therapists for an appointment: the therapist, then a free slot among a week
 * of their free times (shown in the patient's own time zone), then the request, which waits for the
 * therapist's answer.
 */
export function RequestAppointment() {
  const { t } = useTranslation();
  const therapists = useEndpointQuery(meetingsEndpoints.meetingsEmployee);
  const list = therapists.data?.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const therapistId = chosen ?? (list.length === 1 ? String(list[0]!.employee.userid) : null);
  const [from, setFrom] = useState(() => dayFromToday(1));
  const [slot, setSlot] = useState<string | null>(null);
  const slots = useEndpointQuery(
    meetingsEndpoints.meetingsAvailabilityCheck,
    { employee_id: Number(therapistId), from, to: addDays(from, DAYS_SHOWN - 1) },
    { enabled: therapistId !== null && /^\d{4}-\d{2}-\d{2}$/.test(from) },
  );
  const request = useEndpointMutation(meetingsEndpoints.meetingsAddAppointmentRequest, { invalidates: MEETING_LISTS });

  const days = useMemo(() => {
    const byDay = new Map<string, { start: string; end: string }[]>();
    for (const free of slots.data?.data.slots ?? []) {
      const day = isoToLocal(free.start).day;
      byDay.set(day, [...(byDay.get(day) ?? []), free]);
    }
    return [...byDay.entries()];
  }, [slots.data]);
  const picked = (slots.data?.data.slots ?? []).find((free) => free.start === slot);

  function send() {
    if (!picked || !therapistId) return;
    request.mutate(
      { employee_id: Number(therapistId), start: picked.start, end: picked.end, timeZone: browserTimeZone() },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setSlot(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
          void slots.refetch();
        },
      },
    );
  }

  if (therapists.isSuccess && list.length === 0) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby="request-appointment">
        <Title order={2} size="h3" id="request-appointment" mb="xs">
          {t('meetings.request.title')}
        </Title>
        <Text c="dimmed">{t('meetings.request.noTherapist')}</Text>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="request-appointment">
      <Stack gap="md">
        <Title order={2} size="h3" id="request-appointment">
          {t('meetings.request.title')}
        </Title>
        <Group align="flex-end" grow>
          <Select
            label={t('meetings.request.therapist')}
            data={list.map((item) => ({ value: String(item.employee.userid), label: item.employee.name }))}
            value={therapistId}
            onChange={(value) => {
              setChosen(value);
              setSlot(null);
            }}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t('meetings.request.from')}
            value={from}
            min={dayFromToday(0)}
            onChange={(event) => {
              setFrom(event.currentTarget.value);
              setSlot(null);
            }}
          />
        </Group>
        {therapistId && (
          <div aria-busy={slots.isFetching}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('meetings.request.yourZone', { zone: browserTimeZone() })}
            </Text>
            {slots.isSuccess && days.length === 0 && <Text c="dimmed">{t('meetings.request.noSlots', { count: DAYS_SHOWN })}</Text>}
            {slots.isError && <Text role="alert">{errorMessage(slots.error, MESSAGES.somethingWentWrong)}</Text>}
            <Chip.Group value={slot} onChange={(value) => setSlot(value as string)}>
              <Stack gap="sm" role="radiogroup" aria-label={t('meetings.request.slots')}>
                {days.map(([day, free]) => (
                  <Stack key={day} gap={6}>
                    <Text fw={600} size="sm">
                      {new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(new Date(free[0]!.start))}
                    </Text>
                    <Group gap="xs">
                      {free.map((item) => (
                        <Chip key={item.start} value={item.start} variant="outline" type="radio">
                          {clockTime(item.start)}
                        </Chip>
                      ))}
                    </Group>
                  </Stack>
                ))}
              </Stack>
            </Chip.Group>
          </div>
        )}
        <Group>
          <Button onClick={send} disabled={!picked} loading={request.isPending}>
            {picked ? t('meetings.request.sendAt', { time: `${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(picked.start))}, ${clockTime(picked.start)}` }) : t('meetings.request.send')}
          </Button>
          <Button variant="subtle" onClick={() => setFrom(addDays(from, DAYS_SHOWN))}>
            {t('meetings.request.laterDays', { count: DAYS_SHOWN })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
