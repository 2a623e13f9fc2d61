import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, sendInvitationInput, type LiveSession } from '@stillpoint/contracts';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { STAFF_CALLS, type StaffFamily } from './api';
import { usePatientOptions } from './pickers';

/** Addresses typed one per line or separated by commas, semicolons or spaces. */
export function emailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Invites people to a session by e-mail ('Invitations have been sent successfully'): patients of the
 * session's clinic picked by name, and addresses typed for people not on Stillpoint yet. A platform
 * session has no clinic's list: addresses only.
 */
export function InviteModal({ family, session, onClose }: { family: StaffFamily; session: LiveSession | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={session !== null}
      onClose={onClose}
      title={session ? t('meetings.live.staff.inviteNamed', { title: session.title }) : ''}
      closeButtonProps={{ 'aria-label': t('meetings.close') }}
    >
      {session && <InviteFields key={session.id} family={family} session={session} onDone={onClose} />}
    </Modal>
  );
}

function InviteFields({ family, session, onDone }: { family: StaffFamily; session: LiveSession; onDone: () => void }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<string[]>([]);
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ people?: string; emails?: string }>({});
  const platform = session.clinic_id === null;
  const patients = usePatientOptions(family, session.clinic_id, !platform);
  const invite = useEndpointMutation(STAFF_CALLS[family].invite);

  function submit() {
    const input = { id: session.id, user_ids: people.map(Number), emails: emailList(emails), message: message.trim() };
    // The contract's checks, in plain words on the field they concern.
    const parsed = sendInvitationInput.safeParse(input);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'emails' && typeof issue.path[1] === 'number')
          next.emails ??= t('meetings.live.invite.badEmail', { email: input.emails[issue.path[1]] });
        else if (issue.path[0] === 'user_ids') next[platform ? 'emails' : 'people'] ??= t('meetings.live.invite.nobody');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    invite.mutate(input, {
      onSuccess: (response) => {
        notify.success(response.message);
        onDone();
      },
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    });
  }

  return (
    <Stack gap="sm">
      {platform ? (
        <Text size="sm">{t('meetings.live.invite.platformHint')}</Text>
      ) : (
        <MultiSelect
          label={t('meetings.live.invite.patients')}
          description={t('meetings.live.invite.patientsHint')}
          data={patients}
          value={people}
          onChange={setPeople}
          searchable
          clearable
          nothingFoundMessage={t('meetings.live.invite.noPatients')}
          error={errors.people}
        />
      )}
      <Textarea
        label={t('meetings.live.invite.emails')}
        description={t('meetings.live.invite.emailsHint')}
        autosize
        minRows={2}
        value={emails}
        onChange={(event) => setEmails(event.currentTarget.value)}
        error={errors.emails}
      />
      <Textarea label={t('meetings.live.invite.message')} autosize minRows={2} maxLength={1000} value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('meetings.live.invite.cancel')}
        </Button>
        <Button loading={invite.isPending} onClick={submit}>
          {t('meetings.live.invite.send')}
        </Button>
      </Group>
    </Stack>
  );
}
