import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconChecks, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Audience, Notification } from '@stillpoint/contracts';
import { appLink, useLatestNotifications, useLiveNotifications, useNotificationActions } from '../api/notifications';
import { NotificationTime } from './NotificationTime';
import classes from './notifications.module.css';

/**
 * The navbar bell: the unread count (live), and a menu with the four newest notifications, "Mark all as
 * read" and "See all" (the area's notifications page).
 */
export function NotificationBell({ audience, pagePath }: { audience: Audience; pagePath: string }) {
  const { t } = useTranslation();
  useLiveNotifications(audience);
  const latest = useLatestNotifications(audience);
  const actions = useNotificationActions(audience);
  const navigate = useNavigate();
  const unread = latest.data?.data.unread_count ?? 0;
  const list = latest.data?.data.list ?? [];

  const open = (item: Notification) => {
    const link = appLink(item.link);
    if (!item.read) actions.readSingle.mutate({ id: item.id });
    void navigate(link ?? pagePath);
  };

  return (
    <Menu position="bottom-end" width={340} shadow="md" radius="md" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t('notificationsPage.bellLabel', { count: unread })}
          data-testid="notification-bell"
          className={classes.bell}
        >
          <IconBell size={18} stroke={1.6} aria-hidden />
          {unread > 0 && (
            <span className={classes.bellCount} aria-hidden data-testid="notification-count">
              {t('notificationsPage.badge', { count: unread })}
            </span>
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('notificationsPage.latestTitle')}>
        <Menu.Label>{t('notificationsPage.latestTitle')}</Menu.Label>
        {latest.isPending ? (
          <Menu.Label>{t('notificationsPage.loading')}</Menu.Label>
        ) : list.length === 0 ? (
          <Menu.Label>{t('notificationsPage.empty')}</Menu.Label>
        ) : (
          list.map((item) => (
            <Menu.Item key={item.id} onClick={() => open(item)} className={classes.menuItem} data-unread={!item.read || undefined}>
              <Stack gap={2}>
                <Group gap={6} wrap="nowrap">
                  {!item.read && <span className={classes.dot} aria-hidden />}
                  <Text size="sm" fw={item.read ? 500 : 700} lineClamp={1}>
                    {item.title}
                  </Text>
                  {item.urgent && (
                    <Badge color="red" variant="light" size="xs">
                      {t('notificationsPage.urgent')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.body}
                </Text>
                <Text size="xs" c="dimmed">
                  {!item.read && <span className={classes.srOnly}>{t('notificationsPage.unread')} · </span>}
                  <NotificationTime at={item.createdAt} />
                </Text>
              </Stack>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0 || actions.markAllRead.isPending}
          closeMenuOnClick={false}
          onClick={() => actions.markAllRead.mutate(undefined as never)}
        >
          {t('notificationsPage.markAllRead')}
        </Menu.Item>
        <Menu.Item component={Link} to={pagePath} leftSection={<IconList size={16} aria-hidden />}>
          {t('notificationsPage.seeAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Used by tests and the shell: the plain unread count, without the menu. */
export function useUnreadCount(audience: Audience): number {
  return useLatestNotifications(audience).data?.data.unread_count ?? 0;
}
