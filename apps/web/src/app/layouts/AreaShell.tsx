import { Fragment, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  AppShell,
  Burger,
  Container,
  Divider,
  Group,
  NavLink as MantineNavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import type { Area } from '@stillpoint/contracts';
import { useAccountDetails } from '../../features/account/api/get-account-details';
import { NotificationBell } from '../../features/notifications';
import { UrgentAlerts } from '../../features/site/components/UrgentAlerts';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { ROUTES } from '../../lib/routes';
import { Logo } from '../../lib/ui/Logo';
import { SkinToggle } from '../../lib/ui/SkinToggle';
import classes from './AreaShell.module.css';
import { AREAS_WITH_HELP, GetHelpButton, GetHelpNavEntry } from './GetHelpLink';
import { ACCOUNT_LINKS, ACCOUNT_ROUTES, NOTIFICATIONS_ROUTES, isActiveEntry, landingRedirect, visibleEntries, type MenuGroupKey, type MenuItem } from './menus';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';

/**
 * The group whose heading goes before the entry at `index` of the side (or phone) menu: the first entry
 * of each group gets one; the group's other entries and entries of no group get none.
 */
function groupHeading(menu: readonly MenuItem[], index: number): MenuGroupKey | null {
  const group = menu[index]?.group;
  if (!group) return null;
  return menu.findIndex((item) => item.group === group) === index ? group : null;
}

/**
 * The layout settings load with their first opening: their controls (segmented controls, switches) are
 * not part of the landing page's download (decision 0027).
 */
const LayoutSettingsDrawer = lazy(() => import('./LayoutSettingsDrawer').then((m) => ({ default: m.LayoutSettingsDrawer })));

/** Below Mantine's `sm` breakpoint the menu moves into a burger panel. */
const MOBILE_QUERY = '(max-width: 47.99em)';

/**
 * The shell of a role area (Mantine AppShell): header with the logo, the menu (in the top bar for the
 * horizontal layout, in a side navbar for the vertical one), the skin toggle, the layout settings and
 * the user menu; the page in <main>; an optional static footer. Follows the layout preferences live.
 */
export function AreaShell({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  const [settingsOpened, settings] = useDisclosure(false);
  // Once opened, the drawer stays mounted (it animates its closing).
  const [settingsWanted, setSettingsWanted] = useState(false);
  const openSettings = () => {
    setSettingsWanted(true);
    settings.open();
  };
  const closeMobileMenu = mobileMenu.close;
  const audience = area === 'admin' ? 'admin' : 'front';
  const account = useAccountDetails(audience);
  const menu = visibleEntries(area, account.data?.features, account.data?.roleid);
  const landing = menu[0]?.to ?? ROUTES.home;
  // The landing's own page switched off for the account: go on to the first entry it still has.
  const redirect = account.data ? landingRedirect(area, location.pathname, account.data.features, account.data.roleid) : null;

  useEffect(() => closeMobileMenu(), [location.pathname, closeMobileMenu]);

  const vertical = prefs.layoutType === 'vertical';
  const collapsed = vertical && prefs.menuCollapsed && !isMobile;
  const navbarShown = isMobile ? mobileOpened : vertical;
  const boxed = prefs.contentWidth === 'boxed';
  const withHelp = AREAS_WITH_HELP.has(area);

  return (
    <AppShell
      mode={prefs.navbarType === 'sticky' ? 'fixed' : 'static'}
      header={{ height: 64 }}
      navbar={{ width: collapsed ? 76 : 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !vertical } }}
      padding={0}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        {/* Phones: a smaller logo and tighter gaps, so the bell, the toggles and the user menu all fit at 320 px and up. */}
        <Container size="xl" fluid={!boxed || vertical} px={isMobile ? 'xs' : 'md'} className={classes.headerInner} data-compact={isMobile || undefined}>
          {isMobile && (
            <Burger
              opened={mobileOpened}
              onClick={mobileMenu.toggle}
              size="sm"
              aria-label={mobileOpened ? t('layout.closeMenu') : t('layout.openMenu')}
            />
          )}
          <Anchor component={Link} to={landing} className={classes.logoLink} aria-label={t('layout.home')}>
            <Logo height={isMobile ? 22 : 30} />
          </Anchor>
          {!vertical && !isMobile ? <TopMenu items={menu} /> : <div className={classes.spacer} />}
          <Group gap={isMobile ? 4 : 'xs'} wrap="nowrap">
            {withHelp && <GetHelpButton compact={isMobile} />}
            <NotificationBell audience={audience} pagePath={NOTIFICATIONS_ROUTES[area]} />
            <SkinToggle />
            <Tooltip label={t('layout.settingsTitle')} withinPortal={false}>
              <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('layout.settingsTitle')} onClick={openSettings}>
                <IconAdjustmentsHorizontal size={18} stroke={1.6} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <UserMenu audience={audience} accountPath={ACCOUNT_ROUTES[area]} links={ACCOUNT_LINKS[area]} />
          </Group>
        </Container>
      </AppShell.Header>

      {navbarShown && (
        <AppShell.Navbar aria-label={t('layout.mainMenu')} p="sm">
          <AppShell.Section grow component={ScrollArea} type="auto" offsetScrollbars>
            <Stack gap={4}>
              {withHelp && <GetHelpNavEntry collapsed={collapsed} rtl={prefs.rtl} />}
              {menu.map((item, index) => {
                const label = t(item.labelKey);
                const active = isActiveEntry(item, location.pathname);
                const heading = groupHeading(menu, index);
                const entry = collapsed ? (
                  <Tooltip key={item.to} label={label} position={prefs.rtl ? 'left' : 'right'} withinPortal={false}>
                    <UnstyledButton
                      component={Link}
                      to={item.to}
                      aria-label={label}
                      aria-current={active ? 'page' : undefined}
                      className={classes.railLink}
                      data-active={active || undefined}
                    >
                      <item.icon size={22} stroke={1.6} aria-hidden />
                    </UnstyledButton>
                  </Tooltip>
                ) : (
                  <MantineNavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={label}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                    variant="light"
                    className={classes.sideLink}
                  />
                );
                // An entry of no group after a group's entries: a line ends the group above it.
                const endsGroup = !item.group && Boolean(menu[index - 1]?.group);
                if (heading === null && !endsGroup) return entry;
                return (
                  <Fragment key={item.to}>
                    {collapsed || heading === null ? (
                      <Divider my={4} />
                    ) : (
                      <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.sideHeading}>
                        {t(`menu.groups.${heading}`)}
                      </Text>
                    )}
                    {entry}
                  </Fragment>
                );
              })}
            </Stack>
          </AppShell.Section>
          {vertical && !isMobile && (
            <AppShell.Section>
              <Tooltip
                label={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
                position={prefs.rtl ? 'left' : 'right'}
                withinPortal={false}
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
                  onClick={() => updatePreferences({ menuCollapsed: !prefs.menuCollapsed })}
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            </AppShell.Section>
          )}
        </AppShell.Navbar>
      )}

      <AppShell.Main className={classes.main}>
        <Container size="lg" fluid={!boxed} px={{ base: 'md', sm: 'xl' }} className={classes.content}>
          <Stack gap="lg">
            <UrgentAlerts />
            {redirect ? <Navigate to={redirect} replace /> : children}
          </Stack>
        </Container>
        {prefs.footerType === 'static' && (
          <footer className={classes.footer}>
            <Container size="lg" fluid={!boxed} px={{ base: 'md', sm: 'xl' }}>
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed">
                  {t('footer.copyright', { year: new Date().getFullYear() })}
                </Text>
                <Group component="nav" aria-label={t('footer.legalNav')} gap="lg">
                  <Anchor component={Link} to={ROUTES.terms} size="sm">
                    {t('footer.terms')}
                  </Anchor>
                  <Anchor component={Link} to={ROUTES.privacy} size="sm">
                    {t('footer.privacy')}
                  </Anchor>
                </Group>
              </Group>
            </Container>
          </footer>
        )}
      </AppShell.Main>
      {settingsWanted && (
        <Suspense fallback={null}>
          <LayoutSettingsDrawer opened={settingsOpened} onClose={settings.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
