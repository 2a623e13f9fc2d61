import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconPlus, IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, STUDIO_MESSAGES, type StudioClass } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useStudioMutation } from '../api/categories';
import { useClasses } from '../api/classes';
import { useStudioFamily } from '../api/studio-family';
import { AccessRulesModal } from './AccessRulesModal';
import { ConfirmDelete } from './CategoriesManager';
import { ClassFormModal } from './ClassFormModal';

const PER_PAGE = 10;

/** The library's classes: search, pages, create, edit, open the editor, duplicate, feature, delete. */
export function ClassesList({ editorPath }: { editorPath: (id: number) => string }) {
  const { t } = useTranslation();
  const family = useStudioFamily();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useClasses({ pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) });
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<StudioClass | null>(null);
  const [deleting, setDeleting] = useState<StudioClass | null>(null);
  const [access, setAccess] = useState<StudioClass | null>(null);
  const duplicate = useStudioMutation('duplicateClass');
  const feature = useStudioMutation('featureClass');
  const remove = useStudioMutation('deleteClass');
  const fail = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
  const done = (r: { message: string }) => notify.success(r.message);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <form
          role="search"
          aria-label={t('studio.classes.searchRegion')}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              type="search"
              label={t('studio.classes.searchLabel')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" variant="default">
              {t('studio.search')}
            </Button>
          </Group>
        </form>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setEditing(null);
            setFormOpened(true);
          }}
        >
          {t('studio.classes.create')}
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
      ) : query.data.classes.length === 0 ? (
        <Text c="dimmed">{search ? t('studio.classes.emptyFor', { search }) : t('studio.classes.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('studio.classes.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('studio.classes.columns.title')}</Table.Th>
                  <Table.Th scope="col">{t('studio.classes.columns.categories')}</Table.Th>
                  <Table.Th scope="col">{t('studio.classes.columns.lessons')}</Table.Th>
                  <Table.Th scope="col">{t('studio.classes.columns.flags')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('studio.classes.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.classes.map((cls) => (
                  <Table.Tr key={cls.id}>
                    <Table.Td>
                      <Anchor component={Link} to={editorPath(cls.id)} fw={500}>
                        {cls.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{cls.categories.map((c) => c.title).join(', ') || '—'}</Table.Td>
                    <Table.Td>{cls.lessonCount}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          color="yellow"
                          aria-pressed={cls.featured}
                          aria-label={t('studio.classes.featureToggle', { name: cls.title })}
                          onClick={() => feature.mutate({ id: cls.id }, { onSuccess: done, onError: fail })}
                        >
                          {cls.featured ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
                        </ActionIcon>
                        <Menu position="bottom-end" withinPortal={false}>
                          <Menu.Target>
                            <ActionIcon variant="subtle" color="gray" aria-label={t('studio.actionsFor', { name: cls.title })}>
                              <IconDots size={18} aria-hidden />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
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
                            <Menu.Item onClick={() => duplicate.mutate({ id: cls.id }, { onSuccess: done, onError: fail })}>
                              {t('studio.classes.duplicate')}
                            </Menu.Item>
                            {family === 'admin' && (
                              <Menu.Item onClick={() => setAccess(cls)}>{t('studio.access.open')}</Menu.Item>
                            )}
                            <Menu.Divider />
                            <Menu.Item color="red" onClick={() => setDeleting(cls)}>
                              {t('studio.delete')}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
        />
      )}
      <ClassFormModal opened={formOpened} onClose={() => setFormOpened(false)} editing={editing} />
      <AccessRulesModal item={access} onClose={() => setAccess(null)} />
      <ConfirmDelete
        name={deleting?.title ?? null}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: (r) => {
                notify.success(r.message || STUDIO_MESSAGES.classDeleted);
                setDeleting(null);
              },
              onError: fail,
            },
          )
        }
      />
    </Stack>
  );
}
