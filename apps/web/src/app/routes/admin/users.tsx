import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { UserDetail } from '../../../features/users/components/UserDetail';
import { UsersLists } from '../../../features/users/components/UsersLists';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';
import { BackLink } from '../../../lib/ui/BackLink';

const detailPath = (userid: number) => `${ROUTES['admin-users']}/${userid}`;

/** /administration/users: the user lists by role. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('users.title')}</Title>
        <Text c="dimmed">{t('users.subtitle')}</Text>
      </Stack>
      <UsersLists detailPath={detailPath} />
    </Stack>
  );
}

/** /administration/users/:userid: one user's detail, actions and individual features. */
export function AdminUserDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.detailTitle'));
  const navigate = useNavigate();
  const userid = Number(useParams().userid);
  if (!Number.isInteger(userid) || userid <= 0) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={ROUTES['admin-users']}>{t('users.back')}</BackLink>
      <UserDetail key={userid} userid={userid} onDeleted={() => void navigate(ROUTES['admin-users'])} />
    </Stack>
  );
}
