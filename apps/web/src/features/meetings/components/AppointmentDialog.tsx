import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MESSAGES, patientMayCancel, type Appointment, type AppointmentRules } from '@stillpoint/contracts';
import { apiDownload, saveBlob } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { browserTimeZone } from '../../../lib/time-zones';
import { CARE_CALLS, MEETING_LISTS, meetingsEndpoints, type CareFamily } from '../api/families';
import { DeleteAppointmentButton } from '../admin/DeleteAppointmentButton';
import { AppointmentStatusBadge } from './AppointmentStatus';
import { CancellationNote } from './CancellationRules';
import { JoinVideoButton } from './JoinVideoButton';
import { appointmentTime, durationMinutes, isoToLocal, localToIso } from './format';

/** Who looks at an appointment: the patient, or the care side (the therapist, the clinic). */
export type AppointmentViewer = 'patient' | CareFamily;

/** The other person of an appointment for the viewer (both for the clinic). */
export function counterpart(appointment: Appointment, viewer: AppointmentViewer, t: TFunction): string {
  if (viewer === 'patient') return appointment.employee.name;
  if (viewer === 'employee') return appointment.patient.name;
  return t('meetings.patientWithEmployee', { patient: appointment.patient.name, employee: appointment.employee.name });
}

const isUpcoming = (appointment: Appointment) => Date.parse(appointment.end) > Date.now();
const holdsTime = (appointment: Appointment) => appointment.status === 'requested' || appointment.status === 'approved';

/** Adds the appointment to the person's own calendar: an .ics file. */
export function CalendarFileButton({ appointment, viewer }: { appointment: Appointment; viewer: AppointmentViewer }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const endpoint = viewer === 'clinic' ? meetingsEndpoints.clinicMeetingsAppointmentIcs : meetingsEndpoints.meetingsAppointmentIcs;
      const { blob, filename } = await apiDownload(endpoint, { id: appointment.id });
      saveBlob(blob, filename);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="subtle" loading={pending} onClick={() => void download()}>
      {t('meetings.addToCalendar')}
    </Button>
  );
}

/**
 * One appointment in full, with what the viewer may do: the care side approves or denies a request and
 * moves an upcoming appointment (its length kept); the patient cancels theirs within their clinic's
 * cancellation `rules` (given for the patient: beside Cancel, until when it can be cancelled, or why no
 * longer); everyone takes it to their own calendar.
 */
export function AppointmentDialog({
  appointment,
  viewer,
  rules,
  onClose,
}: {
  appointment: Appointment | null;
  viewer: AppointmentViewer;
  rules?: AppointmentRules | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={appointment !== null}
      onClose={onClose}
      title={t('meetings.dialog.title')}
      closeButtonProps={{ 'aria-label': t('meetings.close') }}
    >
      {appointment && <AppointmentDetails key={appointment.id} appointment={appointment} viewer={viewer} rules={rules} onDone={onClose} />}
    </Modal>
  );
}

function AppointmentDetails({
  appointment,
  viewer,
  rules,
  onDone,
}: {
  appointment: Appointment;
  viewer: AppointmentViewer;
  rules: AppointmentRules | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const [openedAt] = useState(() => Date.now());
  // The patient's Cancel: offered within the clinic's rules (until they are read, offered; the server decides).
  const patientCancels = viewer === 'patient' && isUpcoming(appointment) && holdsTime(appointment);
  const mayCancel = patientCancels && (!rules || patientMayCancel(rules, appointment, openedAt));
  const otherZone = viewer === 'patient' ? appointment.employeeTimeZone : appointment.patientTimeZone;
  const ownZone = browserTimeZone();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{counterpart(appointment, viewer, t)}</Text>
        <Text>{appointmentTime(appointment)}</Text>
        {otherZone !== ownZone && (
          <Text size="sm" c="dimmed">
            {t(viewer === 'patient' ? 'meetings.dialog.therapistTime' : 'meetings.dialog.patientTime', {
              time: appointmentTime(appointment, otherZone),
              zone: otherZone,
            })}
          </Text>
        )}
        <Group gap="xs">
          <AppointmentStatusBadge status={appointment.status} />
          {appointment.series_id && (
            <Text size="sm" c="dimmed">
              {t('meetings.dialog.inSeries')}
            </Text>
          )}
        </Group>
      </Stack>
      {patientCancels && rules && <CancellationNote appointment={appointment} rules={rules} now={openedAt} />}
      {moving && viewer !== 'patient' ? (
        <RescheduleForm appointment={appointment} family={viewer} onDone={onDone} onCancel={() => setMoving(false)} />
      ) : (
        <Group gap="xs">
          {viewer !== 'clinic' && <JoinVideoButton appointment={appointment} area={viewer} />}
          {viewer !== 'patient' && <CareActions appointment={appointment} family={viewer} onDone={onDone} onMove={() => setMoving(true)} />}
          {mayCancel && <CancelButton appointment={appointment} onDone={onDone} />}
          {holdsTime(appointment) && <CalendarFileButton appointment={appointment} viewer={viewer} />}
          {viewer === 'clinic' && <DeleteAppointmentButton appointment={appointment} onDone={onDone} />}
        </Group>
      )}
    </Stack>
  );
}

