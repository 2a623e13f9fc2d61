import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@stillpoint/contracts';
import { counterpart, type AppointmentViewer } from './AppointmentDialog';
import { AppointmentStatusBadge } from './AppointmentStatus';
import { appointmentTime } from './format';

/** Appointments as a list: when, with whom, the status, and a button that opens one. */
export function AppointmentList({
  appointments,
  viewer,
  label,
  onOpen,
  actions,
}: {
  appointments: readonly Appointment[];
  viewer: AppointmentViewer;
  label: string;
  onOpen: (appointment: Appointment) => void;
  actions?: (appointment: Appointment) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {appointments.map((appointment) => {
        const who = counterpart(appointment, viewer, t);
        return (
          <Paper component="li" key={appointment.id} withBorder p="sm">
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{who}</Text>
                <Text size="sm">{appointmentTime(appointment)}</Text>
                <Group gap="xs">
                  <AppointmentStatusBadge status={appointment.status} />
                </Group>
              </Stack>
              <Group gap="xs">
                {actions?.(appointment)}
                <Button variant="light" onClick={() => onOpen(appointment)} aria-label={t('meetings.openNamed', { name: who, time: appointmentTime(appointment) })}>
                  {t('meetings.open')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
