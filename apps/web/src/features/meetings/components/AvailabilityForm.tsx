import { useMemo, useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Availability } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { timeZones } from '../../../lib/time-zones';
import { QueryState } from '../../../lib/ui/QueryState';
import { MEETING_LISTS, meetingsEndpoints } from '../api/families';

interface Block {
  start: string;
  end: string;
}
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in the browser's language (1 Monday .. 7 Sunday). */
function weekdayName(weekday: number): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

/** A therapist's weekly hours in their time zone, their slot length and days off. */
export function AvailabilityForm() {
  const availability = useEndpointQuery(meetingsEndpoints.meetingsAvailability);
  return <QueryState query={availability}>{({ data }) => <AvailabilityEditor saved={data} />}</QueryState>;
}

function AvailabilityEditor({ saved }: { saved: Availability }) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones(saved.timeZone), [saved.timeZone]);
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [slotMinutes, setSlotMinutes] = useState<number | string>(saved.slotMinutes);
  const [hours, setHours] = useState<Record<number, Block[]>>(() =>
    Object.fromEntries(WEEKDAYS.map((day) => [day, saved.hours.filter((block) => block.weekday === day).map(({ start, end }) => ({ start, end }))])),
  );
  const [daysOff, setDaysOff] = useState<string[]>(saved.daysOff);
  const [newDayOff, setNewDayOff] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation(meetingsEndpoints.meetingsSetAvailability, { invalidates: MEETING_LISTS });

  const setBlocks = (day: number, blocks: Block[]) => setHours((current) => ({ ...current, [day]: blocks }));
  const payloadHours = WEEKDAYS.flatMap((day) => hours[day]!.map((block) => ({ weekday: day, ...block })));

  function submit() {
    setErrors({});
    save.mutate(
      { timeZone, slotMinutes: Number(slotMinutes), hours: payloadHours, daysOff },
      {
        onSuccess: (response) => notify.success(response.message),
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors());
          notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    );
  }

  // A field error names a block by its place in the request ("hours.3.end"): shown on that block.
  const blockError = (day: number, index: number) => {
    const at = WEEKDAYS.slice(0, day - 1).reduce((sum, earlier) => sum + hours[earlier]!.length, 0) + index;
    return errors[`hours.${at}.end`] ?? errors[`hours.${at}.start`];
  };

  return (
    <Stack gap="lg">
      <Group grow align="flex-start">
        <Select label={t('meetings.availability.timeZone')} data={zones} value={timeZone} onChange={(value) => value && setTimeZone(value)} searchable allowDeselect={false} error={errors.timeZone} />
        <NumberInput label={t('meetings.availability.slotMinutes')} value={slotMinutes} onChange={setSlotMinutes} min={10} max={480} step={5} error={errors.slotMinutes} />
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('meetings.availability.weekly')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('meetings.availability.weeklyHint', { zone: timeZone })}
          </Text>
          {WEEKDAYS.map((day) => {
            const blocks = hours[day]!;
            const name = weekdayName(day);
            return (
              <div key={day} role="group" aria-label={name}>
                <Group align="flex-start" gap="md" wrap="wrap">
                  <Checkbox
                    w={150}
                    mt={8}
                    label={name}
                    checked={blocks.length > 0}
                    onChange={(event) => setBlocks(day, event.currentTarget.checked ? [{ start: '09:00', end: '17:00' }] : [])}
                  />
                  <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
                    {blocks.length === 0 && (
                      <Text c="dimmed" mt={8}>
                        {t('meetings.availability.unavailable')}
                      </Text>
                    )}
                    {blocks.map((block, index) => (
                      <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                        <TextInput
                          type="time"
                          aria-label={t('meetings.availability.from', { day: name })}
                          value={block.start}
                          onChange={(e) => setBlocks(day, blocks.map((b, i) => (i === index ? { ...b, start: e.currentTarget.value } : b)))}
                        />
                        <Text mt={6}>–</Text>
                        <TextInput
                          type="time"
                          aria-label={t('meetings.availability.until', { day: name })}
                          value={block.end}
                          onChange={(e) => setBlocks(day, blocks.map((b, i) => (i === index ? { ...b, end: e.currentTarget.value } : b)))}
                          error={blockError(day, index)}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          mt={4}
                          aria-label={t('meetings.availability.removeBlock', { day: name })}
                          onClick={() => setBlocks(day, blocks.filter((_, i) => i !== index))}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    ))}
                    {blocks.length > 0 && (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconPlus size={16} aria-hidden />}
                        style={{ alignSelf: 'flex-start' }}
                        onClick={() => setBlocks(day, [...blocks, { start: blocks.at(-1)!.end, end: '18:00' }])}
                      >
                        {t('meetings.availability.addBlock', { day: name })}
                      </Button>
                    )}
                  </Stack>
                </Group>
              </div>
            );
          })}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('meetings.availability.daysOff')}
          </Title>
          {daysOff.length === 0 && <Text c="dimmed">{t('meetings.availability.noDaysOff')}</Text>}
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('meetings.availability.daysOff')}>
            {daysOff.map((day) => {
              const label = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
              return (
                <Group component="li" key={day} gap="xs">
                  <Text>{label}</Text>
                  <ActionIcon variant="subtle" color="red" aria-label={t('meetings.availability.removeDayOff', { day: label })} onClick={() => setDaysOff(daysOff.filter((d) => d !== day))}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
          <Group align="flex-end" gap="xs">
            <TextInput type="date" label={t('meetings.availability.dayOff')} value={newDayOff} onChange={(e) => setNewDayOff(e.currentTarget.value)} error={errors.daysOff} />
            <Button
              variant="light"
              disabled={!newDayOff || daysOff.includes(newDayOff)}
              onClick={() => {
                setDaysOff([...daysOff, newDayOff].sort());
                setNewDayOff('');
              }}
            >
              {t('meetings.availability.addDayOff')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('meetings.availability.save')}
        </Button>
      </Group>
    </Stack>
  );
}
