import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupDetail, GroupsList, GroupsManagement, PostDetail, type ManageFamily } from '../../features/groups';
import { ROUTES } from '../../lib/routes';
import { usePageTitle } from '../../lib/ui/use-page-title';
import { NotFoundContent } from './not-found';

/** The front areas with groups: patients, employees and personal users. */
export type GroupsArea = 'patient' | 'employee' | 'frontuser';

const BASE: Record<GroupsArea, string> = {
  patient: ROUTES['patient-groups'],
  employee: ROUTES['employee-groups'],
  frontuser: ROUTES['frontuser-groups'],
};

function Header({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  usePageTitle(t('groups.page.title'));
  return (
    <Stack gap={4}>
      <Title order={1}>{t('groups.page.title')}</Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}

/** /patient/groups, /employee/groups, /frontuser/groups: the groups list and the recent activity. */
export function FrontGroupsPage({ area }: { area: GroupsArea }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t('groups.page.subtitle')} />
      <GroupsList base={BASE[area]} />
    </Stack>
  );
}

const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /…/groups/:groupId: a group with its feed. */
export function FrontGroupPage({ area }: { area: GroupsArea }) {
  const groupId = idOf(useParams().groupId);
  if (groupId === null) return <NotFoundContent />;
  return <GroupDetail key={groupId} groupId={groupId} base={BASE[area]} canInvite={area === 'employee'} />;
}

/** /…/groups/:groupId/posts/:postId: a post with its comments. */
export function FrontPostPage({ area }: { area: GroupsArea }) {
  const params = useParams();
  const groupId = idOf(params.groupId);
  const postId = idOf(params.postId);
  if (groupId === null || postId === null) return <NotFoundContent />;
  return <PostDetail key={postId} groupId={groupId} postId={postId} base={BASE[area]} />;
}

/** /clinic/groups and /administration/groups: the groups one owns and their reports. */
export function ManageGroupsPage({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t(family === 'admin' ? 'groups.page.manageSubtitleAdmin' : 'groups.page.manageSubtitleClinic')} />
      <GroupsManagement family={family} />
    </Stack>
  );
}
