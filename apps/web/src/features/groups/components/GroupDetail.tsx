import { useState } from 'react';
import { Alert, Avatar, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GROUP_MESSAGES, type GroupDetail as Detail, type Post } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { BackLink } from '../../../lib/ui/BackLink';
import { PersonName } from '../../../lib/ui/PersonName';
import { QueryState } from '../../../lib/ui/QueryState';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { frontGroups } from '../api/groups';
import { Composer } from './Composer';
import { GroupBadges, GroupCover, MembershipActions } from './GroupCard';
import { InviteModal } from './InviteModal';
import { PostCard } from './PostCard';

/** Whether a moderator's mute still holds. */
export function mutedNow(mutedUntil: string | null, now = new Date()): boolean {
  return mutedUntil !== null && new Date(mutedUntil).getTime() > now.getTime();
}

/** Why a muted member cannot post, with the day it ends. */
export function MutedNotice({ until }: { until: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="yellow" title={GROUP_MESSAGES.mutedHere}>
      {t('groups.detail.mutedUntil', { date: new Date(until).toLocaleString(i18n.language || 'en', { dateStyle: 'long', timeStyle: 'short' }) })}
    </Alert>
  );
}

/**
 * A group's page (/…/groups/:groupId): its cover, description, counts and participants; for members the
 * composer and the feed, newest first, one page at a time ("Show more posts"); employees invite their
 * clinic's patients to its groups.
 */
export function GroupDetail({ groupId, base, canInvite }: { groupId: number; base: string; canInvite: boolean }) {
  const { t } = useTranslation();
  const detail = useEndpointQuery(frontGroups.groupDetail, { group_id: groupId });
  usePageTitle(detail.data?.data.group.title ?? t('groups.page.title'));
  return (
    <Stack gap="lg">
      <BackLink to={base}>{t('groups.detail.back')}</BackLink>
      <QueryState query={detail}>{({ data }) => <GroupView detail={data} base={base} canInvite={canInvite} />}</QueryState>
    </Stack>
  );
}

function GroupView({ detail, base, canInvite }: { detail: Detail; base: string; canInvite: boolean }) {
  const { t } = useTranslation();
  const { group } = detail;
  const [inviting, setInviting] = useState(false);
  const muted = mutedNow(group.muted_until);
  return (
    <Stack gap="lg">
      {group.image && <GroupCover group={group} height={200} />}
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={1}>{group.title}</Title>
          <Group gap="xs">
            {canInvite && group.clinic_id !== null && (
              <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
                {t('groups.invite.open')}
              </Button>
            )}
            <MembershipActions group={group} />
          </Group>
        </Group>
        <GroupBadges group={group} />
        {group.description && <Text>{group.description}</Text>}
        <Text size="sm" c="dimmed">
          {t('groups.counts.members', { count: group.member_count })} · {t('groups.counts.posts', { count: detail.post_count })}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {!group.joined ? (
              <Alert color="blue" title={group.visibility === 'invite' && !group.invited ? GROUP_MESSAGES.inviteOnly : GROUP_MESSAGES.notMember}>
                {t('groups.detail.joinHint')}
              </Alert>
            ) : muted ? (
              <MutedNotice until={group.muted_until!} />
            ) : (
              <Composer groupId={group.id} participants={detail.participants} />
            )}
            {group.joined && <Feed detail={detail} base={base} mayReact={!muted} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <section aria-labelledby="group-participants">
            <Title order={2} size="h4" id="group-participants" mb="sm">
              {t('groups.detail.participants', { count: group.member_count })}
            </Title>
            {detail.participants.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('groups.detail.noParticipants')}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="group-participants">
                {detail.participants.map((member) => (
                  <Group component="li" key={member.member_id} gap="sm" wrap="nowrap">
                    <Avatar src={member.person.avatar} alt="" radius="xl" size={28} />
                    <PersonName person={member.person} size="sm" />
                  </Group>
                ))}
              </Stack>
            )}
          </section>
        </Grid.Col>
      </Grid>
      {canInvite && <InviteModal group={inviting ? group : null} onClose={() => setInviting(false)} />}
    </Stack>
  );
}

/** The feed: the detail's first page, then one more page per "Show more posts". */
function Feed({ detail, base, mayReact }: { detail: Detail; base: string; mayReact: boolean }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const groupId = detail.group.id;
  if (detail.posts.length === 0) return <Text c="dimmed">{t('groups.detail.noPosts')}</Text>;
  const more = Array.from({ length: pages - 1 }, (_, index) => index + 2);
  return (
    <section aria-labelledby="group-feed">
      <Title order={2} size="h4" id="group-feed" mb="sm">
        {t('groups.detail.feed')}
      </Title>
      <Stack gap="md">
        <PostList posts={detail.posts} base={base} groupId={groupId} mayReact={mayReact} />
        {more.map((page) => (
          <FeedPage key={page} groupId={groupId} page={page} base={base} mayReact={mayReact} />
        ))}
        {pages < detail.total_pages && (
          <Group justify="center">
            <Button variant="default" onClick={() => setPages(pages + 1)}>
              {t('groups.detail.more')}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}

function FeedPage({ groupId, page, base, mayReact }: { groupId: number; page: number; base: string; mayReact: boolean }) {
  const posts = useEndpointQuery(frontGroups.groupPosts, { group_id: groupId, pageNo: page, perPage: 10 });
  return <QueryState query={posts}>{({ data }) => <PostList posts={data} base={base} groupId={groupId} mayReact={mayReact} />}</QueryState>;
}

function PostList({ posts, base, groupId, mayReact }: { posts: readonly Post[]; base: string; groupId: number; mayReact: boolean }) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} detailPath={`${base}/${groupId}/posts/${post.id}`} mayReact={mayReact} />
        </li>
      ))}
    </Stack>
  );
}
