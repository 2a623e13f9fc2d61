import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { authorEndpoint, authorPrefix, type AuthorFamily } from '../api/families';

export interface PatientOption {
  value: string;
  label: string;
}

/**
 * Assign a test to one or many patients, once or repeating every N days until a date. `patients` are the
 * people the caller may choose from (the page brings them: a clinic's patients, an employee's own);
 * `fixed` preselects them (a patient's page).
 */
export function AssignTestModal({
  family,
  opened,
  onClose,
  patients,
  fixed,
  testId,
}: {
  family: AuthorFamily;
  opened: boolean;
  onClose: () => void;
  patients: PatientOption[];
  fixed?: string[];
  testId?: number;
}) {
  const { t } = useTranslation();
  const tests = useEndpointQuery(authorEndpoint(family, 'Tests'), { perPage: 100 }, { enabled: opened });
  const assign = useEndpointMutation(authorEndpoint(family, 'Assign'), { invalidates: [authorPrefix(family)] });
  const [test, setTest] = useState<string | null>(testId ? String(testId) : null);
  const [chosen, setChosen] = useState<string[]>(fixed ?? []);
  const [repeat, setRepeat] = useState(false);
  const [every, setEvery] = useState<number | string>(14);
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    setErrors({});
    try {
      const response = await assign.mutateAsync({
        test_id: Number(test),
        userids: chosen.map(Number),
        ...(repeat ? { repeat_every_days: Number(every), repeat_until: until } : {}),
      });
      notify.success(response.message);
      onClose();
    } catch (error) {
      const fields = (error as { errors?: { path: string; message: string }[] }).errors ?? [];
      setErrors(Object.fromEntries(fields.map((field) => [field.path.split('.')[0]!, field.message])));
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    }
  }

  return (
    <Modal withinPortal={false} opened={opened} onClose={onClose} title={t('measures.assign.title')} closeButtonProps={{ 'aria-label': t('measures.close') }}>
      <Stack gap="md">
        <Select
          label={t('measures.assign.test')}
          data={(tests.data?.data ?? []).filter((item) => item.questions_count > 0).map((item) => ({ value: String(item.id), label: item.title }))}
          value={test}
          onChange={setTest}
          searchable
          error={errors.test_id}
          required
        />
        {fixed ? (
          <Text>{t('measures.assign.for', { names: patients.filter((p) => fixed.includes(p.value)).map((p) => p.label).join(', ') })}</Text>
        ) : (
          <MultiSelect label={t('measures.assign.patients')} data={patients} value={chosen} onChange={setChosen} searchable error={errors.userids} required />
        )}
        {fixed && errors.userids && (
          <Text c="red" size="sm" role="alert">
            {errors.userids}
          </Text>
        )}
        <Switch label={t('measures.assign.repeat')} checked={repeat} onChange={(event) => setRepeat(event.currentTarget.checked)} />
        {repeat && (
          <Group grow align="flex-start">
            <NumberInput label={t('measures.assign.every')} min={1} max={365} value={every} onChange={setEvery} error={errors.repeat_every_days} />
            <TextInput type="date" label={t('measures.assign.until')} value={until} onChange={(event) => setUntil(event.currentTarget.value)} error={errors.repeat_until} />
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('measures.cancel')}
          </Button>
          <Button loading={assign.isPending} disabled={!test || chosen.length === 0} onClick={() => void submit()}>
            {t('measures.assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
