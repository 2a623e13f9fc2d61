import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CRISIS_LINES_MAX, type CrisisLine, type CrisisLineInput } from '@stillpoint/contracts';

/** A crisis line as a form holds it (empty text: not given). */
export interface LineValues {
  key: string;
  name: string;
  phone: string;
  sms: string;
  url: string;
  notes: string;
}

let sequence = 0;
export const emptyLine = (): LineValues => ({ key: `line-${++sequence}`, name: '', phone: '', sms: '', url: '', notes: '' });

export const lineValues = (line: CrisisLine): LineValues => ({
  key: `line-${line.id}-${++sequence}`,
  name: line.name,
  phone: line.phone ?? '',
  sms: line.sms ?? '',
  url: line.url ?? '',
  notes: line.notes ?? '',
});

export const lineInput = ({ name, phone, sms, url, notes }: LineValues): CrisisLineInput => ({
  name,
  phone: phone.trim() || null,
  sms: sms.trim() || null,
  url: url.trim() || null,
  notes: notes.trim() || null,
});

/**
 * The crisis lines of a form (a country's or a clinic's): each line's name, number to call, number to text,
 * web address and hours or notes; add, remove and move lines (the order is the order people see).
 */
export function CrisisLinesEditor<T extends { lines: LineValues[] }>({ form, legend }: { form: UseFormReturnType<T>; legend: string }) {
  const { t } = useTranslation();
  const lines = form.values.lines;
  // Mantine's form paths are typed from T; the lines' paths are built here.
  const path = (index: number, field?: keyof LineValues) => (field ? `lines.${index}.${field}` : `lines.${index}`) as never;
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600}>
        {legend}
      </Text>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('safety.lines.none')}
        </Text>
      )}
      {lines.map((line, index) => (
        <Paper key={line.key} withBorder radius="md" p="sm" component="fieldset" style={{ margin: 0 }} aria-label={t('safety.lines.lineN', { n: index + 1 })}>
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t('safety.lines.lineN', { n: index + 1 })}
              </Text>
              <Group gap={4}>
                <Tooltip label={t('safety.lines.moveUp')} withinPortal={false}>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('safety.lines.moveUpN', { n: index + 1 })} disabled={index === 0} onClick={() => form.reorderListItem('lines' as never, { from: index, to: index - 1 })}>
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('safety.lines.moveDown')} withinPortal={false}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('safety.lines.moveDownN', { n: index + 1 })}
                    disabled={index === lines.length - 1}
                    onClick={() => form.reorderListItem('lines' as never, { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('safety.lines.remove')} withinPortal={false}>
                  <ActionIcon variant="subtle" color="red" aria-label={t('safety.lines.removeN', { n: index + 1 })} onClick={() => form.removeListItem('lines' as never, index)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <TextInput label={t('safety.lines.name')} required {...form.getInputProps(path(index, 'name'))} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput label={t('safety.lines.phone')} inputMode="tel" {...form.getInputProps(path(index, 'phone'))} />
              <TextInput label={t('safety.lines.sms')} inputMode="tel" {...form.getInputProps(path(index, 'sms'))} />
            </SimpleGrid>
            <TextInput label={t('safety.lines.url')} placeholder="https://" inputMode="url" {...form.getInputProps(path(index, 'url'))} />
            <Textarea label={t('safety.lines.notes')} description={t('safety.lines.notesHelp')} autosize minRows={1} {...form.getInputProps(path(index, 'notes'))} />
          </Stack>
        </Paper>
      ))}
      {lines.length < CRISIS_LINES_MAX && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('lines' as never, emptyLine() as never)}>
            {t('safety.lines.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
