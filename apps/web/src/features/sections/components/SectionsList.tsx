import { useState } from 'react';
import { Anchor, Button, Menu, Paper, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, SECTION_MESSAGES, type SectionSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { usePagedSearch } from '../../../lib/ui/PeopleTable';
import { PublicationCell } from '../../../lib/ui/Publication';
import { SortableTable } from '../../../lib/ui/SortableTable';
import { useDefaultStatus, useEditDefaultStatus } from '../api/default-status';
import type { SectionsOwner } from '../api/family';
import { useSectionPageIds, useSections } from '../api/get-sections';
import { useDeleteSection, usePublishSection, useReorderSections } from '../api/mutations';
import { SectionFormModal } from './SectionFormModal';

const PER_PAGE = 20;

/**
 * The owner's sections: search, pages, add (a draft; its page opens), edit, delete, each one's state (draft
 * or published) with Publish and Move to drafts, reorder (drag and drop or keyboard); the clinic's default
 * status.
 */
export function SectionsList({ owner, detailPath }: { owner: SectionsOwner; detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const paging = usePagedSearch(PER_PAGE);
  const input = { pageNo: paging.page, perPage: PER_PAGE, ...(paging.search ? { searchBy: paging.search } : {}) };
  const list = useSections(owner, input);
  const [formOpened, formModal] = useDisclosure(false);
  const [editing, setEditing] = useState<SectionSummary | null>(null);
  const publish = usePublishSection(owner, 'publish');
  const unpublish = usePublishSection(owner, 'unpublish');
  const remove = useDeleteSection(owner);
  const navigate = useNavigate();
  const deletion = useConfirmDelete(
    'sections',
    remove,
    (section: SectionSummary) => section.id,
    (section) => section.title,
    {
      successFallback: SECTION_MESSAGES.sectionDeleted,
    },
  );
  const reorder = useReorderSections(owner);
  const pageIds = useSectionPageIds(owner);
  const defaultStatus = useDefaultStatus(owner === 'clinic');
  const editDefaultStatus = useEditDefaultStatus();
  const query = { ...list, data: list.data && { rows: list.data.sections, totalPages: list.data.totalPages } };

  const onError = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
  const openForm = (section: SectionSummary | null) => {
    setEditing(section);
    formModal.open();
  };

  return (
    <>
      {owner === 'clinic' && (
        <Paper withBorder radius="lg" p="md" mb="md">
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
      <SortableTable
        labels={{
          searchRegion: t('sections.searchRegion'),
          searchLabel: t('sections.searchLabel'),
          table: t('sections.tableLabel'),
          empty: paging.search ? t('sections.emptyFor', { search: paging.search }) : t('sections.empty'),
          actionsFor: (section) => t('sections.actionsFor', { title: section.title }),
        }}
        paging={paging}
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            {t('sections.add')}
          </Button>
        }
        query={query}
        getId={(section) => section.id}
        getTitle={(section) => section.title}
        getOrder={(section) => section.sortOrder}
        onReorder={(content) =>
          reorder.mutate(content, {
            onSuccess: (response) => notify.success(response.message || SECTION_MESSAGES.reorder),
            onError,
          })
        }
        idsOfPage={(pageNo) => pageIds({ pageNo, perPage: PER_PAGE })}
        reorderPending={reorder.isPending}
        minWidth={680}
        columns={[
          {
            key: 'title',
            header: t('sections.columns.title'),
            cell: (section) => (
              <>
                <Anchor component={Link} to={detailPath(section.id)} fw={500}>
                  {section.title}
                </Anchor>
                {section.description && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {section.description}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'items',
            header: t('sections.columns.items'),
            cell: (section) => t('sections.itemCount', { count: section.itemCount }),
          },
          {
            key: 'state',
            header: t('publication.column'),
            cell: (section) => (
              <PublicationCell
                item={section}
                title={section.title}
                publish={() => publish.mutateAsync(section.id)}
                pending={publish.isPending && publish.variables === section.id}
              />
            ),
          },
        ]}
        menu={(section) => (
          <>
            <Menu.Item component={Link} to={detailPath(section.id)}>
              {t('sections.open')}
            </Menu.Item>
            <Menu.Item onClick={() => openForm(section)}>{t('sections.edit')}</Menu.Item>
            {section.status === 'published' && (
              <Menu.Item
                onClick={() =>
                  unpublish.mutate(section.id, {
                    onSuccess: (response) => notify.success(response.message || SECTION_MESSAGES.sectionUnpublished),
                    onError,
                  })
                }
              >
                {t('publication.unpublish')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => deletion.ask(section)}>
              {t('sections.delete')}
            </Menu.Item>
          </>
        )}
      />
      <SectionFormModal
        owner={owner}
        opened={formOpened}
        onClose={formModal.close}
        section={editing}
        onCreated={(id) => void navigate(detailPath(id))}
      />
      {deletion.modal}
    </>
  );
}
