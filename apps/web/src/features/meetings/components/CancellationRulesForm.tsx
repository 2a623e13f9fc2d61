import { Button, Group, NumberInput, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CANCEL_NOTICE_HOURS_MAX, CANCEL_POLICY_MAX, MESSAGES, updateAppointmentRulesInput, type AppointmentRules } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { meetingsEndpoints } from '../api/families';

interface Values {
  onlineCancel: boolean;
  /** Mantine's NumberInput gives '' when emptied. */
  cancelNoticeHours: number | string;
  policy: string;
}

const FIELDS = ['onlineCancel', 'cancelNoticeHours', 'policy'] as const;

const toInput = (values: Values) => ({
  onlineCancel: values.onlineCancel,
  cancelNoticeHours: values.cancelNoticeHours === '' ? undefined : Number(values.cancelNoticeHours),
  policy: values.policy,
});

/**
 * A clinic's cancellation rules for its patients (decision 0034): whether they may cancel approved
 * appointments online, until how many hours before the start, and a short policy they are shown.
 */
export function CancellationRulesForm() {
  const query = useEndpointQuery(meetingsEndpoints.clinicMeetingsAppointmentRules);
  return <QueryState query={query}>{({ data }) => <RulesForm key={JSON.stringify(data)} current={data} />}</QueryState>;
}

function RulesForm({ current }: { current: AppointmentRules }) {
  const { t } = useTranslation();
  const save = useEndpointMutation(meetingsEndpoints.clinicMeetingsUpdateAppointmentRules, {
    invalidates: [meetingsEndpoints.clinicMeetingsAppointmentRules],
  });
  const form = useForm<Values>({
    initialValues: { onlineCancel: current.onlineCancel, cancelNoticeHours: current.cancelNoticeHours, policy: current.policy },
    validate: schemaValidator(updateAppointmentRulesInput, toInput),
  });
  return (
    <form
      noValidate
      aria-labelledby="cancellation-rules"
      onSubmit={form.onSubmit((values) =>
        save.mutate(toInput(values), {
          onSuccess: (response) => notify.success(response.message),
          onError: (error) => {
            if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
          },
        }),
      )}
    >
      <Stack gap="md" maw={560}>
        <Stack gap={4}>
          <Text component="h2" fw={700} size="lg" id="cancellation-rules">
            {t('meetings.rulesForm.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('meetings.rulesForm.intro')}
          </Text>
        </Stack>
        <Switch
          label={t('meetings.rulesForm.onlineCancel')}
          description={t('meetings.rulesForm.onlineCancelHint')}
          {...form.getInputProps('onlineCancel', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('meetings.rulesForm.notice')}
          description={t('meetings.rulesForm.noticeHint', { max: CANCEL_NOTICE_HOURS_MAX })}
          min={0}
          max={CANCEL_NOTICE_HOURS_MAX}
          allowDecimal={false}
          allowNegative={false}
          // The contract's message says the range; clamping on blur would change the number silently.
          clampBehavior="none"
          disabled={!form.values.onlineCancel}
          maw={240}
          {...form.getInputProps('cancelNoticeHours')}
        />
        <Textarea
          label={t('meetings.rulesForm.policy')}
          description={t('meetings.rulesForm.policyHint', { count: form.values.policy.length, max: CANCEL_POLICY_MAX })}
          placeholder={t('meetings.rulesForm.policyPlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CANCEL_POLICY_MAX}
          {...form.getInputProps('policy')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('meetings.rulesForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
