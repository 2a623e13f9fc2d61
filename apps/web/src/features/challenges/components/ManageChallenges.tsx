import { useState } from 'react';
import { Button, FileInput, Group, Image, Modal, Paper, SegmentedControl, SimpleGrid, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChartBar, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CHALLENGE_CATEGORY_MAX,
  challengeCategoryInput,
  GALLERY_TYPES,
  MEDIA_TYPES,
  MESSAGES,
  type Challenge,
  type GalleryType,
} from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { MANAGE_CALLS, MANAGE_LISTS, type ManageFamily } from '../api';
import { useManageUpload } from '../upload';
import { ChallengeCard } from './ChallengeCard';
import { ChallengeForm } from './ChallengeForm';
import { ChallengeStats } from './ChallengeStats';

const TABS = ['challenges', 'categories', 'gallery'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 9;
const invalidates = [...MANAGE_LISTS, 'front/challenges/'];
const onError = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));

/** The clinic's and the admin's challenges page: challenges, categories and the gallery, one tab each (?tab=). */
export function ManageChallenges({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'challenges';
  return (
    <Tabs value={tab} onChange={(value) => setParams(value && value !== 'challenges' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('challenges.manage.sections')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`challenges.manage.tab.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="challenges" pt="md">
        <ChallengesPanel family={family} />
      </Tabs.Panel>
      <Tabs.Panel value="categories" pt="md">
        <CategoriesPanel family={family} />
      </Tabs.Panel>
      <Tabs.Panel value="gallery" pt="md">
        <GalleryPanel family={family} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Whether this library may change an item (a clinic changes its own, not the platform's). */
const ownItem = (family: ManageFamily, clinicId: number | null) => (family === 'admin' ? clinicId === null : clinicId !== null);

function ChallengesPanel({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Challenge | 'new' | null>(null);
  const [viewing, setViewing] = useState<Challenge | null>(null);
  const [deleting, setDeleting] = useState<Challenge | null>(null);
  const list = useEndpointQuery(calls.list, { pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}) }, { keepPrevious: true });
  const remove = useEndpointMutation(calls.remove, { invalidates });
  const audience = (challenge: Challenge) =>
    family === 'admin' ? (challenge.clinic_id === null ? t('challenges.manage.platform') : t('challenges.manage.clinic', { id: challenge.clinic_id })) : undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchForm
          region={t('challenges.manage.searchRegion')}
          label={t('challenges.manage.searchLabel')}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('challenges.manage.add')}
        </Button>
      </Group>
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(search ? 'challenges.manage.emptySearch' : 'challenges.manage.empty')}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('challenges.manage.listLabel')}>
                {data.map((challenge) => {
                  const name = { title: challenge.title };
                  const own = ownItem(family, challenge.clinic_id) || family === 'admin';
                  return (
                    <li key={challenge.id}>
                      <ChallengeCard
                        challenge={challenge}
                        mine={false}
                        audience={audience(challenge)}
                        actions={
                          <>
                            <Button size="xs" variant="light" leftSection={<IconChartBar size={16} aria-hidden />} onClick={() => setViewing(challenge)} aria-label={t('challenges.manage.statsNamed', name)}>
                              {t('challenges.manage.stats')}
                            </Button>
                            {own && (
                              <>
                                <Button size="xs" variant="default" onClick={() => setEditing(challenge)} aria-label={t('challenges.manage.editNamed', name)}>
                                  {t('challenges.manage.edit')}
                                </Button>
                                <Button size="xs" variant="light" color="red" onClick={() => setDeleting(challenge)} aria-label={t('challenges.manage.deleteNamed', name)}>
                                  {t('challenges.manage.delete')}
                                </Button>
                              </>
                            )}
                          </>
                        }
                      />
                    </li>
                  );
                })}
              </SimpleGrid>
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
      <ChallengeForm family={family} challenge={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <ChallengeStats family={family} challenge={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('challenges.manage.deleteTitle')}
        text={deleting ? t('challenges.manage.deleteConfirm', { title: deleting.title }) : ''}
        confirmLabel={t('challenges.manage.yesDelete')}
        cancelLabel={t('challenges.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: (response) => {
                notify.success(response.message);
                setDeleting(null);
              },
              onError,
            },
          )
        }
      />
    </Stack>
  );
}

function CategoriesPanel({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const categories = useEndpointQuery(calls.categories);
  const add = useEndpointMutation(calls.addCategory, { invalidates });
  const remove = useEndpointMutation(calls.deleteCategory, { invalidates });
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const form = useForm({ initialValues: { title: '' }, validate: schemaValidator(challengeCategoryInput) });
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          add.mutate(values, {
            onSuccess: (response) => {
              notify.success(response.message);
              form.reset();
            },
            onError: (error) => {
              if (!applyServerErrors(error, form, ['title'])) onError(error);
            },
          }),
        )}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput label={t('challenges.categories.newLabel')} maxLength={CHALLENGE_CATEGORY_MAX} miw={240} {...form.getInputProps('title')} />
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('challenges.categories.add')}
          </Button>
        </Group>
      </form>
      <QueryState query={categories}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t('challenges.categories.empty')}</Text>
          ) : (
            <TableFrame label={t('challenges.categories.tableLabel')} minWidth={420} columns={[t('challenges.categories.name'), t('challenges.categories.owner'), { hidden: t('challenges.categories.actions') }]}>
              {data.map((category) => {
                const own = ownItem(family, category.clinic_id);
                return (
                  <Table.Tr key={category.id}>
                    <Table.Th scope="row" fw={500}>
                      {category.title}
                    </Table.Th>
                    <Table.Td>{category.clinic_id === null ? t('challenges.manage.platform') : t('challenges.categories.yours')}</Table.Td>
                    <Table.Td>
                      {own && (
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => setRenaming(category)} aria-label={t('challenges.categories.renameNamed', { title: category.title })}>
                            {t('challenges.categories.rename')}
                          </Button>
                          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(category)} aria-label={t('challenges.categories.deleteNamed', { title: category.title })}>
                            {t('challenges.manage.delete')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </TableFrame>
          )
        }
      </QueryState>
      <RenameCategory family={family} category={renaming} onClose={() => setRenaming(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('challenges.categories.deleteTitle')}
        text={deleting ? t('challenges.categories.deleteConfirm', { title: deleting.title }) : ''}
        confirmLabel={t('challenges.manage.yesDelete')}
        cancelLabel={t('challenges.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: (response) => {
                notify.success(response.message);
                setDeleting(null);
              },
              onError,
            },
          )
        }
      />
    </Stack>
  );
}

function RenameCategory({ family, category, onClose }: { family: ManageFamily; category: { id: number; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={category !== null} onClose={onClose} title={t('challenges.categories.renameTitle')} closeButtonProps={{ 'aria-label': t('challenges.close') }}>
      {category && <RenameFields key={category.id} family={family} category={category} onDone={onClose} />}
    </Modal>
  );
}

function RenameFields({ family, category, onDone }: { family: ManageFamily; category: { id: number; title: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const edit = useEndpointMutation(MANAGE_CALLS[family].editCategory, { invalidates });
  const form = useForm({ initialValues: { title: category.title }, validate: schemaValidator(challengeCategoryInput) });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        edit.mutate(
          { id: category.id, title: values.title },
          {
            onSuccess: (response) => {
              notify.success(response.message);
              onDone();
            },
            onError: (error) => {
              if (!applyServerErrors(error, form, ['title'])) onError(error);
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput label={t('challenges.categories.name')} maxLength={CHALLENGE_CATEGORY_MAX} data-autofocus {...form.getInputProps('title')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('challenges.form.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('challenges.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GalleryPanel({ family }: { family: ManageFamily }) {
  const { t } = useTranslation();
  const calls = MANAGE_CALLS[family];
  const [type, setType] = useState<GalleryType>('image');
  const [file, setFile] = useState<File | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const gallery = useEndpointQuery(calls.gallery, { type });
  const upload = useManageUpload(calls.addImage);
  const remove = useEndpointMutation(calls.deleteImage, { invalidates });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('challenges.gallery.typeLabel')}
        value={type}
        onChange={(value) => setType(value as GalleryType)}
        data={GALLERY_TYPES.map((value) => ({ value, label: t(`challenges.gallery.type.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t(`challenges.gallery.upload.${type}`)}
          leftSection={<IconPhoto size={16} aria-hidden />}
          accept={MEDIA_TYPES.image.join(',')}
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': t('challenges.form.clearFile') }}
          miw={260}
        />
        <Button
          disabled={!file}
          loading={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(
              { fields: { type }, files: { image: file } },
              {
                onSuccess: (response) => {
                  notify.success(response.message);
                  setFile(null);
                },
                onError,
              },
            )
          }
        >
          {t('challenges.gallery.uploadButton')}
        </Button>
      </Group>
      <QueryState query={gallery}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(`challenges.gallery.empty.${type}`)}</Text>
          ) : (
            <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 5 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`challenges.gallery.type.${type}`)}>
              {data.map((image, index) => {
                const name = t(`challenges.gallery.alt.${type}`, { number: index + 1 });
                return (
                  <li key={image.id}>
                    <Paper withBorder radius="md" p="xs">
                      <Stack gap="xs">
                        <Image src={image.url} alt={name} h={110} radius="sm" fit={type === 'trophy' ? 'contain' : 'cover'} />
                        <Text size="xs" c="dimmed">
                          {image.clinic_id === null ? t('challenges.manage.platform') : t('challenges.categories.yours')}
                        </Text>
                        {ownItem(family, image.clinic_id) && (
                          <Button size="xs" variant="light" color="red" onClick={() => setDeleting({ id: image.id, name })} aria-label={t('challenges.gallery.deleteNamed', { name })}>
                            {t('challenges.manage.delete')}
                          </Button>
                        )}
                      </Stack>
                    </Paper>
                  </li>
                );
              })}
            </SimpleGrid>
          )
        }
      </QueryState>
      <ConfirmModal
        opened={deleting !== null}
        title={t('challenges.gallery.deleteTitle')}
        text={deleting ? t('challenges.gallery.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('challenges.manage.yesDelete')}
        cancelLabel={t('challenges.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: (response) => {
                notify.success(response.message);
                setDeleting(null);
              },
              onError,
            },
          )
        }
      />
    </Stack>
  );
}
