import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Select } from '@mantine/core';
import { IconPlus, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, STUDIO_MESSAGES, type StudioClass } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { usePagedSearch } from '../../../lib/ui/PeopleTable';
import { PublicationCell } from '../../../lib/ui/Publication';
import { SortableTable } from '../../../lib/ui/SortableTable';
import { useCategories, useStudioMutation } from '../api/categories';
import { useClasses, useClassesOfCategory, useClassPageIds } from '../api/classes';
import { AccessRulesModal } from './AccessRulesModal';
import { ClassFormModal } from './ClassFormModal';

const PER_PAGE = 10;

/**
 * The library's classes: search, filter by category, pages, reorder (drag and drop or keyboard), each
 * class's state (draft or published, what it still needs) with Publish and Move to drafts, create (then
 * its editor opens), edit, open the editor, duplicate, feature, access rules, delete.
 */
export function ClassesList({ editorPath }: { editorPath: (id: number) => string }) {
  const { t } = useTranslation();
  const paging = usePagedSearch(PER_PAGE);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useCategories('class');
  const paged = useClasses(paging.params);
  const ofCategory = useClassesOfCategory(categoryId === null ? null : Number(categoryId));
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<StudioClass | null>(null);
  const [access, setAccess] = useState<StudioClass | null>(null);
  const duplicate = useStudioMutation('duplicateClass');
  const feature = useStudioMutation('featureClass');
  const remove = useStudioMutation('deleteClass');
  const publish = useStudioMutation('publishClass');
  const unpublish = useStudioMutation('unpublishClass');
  const navigate = useNavigate();
  const deletion = useConfirmDelete(
    'studio',
    remove,
    (cls: StudioClass) => ({ id: cls.id }),
    (cls) => cls.title,
    { successFallback: STUDIO_MESSAGES.classDeleted, errorFallback: MESSAGES.somethingWentWrong },
  );
  const reorder = useStudioMutation('reorderClasses');
  const pageIds = useClassPageIds();
  const fail = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
  const done = (r: { message: string }) => notify.success(r.message);

  // One category: all its classes (class by type), searched here; otherwise the server's pages.
  const needle = paging.search.toLowerCase();
  const inCategory = ofCategory.data?.filter((cls) => cls.title.toLowerCase().includes(needle));
  const query =
    categoryId === null
      ? { ...paged, data: paged.data && { rows: paged.data.classes, totalPages: paged.data.totalPages } }
      : { ...ofCategory, data: inCategory && { rows: inCategory, totalPages: 1 } };

  return (
    <>
      <SortableTable
        labels={{
          searchRegion: t('studio.classes.searchRegion'),
          searchLabel: t('studio.classes.searchLabel'),
          table: t('studio.classes.tableLabel'),
          empty: paging.search
            ? t('studio.classes.emptyFor', { search: paging.search })
            : categoryId
              ? t('studio.classes.emptyInCategory')
              : t('studio.classes.empty'),
          actionsFor: (cls) => t('studio.actionsFor', { name: cls.title }),
        }}
        paging={paging}
        filtered={categoryId !== null}
        filters={
          <Select
            label={t('studio.classes.categoryFilter')}
            placeholder={t('studio.classes.allCategories')}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
            value={categoryId}
            onChange={setCategoryId}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
        }
        toolbar={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setEditing(null);
              setFormOpened(true);
            }}
          >
            {t('studio.classes.create')}
          </Button>
        }
        query={query}
        getId={(cls) => cls.id}
        getTitle={(cls) => cls.title}
        getOrder={(cls) => cls.order}
        onReorder={(content) =>
          reorder.mutate(
            { content, type: 'classes' },
            { onSuccess: (r) => notify.success(r.message || STUDIO_MESSAGES.reordered), onError: fail },
          )
        }
        idsOfPage={(pageNo) => pageIds({ pageNo, perPage: PER_PAGE })}
        reorderPending={reorder.isPending}
        minWidth={720}
        columns={[
          {
            key: 'title',
            header: t('studio.classes.columns.title'),
            cell: (cls) => (
              <Anchor component={Link} to={editorPath(cls.id)} fw={500}>
                {cls.title}
              </Anchor>
            ),
          },
          {
            key: 'categories',
            header: t('studio.classes.columns.categories'),
            cell: (cls) => cls.categories.map((c) => c.title).join(', ') || '—',
          },
          { key: 'lessons', header: t('studio.classes.columns.lessons'), cell: (cls) => cls.lessonCount },
          {
            key: 'state',
            header: t('publication.column'),
            cell: (cls) => (
              <PublicationCell
                item={cls}
                title={cls.title}
                publish={() => publish.mutateAsync({ id: cls.id })}
                pending={publish.isPending && publish.variables.id === cls.id}
              />
            ),
          },
          {
            key: 'flags',
            header: t('studio.classes.columns.flags'),
            cell: (cls) => (
              <Group gap={4}>
                {cls.shared && (
                  <Badge variant="light" tt="none">
                    {t('studio.classes.shared')}
                  </Badge>
                )}
                {cls.featured && (
                  <Badge variant="light" color="yellow" tt="none">
                    {t('studio.classes.featured')}
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
        rowButtons={(cls) => (
          <ActionIcon
            variant="subtle"
            color="yellow"
            aria-pressed={cls.featured}
            aria-label={t('studio.classes.featureToggle', { name: cls.title })}
            onClick={() => feature.mutate({ id: cls.id }, { onSuccess: done, onError: fail })}
          >
            {cls.featured ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
        )}
        menu={(cls) => (
          <>
            <Menu.Item component={Link} to={editorPath(cls.id)}>
              {t('studio.classes.openEditor')}
            </Menu.Item>
            <Menu.Item
              onClick={() => {
                setEditing(cls);
                setFormOpened(true);
              }}
            >
              {t('studio.classes.editDetails')}
            </Menu.Item>
            {cls.status === 'published' && (
              <Menu.Item onClick={() => unpublish.mutate({ id: cls.id }, { onSuccess: done, onError: fail })}>
                {t('publication.unpublish')}
              </Menu.Item>
            )}
            <Menu.Item onClick={() => duplicate.mutate({ id: cls.id }, { onSuccess: done, onError: fail })}>
              {t('studio.classes.duplicate')}
            </Menu.Item>
            <Menu.Item onClick={() => setAccess(cls)}>{t('studio.access.open')}</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => deletion.ask(cls)}>
              {t('studio.delete')}
            </Menu.Item>
          </>
        )}
      />
      <ClassFormModal
        opened={formOpened}
        onClose={() => setFormOpened(false)}
        editing={editing}
        onCreated={(id) => void navigate(editorPath(id))}
      />
      <AccessRulesModal dataType="classes" item={access} onClose={() => setAccess(null)} />
      {deletion.modal}
    </>
  );
}
