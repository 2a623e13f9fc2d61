import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type ItemType } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useAddToWatch } from '../api/add-to-watch';
import type { EngagementFamily } from '../api/endpoints';
import { useWatchList } from '../api/get-watch-list';
import { useRemoveFromWatch } from '../api/remove-from-watch';

/** Puts an item on the watch list, or takes it off again; shows when it was watched. */
export function WatchListButton({ family, type, dataId }: { family: EngagementFamily; type: ItemType; dataId: number }) {
  const { t } = useTranslation();
  const state = useWatchList(family, { type, data_id: dataId, perPage: 1 });
  const add = useAddToWatch(family);
  const remove = useRemoveFromWatch(family);
  const entry = state.data?.entries[0];

  const onClick = () => {
    const options = {
      onSuccess: (response: { message: string }) => notify.success(response.message),
      onError: (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    };
    if (entry) remove.mutate({ id: entry.id }, options);
    else add.mutate({ type, data_id: dataId }, options);
  };

  return (
    <Button
      variant={entry ? 'light' : 'default'}
      leftSection={
        entry?.completed ? (
          <IconCircleCheck size={16} aria-hidden />
        ) : entry ? (
          <IconBookmarkFilled size={16} aria-hidden />
        ) : (
          <IconBookmark size={16} aria-hidden />
        )
      }
      aria-pressed={Boolean(entry)}
      loading={add.isPending || remove.isPending}
      disabled={state.isPending}
      onClick={onClick}
    >
      {entry?.completed ? t('engagement.watchButton.completed') : entry ? t('engagement.watchButton.added') : t('engagement.watchButton.add')}
    </Button>
  );
}
