import { useMemo, useState } from 'react';
import { Button, FileInput, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createEventInput,
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_URL_MAX,
  MESSAGES,
  type CommunityEvent,
} from '@stillpoint/contracts';
import { invalidateEndpoints } from '../../lib/api-hooks';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { browserTimeZone, timeZones } from '../../lib/time-zones';
import { zonedParts, zonedToIso } from '../../lib/zoned-time';
import { EVENT_LISTS, saveEvent, type EventInput, type StaffFamily } from './api';

export interface EventValues {
  title: string;
  description: string;
  location: string;
  online_url: string;
  /** Days and clock times in `time_zone` (the zone the event is planned in). */
  start_day: string;
  start_time: string;
  end_day: string;
  end_time: string;
  time_zone: string;
  /** Empty: no limit. */
  capacity: number | string;
  image: File | null;
}

const dayFromToday = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** The form's values of an event to edit, or of a new one (in a week, 18:00–20:00 in the browser's zone). */
export function initialEventValues(event: CommunityEvent | null): EventValues {
  if (!event) {
    const day = dayFromToday(7);
    return { title: '', description: '', location: '', online_url: '', start_day: day, start_time: '18:00', end_day: day, end_time: '20:00', time_zone: browserTimeZone(), capacity: '', image: null };
  }
  const start = zonedParts(event.start, event.time_zone);
  const end = zonedParts(event.end, event.time_zone);
  return {
    title: event.title,
    description: event.description,
    location: event.location ?? '',
    online_url: event.online_url ?? '',
    start_day: start.day,
    start_time: start.clock,
    end_day: end.day,
    end_time: end.clock,
    time_zone: event.time_zone,
    capacity: event.capacity ?? '',
    image: null,
  };
}

/** The request of the form: wall times read in the event's zone and sent as instants. */
export function toEventInput(values: EventValues): EventInput {
  const instant = (day: string, clock: string) => (day && clock ? zonedToIso(day, clock, values.time_zone) : '');
  return {
    title: values.title,
    description: values.description,
    location: optionalText(values.location),
    online_url: optionalText(values.online_url),
    start: instant(values.start_day, values.start_time),
    end: instant(values.end_day, values.end_time),
    time_zone: values.time_zone,
    capacity: values.capacity === '' ? undefined : Number(values.capacity),
  };
}

const FIELDS = ['title', 'description', 'location', 'online_url', 'start', 'end', 'time_zone', 'capacity', 'image'] as const;

/** Adds or edits an event (clinic accounts and administrators), with its image. */
export function EventForm({ family, event, opened, onClose }: { family: StaffFamily; event: CommunityEvent | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={opened} onClose={onClose} title={t(event ? 'events.form.editTitle' : 'events.form.addTitle')} closeButtonProps={{ 'aria-label': t('events.close') }} size="lg">
      {opened && <EventFields key={event?.id ?? 'new'} family={family} event={event} onDone={onClose} />}
    </Modal>
  );
}

export function EventFields({ family, event, onDone }: { family: StaffFamily; event: CommunityEvent | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const checkSchema = schemaValidator<EventValues>(createEventInput, toEventInput);
  const form = useForm<EventValues>({
    initialValues: initialEventValues(event),
    validate: (values) => {
      const errors = checkSchema(values);
      // The schema names `start` and `end`; the form shows them on the day fields.
      if (errors.start) errors.start_day = errors.start;
      if (errors.end) errors.end_day = errors.end;
      if (!values.start_day) errors.start_day = t('events.form.chooseDay');
      if (!values.end_day) errors.end_day = t('events.form.chooseDay');
      if (!values.start_time) errors.start_time = t('events.form.chooseTime');
      if (!values.end_time) errors.end_time = t('events.form.chooseTime');
      return errors;
    },
  });
  const zones = useMemo(() => timeZones(form.values.time_zone), [form.values.time_zone]);

  async function submit(values: EventValues) {
    setPending(true);
    try {
      const response = await saveEvent(family, toEventInput(values), values.image, event?.id);
      await invalidateEndpoints(queryClient, EVENT_LISTS);
      notify.success(response.message);
      onDone();
    } catch (error) {
      // The server names `start` and `end`: the form shows them on the day fields.
      const onFields = { setFieldError: (path: string, message: string) => form.setFieldError(path === 'start' ? 'start_day' : path === 'end' ? 'end_day' : path, message) };
      if (!applyServerErrors(error, onFields, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <TextInput label={t('events.form.title')} required maxLength={EVENT_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea label={t('events.form.description')} autosize minRows={2} maxRows={8} maxLength={EVENT_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <TextInput label={t('events.form.location')} description={t('events.form.placeHint')} maxLength={EVENT_LOCATION_MAX} {...form.getInputProps('location')} />
        <TextInput label={t('events.form.onlineUrl')} type="url" placeholder="https://" maxLength={EVENT_URL_MAX} {...form.getInputProps('online_url')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="date" label={t('events.form.startDay')} required miw={150} {...form.getInputProps('start_day')} />
          <TextInput type="time" label={t('events.form.startTime')} required miw={110} {...form.getInputProps('start_time')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="date" label={t('events.form.endDay')} required miw={150} {...form.getInputProps('end_day')} />
          <TextInput type="time" label={t('events.form.endTime')} required miw={110} {...form.getInputProps('end_time')} />
        </Group>
        <Select
          label={t('events.form.timeZone')}
          description={t('events.form.timeZoneHint')}
          data={zones}
          searchable
          allowDeselect={false}
          {...form.getInputProps('time_zone')}
          onChange={(value) => value && form.setFieldValue('time_zone', value)}
        />
        <NumberInput
          label={t('events.form.capacity')}
          description={t('events.form.capacityHint')}
          min={1}
          max={EVENT_CAPACITY_MAX}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('capacity')}
        />
        <FileInput
          label={t('events.form.image')}
          description={event?.image ? t('events.form.imageReplaceHint') : t('events.form.imageHint')}
          accept="image/png,image/jpeg,image/webp"
          clearable
          {...form.getInputProps('image')}
        />
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('events.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('events.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