function useAnswer(onDone: () => void) {
  return {
    onSuccess: (message: string) => {
      notify.success(message);
      onDone();
    },
    onError: (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
  };
}

/**
 * Approve and Deny for a requested appointment, as the care side answers it (in its details and in the
 * list of requests, where `named` gives each button the patient's name). `onDone` runs once answered.
 */
export function RequestAnswerButtons({
  appointment,
  family,
  named = false,
  onDone = () => undefined,
}: {
  appointment: Appointment;
  family: CareFamily;
  named?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const calls = CARE_CALLS[family];
  const approve = useEndpointMutation(calls.approve, { invalidates: MEETING_LISTS });
  const deny = useEndpointMutation(calls.deny, { invalidates: MEETING_LISTS });
  const answer = useAnswer(onDone);
  const handlers = { onSuccess: (r: { message: string }) => answer.onSuccess(r.message), onError: answer.onError };
  const busy = approve.isPending || deny.isPending;
  const who = named ? counterpart(appointment, family, t) : null;
  return (
    <>
      <Button
        loading={approve.isPending}
        disabled={busy}
        onClick={() => approve.mutate({ id: appointment.id }, handlers)}
        aria-label={who ? t('meetings.approveNamed', { name: who }) : undefined}
      >
        {t('meetings.approve')}
      </Button>
      <Button
        color="red"
        variant="light"
        loading={deny.isPending}
        disabled={busy}
        onClick={() => deny.mutate({ id: appointment.id }, handlers)}
        aria-label={who ? t('meetings.denyNamed', { name: who }) : undefined}
      >
        {t('meetings.deny')}
      </Button>
    </>
  );
}

function CareActions({ appointment, family, onDone, onMove }: { appointment: Appointment; family: CareFamily; onDone: () => void; onMove: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {appointment.status === 'requested' && <RequestAnswerButtons appointment={appointment} family={family} onDone={onDone} />}
      {isUpcoming(appointment) && holdsTime(appointment) && (
        <Button variant="light" onClick={onMove}>
          {t('meetings.reschedule')}
        </Button>
      )}
    </>
  );
}

function CancelButton({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const { t } = useTranslation();
  const cancel = useEndpointMutation(meetingsEndpoints.meetingsCancel, { invalidates: MEETING_LISTS });
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswer(onDone);
  const request = appointment.status === 'requested';
  if (!confirming)
    return (
      <Button color="red" variant="light" onClick={() => setConfirming(true)}>
        {t(request ? 'meetings.withdrawRequest' : 'meetings.cancelAppointment')}
      </Button>
    );
  return (
    <Stack gap="xs" w="100%">
      <Text>{t(request ? 'meetings.confirmWithdraw' : 'meetings.confirmCancel')}</Text>
      <Group gap="xs">
        <Button
          color="red"
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ id: appointment.id }, { onSuccess: (r) => answer.onSuccess(r.message), onError: answer.onError })}
        >
          {t('meetings.yesCancel')}
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          {t('meetings.keep')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A new day and start time for an appointment; its length stays. The server names a taken time (409). */
function RescheduleForm({ appointment, family, onDone, onCancel }: { appointment: Appointment; family: CareFamily; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const initial = isoToLocal(appointment.start);
  const [day, setDay] = useState(initial.day);
  const [clock, setClock] = useState(initial.clock);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useEndpointMutation(CARE_CALLS[family].update, { invalidates: MEETING_LISTS });
  const answer = useAnswer(onDone);
  function submit() {
    setErrors({});
    if (!day || !clock) {
      setErrors({ start: t('meetings.form.chooseTime') });
      return;
    }
    const start = localToIso(day, clock);
    const end = new Date(Date.parse(start) + durationMinutes(appointment) * 60_000).toISOString();
    update.mutate(
      { id: appointment.id, start, end, expire: family === 'clinic' },
      {
        onSuccess: (r) => answer.onSuccess(r.message),
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors());
          answer.onError(error);
        },
      },
    );
  }
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput type="date" label={t('meetings.form.day')} value={day} onChange={(e) => setDay(e.currentTarget.value)} required />
        <TextInput
          type="time"
          label={t('meetings.form.startTime')}
          value={clock}
          onChange={(e) => setClock(e.currentTarget.value)}
          error={errors.start ?? errors.end}
          required
        />
      </Group>
      <Group gap="xs">
        <Button loading={update.isPending} onClick={submit}>
          {t('meetings.saveNewTime')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('meetings.back')}
        </Button>
      </Group>
    </Stack>
  );
}
