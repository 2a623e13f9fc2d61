import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIVE_SESSION_KINDS, MESSAGES, type LiveSession, type LiveSessionKind } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { LIVE_LISTS, STAFF_CALLS, type StaffFamily } from './api';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { InviteModal } from './InviteModal';
import { useClinicOptions } from './pickers';
import { SessionCard } from './SessionCard';
import { SessionDetail } from './SessionDetail';
import { SessionForm } from './SessionForm';

const WHEN = ['upcoming', 'past'] as const;
type When = (typeof WHEN)[number];
const PER_PAGE = 10;

/** The clinic's page: its classes and its live meetings, one tab each (kept in the address). */
export function StaffLive({ family }: { family: StaffFamily }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: LiveSessionKind = params.get('tab') === 'meeting' ? 'meeting' : 'class';
  return (
    <Tabs value={kind} onChange={(value) => setParams(value === 'meeting' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('meetings.live.sections')}>
        {LIVE_SESSION_KINDS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`meetings.live.staff.tab.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LIVE_SESSION_KINDS.map((key) => (
        <Tabs.Panel key={key} value={key} pt="md">
          <StaffSessionList family={family} kind={key} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * One kind of session as the clinic or an admin manages it: upcoming or past, a search over titles (and
 * for admins a clinic), paged; each card opens its seats and waiting list, invites, edits or deletes.
 */
export function StaffSessionList({ family, kind }: { family: StaffFamily; kind: LiveSessionKind }) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<When>('upcoming');
  const [search, setSearch] = useState('');
  const [clinic, setClinic] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<LiveSession | 'new' | null>(null);
  const [viewing, setViewing] = useState<LiveSession | null>(null);
  const [inviting, setInviting] = useState<LiveSession | null>(null);
  const [deleting, setDeleting] = useState<LiveSession | null>(null);
  const clinics = useClinicOptions(family === 'admin');
  const clinicName = new Map(clinics.map((option) => [Number(option.value), option.label]));
  const calls = STAFF_CALLS[family][kind];
  const list = useEndpointQuery(
    calls.list,
    { when, pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}), ...(family === 'admin' && clinic ? { clinic_id: Number(clinic) } : {}) },
    { keepPrevious: true },
  );
  const remove = useEndpointMutation(calls.remove, { invalidates: LIVE_LISTS });
  const listLabel = t(`meetings.live.staff.tab.${kind}`);
  const reset = () => setPage(1);

  const audience = (session: LiveSession) =>
    family !== 'admin'
      ? undefined
      : session.clinic_id === null
        ? t('meetings.live.staff.forPlatform')
        : t('meetings.live.staff.forClinic', { clinic: clinicName.get(session.clinic_id) ?? `#${session.clinic_id}` });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={listLabel}
          value={when}
          onChange={(value) => {
            setWhen(value as When);
            reset();
          }}
          data={WHEN.map((value) => ({ value, label: t(`meetings.when.${value}`) }))}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t(`meetings.live.staff.add.${kind}`)}
        </Button>
      </Group>
      <SearchForm
        region={t('meetings.live.searchRegion', { list: listLabel })}
        label={t('meetings.live.searchLabel')}
        value={search}
        onSearch={(next) => {
          setSearch(next);
          reset();
        }}
      >
        {family === 'admin' && (
          <Select
            label={t('meetings.live.staff.clinicFilter')}
            placeholder={t('meetings.live.staff.allClinics')}
            // Wide enough for "All clinics and the platform" in full.
            w={260}
            data={clinics}
            value={clinic}
            onChange={(value) => {
              setClinic(value);
              reset();
            }}
            clearable
            searchable
          />
        )}
      </SearchForm>
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(search ? 'meetings.live.empty.search' : `meetings.live.staff.empty.${when}.${kind}`)}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <Stack component="ul" aria-label={listLabel} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.map((session) => {
                  const name = { title: session.title };
                  return (
                    <li key={session.id}>
                      <SessionCard
                        session={session}
                        viewer="staff"
                        headingLevel={2}
                        audience={audience(session)}
                        actions={
                          <>
                            <Button variant="light" onClick={() => setViewing(session)} aria-label={t('meetings.live.staff.detailsNamed', name)}>
                              {t('meetings.live.staff.details')}
                            </Button>
                            {when === 'upcoming' && session.status === 'scheduled' && (
                              <Button variant="light" onClick={() => setInviting(session)} aria-label={t('meetings.live.staff.inviteNamed', name)}>
                                {t('meetings.live.staff.invite')}
                              </Button>
                            )}
                            <Button variant="default" onClick={() => setEditing(session)} aria-label={t('meetings.live.staff.editNamed', name)}>
                              {t('meetings.live.staff.edit')}
                            </Button>
                            <Button variant="light" color="red" onClick={() => setDeleting(session)} aria-label={t('meetings.live.staff.deleteNamed', name)}>
                              {t('meetings.live.staff.delete')}
                            </Button>
                          </>
                        }
                      />
                    </li>
                  );
                })}
              </Stack>
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
      <SessionForm family={family} kind={kind} session={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <SessionDetail family={family} session={viewing} onClose={() => setViewing(null)} />
      <InviteModal family={family} session={inviting} onClose={() => setInviting(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t(`meetings.live.staff.deleteTitle.${kind}`)}
        text={t('meetings.live.staff.confirmDelete', { title: deleting?.title ?? '' })}
        confirmLabel={t('meetings.live.staff.yesDelete')}
        cancelLabel={t('meetings.live.staff.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: (response) => {
                notify.success(response.message);
                setDeleting(null);
              },
              onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
            },
          )
        }
      />
    </Stack>
  );
}
