import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, type MeditationSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useDeleteMeditation, useMeditationCategories, useMeditationList, useReorderMeditations } from '../api/meditations';
import type { StudioFamily } from '../api/studio';
import { moveItem } from '../../../lib/ui/SortableList';
import { formatDuration } from './format';

const PER_PAGE = 20;

/** The library's meditations: by category, search, pages, reorder, edit and delete. */
export function MeditationsList({ family, newPath, editPath }: { family: StudioFamily; newPath: string; editPath: (id: number) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useMeditationCategories(family);
  const query = useMeditationList(family, {
    pageNo: page,
    perPage: PER_PAGE,
    ...(search ? { search } : {}),
    ...(categoryId ? { cat_id: Number(categoryId) } : {}),
  });
  const remove = useDeleteMeditation(family);
  const reorder = useReorderMeditations(family);
  const [deleting, setDeleting] = useState<MeditationSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const categoryOptions = useMemo(
    () =>
      (categories.data ?? []).flatMap((category) => [
        { value: String(category.id), label: category.title },
        ...category.subcategories.map((sub) => ({ value: String(sub.id), label: `${category.title} › ${sub.title}` })),
      ]),
    [categories.data],
  );
  const categoryTitle = useMemo(() => new Map(categoryOptions.map((option) => [Number(option.value), option.label])), [categoryOptions]);
  // The whole list's order can only be changed when it is shown whole and unfiltered.
  const canReorder = !search && !categoryId && (query.data?.totalPages ?? 0) <= 1;

  const move = (list: MeditationSummary[], from: number, to: number) => {
    if (to < 0 || to >= list.length) return;
    const next = moveItem(list, from, to);
    reorder.mutate(
      next.map((item) => item.id),
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setAnnouncement(t('meditations.moved', { title: list[from]!.title, position: to + 1, count: list.length }));
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (response) => {
        notify.success(response.message);
        setDeleting(null);
      },
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <form
          role="search"
          aria-label={t('meditations.searchRegion')}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="search"
              label={t('meditations.searchLabel')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" variant="default">
              {t('meditations.search')}
            </Button>
            <Select
              label={t('meditations.categoryFilter')}
              placeholder={t('meditations.allCategories')}
              data={categoryOptions}
              value={categoryId}
              onChange={(value) => {
                setCategoryId(value);
                setPage(1);
              }}
              clearable
              comboboxProps={{ withinPortal: false }}
            />
          </Group>
        </form>
        <Button component={Link} to={newPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('meditations.create')}
        </Button>
      </Group>

      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : query.data.meditations.length === 0 ? (
        <Text c="dimmed">{search || categoryId ? t('meditations.emptyFor') : t('meditations.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('meditations.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('meditations.columns.order')}</Table.Th>
                  <Table.Th scope="col">{t('meditations.columns.title')}</Table.Th>
                  <Table.Th scope="col">{t('meditations.columns.duration')}</Table.Th>
                  <Table.Th scope="col">{t('meditations.columns.audios')}</Table.Th>
                  <Table.Th scope="col">{t('meditations.columns.flags')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('meditations.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.meditations.map((meditation, index, list) => (
                  <Table.Tr key={meditation.id}>
                    <Table.Td>
                      {canReorder ? (
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            disabled={index === 0 || reorder.isPending}
                            aria-label={t('meditations.moveUp', { title: meditation.title })}
                            onClick={() => move(list, index, index - 1)}
                          >
                            <IconArrowUp size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            disabled={index === list.length - 1 || reorder.isPending}
                            aria-label={t('meditations.moveDown', { title: meditation.title })}
                            onClick={() => move(list, index, index + 1)}
                          >
                            <IconArrowDown size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed" title={t('meditations.reorderHint')}>
                          {meditation.sortOrder}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Anchor component={Link} to={editPath(meditation.id)} fw={500}>
                          {meditation.title}
                        </Anchor>
                        {meditation.categoryIds.length > 0 && (
                          <Text size="xs" c="dimmed">
                            {meditation.categoryIds.map((id) => categoryTitle.get(id) ?? '').filter(Boolean).join(', ')}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{formatDuration(meditation.duration)}</Table.Td>
                    <Table.Td>{meditation.audioCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {(['shared', 'featured', 'recommended', 'popular'] as const)
                          .filter((flag) => meditation[flag])
                          .map((flag) => (
                            <Badge key={flag} variant="light" tt="none">
                              {t(`meditations.flag.${flag}`)}
                            </Badge>
                          ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal={false}>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={t('meditations.actionsFor', { title: meditation.title })}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item component={Link} to={editPath(meditation.id)}>
                            {t('meditations.edit')}
                          </Menu.Item>
                          <Menu.Item color="red" onClick={() => setDeleting(meditation)}>
                            {t('meditations.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}
      <Modal
        withinPortal={false}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('meditations.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('meditations.close') }}
      >
        <Stack gap="md">
          <Text>{t('meditations.deleteConfirm', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('meditations.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={onDelete}>
              {t('meditations.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
