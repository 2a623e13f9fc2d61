import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES, ROLE_IDS, formatDateTime, type PersonSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { toastOutcome } from '../../../lib/notify';
import { ConfirmDeleteModal } from '../../../lib/ui/ConfirmDeleteModal';
import { LoadedFeatureSwitches } from '../../../lib/ui/FeatureSwitches';
import { FactList } from '../../../lib/ui/FactList';
import { PackagesSection } from '../../../lib/ui/PackagesSection';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useConfirmByUser } from '../api/confirm-by-user';
import { useDeleteUser } from '../api/delete-user';
import { useBusinessPackages } from '../api/get-business-packages';
import { useUserDetail } from '../api/get-user-detail';
import { useUpdateUserFeatures, useUserFeatures } from '../api/user-features';
import { UserStatusBadge, useUserActions } from './UsersLists';

/**
 * One user's page for the administration: profile, approvals, actions (only those the signed-in
 * administrator may take), individual features, and the packages of a business user. `onDeleted` runs
 * after the user was deleted (the page goes back to the list).
 */
export function UserDetail({ userid, onDeleted }: { userid: number; onDeleted: () => void }) {
  const { t } = useTranslation();
  const detail = useUserDetail(userid);
  const actions = useUserActions();
  const confirmByUser = useConfirmByUser();
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState(false);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('users.detailTitle')}</Title>
        <Text role="alert">{errorMessage(detail.error, MESSAGES.somethingWentWrong)}</Text>
      </Stack>
    );
  }
  const user = detail.data;
  const facts: [string, string][] = [
    [t('users.columns.email'), user.email],
    [t('users.username'), user.username ?? '—'],
    [t('users.phone'), user.phone ?? '—'],
    [t('users.columns.role'), user.roleName],
    [t('users.columns.clinic'), user.clinicName ?? '—'],
    [t('users.memberSince'), formatDateTime(user.createdAt)],
    [t('users.lastSignIn'), user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '—'],
    [t('users.activeSessions'), String(user.activeSessions)],
  ];
  if (user.role === 'patient')
    facts.push([t('users.assignedEmployees'), user.assignedEmployees.map((p) => p.fullName).join(', ') || '—']);
  if (user.role === 'employee')
    facts.push([t('users.assignedPatients'), user.assignedPatients.map((p) => p.fullName).join(', ') || '—']);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{user.fullName}</Title>
          <Group gap="xs">
            <UserStatusBadge user={user} />
            <Badge variant={user.confirmedByUser ? 'light' : 'default'} tt="none">
              {user.confirmedByUser ? t('users.status.confirmedByUser') : t('users.status.notConfirmedByUser')}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {actions.may(user, 'edit') && (
            <Button variant="default" onClick={() => actions.edit(user)}>
              {t('users.edit')}
            </Button>
          )}
          {actions.may(user, 'approve') && (
            <Button variant="default" onClick={() => actions.approve(user)}>
              {user.confirmedByAdmin ? t('users.withdrawApproval') : t('users.approve')}
            </Button>
          )}
          {actions.may(user, 'confirmForUser') && (
            <Button
              variant="default"
              loading={confirmByUser.isPending}
              onClick={() =>
                confirmByUser.mutate(
                  { userid: user.userid, status: !user.confirmedByUser },
                  toastOutcome(MESSAGES.userStatusChanged, MESSAGES.somethingIsWrong),
                )
              }
            >
              {user.confirmedByUser ? t('users.withdrawUserConfirmation') : t('users.confirmForUser')}
            </Button>
          )}
          {actions.canBePatient(user) && (
            <Button variant="default" onClick={() => actions.toPatient(user)}>
              {t('users.toPatient')}
            </Button>
          )}
          {actions.canBePersonal(user) && (
            <Button variant="default" onClick={() => actions.toPersonal(user)}>
              {t('users.toPersonal')}
            </Button>
          )}
          {actions.may(user, 'delete') && (
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              {t('users.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <FactList facts={facts} />
      <UserFeatures user={user} />
      {user.roleid === ROLE_IDS.business && <BusinessPackages />}
      {actions.modals}
      <ConfirmDeleteModal
        ns="users"
        name={deleting ? user.fullName : null}
        onCancel={() => setDeleting(false)}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { userid: user.userid },
            toastOutcome(APP_MESSAGES.userDeleted, MESSAGES.somethingIsWrong, () => {
              setDeleting(false);
              onDeleted();
            }),
          )
        }
      />
    </Stack>
  );
}

/** The administrator's individual feature switches for the user (none for administrators). */
function UserFeatures({ user }: { user: PersonSummary }) {
  const { t } = useTranslation();
  const features = useUserFeatures(user.userid);
  const update = useUpdateUserFeatures();
  if (user.role === 'admin' || user.role === 'masterAdmin') return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="user-features-heading">
      <Title order={2} size="h3" id="user-features-heading" mb="xs">
        {t('users.featuresTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('users.featuresHint')}
      </Text>
      <LoadedFeatureSwitches
        query={features}
        layer="admin"
        legend={features.data?.kind ? t(`peopleAdmin.kindFeatures.kinds.${features.data.kind}.legend`) : ''}
        pending={update.isPending}
        onSave={(changes) =>
          update.mutate(
            { userid: user.userid, features: changes },
            toastOutcome(APP_MESSAGES.featuresUpdated, MESSAGES.somethingIsWrong),
          )
        }
      />
    </Paper>
  );
}

/** The packages a business user can buy (none until packages exist: the section says so). */
function BusinessPackages() {
  const { t } = useTranslation();
  return <PackagesSection id="user-packages-heading" query={useBusinessPackages()} hint={t('users.packagesHint')} />;
}
