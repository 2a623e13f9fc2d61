import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Audience } from '@stillpoint/contracts';
import { useAccountDetails } from '../../features/account/api/get-account-details';
import { AccountProfileForm } from '../../features/account/components/AccountProfileForm';
import { AccountSummary } from '../../features/account/components/AccountSummary';
import { AvatarUpload } from '../../features/account/components/AvatarUpload';
import { NotificationSettingsForm } from '../../features/notifications';
import { PasswordChangeForm } from '../../features/account/components/PasswordChangeForm';
import { PeerNameForm } from '../../features/account/components/PeerNameForm';
import { errorMessage } from '../../lib/forms';
import { PageLoader } from '../../lib/ui/PageLoader';
import { usePageTitle } from '../../lib/ui/use-page-title';

/** /{area}/account: every role's own account (details, profile, how others see them, photo, password, notifications). */
export function AccountPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  usePageTitle(t('accountPage.title'));
  const account = useAccountDetails(audience);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('accountPage.title')}</Title>
        <Text c="dimmed">{t('accountPage.subtitle')}</Text>
      </Stack>
      {account.isPending ? (
        <PageLoader />
      ) : account.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(account.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void account.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <AccountSummary account={account.data} />
            <AvatarUpload audience={audience} account={account.data} />
            <NotificationSettingsForm audience={audience} />
          </Stack>
          <Stack gap="lg">
            <AccountProfileForm key={account.data.userid} audience={audience} account={account.data} />
            <PeerNameForm key={`peer-${account.data.userid}`} audience={audience} account={account.data} />
            <PasswordChangeForm audience={audience} />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
