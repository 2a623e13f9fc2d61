import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type ItemType } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { EngagementFamily } from '../api/endpoints';
import { useFavorite } from '../api/favorite';
import { useFavorites } from '../api/get-favorites';
import { useUnfavorite } from '../api/unfavorite';

/**
 * Adds an item to the favourites or takes it out ('Delete from favorite'). Whether it is a favourite comes
 * from `favourite` when the page knows it, otherwise from the favourites list filtered to this item.
 */
export function FavouriteButton({
  family,
  type,
  dataId,
  title,
  favourite,
}: {
  family: EngagementFamily;
  type: ItemType;
  dataId: number;
  title: string;
  favourite?: boolean;
}) {
  const { t } = useTranslation();
  const state = useFavorites(family, { type, data_id: dataId, perPage: 1 }, favourite === undefined);
  const add = useFavorite(family);
  const remove = useUnfavorite(family);
  const isFavourite = favourite ?? (state.data ? state.data.favorites.length > 0 : false);
  const busy = add.isPending || remove.isPending;

  const toggle = () => {
    const mutation = isFavourite ? remove : add;
    mutation.mutate(
      { type, data_id: dataId },
      {
        onSuccess: (response) => notify.success(response.message || (isFavourite ? MESSAGES.deleteFromFavorite : '')),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );
  };

  return (
    <Button
      variant={isFavourite ? 'light' : 'default'}
      color={isFavourite ? 'pink' : undefined}
      leftSection={isFavourite ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? t('engagement.favoriteButton.removeLabel', { title }) : t('engagement.favoriteButton.addLabel', { title })}
      loading={busy}
      disabled={state.isPending && favourite === undefined}
      onClick={toggle}
    >
      {isFavourite ? t('engagement.favoriteButton.remove') : t('engagement.favoriteButton.add')}
    </Button>
  );
}
