import { useState } from 'react';
import { Button, Group, Pagination, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconHeartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ITEM_TYPES, MESSAGES, formatDateTime, type Favourite, type ItemType } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import type { EngagementFamily } from '../api/endpoints';
import { useFavorites } from '../api/get-favorites';
import { useUnfavorite } from '../api/unfavorite';
import { ItemTitle, type ItemPath } from './ItemTitle';

const PER_PAGE = 12;

/** The person's favourites in tabs by type (class, meditation, content); each can be removed. */
export function FavoritesList({ family, itemPath }: { family: EngagementFamily; itemPath?: ItemPath }) {
  const { t } = useTranslation();
  const [type, setType] = useState<ItemType>('class');
  return (
    <Tabs value={type} onChange={(value) => value && setType(value as ItemType)} keepMounted={false}>
      <Tabs.List aria-label={t('engagement.favorites.tabsLabel')}>
        {ITEM_TYPES.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`engagement.types.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ITEM_TYPES.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <FavoritesOfType family={family} type={value} itemPath={itemPath} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function FavoritesOfType({ family, type, itemPath }: { family: EngagementFamily; type: ItemType; itemPath?: ItemPath | undefined }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useFavorites(family, { type, pageNo: page, perPage: PER_PAGE });
  const remove = useUnfavorite(family);

  const onRemove = (favourite: Favourite) =>
    remove.mutate(
      { type, data_id: favourite.item.id },
      {
        onSuccess: (response) => notify.success(response.message || MESSAGES.deleteFromFavorite),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  if (query.data.favorites.length === 0) return <Text c="dimmed">{t('engagement.favorites.empty')}</Text>;
  return (
    <Stack gap="md">
      <Stack gap="xs" component="ul" aria-label={t('engagement.favorites.listLabel', { type: t(`engagement.types.${type}`) })} p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.favorites.map((favourite) => (
          <Paper key={favourite.id} component="li" withBorder radius="lg" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <ItemTitle item={favourite.item} itemPath={itemPath} />
                <Text size="xs" c="dimmed">
                  {t('engagement.favorites.added', { date: formatDateTime(favourite.createdAt) })}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconHeartOff size={16} aria-hidden />}
                aria-label={t('engagement.favorites.removeLabel', { title: favourite.item.title })}
                loading={remove.isPending && remove.variables?.data_id === favourite.item.id}
                onClick={() => onRemove(favourite)}
              >
                {t('engagement.favorites.remove')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}
    </Stack>
  );
}
