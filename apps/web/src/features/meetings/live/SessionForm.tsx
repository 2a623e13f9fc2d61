import { useMemo } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  adminCreateLiveSessionInput,
  createLiveSessionInput,
  LIVE_CAPACITY_MAX,
  LIVE_DESCRIPTION_MAX,
  LIVE_TITLE_MAX,
  MESSAGES,
  type LiveSession,
  type LiveSessionKind,
} from '@stillpoint/contracts';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { browserTimeZone, timeZones } from '../../../lib/time-zones';
import { dayFromToday } from '../components/format';
import { LIVE_LISTS, STAFF_CALLS, type StaffFamily } from './api';
import { useClinicOptions, useEmployeeOptions } from './pickers';
import { zonedParts, zonedToIso } from './time';

/** The clinic select's value for a platform session (no clinic: every patient and personal user). */
export const PLATFORM = 'platform';

export interface SessionValues {
  title: string;
  description: string;
  /** Day and clock times in `timeZone` (the zone the session is planned in). */
  day: string;
  start: string;
  end: string;
  timeZone: string;
  capacity: number | string;
  host_id: string | null;
  /** Admin only: a clinic's id, or PLATFORM. */
  clinic_id: string;
}

/** The form's values of a session to edit, or of a new one (tomorrow 18:00–19:00 in the browser's zone). */
export function initialValues(session: LiveSession | null): SessionValues {
  if (!session) {
    return { title: '', description: '', day: dayFromToday(1), start: '18:00', end: '19:00', timeZone: browserTimeZone(), capacity: 10, host_id: null, clinic_id: PLATFORM };
  }
  const start = zonedParts(session.start, session.timeZone);
  const end = zonedParts(session.end, session.timeZone);
  return {
    title: session.title,
    description: session.description,
    day: start.day,
    start: start.clock,
    end: end.clock,
    timeZone: session.timeZone,
    capacity: session.capacity,
    host_id: session.host?.userid != null ? String(session.host.userid) : null,
    clinic_id: session.clinic_id === null ? PLATFORM : String(session.clinic_id),
  };
}

/**
 * The request of the form: day and times read in the session's zone and sent as instants. An end time
 * earlier than the start stays on the same day, so the schema's "end after start" names the end field.
 */
export function toSessionInput(values: SessionValues, family: StaffFamily) {
  const instant = (clock: string) => (values.day && clock ? zonedToIso(values.day, clock, values.timeZone) : '');
  return {
    title: values.title,
    description: values.description,
    start: instant(values.start),
    end: instant(values.end),
    timeZone: values.timeZone,
    capacity: values.capacity === '' ? Number.NaN : Number(values.capacity),
    ...(values.host_id ? { host_id: Number(values.host_id) } : {}),
    ...(family === 'admin' && values.clinic_id !== PLATFORM ? { clinic_id: Number(values.clinic_id) } : {}),
  };
}

const FIELDS = ['title', 'description', 'day', 'start', 'end', 'timeZone', 'capacity', 'host_id', 'clinic_id'] as const;

/**
 * Adds or edits a live class or live meeting, for the clinic and for admins (who also choose the clinic,
 * or the platform). Checked with the contract's own schema before it is sent; the server's field errors
 * (a capacity below the seats taken, say) land on their fields.
 */
export function SessionForm({
  family,
  kind,
  session,
  opened,
  onClose,
}: {
  family: StaffFamily;
  kind: LiveSessionKind;
  /** The session to edit; null adds one. */
  session: LiveSession | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={t(session ? `meetings.live.form.editTitle.${kind}` : `meetings.live.form.addTitle.${kind}`)}
      closeButtonProps={{ 'aria-label': t('meetings.close') }}
      size="lg"
    >
      {opened && <SessionFields key={session?.id ?? 'new'} family={family} kind={kind} session={session} onDone={onClose} />}
    </Modal>
  );
}

