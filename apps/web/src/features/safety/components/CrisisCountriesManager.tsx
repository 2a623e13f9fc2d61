import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODES,
  formatDateTime,
  INTERNATIONAL,
  MESSAGES,
  saveCrisisCountryInput,
  type CrisisCountry,
} from '@stillpoint/contracts';
import { safetyEndpoints } from '@stillpoint/contracts/endpoints/safety';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { countryName } from '../../../lib/ui/CountrySelect';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { CrisisLinesEditor, emptyLine, lineInput, lineValues, type LineValues } from './CrisisLinesEditor';

/**
 * The administration's crisis resources (admin/safety/*): every country with its emergency number and lines;
 * add a country, change one, delete one (the international list, shown where no country is set up, stays).
 */
export function CrisisCountriesManager() {
  const { t } = useTranslation();
  const countries = useEndpointQuery(safetyEndpoints.adminCrisisCountries);
  const remove = useEndpointMutation(safetyEndpoints.adminDeleteCrisisCountry, { invalidates: [safetyEndpoints.adminCrisisCountries, 'front/safety/'] });
  const deletion = useConfirmDelete(
    'safetyAdmin',
    remove,
    (country: CrisisCountry) => ({ code: country.code }),
    (country) => country.name,
  );
  const [editing, setEditing] = useState<CrisisCountry | 'new' | null>(null);
  const taken = new Set((countries.data?.data ?? []).map((country) => country.code));

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('safetyAdmin.add')}
        </Button>
      </Group>
      <QueryState query={countries}>
        {({ data }) => (
          <TableFrame
            label={t('safetyAdmin.tableLabel')}
            minWidth={720}
            highlightOnHover={false}
            columns={[t('safetyAdmin.columns.country'), t('safetyAdmin.columns.emergency'), t('safetyAdmin.columns.lines'), t('safetyAdmin.columns.updated'), { hidden: t('safetyAdmin.columns.actions') }]}
          >
            {data.map((country) => (
              <Table.Tr key={country.code}>
                <Table.Td>
                  <Text fw={500}>{country.name}</Text>
                  <Text size="sm" c="dimmed">
                    {country.code === INTERNATIONAL ? t('safetyAdmin.international') : country.code}
                  </Text>
                </Table.Td>
                <Table.Td>{country.emergencyNumber ?? t('safetyAdmin.localNumber')}</Table.Td>
                <Table.Td>
                  <Text size="sm">{country.lines.map((line) => line.name).join(', ') || '—'}</Text>
                </Table.Td>
                <Table.Td>{formatDateTime(country.updatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing(country)} aria-label={t('safetyAdmin.editNamed', { name: country.name })}>
                      {t('safetyAdmin.edit')}
                    </Button>
                    {country.code !== INTERNATIONAL && (
                      <Button size="xs" variant="default" color="red" onClick={() => deletion.ask(country)} aria-label={t('safetyAdmin.deleteNamed', { name: country.name })}>
                        {t('safetyAdmin.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </TableFrame>
        )}
      </QueryState>
      <Modal
        withinPortal={false}
        size="lg"
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('safetyAdmin.addTitle') : t('safetyAdmin.editTitle', { name: editing?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('safetyAdmin.close') }}
        // Outside a portal the dialog's layer starts where the page's content does: pin it to the screen.
        styles={{ inner: { left: 0 } }}
      >
        {editing !== null && (
          <CountryForm key={editing === 'new' ? 'new' : editing.code} country={editing === 'new' ? null : editing} taken={taken} onDone={() => setEditing(null)} />
        )}
      </Modal>
      {deletion.modal}
    </Stack>
  );
}

interface Values {
  code: string;
  name: string;
  emergencyNumber: string;
  notes: string;
  lines: LineValues[];
}

const FIELDS = ['code', 'name', 'emergency_number', 'notes'] as const;

function CountryForm({ country, taken, onDone }: { country: CrisisCountry | null; taken: ReadonlySet<string>; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useEndpointMutation(safetyEndpoints.adminSaveCrisisCountry, { invalidates: [safetyEndpoints.adminCrisisCountries, 'front/safety/'] });
  const toInput = (values: Values) => ({
    code: values.code,
    name: values.name.trim(),
    emergency_number: values.emergencyNumber.trim() || null,
    notes: values.notes.trim() || null,
    lines: values.lines.map(lineInput),
  });
  const form = useForm<Values>({
    initialValues: {
      code: country?.code ?? '',
      name: country?.name ?? '',
      emergencyNumber: country?.emergencyNumber ?? '',
      notes: country?.notes ?? '',
      lines: country ? country.lines.map(lineValues) : [emptyLine()],
    },
    validate: schemaValidator(saveCrisisCountryInput, toInput),
  });
  const options = COUNTRY_CODES.filter((code) => !taken.has(code))
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(toInput(values), {
          onSuccess: (response) => {
            notify.success(response.message);
            onDone();
          },
          onError: (error) => {
            // The server's paths are the input's: emergency_number (shown on its field), lines.0.name...
            const lineFields = form.values.lines.flatMap((_, index) => ['name', 'phone', 'sms', 'url', 'notes'].map((field) => `lines.${index}.${field}`));
            const applied = applyServerErrors(error, form, [...FIELDS, ...lineFields]);
            if (!applied) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
          },
        }),
      )}
    >
      <Stack gap="md">
        {country ? (
          <Text size="sm" c="dimmed">
            {country.code === INTERNATIONAL ? t('safetyAdmin.internationalHelp') : t('safetyAdmin.codeFixed', { code: country.code })}
          </Text>
        ) : (
          <Select
            label={t('safetyAdmin.fields.country')}
            required
            searchable
            data={options}
            comboboxProps={{ withinPortal: false }}
            data-autofocus
            {...form.getInputProps('code')}
            onChange={(value) => {
              form.setFieldValue('code', value ?? '');
              if (value && !form.values.name) form.setFieldValue('name', countryName(value));
            }}
          />
        )}
        <TextInput label={t('safetyAdmin.fields.name')} description={t('safetyAdmin.fields.nameHelp')} required {...form.getInputProps('name')} />
        <TextInput
          label={t('safetyAdmin.fields.emergency')}
          description={country?.code === INTERNATIONAL ? t('safetyAdmin.fields.emergencyIntl') : undefined}
          inputMode="tel"
          {...form.getInputProps('emergencyNumber')}
          error={form.errors.emergencyNumber ?? form.errors.emergency_number}
        />
        <Textarea label={t('safetyAdmin.fields.notes')} description={t('safetyAdmin.fields.notesHelp')} autosize minRows={2} {...form.getInputProps('notes')} />
        <CrisisLinesEditor form={form} legend={t('safetyAdmin.fields.lines')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('safetyAdmin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('safetyAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
