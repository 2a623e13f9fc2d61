import { useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, MUTE_DAYS_DEFAULT, MUTE_DAYS_MAX, REPORT_STATUSES, type ModerationAction, type Report } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { Pager } from '../../../lib/ui/Pager';
import { PersonName } from '../../../lib/ui/PersonName';
import { QueryState } from '../../../lib/ui/QueryState';
import { RelativeTime } from '../../../lib/ui/RelativeTime';
import { MANAGE_CALLS, MANAGE_READS, type ManageFamily } from '../api/groups';
import { Modal } from '@mantine/core';

type Status = (typeof REPORT_STATUSES)[number];
const PER_PAGE = 10;

/**
 * The reports queue of the groups one moderates: open reports (newest first) or resolved ones, each with
 * what was written, its author, how many people reported it and the latest reason; a moderator hides or
 * unhides it, deletes it, dismisses the report, or mutes its author in that group.
 */
export function ReportsQueue({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const reports = useEndpointQuery(MANAGE_CALLS[family].reports, { status, pageNo: page, perPage: PER_PAGE }, { keepPrevious: true });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('groups.manage.reports.status')}
        value={status}
        onChange={(value) => {
          setStatus(value as Status);
          setPage(1);
        }}
        data={REPORT_STATUSES.map((value) => ({ value, label: t(`groups.manage.reports.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState query={reports}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(`groups.manage.reports.empty.${status}`)}</Text>
          ) : (
            <Stack gap="md" aria-busy={reports.isPlaceholderData}>
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`groups.manage.reports.${status}`)}>
                {data.map((report) => (
                  <li key={report.id}>
                    <ReportCard family={family} report={report} />
                  </li>
                ))}
              </Stack>
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

function ReportCard({ family, report }: { family: ManageFamily; report: Report }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const moderate = useEndpointMutation(calls.moderate, { invalidates: MANAGE_READS });
  const [deleting, setDeleting] = useState(false);
  const [muting, setMuting] = useState(false);
  const kind = report.comment_id === null ? 'post' : 'comment';
  const act = (action: ModerationAction, after?: () => void) =>
    moderate.mutate({ report_id: report.id, action }, toastOutcome('', MESSAGES.somethingWentWrong, after));
  const headingId = `report-${report.id}`;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5" id={headingId}>
            {t(`groups.manage.reports.heading.${kind}`, { group: report.group_title })}
          </Title>
          <Group gap={6}>
            {report.hidden && <Badge color="gray">{t('groups.post.hidden')}</Badge>}
            <Badge variant="light" color="red">
              {t('groups.manage.reports.reporters', { count: report.reporters })}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          <PersonName person={report.author} fw={600} c="var(--mantine-color-text)" /> · <RelativeTime at={report.created_at} />
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.excerpt}</Text>
        {report.reason && (
          <Text size="sm">
            <Text span fw={600}>
              {t('groups.manage.reports.reason')}
            </Text>{' '}
            {report.reason}
          </Text>
        )}
        {report.status === 'open' && (
          <Group gap="xs" mt="xs">
            {report.hidden ? (
              <Button size="xs" variant="light" loading={moderate.isPending} onClick={() => act('unhide')}>
                {t('groups.manage.reports.unhide')}
              </Button>
            ) : (
              <Button size="xs" variant="light" loading={moderate.isPending} onClick={() => act('hide')}>
                {t(`groups.manage.reports.hide.${kind}`)}
              </Button>
            )}
            <Button size="xs" variant="default" loading={moderate.isPending} onClick={() => act('dismiss')}>
              {t('groups.manage.reports.dismiss')}
            </Button>
            {report.author_member_id !== null && (
              <Button size="xs" variant="default" onClick={() => setMuting(true)}>
                {t('groups.manage.reports.muteAuthor')}
              </Button>
            )}
            <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
              {t(`groups.manage.reports.delete.${kind}`)}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting}
        title={t(`groups.manage.reports.deleteTitle.${kind}`)}
        text={t('groups.manage.reports.deleteText')}
        confirmLabel={t('groups.manage.yesDelete')}
        cancelLabel={t('groups.keep')}
        pending={moderate.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => act('delete', () => setDeleting(false))}
      />
      {report.author_member_id !== null && (
        <MuteModal
          family={family}
          opened={muting}
          groupId={report.group_id}
          memberId={report.author_member_id}
          name={report.author.name}
          onClose={() => setMuting(false)}
        />
      )}
    </Card>
  );
}

/** Mutes a member in a group for some days (they read, but neither post nor comment). */
export function MuteModal({
  family,
  opened,
  groupId,
  memberId,
  name,
  onClose,
}: {
  family: ManageFamily;
  opened: boolean;
  groupId: number;
  memberId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(MUTE_DAYS_DEFAULT);
  const mute = useEndpointMutation(MANAGE_CALLS[family].mute, { invalidates: MANAGE_READS });
  return (
    <Modal withinPortal={false} opened={opened} onClose={onClose} title={t('groups.manage.mute.title', { name })} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          mute.mutate({ group_id: groupId, member_id: memberId, days: Math.max(1, days) }, toastOutcome('', MESSAGES.somethingWentWrong, onClose));
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('groups.manage.mute.hint')}</Text>
          <NumberInput label={t('groups.manage.mute.days')} min={1} max={MUTE_DAYS_MAX} value={days} onChange={(value) => setDays(Number(value) || 1)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('groups.cancel')}
            </Button>
            <Button type="submit" loading={mute.isPending}>
              {t('groups.manage.mute.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
