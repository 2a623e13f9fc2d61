import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Appointment } from '@stillpoint/contracts';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { MEETING_LISTS } from '../api/families';
import { liveEndpoints } from '../live/api';

/**
 * The clinic deletes one of its appointments (in its details dialog), after a confirmation: both people
 * are told when it was still to come. The schedule and the requests are read again (MEETING_LISTS).
 */
export function DeleteAppointmentButton({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useEndpointMutation(liveEndpoints.clinicMeetingsDeleteAppointment, { invalidates: MEETING_LISTS });
  if (!confirming)
    return (
      <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
        {t('meetings.appointmentDelete.open')}
      </Button>
    );
  return (
    <Stack gap="xs" w="100%">
      <Text>{t('meetings.appointmentDelete.confirm')}</Text>
      <Group gap="xs">
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { id: appointment.id },
              {
                onSuccess: (response) => {
                  notify.success(response.message);
                  onDone();
                },
                onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
              },
            )
          }
        >
          {t('meetings.appointmentDelete.yes')}
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          {t('meetings.appointmentDelete.keep')}
        </Button>
      </Group>
    </Stack>
  );
}
