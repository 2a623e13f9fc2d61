import type { ReactNode } from 'react';
import { Badge, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type AccountDetails } from '@stillpoint/contracts';
import { EmailText } from '../../../lib/ui/EmailText';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Read-only facts of the account: e-mail, role, clinic, member since, last sign-in, e-mail confirmation. */
export function AccountSummary({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-summary">
      <Title order={2} size="h4" id="account-summary" mb="md">
        {t('accountPage.detailsTitle')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Item term={t('accountPage.email')}>
          <EmailText email={account.email} />
        </Item>
        <Item term={t('accountPage.role')}>
          <Badge variant="light" tt="none">
            {account.roleName}
          </Badge>
        </Item>
        {account.clinicName && <Item term={t('accountPage.clinic')}>{account.clinicName}</Item>}
        <Item term={t('accountPage.memberSince')}>{formatDateTime(account.createdAt)}</Item>
        <Item term={t('account.lastSignIn')}>
          {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : t('account.neverSignedIn')}
        </Item>
        <Item term={t('accountPage.emailVerified')}>{account.emailVerified ? t('accountPage.yes') : t('accountPage.no')}</Item>
      </SimpleGrid>
    </Paper>
  );
}
