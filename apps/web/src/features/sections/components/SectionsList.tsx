import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Menu,
  Modal,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, SECTION_MESSAGES, type SectionSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useDefaultStatus, useEditDefaultStatus } from '../api/default-status';
import type { SectionsOwner } from '../api/family';
import { useSections } from '../api/get-sections';
import { useDeleteSection, useEditSection, useReorderSections } from '../api/mutations';
import { moveItem } from '../../../lib/ui/SortableList';
import { SectionFormModal } from './SectionFormModal';

const PER_PAGE = 20;

/** The owner's sections: search, pages, add, edit, delete, show or hide, reorder; the clinic's default status. */
export function SectionsList({ owner, detailPath }: { owner: SectionsOwner; detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useSections(owner, { pageNo: page, perPage: PER_PAGE, ...(search ? { searchBy: search } : {}) });
  const [formOpened, formModal] = useDisclosure(false);
  const [editing, setEditing] = useState<SectionSummary | null>(null);
  const [deleting, setDeleting] = useState<SectionSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const edit = useEditSection(owner);
  const remove = useDeleteSection(owner);
  const reorder = useReorderSections(owner);
  const defaultStatus = useDefaultStatus(owner === 'clinic');
  const editDefaultStatus = useEditDefaultStatus();

  const onError = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
  const openCreate = () => {
    setEditing(null);
    formModal.open();
  };
  const openEdit = (section: SectionSummary) => {
    setEditing(section);
    formModal.open();
  };
  const onToggle = (section: SectionSummary, active: boolean) =>
    edit.mutate(
      { id: section.id, active },
      { onSuccess: (response) => notify.success(response.message || SECTION_MESSAGES.sectionUpdated), onError },
    );
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (response) => {
        notify.success(response.message || SECTION_MESSAGES.sectionDeleted);
        setDeleting(null);
      },
      onError,
    });
  };
  const rows = query.data?.sections ?? [];
  // The order is changed on the whole list only: with a search or several pages the neighbours are not all shown.
  const canReorder = !search && (query.data?.totalPages ?? 0) <= 1 && rows.length > 1;
  const onMove = (index: number, to: number) => {
    const section = rows[index]!;
    reorder.mutate(
      moveItem(rows, index, to).map((row) => row.id),
      {
        onSuccess: (response) => {
          notify.success(response.message || SECTION_MESSAGES.reorder);
          setAnnouncement(t('sections.moved', { title: section.title, position: to + 1, total: rows.length }));
        },
        onError,
      },
    );
  };

  return (
    <Stack gap="md">
      {owner === 'clinic' && (
        <Paper withBorder radius="lg" p="md">
          <Switch
            label={t('sections.defaultStatus')}
            description={t('sections.defaultStatusHint')}
            checked={defaultStatus.data ?? true}
            disabled={defaultStatus.isPending || editDefaultStatus.isPending}
            onChange={(event) =>
              editDefaultStatus.mutate(event.currentTarget.checked, {
                onSuccess: (response) => notify.success(response.message || SECTION_MESSAGES.defaultStatusUpdated),
                onError,
              })
            }
          />
        </Paper>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <form
          role="search"
          aria-label={t('sections.searchRegion')}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              type="search"
              label={t('sections.searchLabel')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" variant="default">
              {t('sections.search')}
            </Button>
          </Group>
        </form>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
          {t('sections.add')}
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
      ) : rows.length === 0 ? (
        <Text c="dimmed">{search ? t('sections.emptyFor', { search }) : t('sections.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('sections.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('sections.columns.order')}</Table.Th>
                  <Table.Th scope="col">{t('sections.columns.title')}</Table.Th>
                  <Table.Th scope="col">{t('sections.columns.items')}</Table.Th>
                  <Table.Th scope="col">{t('sections.columns.active')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('sections.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((section, index) => (
                  <Table.Tr key={section.id}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text w={24} ta="right" size="sm">
                          {section.sortOrder}
                        </Text>
                        {canReorder && (
                          <>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('sections.moveUp', { title: section.title })}
                              disabled={index === 0 || reorder.isPending}
                              onClick={() => onMove(index, index - 1)}
                            >
                              <IconArrowUp size={16} aria-hidden />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('sections.moveDown', { title: section.title })}
                              disabled={index === rows.length - 1 || reorder.isPending}
                              onClick={() => onMove(index, index + 1)}
                            >
                              <IconArrowDown size={16} aria-hidden />
                            </ActionIcon>
                          </>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={detailPath(section.id)} fw={500}>
                        {section.title}
                      </Anchor>
                      {section.description && (
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {section.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t('sections.itemCount', { count: section.itemCount })}</Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('sections.activeFor', { title: section.title })}
                        checked={section.active}
                        onChange={(event) => onToggle(section, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal={false}>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('sections.actionsFor', { title: section.title })}
                          >
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item component={Link} to={detailPath(section.id)}>
                            {t('sections.open')}
                          </Menu.Item>
                          <Menu.Item onClick={() => openEdit(section)}>{t('sections.edit')}</Menu.Item>
                          <Menu.Divider />
                          <Menu.Item color="red" onClick={() => setDeleting(section)}>
                            {t('sections.delete')}
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
      {rows.length > 1 && (
        <Text size="sm" c="dimmed">
          {canReorder ? t('sections.reorderHint') : t('sections.reorderPagedHint')}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}

      <SectionFormModal owner={owner} opened={formOpened} onClose={formModal.close} section={editing} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('sections.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('sections.close') }}
      >
        <Stack gap="md">
          <Text>{t('sections.deleteConfirm', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('sections.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={onDelete}>
              {t('sections.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
