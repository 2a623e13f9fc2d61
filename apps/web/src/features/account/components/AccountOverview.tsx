import type { ReactNode } from 'react';
import { Avatar, Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingHospital, IconCalendarHeart, IconClockHour4, IconMail, IconUserHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AVATAR, MESSAGES, formatDateTime, type Audience } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useAccountDetails } from '../api/get-account-details';
import classes from './AccountOverview.module.css';

type GreetingKey = 'account.greeting.morning' | 'account.greeting.afternoon' | 'account.greeting.evening';

function greetingKey(now: Date): GreetingKey {
  const hour = now.getHours();
  if (hour < 12) return 'account.greeting.morning';
  if (hour < 18) return 'account.greeting.afternoon';
  return 'account.greeting.evening';
}

/** An e-mail address that, when it must wrap, wraps after the at sign rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className={classes.tile}>
      <dt className={classes.term}>
        <ThemeIcon variant="light" size={40} radius="xl" className={classes.icon} aria-hidden>
          {icon}
        </ThemeIcon>
        {term}
      </dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/**
 * The landing greeting of every area: the account's name, avatar, role, clinic, e-mail, member since and
 * last sign-in, fetched from the account details of its session family.
 */
export function AccountOverview({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { data: account, isPending, isError, error, refetch, isRefetching } = useAccountDetails(audience);

  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('account.welcomeFallback')}</Title>
        <Text role="alert">{errorMessage(error, MESSAGES.somethingWentWrong)}</Text>
        <Group>
          <Button variant="light" onClick={() => void refetch()} loading={isRefetching}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Paper radius="xl" p={{ base: 'lg', sm: 40 }} className={classes.hero}>
        <div className={classes.ripple} aria-hidden />
        <Group gap="xl" wrap="wrap" align="center" pos="relative">
          <Avatar
            src={account.avatar || DEFAULT_AVATAR}
            alt={account.fullName}
            size={104}
            radius={999}
            className={classes.avatar}
          />
          <Stack gap={8} style={{ minWidth: 0 }}>
            <Text fw={500}>{t(greetingKey(new Date()))}</Text>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {t('account.welcome', { name: account.fullName })}
            </Title>
            <Group gap="xs">
              <Badge variant="filled" size="lg" radius="xl" tt="none" leftSection={<IconUserHeart size={14} aria-hidden />}>
                {account.roleName}
              </Badge>
              {account.clinicName && (
                <Badge
                  variant="white"
                  color="dark"
                  size="lg"
                  radius="xl"
                  tt="none"
                  leftSection={<IconBuildingHospital size={14} aria-hidden />}
                >
                  {account.clinicName}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Text mt="xl" maw={620} pos="relative">
          {t('account.calm')}
        </Text>
      </Paper>

      <Box component="section" aria-labelledby="account-details-heading">
        <Title order={2} size="h3" id="account-details-heading" mb="md">
          {t('account.detailsTitle')}
        </Title>
        <dl className={classes.details}>
          <Detail icon={<IconMail size={20} />} term={t('account.email')}>
            <EmailText email={account.email} />
          </Detail>
          <Detail icon={<IconCalendarHeart size={20} />} term={t('account.memberSince')}>
            {formatDateTime(account.createdAt)}
          </Detail>
          <Detail icon={<IconClockHour4 size={20} />} term={t('account.lastSignIn')}>
            {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : t('account.neverSignedIn')}
          </Detail>
        </dl>
      </Box>
    </Stack>
  );
}
