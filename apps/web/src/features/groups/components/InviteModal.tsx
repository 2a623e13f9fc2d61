import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type GroupSummary } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { frontGroups } from '../api/groups';

/**
 * An employee invites patients of their clinic to one of its groups ('Invitations have been sent
 * successfully'): the clinic's patients who are not members yet, picked by name.
 */
export function InviteModal({ group, onClose }: { group: GroupSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={group !== null}
      onClose={onClose}
      title={group ? t('groups.invite.title', { title: group.title }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {group && <InviteFields group={group} onDone={onClose} />}
    </Modal>
  );
}

function InviteFields({ group, onDone }: { group: GroupSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const candidates = useEndpointQuery(frontGroups.groupInviteCandidates, { group_id: group.id });
  const invite = useEndpointMutation(frontGroups.groupInvite, { invalidates: [frontGroups.groupInviteCandidates] });
  const options = (candidates.data?.data ?? []).map((person) => ({ value: String(person.id), label: `${person.name} (${person.email})` }));
  return (
    <InvitePicker
      options={options}
      loading={candidates.isPending}
      value={people}
      onChange={setPeople}
      error={error}
      pending={invite.isPending}
      onCancel={onDone}
      onSend={() => {
        if (people.length === 0) return setError(t('groups.invite.nobody'));
        setError(null);
        invite.mutate({ group_id: group.id, user_ids: people.map(Number) }, toastOutcome('', MESSAGES.somethingWentWrong, onDone));
      }}
    />
  );
}

/** The people to invite, picked by name, and the send button (the front's and the management's invite dialogs). */
export function InvitePicker({
  options,
  loading,
  value,
  onChange,
  error,
  pending,
  onCancel,
  onSend,
  children,
}: {
  options: { value: string; label: string }[];
  loading: boolean;
  value: string[];
  onChange: (value: string[]) => void;
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  onSend: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {children}
      {!loading && options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('groups.invite.noCandidates')}
        </Text>
      ) : (
        <MultiSelect
          label={t('groups.invite.people')}
          description={t('groups.invite.peopleHint')}
          data={options}
          value={value}
          onChange={onChange}
          searchable
          clearable
          nothingFoundMessage={t('groups.invite.noMatch')}
          error={error}
          disabled={loading}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('groups.cancel')}
        </Button>
        <Button loading={pending} onClick={onSend} disabled={options.length === 0}>
          {t('groups.invite.send')}
        </Button>
      </Group>
    </Stack>
  );
}
