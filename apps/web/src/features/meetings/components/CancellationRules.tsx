import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { patientMayCancel, type Appointment, type AppointmentRules } from '@stillpoint/contracts';

/**
 * The patient's side of their clinic's cancellation rules (decision 0034), in plain words: until when an
 * approved appointment can be cancelled online, and the clinic's own policy text. The server enforces them.
 */
export function CancellationRulesSummary({ rules }: { rules: AppointmentRules }) {
  const { t } = useTranslation();
  const rule = !rules.onlineCancel
    ? t('meetings.rules.offline')
    : rules.cancelNoticeHours === 0
      ? t('meetings.rules.untilStart')
      : t('meetings.rules.notice', { count: rules.cancelNoticeHours });
  return (
    <Text size="sm" c="dimmed">
      {rule} {t('meetings.rules.requestsAlways')}
      {rules.policy && (
        <>
          {' '}
          {t('meetings.rules.policy', { policy: rules.policy })}
        </>
      )}
    </Text>
  );
}

/** The last moment an approved appointment can be cancelled online, in the browser's zone. */
function deadline(appointment: Appointment, rules: AppointmentRules): string {
  const at = new Date(Date.parse(appointment.start) - rules.cancelNoticeHours * 3_600_000);
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(at);
}

/**
 * Beside the Cancel button of one upcoming appointment: until when it can still be cancelled online, or why
 * it no longer can (the button is then not offered). `now` is read once per render of the dialog.
 */
export function CancellationNote({ appointment, rules, now }: { appointment: Appointment; rules: AppointmentRules; now: number }) {
  const { t } = useTranslation();
  const may = patientMayCancel(rules, appointment, now);
  let text: string;
  if (appointment.status === 'requested') text = t('meetings.rules.withdrawAnyTime');
  else if (!rules.onlineCancel) text = t('meetings.rules.offlineHere');
  else if (!may) text = t('meetings.rules.tooLate', { count: rules.cancelNoticeHours });
  else if (rules.cancelNoticeHours === 0) text = t('meetings.rules.untilStart');
  else text = t('meetings.rules.cancelUntil', { time: deadline(appointment, rules) });
  return (
    <Text size="sm" c={may ? 'dimmed' : undefined} role={may ? undefined : 'note'}>
      {text}
      {rules.policy && (
        <>
          {' '}
          {t('meetings.rules.policy', { policy: rules.policy })}
        </>
      )}
    </Text>
  );
}
