import { useState } from 'react';
import { Avatar, Badge, Button, Card, Group, Modal, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Comment, type GroupSummary, type Post } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { Pager } from '../../../lib/ui/Pager';
import { PersonName } from '../../../lib/ui/PersonName';
import { QueryState } from '../../../lib/ui/QueryState';
import { RelativeTime } from '../../../lib/ui/RelativeTime';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { MANAGE_CALLS, MANAGE_READS, type ManageFamily } from '../api/groups';
import { GroupBadges, GroupCounts, GroupCover } from '../components/GroupCard';
import { InvitePicker } from '../components/InviteModal';
import { mutedNow } from '../components/GroupDetail';
import { GroupForm } from './GroupForm';
import { MuteModal, ReportsQueue } from './ReportsQueue';

const TABS = ['groups', 'reports'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 10;

/** The clinic's or the administrators' groups page: the groups, and the reports queue (`?tab=reports`). */
export function GroupsManagement({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'reports' ? 'reports' : 'groups';
  return (
    <Tabs value={tab} onChange={(value) => setParams(value === 'reports' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('groups.manage.sections')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`groups.manage.tab.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="groups" pt="md">
        <ManagedGroups family={family} />
      </Tabs.Panel>
      <Tabs.Panel value="reports" pt="md">
        <ReportsQueue family={family} />
      </Tabs.Panel>
    </Tabs>
  );
}

type Dialog = { kind: 'edit' | 'members' | 'posts' | 'invite' | 'delete'; group: GroupSummary } | { kind: 'add' } | null;

function ManagedGroups({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useEndpointQuery(calls.groups, { pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) }, { keepPrevious: true });
  const remove = useEndpointMutation(calls.deleteGroup, { invalidates: MANAGE_READS });
  const close = () => setDialog(null);
  const current = dialog && dialog.kind !== 'add' ? dialog.group : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchForm
          region={t('groups.manage.searchRegion')}
          label={t('groups.list.searchLabel')}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
          {t('groups.manage.add')}
        </Button>
      </Group>
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(search ? 'groups.list.empty.search' : 'groups.manage.empty')}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('groups.manage.tab.groups')}>
                {data.map((group) => {
                  const name = { title: group.title };
                  return (
                    <li key={group.id}>
                      <Card component="article" withBorder radius="md" padding="md" aria-labelledby={`managed-group-${group.id}`}>
                        <Group align="flex-start" wrap="wrap" gap="md">
                          <div style={{ width: 120, flexShrink: 0 }}>
                            <GroupCover group={group} height={80} />
                          </div>
                          <Stack gap={6} style={{ flex: '1 1 240px' }}>
                            <Title order={2} size="h4" id={`managed-group-${group.id}`}>
                              {group.title}
                            </Title>
                            <Group gap={6}>
                              {family === 'admin' && (
                                <Badge variant="light" color={group.clinic_id === null ? 'grape' : 'blue'}>
                                  {group.clinic_id === null ? t('groups.manage.platform') : t('groups.manage.clinicGroup')}
                                </Badge>
                              )}
                              <GroupBadges group={{ ...group, joined: false, invited: false }} />
                            </Group>
                            {group.description && (
                              <Text size="sm" lineClamp={2}>
                                {group.description}
                              </Text>
                            )}
                            <GroupCounts group={group} />
                          </Stack>
                        </Group>
                        <Group gap="xs" mt="sm">
                          <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'posts', group })} aria-label={t('groups.manage.postsNamed', name)}>
                            {t('groups.manage.posts')}
                          </Button>
                          <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'members', group })} aria-label={t('groups.manage.membersNamed', name)}>
                            {t('groups.manage.members')}
                          </Button>
                          <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'invite', group })} aria-label={t('groups.manage.inviteNamed', name)}>
                            {t('groups.manage.invite')}
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'edit', group })} aria-label={t('groups.manage.editNamed', name)}>
                            {t('groups.manage.edit')}
                          </Button>
                          <Button size="xs" variant="light" color="red" onClick={() => setDialog({ kind: 'delete', group })} aria-label={t('groups.manage.deleteNamed', name)}>
                            {t('groups.manage.delete')}
                          </Button>
                        </Group>
                      </Card>
                    </li>
                  );
                })}
              </Stack>
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
      <GroupForm family={family} group={dialog?.kind === 'edit' ? dialog.group : null} opened={dialog?.kind === 'add' || dialog?.kind === 'edit'} onClose={close} />
      <Modal
        withinPortal={false}
        opened={dialog?.kind === 'members' || dialog?.kind === 'posts' || dialog?.kind === 'invite'}
        onClose={close}
        size={dialog?.kind === 'posts' ? 'xl' : 'lg'}
        title={current && dialog ? t(`groups.manage.dialog.${dialog.kind as 'members' | 'posts' | 'invite'}`, { title: current.title }) : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {current && dialog?.kind === 'members' && <Members family={family} group={current} />}
        {current && dialog?.kind === 'posts' && <Posts family={family} group={current} />}
        {current && dialog?.kind === 'invite' && <Invite family={family} group={current} onDone={close} />}
      </Modal>
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('groups.manage.deleteTitle')}
        text={t('groups.manage.deleteText', { title: current?.title ?? '' })}
        confirmLabel={t('groups.manage.yesDelete')}
        cancelLabel={t('groups.keep')}
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() => current && remove.mutate({ id: current.id }, toastOutcome('', MESSAGES.somethingWentWrong, close))}
      />
    </Stack>
  );
}

function Members({ family, group }: { family: ManageFamily; group: GroupSummary }) {
  const { t, i18n } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const [page, setPage] = useState(1);
  const [muting, setMuting] = useState<{ id: number; name: string } | null>(null);
  const members = useEndpointQuery(calls.members, { group_id: group.id, pageNo: page }, { keepPrevious: true });
  const unmute = useEndpointMutation(calls.mute, { invalidates: MANAGE_READS });
  return (
    <QueryState query={members}>
      {({ data, total_pages }) =>
        data.length === 0 ? (
          <Text c="dimmed">{t('groups.detail.noParticipants')}</Text>
        ) : (
          <Stack gap="sm">
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('groups.manage.members')}>
              {data.map((member) => {
                const muted = mutedNow(member.muted_until);
                return (
                  <Group component="li" key={member.member_id} justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={member.person.avatar} alt="" radius="xl" size={28} />
                      <Stack gap={0}>
                        <PersonName person={member.person} size="sm" />
                        {muted && (
                          <Text size="xs" c="dimmed">
                            {t('groups.manage.mute.until', {
                              date: new Date(member.muted_until!).toLocaleDateString(i18n.language || 'en', { dateStyle: 'long' }),
                            })}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                    {muted ? (
                      <Button
                        size="xs"
                        variant="default"
                        loading={unmute.isPending}
                        aria-label={t('groups.manage.mute.unmuteNamed', { name: member.person.name })}
                        onClick={() => unmute.mutate({ group_id: group.id, member_id: member.member_id, days: 0 }, toastOutcome('', MESSAGES.somethingWentWrong))}
                      >
                        {t('groups.manage.mute.unmute')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('groups.manage.mute.muteNamed', { name: member.person.name })}
                        onClick={() => setMuting({ id: member.member_id, name: member.person.name })}
                      >
                        {t('groups.manage.mute.mute')}
                      </Button>
                    )}
                  </Group>
                );
              })}
            </Stack>
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            {muting && (
              <MuteModal family={family} opened groupId={group.id} memberId={muting.id} name={muting.name} onClose={() => setMuting(null)} />
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}

function Posts({ family, group }: { family: ManageFamily; group: GroupSummary }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const posts = useEndpointQuery(MANAGE_CALLS[family].posts, { group_id: group.id, pageNo: page }, { keepPrevious: true });
  return (
    <QueryState query={posts}>
      {({ data, total_pages }) =>
        data.length === 0 ? (
          <Text c="dimmed">{t('groups.detail.noPosts')}</Text>
        ) : (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('groups.manage.posts')}>
              {data.map((post) => (
                <li key={post.id}>
                  <ManagedPost family={family} post={post} />
                </li>
              ))}
            </Stack>
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}

function ManagedPost({ family, post }: { family: ManageFamily; post: Post }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const [showComments, setShowComments] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const moderate = useEndpointMutation(calls.moderate, { invalidates: MANAGE_READS });
  const remove = useEndpointMutation(calls.deletePost, { invalidates: MANAGE_READS });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={`managed-post-${post.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" id={`managed-post-${post.id}`}>
            <PersonName person={post.author} fw={600} /> · <RelativeTime at={post.created_at} />
          </Text>
          <Group gap={6}>
            {post.hidden && <Badge color="gray">{t('groups.post.hidden')}</Badge>}
            {post.reports_count > 0 && (
              <Badge color="red" variant="light">
                {t('groups.manage.reports.openCount', { count: post.reports_count })}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
          {post.data}
        </Text>
        <Text size="xs" c="dimmed">
          {t('groups.post.likes', { count: post.likes_count })} · {t('groups.post.comments', { count: post.comments_count })} ·{' '}
          {t('groups.manage.imagesCount', { count: post.images.length })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => setShowComments(!showComments)} aria-expanded={showComments}>
            {t(showComments ? 'groups.manage.hideComments' : 'groups.manage.showComments')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={moderate.isPending}
            onClick={() => moderate.mutate({ post_id: post.id, action: post.hidden ? 'unhide' : 'hide' }, toastOutcome('', MESSAGES.somethingWentWrong))}
          >
            {t(post.hidden ? 'groups.manage.reports.unhide' : 'groups.manage.reports.hide.post')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
            {t('groups.manage.reports.delete.post')}
          </Button>
        </Group>
        {showComments && <ManagedComments family={family} postId={post.id} />}
      </Stack>
      <ConfirmModal
        opened={deleting}
        title={t('groups.manage.reports.deleteTitle.post')}
        text={t('groups.manage.reports.deleteText')}
        confirmLabel={t('groups.manage.yesDelete')}
        cancelLabel={t('groups.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate({ id: post.id }, toastOutcome('', MESSAGES.somethingWentWrong, () => setDeleting(false)))}
      />
    </Card>
  );
}

function ManagedComments({ family, postId }: { family: ManageFamily; postId: number }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const comments = useEndpointQuery(calls.comments, { post_id: postId });
  const remove = useEndpointMutation(calls.deleteComment, { invalidates: MANAGE_READS });
  const [deleting, setDeleting] = useState<Comment | null>(null);
  return (
    <QueryState query={comments}>
      {({ data }) =>
        data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('groups.comments.none')}
          </Text>
        ) : (
          <Stack component="ul" gap={6} pl="md" m={0} style={{ listStyle: 'none' }} aria-label={t('groups.manage.commentsOf')}>
            {data.map((comment) => (
              <Group component="li" key={comment.comment_id} justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    <PersonName person={comment.author} fw={600} /> · <RelativeTime at={comment.created_at} />
                    {comment.hidden && ` · ${t('groups.post.hidden')}`}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment.comment}
                  </Text>
                </Stack>
                <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(comment)}>
                  {t('groups.comments.delete')}
                </Button>
              </Group>
            ))}
            <ConfirmModal
              opened={deleting !== null}
              title={t('groups.comments.deleteTitle')}
              text={t('groups.manage.reports.deleteText')}
              confirmLabel={t('groups.comments.yesDelete')}
              cancelLabel={t('groups.keep')}
              pending={remove.isPending}
              onCancel={() => setDeleting(null)}
              onConfirm={() => deleting && remove.mutate({ id: deleting.comment_id }, toastOutcome('', MESSAGES.somethingWentWrong, () => setDeleting(null)))}
            />
          </Stack>
        )
      }
    </QueryState>
  );
}

const ROLE_CHOICES = [5, 3, 6, 4] as const;

function Invite({ family, group, onDone }: { family: ManageFamily; group: GroupSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [roleid, setRoleid] = useState<string>(group.clinic_id === null ? '5' : '5');
  const patients = useEndpointQuery(MANAGE_CALLS.clinic.patients, { group_id: group.id }, { enabled: family === 'clinic' });
  const users = useEndpointQuery(MANAGE_CALLS.admin.users, { roleid: Number(roleid), perPage: 100 }, { enabled: family === 'admin' });
  const source = family === 'clinic' ? patients : users;
  const invite = useEndpointMutation(MANAGE_CALLS[family].invite, { invalidates: MANAGE_READS });
  const options = (source.data?.data ?? []).map((person) => ({ value: String(person.id), label: `${person.name} (${person.email})` }));
  return (
    <InvitePicker
      options={options}
      loading={source.isPending}
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
    >
      {family === 'admin' && (
        <Select
          label={t('groups.invite.role')}
          data={ROLE_CHOICES.map((id) => ({ value: String(id), label: t(`groups.invite.roles.${id}`) }))}
          value={roleid}
          onChange={(value) => {
            setRoleid(value ?? '5');
            setPeople([]);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </InvitePicker>
  );
}
