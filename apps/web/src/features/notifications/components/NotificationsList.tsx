import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBellOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES, type Audience, type Notification } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { Pager } from '../../../lib/ui/Pager';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { appLink, useLiveNotifications, useNotificationActions, useNotificationsPage } from '../api/notifications';
import { NotificationTime } from './NotificationTime';
import classes from './notifications.module.css';

const PER_PAGE = 10;

/** The notifications page: every notification, newest first, paged; open, delete one, delete all, mark all read. */
export function NotificationsList({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [confirmAll, setConfirmAll] = useState(false);
  useLiveNotifications(audience);
  const list = useNotificationsPage(audience, page, PER_PAGE);
  const actions = useNotificationActions(audience);
  const navigate = useNavigate();
  const items = list.data?.data.list ?? [];
  const unread = list.data?.data.unread_count ?? 0;
  const totalPages = list.data?.total_pages ?? 1;
  const failed = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));

  const open = (item: Notification) => {
    const link = appLink(item.link);
    actions.readSingle.mutate(
      { id: item.id },
      {
        onSuccess: () => {
          if (link) void navigate(link);
        },
        onError: failed,
      },
    );
  };
  const remove = (item: Notification) =>
    actions.deleteSingle.mutate(
      { id: item.id },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          // The last one of a page went: show the page before.
          if (items.length === 1 && page > 1) setPage(page - 1);
        },
        onError: failed,
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed" aria-live="polite">
          {t('notificationsPage.unreadSummary', { count: unread })}
        </Text>
        <Group gap="xs">
          <Button
            variant="light"
            disabled={unread === 0}
            loading={actions.markAllRead.isPending}
            onClick={() => actions.markAllRead.mutate(undefined as never, { onSuccess: (response) => notify.success(response.message), onError: failed })}
          >
            {t('notificationsPage.markAllRead')}
          </Button>
          <Button variant="default" color="red" disabled={items.length === 0} onClick={() => setConfirmAll(true)}>
            {t('notificationsPage.deleteAll')}
          </Button>
        </Group>
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(list.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconBellOff size={36} stroke={1.4} aria-hidden />
            <Text fw={600}>{t('notificationsPage.emptyTitle')}</Text>
            <Text c="dimmed" ta="center">
              {t('notificationsPage.emptyHint')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('notificationsPage.title')}>
          {items.map((item) => (
            <Paper key={item.id} component="li" withBorder radius="md" p="sm" className={classes.row} data-unread={!item.read || undefined}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <UnstyledButton onClick={() => open(item)} style={{ flex: 1, minWidth: 0 }} aria-describedby={`notification-${item.id}-body`}>
                  <Stack gap={2}>
                    <Group gap={6} wrap="wrap">
                      {!item.read && (
                        <Badge size="xs" variant="filled">
                          {t('notificationsPage.unread')}
                        </Badge>
                      )}
                      {item.urgent && (
                        <Badge size="xs" color="red" variant="light">
                          {t('notificationsPage.urgent')}
                        </Badge>
                      )}
                      <Text fw={item.read ? 500 : 700}>{item.title}</Text>
                    </Group>
                    <Text size="sm" id={`notification-${item.id}-body`}>
                      {item.body}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <NotificationTime at={item.createdAt} />
                    </Text>
                  </Stack>
                </UnstyledButton>
                <Tooltip label={t('notificationsPage.deleteOne')} withinPortal={false}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('notificationsPage.deleteNamed', { title: item.title })}
                    loading={actions.deleteSingle.isPending && actions.deleteSingle.variables?.id === item.id}
                    onClick={() => remove(item)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Pager total={totalPages} value={page} onChange={setPage} />
      <Modal
        withinPortal={false}
        opened={confirmAll}
        onClose={() => setConfirmAll(false)}
        title={t('notificationsPage.deleteAllTitle')}
        closeButtonProps={{ 'aria-label': t('notificationsPage.close') }}
      >
        <Stack gap="md">
          <Text>{t('notificationsPage.deleteAllConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmAll(false)}>
              {t('notificationsPage.cancel')}
            </Button>
            <Button
              color="red"
              loading={actions.deleteAll.isPending}
              onClick={() =>
                actions.deleteAll.mutate(undefined as never, {
                  onSuccess: (response) => {
                    setConfirmAll(false);
                    setPage(1);
                    notify.success(response.message);
                  },
                  onError: failed,
                })
              }
            >
              {t('notificationsPage.confirmDeleteAll')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
