import { ActionIcon, Anchor, Badge, Button, Card, Group, Image, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type GroupSummary } from '@stillpoint/contracts';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { FRONT_LISTS, frontGroups } from '../api/groups';
import classes from './groups.module.css';

/** The group's cover, or a quiet placeholder with the group icon. */
export function GroupCover({ group, height }: { group: Pick<GroupSummary, 'image'>; height: number }) {
  if (group.image) return <Image src={group.image} alt="" h={height} fit="cover" radius="sm" />;
  return (
    <div className={classes.coverPlaceholder} style={{ height }} aria-hidden>
      <IconUsersGroup size={40} />
    </div>
  );
}

/** "12 members · 4 posts". */
export function GroupCounts({ group }: { group: Pick<GroupSummary, 'member_count' | 'post_count'> }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('groups.counts.members', { count: group.member_count })} · {t('groups.counts.posts', { count: group.post_count })}
    </Text>
  );
}

/** Join or leave, favourite or unfavourite a group; the lists and the group are read again (spec section 4). */
export function MembershipActions({ group, size = 'sm' }: { group: GroupSummary; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const join = useEndpointMutation(frontGroups.groupJoin, { invalidates: FRONT_LISTS });
  const leave = useEndpointMutation(frontGroups.groupLeave, { invalidates: [...FRONT_LISTS, frontGroups.groupPosts] });
  const favourite = useEndpointMutation(frontGroups.groupFavourite, { invalidates: FRONT_LISTS });
  const unfavourite = useEndpointMutation(frontGroups.groupUnfavourite, { invalidates: FRONT_LISTS });
  const input = { group_id: group.id };
  const outcome = toastOutcome('', MESSAGES.somethingWentWrong);
  const name = { title: group.title };
  const canJoin = group.visibility === 'open' || group.invited;
  const faveLabel = t(group.favourite ? 'groups.actions.unfavouriteNamed' : 'groups.actions.favouriteNamed', name);
  return (
    <Group gap="xs" wrap="nowrap">
      {group.joined ? (
        <Button size={size} variant="default" loading={leave.isPending} onClick={() => leave.mutate(input, outcome)} aria-label={t('groups.actions.leaveNamed', name)}>
          {t('groups.actions.leave')}
        </Button>
      ) : canJoin ? (
        <Button size={size} loading={join.isPending} onClick={() => join.mutate(input, outcome)} aria-label={t('groups.actions.joinNamed', name)}>
          {t('groups.actions.join')}
        </Button>
      ) : null}
      <Tooltip label={faveLabel}>
        <ActionIcon
          size={size === 'xs' ? 'md' : 'lg'}
          variant={group.favourite ? 'light' : 'default'}
          color={group.favourite ? 'yellow' : undefined}
          aria-label={faveLabel}
          aria-pressed={group.favourite}
          loading={favourite.isPending || unfavourite.isPending}
          onClick={() => (group.favourite ? unfavourite : favourite).mutate(input, outcome)}
        >
          {group.favourite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Badges of the caller's relation to a group: joined, invited, invitation only. */
export function GroupBadges({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {group.joined && <Badge variant="light" color="teal">{t('groups.badge.joined')}</Badge>}
      {!group.joined && group.invited && <Badge variant="light">{t('groups.badge.invited')}</Badge>}
      {group.visibility === 'invite' && <Badge variant="outline" color="gray">{t('groups.badge.inviteOnly')}</Badge>}
    </Group>
  );
}

/** A group on the front list: cover, title (a link to the group), description, counts and the actions. */
export function GroupCard({ group, base }: { group: GroupSummary; base: string }) {
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={`group-${group.id}-title`} h="100%">
      <Card.Section>
        <GroupCover group={group} height={140} />
      </Card.Section>
      <Stack gap="xs" mt="md" flex={1}>
        <Title order={2} size="h4" id={`group-${group.id}-title`}>
          <Anchor component={Link} to={`${base}/${group.id}`} inherit>
            {group.title}
          </Anchor>
        </Title>
        <GroupBadges group={group} />
        {group.description && (
          <Text size="sm" lineClamp={3}>
            {group.description}
          </Text>
        )}
        <GroupCounts group={group} />
      </Stack>
      <Group mt="md" justify="space-between">
        <MembershipActions group={group} />
      </Group>
    </Card>
  );
}
