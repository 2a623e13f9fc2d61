import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Switch, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { ConfirmDeleteModal } from '../../../lib/ui/ConfirmDeleteModal';
import { QueryState } from '../../../lib/ui/QueryState';
import { authorEndpoint, authorPrefix, type AuthorFamily } from '../api/families';
import { AssignTestModal, type PatientOption } from './AssignTestModal';
import { TestEditor } from './TestEditor';

/**
 * A family's tests (admin: the platform's; clinic and employee: the platform's to use and the clinic's
 * own): the list with stats (assigned, completed, average score), adding a test, editing its parts,
 * deleting, and assigning to patients (`patients`: whom the caller may choose; none for admin).
 */
export function TestsAuthoring({ family, patients }: { family: AuthorFamily; patients?: PatientOption[] }) {
  const { t } = useTranslation();
  const query = useEndpointQuery(authorEndpoint(family, 'Tests'), { perPage: 100 });
  const add = useEndpointMutation(authorEndpoint(family, 'Add'), { invalidates: [authorPrefix(family)] });
  const remove = useEndpointMutation(authorEndpoint(family, 'Delete'), { invalidates: [authorPrefix(family)] });
  const [selected, setSelected] = useState<number | null>(null);
  const [assigning, setAssigning] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [allowDelete, setAllowDelete] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <Stack gap="lg">
      <QueryState query={query}>
        {({ data }) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover withTableBorder>
              <Table.Caption>{t('measures.author.listCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('measures.author.testTitle')}</Table.Th>
                  <Table.Th scope="col">{t('measures.author.questions')}</Table.Th>
                  <Table.Th scope="col">{t('measures.author.assigned')}</Table.Th>
                  <Table.Th scope="col">{t('measures.author.completed')}</Table.Th>
                  <Table.Th scope="col">{t('measures.author.average')}</Table.Th>
                  <Table.Th scope="col">{t('measures.author.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((test) => (
                  <Table.Tr key={test.id}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {test.title}
                        </Text>
                        {test.bundled && (
                          <Badge size="xs" variant="light">
                            {t('measures.author.bundled')}
                          </Badge>
                        )}
                        {test.is_open && (
                          <Badge size="xs" variant="outline">
                            {t('measures.author.open')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{test.questions_count}</Table.Td>
                    <Table.Td>{test.stats.assigned}</Table.Td>
                    <Table.Td>{test.stats.completed}</Table.Td>
                    <Table.Td>{test.stats.average_score ?? '–'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="light" onClick={() => setSelected(test.id)} aria-label={t(test.editable ? 'measures.author.editNamed' : 'measures.author.viewNamed', { title: test.title })}>
                          {t(test.editable ? 'measures.author.edit' : 'measures.author.view')}
                        </Button>
                        {patients && test.questions_count > 0 && (
                          <Button size="compact-xs" variant="subtle" onClick={() => setAssigning(test.id)} aria-label={t('measures.author.assignNamed', { title: test.title })}>
                            {t('measures.assign.open')}
                          </Button>
                        )}
                        {test.editable && (
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting({ id: test.id, title: test.title })} aria-label={t('measures.author.deleteNamed', { title: test.title })}>
                            {t('measures.author.delete')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="new-test">
        <Stack gap="xs">
          <Text fw={600} id="new-test">
            {t('measures.author.newTest')}
          </Text>
          <TextInput label={t('measures.author.testTitle')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} required />
          <Textarea label={t('measures.author.description')} value={description} onChange={(event) => setDescription(event.currentTarget.value)} autosize minRows={1} />
          {family !== 'admin' && (
            <Group>
              <Switch label={t('measures.author.allowDelete')} checked={allowDelete} onChange={(event) => setAllowDelete(event.currentTarget.checked)} />
              <Switch label={t('measures.author.isOpen')} checked={open} onChange={(event) => setOpen(event.currentTarget.checked)} />
            </Group>
          )}
          <Group justify="flex-end">
            <Button
              disabled={!title.trim()}
              loading={add.isPending}
              onClick={() =>
                add.mutate(
                  { title, description, allow_patient_delete: allowDelete, is_open: open },
                  {
                    ...toastOutcome(t('measures.author.saved'), MESSAGES.somethingWentWrong),
                    onSuccess: (response) => {
                      toastOutcome(t('measures.author.saved'), MESSAGES.somethingWentWrong).onSuccess(response);
                      setSelected(response.data.id);
                      setTitle('');
                      setDescription('');
                    },
                  },
                )
              }
            >
              {t('measures.author.addTest')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {selected !== null && <TestEditor key={selected} family={family} testId={selected} />}
      {patients && assigning !== null && <AssignTestModal key={assigning} family={family} opened onClose={() => setAssigning(null)} patients={patients} testId={assigning} />}
      <ConfirmDeleteModal
        ns="testsDelete"
        name={deleting?.title ?? null}
        onCancel={() => setDeleting(null)}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            toastOutcome(t('measures.author.deleted'), MESSAGES.somethingWentWrong, () => {
              if (selected === deleting.id) setSelected(null);
              setDeleting(null);
            }),
          )
        }
      />
    </Stack>
  );
}
