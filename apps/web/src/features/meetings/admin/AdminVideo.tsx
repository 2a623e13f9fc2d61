import { useState } from 'react';
import { Button, Group, NumberInput, Modal, SegmentedControl, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SLOT_MINUTES_DEFAULT, type Appointment } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { counterpart } from '../components/AppointmentDialog';
import { AppointmentList } from '../components/AppointmentList';
import { AppointmentStatusBadge } from '../components/AppointmentStatus';
import { appointmentTime, dayFromToday, durationMinutes, isoToLocal, localToIso } from '../components/format';
import { liveEndpoints as live, LIVE_LISTS } from '../live/api';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { useClinicOptions, useEmployeeOptions, usePatientOptions } from '../live/pickers';
import { StaffSessionList } from '../live/StaffLive';
import { VideoCredentialForm } from './VideoCredentialForm';

const TABS = ['appointments', 'classes', 'meetings', 'connection'] as const;
type Tab = (typeof TABS)[number];
const WHEN = ['upcoming', 'past'] as const;
type When = (typeof WHEN)[number];

/** Everything admin/video/* reads again after a change (appointments, classes, meetings). */
const ADMIN_LISTS = ['admin/video/'] as const;

/**
 * The admin's video page: every clinic's appointments, and the live classes and meetings of the platform
 * and every clinic (the same list, form and detail as the clinic's page), and the video-meeting credential
 * (a LiveKit server for group video). The tab is kept in the address.
 */
export function AdminVideo() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab;
  const tab: Tab = TABS.includes(asked) ? asked : 'appointments';
  return (
    <Tabs value={tab} onChange={(value) => setParams(value && value !== 'appointments' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('meetings.admin.sections')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`meetings.admin.tab.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="appointments" pt="md">
        <AdminAppointments />
      </Tabs.Panel>
      <Tabs.Panel value="classes" pt="md">
        <StaffSessionList family="admin" kind="class" />
      </Tabs.Panel>
      <Tabs.Panel value="meetings" pt="md">
        <StaffSessionList family="admin" kind="meeting" />
      </Tabs.Panel>
      <Tabs.Panel value="connection" pt="md">
        <VideoCredentialForm />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Every clinic's appointments (or one clinic's), upcoming or past: book, move and delete. */
function AdminAppointments() {
  const { t } = useTranslation();
  const [when, setWhen] = useState<When>('upcoming');
  const [clinic, setClinic] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [booking, setBooking] = useState(false);
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  const clinics = useClinicOptions(true);
  const list = useEndpointQuery(
    live.adminVideoAllAppointments,
    { when, pageNo: page, perPage: 10, ...(clinic ? { clinic_id: Number(clinic) } : {}) },
    { keepPrevious: true },
  );
  const remove = useEndpointMutation(live.adminVideoDeleteAppointment, { invalidates: [...ADMIN_LISTS, ...LIVE_LISTS] });
  const label = t(`meetings.when.${when}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('meetings.admin.tab.appointments')}
            value={when}
            onChange={(value) => {
              setWhen(value as When);
              setPage(1);
            }}
            data={WHEN.map((value) => ({ value, label: t(`meetings.when.${value}`) }))}
          />
          <Select
            label={t('meetings.admin.clinicFilter')}
            placeholder={t('meetings.admin.allClinics')}
            data={clinics}
            value={clinic}
            onChange={(value) => {
              setClinic(value);
              setPage(1);
            }}
            clearable
            searchable
          />
        </Group>
        <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => setBooking(true)}>
          {t('meetings.admin.appointments.add')}
        </Button>
      </Group>
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(`meetings.admin.appointments.empty.${when}`)}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <AppointmentList
                appointments={data}
                viewer="clinic"
                label={label}
                onOpen={setMoving}
                actions={(appointment) => (
                  <Button
                    variant="light"
                    color="red"
                    onClick={() => setDeleting(appointment)}
                    aria-label={t('meetings.admin.appointments.deleteNamed', { name: counterpart(appointment, 'clinic', t) })}
                  >
                    {t('meetings.admin.appointments.delete')}
                  </Button>
                )}
              />
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
      <AppointmentModal opened={booking} appointment={null} onClose={() => setBooking(false)} />
      <AppointmentModal opened={moving !== null} appointment={moving} onClose={() => setMoving(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('meetings.admin.appointments.deleteTitle')}
        text={deleting ? t('meetings.admin.appointments.confirmDelete', { name: counterpart(deleting, 'clinic', t) }) : ''}
        confirmLabel={t('meetings.appointmentDelete.yes')}
        cancelLabel={t('meetings.appointmentDelete.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: (response) => {
                notify.success(response.message);
                setDeleting(null);
              },
              onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
            },
          )
        }
      />
    </Stack>
  );
}