function SessionFields({ family, kind, session, onDone }: { family: StaffFamily; kind: LiveSessionKind; session: LiveSession | null; onDone: () => void }) {
  const { t } = useTranslation();
  const calls = STAFF_CALLS[family][kind];
  const add = useEndpointMutation(calls.add, { invalidates: LIVE_LISTS });
  const edit = useEndpointMutation(calls.edit, { invalidates: LIVE_LISTS });
  const schema = family === 'admin' ? adminCreateLiveSessionInput : createLiveSessionInput;
  const checkSchema = schemaValidator<SessionValues>(schema, (values) => toSessionInput(values, family));
  const form = useForm<SessionValues>({
    initialValues: initialValues(session),
    validate: (values) => {
      const errors = checkSchema(values);
      // Plain words where the schema's are technical: a missing day or time, and the seats' range.
      if (!values.day) errors.day = t('meetings.live.form.chooseDay');
      if (!values.start) errors.start = t('meetings.live.form.chooseTime');
      if (!values.end) errors.end = t('meetings.live.form.chooseTime');
      const capacity = Number(values.capacity);
      if (values.capacity === '' || !Number.isInteger(capacity) || capacity < 1 || capacity > LIVE_CAPACITY_MAX)
        errors.capacity = t('meetings.live.form.capacityRange', { max: LIVE_CAPACITY_MAX });
      else delete errors.capacity;
      return errors;
    },
  });
  const zones = useMemo(() => timeZones(form.values.timeZone), [form.values.timeZone]);
  const clinics = useClinicOptions(family === 'admin');
  const clinicId = family === 'admin' && form.values.clinic_id !== PLATFORM ? Number(form.values.clinic_id) : null;
  const employees = useEmployeeOptions(family, clinicId, true);
  // A platform session (admin, no clinic) has no clinic employees to lead it.
  const hostPicker = family === 'clinic' || clinicId !== null;

  function submit(values: SessionValues) {
    const input = toSessionInput(values, family);
    const handlers = {
      onSuccess: (response: { message: string }) => {
        notify.success(response.message);
        onDone();
      },
      onError: (error: unknown) => {
        if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      },
    };
    if (session) edit.mutate({ id: session.id, ...input }, handlers);
    else add.mutate(input, handlers);
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        {family === 'admin' && (
          <Select
            label={t('meetings.live.form.clinic')}
            data={[{ value: PLATFORM, label: t('meetings.live.staff.platform') }, ...clinics]}
            allowDeselect={false}
            searchable
            {...form.getInputProps('clinic_id')}
            onChange={(value) => {
              form.setFieldValue('clinic_id', value ?? PLATFORM);
              // Another clinic's employees: the host is chosen again.
              form.setFieldValue('host_id', null);
            }}
          />
        )}
        <TextInput label={t('meetings.live.form.title')} required maxLength={LIVE_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea label={t('meetings.live.form.description')} autosize minRows={2} maxRows={8} maxLength={LIVE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="date" label={t('meetings.live.form.day')} required miw={150} {...form.getInputProps('day')} />
          <TextInput type="time" label={t('meetings.live.form.start')} required miw={110} {...form.getInputProps('start')} />
          <TextInput type="time" label={t('meetings.live.form.end')} required miw={110} {...form.getInputProps('end')} />
        </Group>
        <Select
          label={t('meetings.live.form.timeZone')}
          description={t('meetings.live.form.timeZoneHint')}
          data={zones}
          searchable
          allowDeselect={false}
          {...form.getInputProps('timeZone')}
          onChange={(value) => value && form.setFieldValue('timeZone', value)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('meetings.live.form.capacity')}
            description={t('meetings.live.form.capacityHint')}
            required
            min={1}
            max={LIVE_CAPACITY_MAX}
            allowDecimal={false}
            // What was typed stays in the field, with the error beside it, rather than silently changed.
            clampBehavior="none"
            miw={150}
            {...form.getInputProps('capacity')}
          />
          {hostPicker && (
            <Select
              label={t('meetings.live.form.host')}
              description={t('meetings.live.form.hostHint')}
              data={employees}
              searchable
              clearable
              nothingFoundMessage={t('meetings.live.form.noEmployees')}
              miw={200}
              {...form.getInputProps('host_id')}
            />
          )}
        </Group>
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('meetings.live.form.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {t('meetings.live.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
