import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, type MeditationSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { meditationCategoryOptions } from '../../../lib/meditation-categories';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { usePagedSearch } from '../../../lib/ui/PeopleTable';
import { PublicationCell } from '../../../lib/ui/Publication';
import { SortableTable } from '../../../lib/ui/SortableTable';
import {
  useDeleteMeditation,
  useMeditationCategories,
  useMeditationList,
  useMeditationPageIds,
  usePublishMeditation,
  useReorderMeditations,
} from '../api/meditations';
import type { StudioFamily } from '../api/studio';
import { formatDuration } from './format';

const PER_PAGE = 20;

export interface MeditationsListProps {
  family: StudioFamily;
  newPath: string;
  editPath: (id: number) => string;
  /** Opens the access rules of a meditation (the page gives it: they belong to the class studio's calls). */
  onAccessRules?: (meditation: MeditationSummary) => void;
}

/**
 * The library's meditations: by category, search, pages, reorder (drag and drop or keyboard), each one's
 * state (draft or published, whether its audio is there) with Publish and Move to drafts, edit, access
 * rules, delete.
 */
export function MeditationsList({ family, newPath, editPath, onAccessRules }: MeditationsListProps) {
  const { t } = useTranslation();
  const paging = usePagedSearch(PER_PAGE);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useMeditationCategories(family);
  const list = useMeditationList(family, { ...paging.params, ...(categoryId ? { cat_id: Number(categoryId) } : {}) });
  const remove = useDeleteMeditation(family);
  const reorder = useReorderMeditations(family);
  const publish = usePublishMeditation(family, 'publishMeditation');
  const unpublish = usePublishMeditation(family, 'unpublishMeditation');
  const pageIds = useMeditationPageIds(family);
  const deletion = useConfirmDelete(
    'meditations',
    remove,
    (meditation: MeditationSummary) => meditation.id,
    (meditation) => meditation.title,
    {
      errorFallback: MESSAGES.somethingWentWrong,
    },
  );
  const fail = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));

  const categoryOptions = useMemo(() => meditationCategoryOptions(categories.data ?? []), [categories.data]);
  const categoryTitle = useMemo(
    () => new Map(categoryOptions.map((option) => [Number(option.value), option.label])),
    [categoryOptions],
  );
  const query = { ...list, data: list.data && { rows: list.data.meditations, totalPages: list.data.totalPages } };

  return (
    <>
      <SortableTable
        labels={{
          searchRegion: t('meditations.searchRegion'),
          searchLabel: t('meditations.searchLabel'),
          table: t('meditations.tableLabel'),
          empty: paging.search || categoryId ? t('meditations.emptyFor') : t('meditations.empty'),
          actionsFor: (meditation) => t('meditations.actionsFor', { title: meditation.title }),
        }}
        paging={paging}
        filtered={categoryId !== null}
        filters={
          <Select
            label={t('meditations.categoryFilter')}
            placeholder={t('meditations.allCategories')}
            data={categoryOptions}
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value);
              paging.setPage(1);
            }}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
        }
        toolbar={
          <Button component={Link} to={newPath} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('meditations.create')}
          </Button>
        }
        query={query}
        getId={(meditation) => meditation.id}
        getTitle={(meditation) => meditation.title}
        getOrder={(meditation) => meditation.sortOrder}
        onReorder={(content) =>
          reorder.mutate(content, { onSuccess: (response) => notify.success(response.message), onError: fail })
        }
        idsOfPage={(pageNo) => pageIds({ pageNo, perPage: PER_PAGE })}
        reorderPending={reorder.isPending}
        minWidth={760}
        columns={[
          {
            key: 'title',
            header: t('meditations.columns.title'),
            cell: (meditation) => (
              <Stack gap={2}>
                <Anchor component={Link} to={editPath(meditation.id)} fw={500}>
                  {meditation.title}
                </Anchor>
                {meditation.categoryIds.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {meditation.categoryIds
                      .map((id) => categoryTitle.get(id) ?? '')
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'duration',
            header: t('meditations.columns.duration'),
            cell: (meditation) => formatDuration(meditation.duration),
          },
          { key: 'audios', header: t('meditations.columns.audios'), cell: (meditation) => meditation.audioCount },
          {
            key: 'state',
            header: t('publication.column'),
            cell: (meditation) => (
              <PublicationCell
                item={meditation}
                title={meditation.title}
                publish={() => publish.mutateAsync(meditation.id)}
                pending={publish.isPending && publish.variables === meditation.id}
              />
            ),
          },
          {
            key: 'flags',
            header: t('meditations.columns.flags'),
            cell: (meditation) => (
              <Group gap={4}>
                {(['shared', 'featured', 'recommended', 'popular'] as const)
                  .filter((flag) => meditation[flag])
                  .map((flag) => (
                    <Badge key={flag} variant="light" tt="none">
                      {t(`meditations.flag.${flag}`)}
                    </Badge>
                  ))}
              </Group>
            ),
          },
        ]}
        menu={(meditation) => (
          <>
            <Menu.Item component={Link} to={editPath(meditation.id)}>
              {t('meditations.edit')}
            </Menu.Item>
            {onAccessRules && <Menu.Item onClick={() => onAccessRules(meditation)}>{t('meditations.accessRules')}</Menu.Item>}
            {meditation.status === 'published' && (
              <Menu.Item
                onClick={() =>
                  unpublish.mutate(meditation.id, {
                    onSuccess: (response) => notify.success(response.message),
                    onError: fail,
                  })
                }
              >
                {t('publication.unpublish')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => deletion.ask(meditation)}>
              {t('meditations.delete')}
            </Menu.Item>
          </>
        )}
      />
      {deletion.modal}
    </>
  );
}
