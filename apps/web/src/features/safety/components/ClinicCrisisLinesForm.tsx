import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, saveClinicCrisisLinesInput, type ClinicCrisisLines } from '@stillpoint/contracts';
import { safetyEndpoints } from '@stillpoint/contracts/endpoints/safety';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { countryName } from '../../../lib/ui/CountrySelect';
import { QueryState } from '../../../lib/ui/QueryState';
import { CrisisLinesEditor, lineInput, lineValues, type LineValues } from './CrisisLinesEditor';

/**
 * A clinic's own crisis lines (its out-of-hours line, its on-call therapist): shown to its patients and
 * employees first, before their country's lines, on the crisis page and in a crisis answer.
 */
export function ClinicCrisisLinesForm() {
  const { t } = useTranslation();
  const query = useEndpointQuery(safetyEndpoints.clinicCrisisLines);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="clinic-lines-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="clinic-lines-title">
            {t('safety.clinicLines.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('safety.clinicLines.intro')}
          </Text>
        </Stack>
        <QueryState query={query}>{({ data }) => <LinesForm key={data.lines.map((line) => line.id).join('-')} current={data} />}</QueryState>
      </Stack>
    </Paper>
  );
}

function LinesForm({ current }: { current: ClinicCrisisLines }) {
  const { t } = useTranslation();
  const save = useEndpointMutation(safetyEndpoints.clinicSaveCrisisLines, { invalidates: [safetyEndpoints.clinicCrisisLines] });
  const toInput = (values: { lines: LineValues[] }) => ({ lines: values.lines.map(lineInput) });
  const form = useForm<{ lines: LineValues[] }>({
    initialValues: { lines: current.lines.map(lineValues) },
    validate: schemaValidator(saveClinicCrisisLinesInput, toInput),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(toInput(values), {
          onSuccess: (response) => notify.success(response.message),
          onError: (error) => {
            const fields = values.lines.flatMap((_, index) => ['name', 'phone', 'sms', 'url', 'notes'].map((field) => `lines.${index}.${field}`));
            if (!applyServerErrors(error, form, fields)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
          },
        }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          {current.country
            ? t('safety.clinicLines.country', { country: countryName(current.country) })
            : t('safety.clinicLines.noCountry')}
        </Text>
        <CrisisLinesEditor form={form} legend={t('safety.clinicLines.legend')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('safety.clinicLines.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
