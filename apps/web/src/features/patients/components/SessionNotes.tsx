import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SESSION_NOTE_MAX, SESSION_NOTE_MESSAGES, formatDateTime, type SessionNote } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { useAddSessionNote, useDeleteSessionNote, useEditSessionNote, useSessionNotes, type RecordFamily } from '../api/record';

/** Notes per page. */
export const NOTES_PER_PAGE = 10;

/**
 * "Session notes": the care team's private notes about the patient, newest first, with their author and
 * time. Plain text kept as written (line breaks included). The author edits and deletes their own; the
 * clinic deletes any. Never shown to the patient; the server audits every read and write.
 */
export function SessionNotes({ family, userid, name }: { family: RecordFamily; userid: number; name: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const notes = useSessionNotes(family, { userid, pageNo: page, perPage: NOTES_PER_PAGE });
  const remove = useDeleteSessionNote(family);
  const deletion = useConfirmDelete(
    'sessionNotes',
    remove,
    (note: SessionNote) => ({ id: note.id }),
    (note) => noteName(note),
    {
      successFallback: SESSION_NOTE_MESSAGES.noteDeleted,
    },
  );

  return (
    <section aria-labelledby="patient-notes">
      <Title order={2} size="h3" id="patient-notes" mb="xs">
        {t('sessionNotes.title')}
      </Title>
      <Alert variant="light" icon={<IconLock size={18} aria-hidden />} mb="md" p="sm">
        {t('sessionNotes.private', { name })}
      </Alert>
      <Stack gap="md">
        <NewNote family={family} userid={userid} onAdded={() => setPage(1)} />
        <QueryState query={notes}>
          {({ data: list, total_pages: totalPages = 0 }) =>
            list.length === 0 ? (
              <Text c="dimmed">{t('sessionNotes.empty')}</Text>
            ) : (
              <Stack gap="md">
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sessionNotes.listLabel')}>
                  {list.map((note) => (
                    <NoteItem key={note.id} family={family} note={note} onDelete={() => deletion.ask(note)} />
                  ))}
                </Stack>
                <Pager total={totalPages} value={page} onChange={setPage} />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      {deletion.modal}
    </section>
  );
}

/** How a note is named in a button or a question: by its author and time. */
function noteName(note: SessionNote): string {
  return `${note.author?.fullName ?? '—'}, ${formatDateTime(note.createdAt)}`;
}

function NewNote({ family, userid, onAdded }: { family: RecordFamily; userid: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddSessionNote(family);
  const form = useForm({
    initialValues: { body: '' },
    validate: { body: (value) => (value.trim() ? null : t('sessionNotes.required')) },
  });
  const onSubmit = form.onSubmit(({ body }) =>
    add.mutate(
      { userid, body: body.trim() },
      {
        onSuccess: (response) => {
          notify.success(response.message || SESSION_NOTE_MESSAGES.noteAdded);
          form.reset();
          onAdded();
        },
        onError: (error) => {
          if (!applyServerErrors(error, form, ['body'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t('sessionNotes.newLabel')}
          required
          autosize
          minRows={3}
          maxRows={12}
          maxLength={SESSION_NOTE_MAX}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('sessionNotes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteItem({ family, note, onDelete }: { family: RecordFamily; note: SessionNote; onDelete: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const author = note.author?.fullName ?? t('sessionNotes.formerStaff');
  const role = t(`sessionNotes.roles.${note.authorRole}`);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text size="sm" c="dimmed">
            <Text span fw={600} c="var(--mantine-color-text)">
              {author}
            </Text>{' '}
            ({role}) · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
            {note.editedAt && <> · {t('sessionNotes.edited', { date: formatDateTime(note.editedAt) })}</>}
          </Text>
          {!editing && (note.canEdit || note.canDelete) && (
            <Group gap="xs">
              {note.canEdit && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('sessionNotes.editNamed', { name: noteName(note) })}
                  onClick={() => setEditing(true)}
                >
                  {t('sessionNotes.edit')}
                </Button>
              )}
              {note.canDelete && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('sessionNotes.deleteNamed', { name: noteName(note) })}
                  onClick={onDelete}
                >
                  {t('sessionNotes.delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {editing ? (
          <EditNote family={family} note={note} onDone={() => setEditing(false)} />
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function EditNote({ family, note, onDone }: { family: RecordFamily; note: SessionNote; onDone: () => void }) {
  const { t } = useTranslation();
  const edit = useEditSessionNote(family);
  const form = useForm({
    initialValues: { body: note.body },
    validate: { body: (value) => (value.trim() ? null : t('sessionNotes.required')) },
  });
  const onSubmit = form.onSubmit(({ body }) =>
    edit.mutate(
      { id: note.id, body: body.trim() },
      {
        onSuccess: (response) => {
          notify.success(response.message || SESSION_NOTE_MESSAGES.noteUpdated);
          onDone();
        },
        onError: (error) => {
          if (!applyServerErrors(error, form, ['body'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t('sessionNotes.editLabel')}
          required
          autosize
          minRows={3}
          maxRows={12}
          maxLength={SESSION_NOTE_MAX}
          data-autofocus
          autoFocus
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('sessionNotes.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('sessionNotes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
