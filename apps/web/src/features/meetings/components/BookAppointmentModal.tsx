import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_REPEAT_MAX, MESSAGES, SLOT_MINUTES_DEFAULT } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { MEETING_LISTS, meetingsEndpoints, type CareFamily } from '../api/families';
import { dayFromToday, localToIso } from './format';

type Repeat = 'none' | 'weekly' | 'biweekly';

/**
 * Books an appointment: a therapist books one of their patients once, weekly or every two weeks N times;
 * a clinic books one of its therapists with one of that therapist's patients. Times are the browser's.
 */
export function BookAppointmentModal({ family, opened, onClose }: { family: CareFamily; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [employee, setEmployee] = useState<string | null>(null);
  const [patient, setPatient] = useState<string | null>(null);
  const [day, setDay] = useState(() => dayFromToday(1));
  const [clock, setClock] = useState('10:00');
  const [minutes, setMinutes] = useState<number | string>(SLOT_MINUTES_DEFAULT);
  const [repeat, setRepeat] = useState<Repeat>('none');
  const [count, setCount] = useState<number | string>(6);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const employees = useEndpointQuery(meetingsEndpoints.clinicMeetingsEmployees, undefined, { enabled: opened && family === 'clinic' });
  const ownPatients = useEndpointQuery(meetingsEndpoints.meetingsPatients, undefined, { enabled: opened && family === 'employee' });
  const clinicPatients = useEndpointQuery(
    meetingsEndpoints.clinicMeetingsPatients,
    { employee_id: Number(employee) },
    { enabled: opened && family === 'clinic' && employee !== null },
  );
  const patients = (family === 'employee' ? ownPatients.data?.data : clinicPatients.data?.data) ?? [];
  const send = useEndpointMutation(meetingsEndpoints.meetingsSend, { invalidates: MEETING_LISTS });
  const add = useEndpointMutation(meetingsEndpoints.clinicMeetingsAdd, { invalidates: MEETING_LISTS });

  async function submit() {
    setErrors({});
    const missing: Record<string, string> = {};
    if (family === 'clinic' && !employee) missing.employee_id = t('meetings.form.chooseTherapist');
    if (!patient) missing.patient_id = t('meetings.form.choosePatient');
    if (!day || !clock) missing.start = t('meetings.form.chooseTime');
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    const start = localToIso(day, clock);
    const end = new Date(Date.parse(start) + Number(minutes) * 60_000).toISOString();
    try {
      const response =
        family === 'employee'
          ? await send.mutateAsync({ patient_id: Number(patient), start, end, repeat, count: repeat === 'none' ? 1 : Number(count) })
          : await add.mutateAsync({ employee_id: Number(employee), patient_id: Number(patient), start, end });
      notify.success(response.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    }
  }

  return (
    <Modal withinPortal={false} opened={opened} onClose={onClose} title={t('meetings.book.title')} closeButtonProps={{ 'aria-label': t('meetings.close') }}>
      <Stack gap="md">
        {family === 'clinic' && (
          <Select
            label={t('meetings.form.therapist')}
            data={(employees.data?.data ?? []).map((item) => ({ value: String(item.employee.userid), label: item.employee.name }))}
            value={employee}
            onChange={(value) => {
              setEmployee(value);
              setPatient(null);
            }}
            searchable
            required
            error={errors.employee_id}
          />
        )}
        <Select
          label={t('meetings.form.patient')}
          data={patients.map((person) => ({ value: String(person.userid), label: person.name }))}
          value={patient}
          onChange={setPatient}
          searchable
          required
          disabled={family === 'clinic' && !employee}
          nothingFoundMessage={t('meetings.form.noPatients')}
          error={errors.patient_id}
        />
        <Group grow align="flex-start">
          <TextInput type="date" label={t('meetings.form.day')} value={day} min={dayFromToday(0)} onChange={(e) => setDay(e.currentTarget.value)} required />
          <TextInput type="time" label={t('meetings.form.startTime')} value={clock} onChange={(e) => setClock(e.currentTarget.value)} required error={errors.start} />
        </Group>
        <NumberInput label={t('meetings.form.minutes')} value={minutes} onChange={setMinutes} min={10} max={480} step={5} error={errors.end} />
        {family === 'employee' && (
          <Stack gap="xs">
            <Text size="sm" fw={500} id="book-repeat">
              {t('meetings.form.repeat')}
            </Text>
            <SegmentedControl
              aria-labelledby="book-repeat"
              value={repeat}
              onChange={(value) => setRepeat(value as Repeat)}
              data={(['none', 'weekly', 'biweekly'] as const).map((value) => ({ value, label: t(`meetings.repeat.${value}`) }))}
            />
            {repeat !== 'none' && (
              <NumberInput label={t('meetings.form.count')} value={count} onChange={setCount} min={2} max={APPOINTMENT_REPEAT_MAX} error={errors.count} />
            )}
          </Stack>
        )}
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('meetings.back')}
          </Button>
          <Button onClick={() => void submit()} loading={send.isPending || add.isPending}>
            {t('meetings.book.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
