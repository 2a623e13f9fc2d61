import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { DEFAULT_AVATAR, roleNameForRoleId, type Audience } from '@stillpoint/contracts';
import { useLogout } from '../../features/auth/api/logout';
import { notify } from '../../lib/notify';
import { clearPrivateQueries } from '../../lib/query-client';
import { loginRouteFor } from '../../lib/routes';
import { useSessionUser } from '../../lib/session';
import { EmailText } from '../../lib/ui/EmailText';
import type { AccountLink } from './menus';
import classes from './AreaShell.module.css';

/**
 * The signed-in person: avatar and name; the menu shows who is signed in, opens the account page (and the
 * account's other pages, such as the subscription and invoices) and logs out.
 */
export function UserMenu({ audience, accountPath, links = [] }: { audience: Audience; accountPath: string; links?: readonly AccountLink[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionUser(audience);
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!user) return null;
  const path = pathname.toLowerCase();
  const isAt = (to: string) => path === to.toLowerCase() || path.startsWith(`${to.toLowerCase()}/`);
  // The account's own pages sit below it: the account entry is current only on the pages no other entry names.
  const atLink = links.some((link) => isAt(link.to));

  const onLogout = () =>
    logout.mutate(audience, {
      onSettled: (message) => {
        clearPrivateQueries(queryClient);
        void navigate(loginRouteFor(audience), { replace: true });
        if (message) notify.info(message);
      },
    });

  return (
    <Menu position="bottom-end" width={280} shadow="md" radius="md" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label')} className={classes.userButton}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.avatar || DEFAULT_AVATAR} alt={user.fullName} radius="xl" size={34} />
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180} aria-hidden>
              {user.fullName}
            </Text>
            <Box component="span" visibleFrom="sm" lh={0}>
              <IconChevronDown size={16} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.signedInAs')}</Menu.Label>
        <div className={classes.userCard}>
          <Text fw={600} size="sm">
            {user.fullName}
          </Text>
          <Text size="sm">
            <EmailText email={user.email} />
          </Text>
          <Text size="xs" c="dimmed">
            {roleNameForRoleId(user.roleid)}
            {user.clinicName ? ` · ${user.clinicName}` : ''}
          </Text>
        </div>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={accountPath}
          leftSection={<IconUserCircle size={16} aria-hidden />}
          aria-current={isAt(accountPath) && !atLink ? 'page' : undefined}
        >
          {t('userMenu.account')}
        </Menu.Item>
        {links.map(({ labelKey, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />} aria-current={isAt(to) ? 'page' : undefined}>
            {t(labelKey)}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout} disabled={logout.isPending}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