/**
 * Books an appointment for a clinic (clinic, then one of its employees and one of its patients) or moves
 * one (a new day and start; its length stays). Times are the browser's, as on the clinic's calendar.
 */
function AppointmentModal({ opened, appointment, onClose }: { opened: boolean; appointment: Appointment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={t(appointment ? 'meetings.admin.appointments.moveTitle' : 'meetings.admin.appointments.addTitle')}
      closeButtonProps={{ 'aria-label': t('meetings.close') }}
    >
      {opened && <AppointmentFields key={appointment?.id ?? 'new'} appointment={appointment} onDone={onClose} />}
    </Modal>
  );
}

function AppointmentFields({ appointment, onDone }: { appointment: Appointment | null; onDone: () => void }) {
  const { t } = useTranslation();
  const initial = appointment ? isoToLocal(appointment.start) : { day: dayFromToday(1), clock: '10:00' };
  const [clinic, setClinic] = useState<string | null>(null);
  const [employee, setEmployee] = useState<string | null>(null);
  const [patient, setPatient] = useState<string | null>(null);
  const [day, setDay] = useState(initial.day);
  const [clock, setClock] = useState(initial.clock);
  const [minutes, setMinutes] = useState<number | string>(appointment ? durationMinutes(appointment) : SLOT_MINUTES_DEFAULT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const creating = appointment === null;
  const clinicId = clinic ? Number(clinic) : null;
  const clinics = useClinicOptions(creating);
  const employees = useEmployeeOptions('admin', clinicId, creating);
  const patients = usePatientOptions('admin', clinicId, creating);
  const invalidates = [...ADMIN_LISTS, 'front/meetings/', 'clinics/meetings/'];
  const create = useEndpointMutation(live.adminVideoCreateAppointment, { invalidates });
  const edit = useEndpointMutation(live.adminVideoEditAppointment, { invalidates });

  async function submit() {
    const missing: Record<string, string> = {};
    if (creating && !clinic) missing.clinic_id = t('meetings.admin.appointments.chooseClinic');
    if (creating && !employee) missing.employee_id = t('meetings.form.chooseTherapist');
    if (creating && !patient) missing.patient_id = t('meetings.form.choosePatient');
    if (!day || !clock) missing.start = t('meetings.form.chooseTime');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const start = localToIso(day, clock);
    const end = new Date(Date.parse(start) + Number(minutes) * 60_000).toISOString();
    try {
      const response = creating
        ? await create.mutateAsync({ employee_id: Number(employee), patient_id: Number(patient), start, end })
        : await edit.mutateAsync({ id: appointment.id, start, end });
      notify.success(response.message);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    }
  }

  return (
    <Stack gap="md">
      {appointment ? (
        <Stack gap={4}>
          <Text fw={600}>{counterpart(appointment, 'clinic', t)}</Text>
          <Text>{appointmentTime(appointment)}</Text>
          <Group gap="xs">
            <AppointmentStatusBadge status={appointment.status} />
          </Group>
        </Stack>
      ) : (
        <>
          <Select
            label={t('meetings.admin.appointments.clinic')}
            data={clinics}
            value={clinic}
            onChange={(value) => {
              // Another clinic: its own employees and patients.
              setClinic(value);
              setEmployee(null);
              setPatient(null);
            }}
            searchable
            required
            error={errors.clinic_id}
          />
          <Select
            label={t('meetings.form.therapist')}
            data={employees}
            value={employee}
            onChange={setEmployee}
            searchable
            required
            disabled={!clinic}
            error={errors.employee_id}
          />
          <Select
            label={t('meetings.form.patient')}
            data={patients}
            value={patient}
            onChange={setPatient}
            searchable
            required
            disabled={!clinic}
            nothingFoundMessage={t('meetings.form.noPatients')}
            error={errors.patient_id}
          />
        </>
      )}
      <Group grow align="flex-start">
        <TextInput type="date" label={t('meetings.form.day')} value={day} onChange={(e) => setDay(e.currentTarget.value)} required />
        <TextInput type="time" label={t('meetings.form.startTime')} value={clock} onChange={(e) => setClock(e.currentTarget.value)} required error={errors.start} />
      </Group>
      {creating && <NumberInput label={t('meetings.form.minutes')} value={minutes} onChange={setMinutes} min={10} max={480} step={5} error={errors.end} />}
      {!creating && errors.end && (
        <Text c="red" size="sm" role="alert">
          {errors.end}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('meetings.back')}
        </Button>
        <Button onClick={() => void submit()} loading={create.isPending || edit.isPending}>
          {t(creating ? 'meetings.book.submit' : 'meetings.saveNewTime')}
        </Button>
      </Group>
    </Stack>
  );
}
