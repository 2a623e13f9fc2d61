import { Avatar, Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconBuildingHospital, IconUserHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AVATAR, MESSAGES, type Audience } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { useAccountDetails } from '../api/get-account-details';

/**
 * The one-line greeting at the top of a home: a small avatar, "Welcome, {name}" as the page's heading, and
 * the role and clinic as badges. The page's content follows at once; the account's details live on Account.
 */
export function AccountGreeting({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { data: account, isPending, isError, error, refetch, isRefetching } = useAccountDetails(audience);

  if (isPending)
    return (
      <Title order={1} size="h3">
        {t('account.welcomeFallback')}
      </Title>
    );
  if (isError) {
    return (
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h3">
          {t('account.welcomeFallback')}
        </Title>
        <Text role="alert" size="sm">
          {errorMessage(error, MESSAGES.somethingWentWrong)}
        </Text>
        <Button variant="light" size="xs" onClick={() => void refetch()} loading={isRefetching}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Avatar src={account.avatar || DEFAULT_AVATAR} alt={account.fullName} size={44} radius={999} />
      <Group gap="xs" wrap="wrap" align="center" style={{ minWidth: 0 }}>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('account.welcome', { name: account.fullName })}
        </Title>
        <Group gap={6} wrap="wrap">
          <Badge variant="light" radius="xl" tt="none" leftSection={<IconUserHeart size={12} aria-hidden />}>
            {account.roleName}
          </Badge>
          {account.clinicName && (
            <Badge
              variant="outline"
              color="gray"
              radius="xl"
              tt="none"
              leftSection={<IconBuildingHospital size={12} aria-hidden />}
            >
              {account.clinicName}
            </Badge>
          )}
        </Group>
      </Group>
    </Group>
  );
}
